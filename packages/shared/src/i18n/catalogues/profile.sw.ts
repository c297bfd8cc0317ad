import type { Translation } from '../messages';
import type english from './profile.en';

/** Kiswahili for ./profile.en.ts (docs/decisions/0046-languages.md). */
export default {
  notFound: 'Mpiga picha hakupatikana',
  available: 'Anapatikana: {availability}',
  noAvailability: 'Hakuna taarifa za upatikanaji kwa sasa',
} as const satisfies Translation<typeof english>;
