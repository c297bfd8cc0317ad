/**
 * The blog: /blogs, /blogs/:postId and `GET /api/blogs[/:postId]` (SPEC 8 Blog list and Blog
 * detail; D22). A key marked `// SPEC n` is the spec's wording, word for word; the others are
 * written in its voice.
 */
export const blogTexts = {
  emptyTitle: 'No blogs available.', // SPEC 8
  emptyBody: 'No blogs available at the moment. Check back later.', // SPEC 8
  notFound: 'No blog details found.', // SPEC 8
  untitled: 'Untitled Blog', // SPEC 8
  noContent: 'No content available.', // SPEC 8
  unknownAuthor: 'Author: Unknown', // SPEC 8
  unknownDate: 'Posted on: Unknown date', // SPEC 8
  invalidPostId: 'That is not a valid blog post address.',
} as const;
