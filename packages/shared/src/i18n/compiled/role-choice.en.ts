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
  "intro": ["How will you use Picha Studio? You can become a photographer later from your dashboard."],
  "signIn": ["Sign in"],
  "client": {
    "title": ["Client"],
    "body": ["I am looking for a photographer or videographer."],
    "point1": ["Browse featured photographers and their portfolios"],
    "point2": ["Contact photographers about your date"],
    "point3": ["Book the studio for weddings, events and portraits"],
    "action": ["Continue as a client"],
  },
  "photographer": {
    "title": ["Photographer"],
    "body": ["I want to show my work and be booked."],
    "point1": ["Publish a portfolio with your photographs and a video"],
    "point2": ["Receive booking requests from clients"],
    "point3": ["See who viewed your profile"],
    "action": ["Continue as a photographer"],
  },
} as const satisfies CompiledCatalogue<typeof source>;
