// Written by scripts/compile-messages.mjs from ../catalogues/role-choice.en.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/role-choice.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "title": ["Welcome! Choose Your Role"],
  "creating": ["Creating ID..."],
  "failure": ["Failed to create ID. Please try again."],
  "notLoggedIn": ["Please log in to manage your portfolio."],
  "roleInvalid": ["Please choose Client or Photographer."],
  "roleLocked": ["Studio staff accounts keep their role."],
} as const satisfies CompiledCatalogue<typeof source>;
