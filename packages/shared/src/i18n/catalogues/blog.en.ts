/**
 * The blog: /blogs, /blogs/:postId and `GET /api/blogs[/:postId]` (docs/rules/product.md#messages Blog list and Blog
 * detail; docs/rules/public-pages.md#blog). A key marked `// docs/rules/product.md#…` is the spec's wording, word for word; the others are
 * written in its voice.
 */
export default {
  emptyTitle: 'No blogs available.', // docs/rules/product.md#messages
  emptyBody: 'No blogs available at the moment. Check back later.', // docs/rules/product.md#messages
  notFound: 'No blog details found.', // docs/rules/product.md#messages
  untitled: 'Untitled Blog', // docs/rules/product.md#messages
  noContent: 'No content available.', // docs/rules/product.md#messages
  unknownAuthor: 'Author: Unknown', // docs/rules/product.md#messages
  unknownDate: 'Posted on: Unknown date', // docs/rules/product.md#messages
  invalidPostId: 'That is not a valid blog post address.',
  /** The link under each post's card. */
  readStory: 'Read the story',
  /** Above the newest post, at the top of /blogs. */
  latestStory: 'Latest story',
  /** The heading over the other posts on /blogs. */
  moreStories: 'More stories',
  /** Read by screen readers while the list or a post loads. */
  loadingStories: 'Loading the latest stories…',
  loadingStory: 'Loading the story…',
  /** The link back to /blogs from a post. */
  allStories: 'All stories',
  /** The heading over up to three other posts under a post. */
  recentPosts: 'Recent posts',
  /** Under notFound, on a post that is not there. */
  notFoundBody: 'The story may have been moved or the link may be mistyped. Browse all our stories instead.',
  /** A post's byline; `author`: the name, `date`: the formatted date. */
  authorLine: 'Author: {author}', // docs/rules/product.md#messages
  dateLine: 'Posted on: {date}', // docs/rules/product.md#messages
} as const;
