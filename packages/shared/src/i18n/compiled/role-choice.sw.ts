// Written by scripts/compile-messages.mjs from ../catalogues/role-choice.sw.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/role-choice.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "title": ["Karibu! Chagua Nafasi Yako"],
  "creating": ["Inaunda kitambulisho..."],
  "failure": ["Imeshindikana kuunda kitambulisho. Tafadhali jaribu tena."],
  "notLoggedIn": ["Tafadhali ingia ili kusimamia portfolio yako."],
  "roleInvalid": ["Tafadhali chagua Mteja au Mpiga picha."],
  "roleLocked": ["Akaunti za wafanyakazi wa studio hubaki na nafasi yao."],
} as const satisfies CompiledCatalogue<typeof source>;
