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
  "intro": ["Utaitumiaje Picha Studio? Unaweza kuwa mpiga picha baadaye kutoka kwenye dashibodi yako."],
  "signIn": ["Ingia"],
  "client": {
    "title": ["Mteja"],
    "body": ["Ninatafuta mpiga picha au mpiga video."],
    "point1": ["Pitia wapiga picha walioangaziwa na portfolio zao"],
    "point2": ["Wasiliana na wapiga picha kuhusu tarehe yako"],
    "point3": ["Weka nafasi na studio kwa harusi, hafla na picha za watu"],
    "action": ["Endelea kama mteja"],
  },
  "photographer": {
    "title": ["Mpiga picha"],
    "body": ["Ninataka kuonyesha kazi yangu na kupata wateja."],
    "point1": ["Chapisha portfolio yenye picha zako na video"],
    "point2": ["Pokea maombi ya nafasi kutoka kwa wateja"],
    "point3": ["Ona waliotazama wasifu wako"],
    "action": ["Endelea kama mpiga picha"],
  },
} as const satisfies CompiledCatalogue<typeof source>;
