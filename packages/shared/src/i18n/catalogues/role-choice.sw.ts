import type { Translation } from '../messages';
import type english from './role-choice.en';

/** Kiswahili for ./role-choice.en.ts (docs/decisions/0046-languages.md). */
export default {
  title: 'Karibu! Chagua Nafasi Yako',
  creating: 'Inaunda kitambulisho...',
  failure: 'Imeshindikana kuunda kitambulisho. Tafadhali jaribu tena.',
  notLoggedIn: 'Tafadhali ingia ili kusimamia portfolio yako.',
  roleInvalid: 'Tafadhali chagua Mteja au Mpiga picha.',
  roleLocked: 'Akaunti za wafanyakazi wa studio hubaki na nafasi yao.',
} as const satisfies Translation<typeof english>;
