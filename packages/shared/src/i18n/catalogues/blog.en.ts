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
} as const;
