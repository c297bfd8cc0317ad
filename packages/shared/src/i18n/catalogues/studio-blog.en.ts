/**
 * The studio console's blog (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console, ADR 0023):
 * /studio/blog and the messages of /api/studio/blog. None of these words is the spec's own.
 */
export default {
  /** The console's navigation entry and the list's heading. */
  navLabel: 'Blog',
  title: 'Blog',
  intro: 'Write, schedule and publish the studio’s stories. Only published posts are public.',
  newPost: 'New post',
  /** The editor's heading, for a saved post and a new one. */
  editTitle: 'Edit post',
  newTitle: 'New post',
  backToList: 'All posts',
  searchLabel: 'Search posts',
  searchPlaceholder: 'Title, slug or author',
  statusFilter: 'Status',
  empty: 'No posts match.',
  loading: 'Loading posts…',
  failure: 'Failed to load. Please try again.',
  saveFailure: 'That did not save. Please try again.',
  /** The status filter and each post's status. */
  statuses: { all: 'All', draft: 'Draft', scheduled: 'Scheduled', published: 'Published' },
  /** `when`: a date and time, already formatted. */
  scheduledFor: 'Publishes {when}',
  publishedOn: 'Published {when}',
  updatedOn: 'Edited {when}',
  timeZoneNote: 'Nairobi time (EAT, UTC+3).',
  view: 'View on the site',

  /** The editor's fields and their hints. */
  fields: {
    title: 'Title',
    slug: 'Slug',
    slugHint:
      'The address: /blogs/your-slug. Left empty, it is made from the title. Changing it keeps the old address working.',
    excerpt: 'Excerpt',
    excerptHint: 'One or two sentences for the list and link previews.',
    author: 'Author',
    content: 'Body (Markdown)',
    contentHint: '**bold**, _italic_, [link](https://…), ## heading, - list. HTML is shown as text.',
    sections: 'Sections',
    sectionTitle: 'Section title',
    sectionContent: 'Section text (Markdown)',
    addSection: 'Add a section',
    removeSection: 'Remove section',
    status: 'Status',
    publishAt: 'Publish on (Nairobi time)',
    cover: 'Cover image',
    coverAlt: 'Cover alt text',
    coverAltHint: 'What the picture shows, for people who cannot see it.',
    /** docs/rules/public-pages.md#languages: the group of the post's optional Kiswahili version, its note and fields. */
    kiswahili: 'Kiswahili (optional)',
    kiswahiliHint: 'Any field left empty shows its English on the Kiswahili page. The address stays the same.',
    swTitle: 'Title in Kiswahili',
    swExcerpt: 'Excerpt in Kiswahili',
    swContent: 'Body in Kiswahili (Markdown)',
    /** A section's optional Kiswahili title (with the section's number), its note and its body. */
    swSectionTitle: 'Section title in Kiswahili',
    swSectionHint: 'Optional. Left empty, the English shows on the Kiswahili page.',
    swSectionContent: 'Section text in Kiswahili (Markdown)',
  },
  /** The editor's tabs. */
  write: 'Write',
  preview: 'Preview',
  previewEmpty: 'Nothing to preview yet.',
  previewFailure: 'The preview could not be made.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved.',
  create: 'Create post',
  deletePost: 'Delete post',
  deleteConfirmTitle: 'Delete this post?',
  /** `title`: the post's title. */
  deleteConfirmBody: '“{title}” and its address go for good. This cannot be undone.',
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  deleted: 'Post deleted.',
  uploadCover: 'Upload a cover',
  replaceCover: 'Replace the cover',
  removeCover: 'Remove the cover',
  coverFromLibrary: 'Choose from the media library',
  coverUploading: 'Uploading…',
  chooseAuthor: 'Choose an author',
  /** An author who has left the staff; `name`: theirs. */
  formerAuthor: '{name} (not staff now)',
  authorHint: 'One of the studio staff, as the post shows them.',
  authorsFailure: 'The staff list could not be loaded. Please try again.',
  livePreview: 'Preview beside it, as the post will look.',
  /** `author`: the post's author. */
  byAuthor: 'By {author}',
  coverWithPost: 'It is uploaded when the post is first saved.',
  coverAfterSaveFailed: 'The post is saved, but its cover could not be uploaded: add it again here.',
  /** `megabytes`: IMAGE_MAX_BYTES in MB. */
  coverHint: 'JPEG, PNG, WebP or AVIF, up to {megabytes} MB.',

  // The API's messages; `max`: a field's length limit
  notFound: 'That blog post does not exist.',
  titleRequired: 'Give the post a title.',
  titleTooLong: 'The title can be at most {max} characters.',
  slugInvalid: 'A slug is lowercase letters, digits and single hyphens (e.g. "editing-tips").',
  slugTooLong: 'The slug can be at most {max} characters.',
  slugTaken: 'Another post already has this slug.',
  excerptTooLong: 'The excerpt can be at most {max} characters.',
  authorRequired: 'Name the author.',
  authorTooLong: 'The author can be at most {max} characters.',
  contentTooLong: 'The body can be at most {max} characters.',
  sectionTitleRequired: 'Give the section a title.',
  sectionsTooMany: 'A post can have at most {max} sections.',
  statusInvalid: 'Choose draft, scheduled or published.',
  publishAtRequired: 'Choose when to publish.',
  publishAtInvalid: 'That is not a date and time.',
  publishAtPast: 'The publishing time must be in the future.',
  coverAltTooLong: 'The alt text can be at most {max} characters.',
  /** The upload's field name stays `image` in every language. */
  coverWrongField: 'Send the cover as the `image` file.',
  coverTooMany: 'Send one cover at a time.',
  coverType: 'The cover must be a JPEG, PNG, WebP or AVIF image.',
  /** `megabytes`: IMAGE_MAX_BYTES in MB. */
  coverTooLarge: 'The cover can be at most {megabytes} MB.',
  coverRequired: 'Choose an image.',
  /** The audit log's names of the blog's changes. */
  actions: {
    'blog.create': 'Wrote a blog post',
    'blog.update': 'Edited a blog post',
    'blog.publish': 'Published a blog post',
    'blog.cover': 'Changed a blog post\u2019s cover',
    'blog.delete': 'Deleted a blog post',
  },
  /** Under the address field: the post's former addresses, which redirect to it; `paths` is a list of addresses. */
  redirectsHere: 'Redirects here: {paths}',
} as const;
