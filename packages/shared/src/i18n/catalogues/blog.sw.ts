import type { Translation } from '../messages';
import type english from './blog.en';

/** Kiswahili for ./blog.en.ts (docs/decisions/0046-languages.md). */
export default {
  emptyTitle: 'Hakuna blogu zilizopo.',
  emptyBody: 'Hakuna blogu kwa sasa. Tafadhali rudi baadaye.',
  notFound: 'Maelezo ya blogu hayakupatikana.',
  untitled: 'Blogu Isiyo na Kichwa',
  noContent: 'Hakuna maudhui yaliyopo.',
  unknownAuthor: 'Mwandishi: Hajulikani',
  unknownDate: 'Imechapishwa: Tarehe haijulikani',
  invalidPostId: 'Hii si anwani sahihi ya makala ya blogu.',
  readStory: 'Soma hadithi',
  latestStory: 'Hadithi mpya zaidi',
  moreStories: 'Hadithi zaidi',
  loadingStories: 'Hadithi mpya zinapakia…',
  loadingStory: 'Hadithi inapakia…',
  allStories: 'Hadithi zote',
  recentPosts: 'Machapisho ya karibuni',
  notFoundBody: 'Huenda hadithi imehamishwa au kiungo kimeandikwa vibaya. Angalia hadithi zetu zote badala yake.',
  authorLine: 'Mwandishi: {author}',
  dateLine: 'Imechapishwa: {date}',
} as const satisfies Translation<typeof english>;
