import type { Translation } from '../messages';
import type english from './cookie-settings.en';

/** Kiswahili for ./cookie-settings.en.ts (docs/decisions/0046-languages.md). */
export default {
  accept: 'Ninakubali matumizi ya vidakuzi',
  saved: 'Mapendeleo yako ya vidakuzi yamehifadhiwa!',
} as const satisfies Translation<typeof english>;
