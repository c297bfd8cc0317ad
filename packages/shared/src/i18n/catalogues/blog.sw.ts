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
} as const satisfies Translation<typeof english>;
