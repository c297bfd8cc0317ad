import type { Translation } from '../messages';
import type english from './newsletter.en';

/** Kiswahili for ./newsletter.en.ts (docs/decisions/0046-languages.md). */
export default {
  invalidEmail: 'Tafadhali weka barua pepe sahihi.',
  failure: 'Imeshindikana kutuma. Tafadhali jaribu tena.',
  success:
    'Asante kwa kujiandikisha! Tafadhali angalia barua pepe yako na ufuate kiungo tulichokutumia ili kuthibitisha.',
} as const satisfies Translation<typeof english>;
