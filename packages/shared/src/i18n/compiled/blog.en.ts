// Written by scripts/compile-messages.mjs from ../catalogues/blog.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/blog.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "emptyTitle": ["No blogs available."],
  "emptyBody": ["No blogs available at the moment. Check back later."],
  "notFound": ["No blog details found."],
  "untitled": ["Untitled Blog"],
  "noContent": ["No content available."],
  "unknownAuthor": ["Author: Unknown"],
  "unknownDate": ["Posted on: Unknown date"],
  "invalidPostId": ["That is not a valid blog post address."],
  "readStory": ["Read the story"],
  "latestStory": ["Latest story"],
  "moreStories": ["More stories"],
  "loadingStories": ["Loading the latest stories…"],
  "loadingStory": ["Loading the story…"],
  "allStories": ["All stories"],
  "recentPosts": ["Recent posts"],
  "notFoundBody": ["The story may have been moved or the link may be mistyped. Browse all our stories instead."],
  "authorLine": ["Author: ",["author"]],
  "dateLine": ["Posted on: ",["date"]],
} as const satisfies CompiledCatalogue<typeof source>;
