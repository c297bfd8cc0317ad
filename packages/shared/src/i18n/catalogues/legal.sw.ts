import type { Translation } from '../messages';
import type english from './legal.en';

/** Kiswahili for ./legal.en.ts (docs/decisions/0046-languages.md). */
export default {
  lastUpdated: 'Ilisasishwa mara ya mwisho:',
  contents: 'Yaliyomo',
  privacyEyebrow: 'Data yako',
  termsEyebrow: 'Masharti, kwa maneno rahisi',
} as const satisfies Translation<typeof english>;
