// Written by scripts/compile-messages.mjs from ../catalogues/inquiry.sw.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/inquiry.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "serviceRequired": ["Tafadhali chagua huduma."],
  "eventDateRequired": ["Tafadhali chagua tarehe ya tukio lako."],
  "eventDateInvalid": ["Tafadhali chagua tarehe sahihi."],
  "eventDatePast": ["Tarehe ya tukio haiwezi kuwa imeshapita."],
  "eventDateBusy": ["Mpiga picha hapatikani tarehe hii. Tafadhali chagua siku nyingine."],
  "sent": ["Asante! Ombi lako limetumwa. Mpiga picha atakujibu kwa barua pepe."],
  "failure": ["Kumetokea tatizo katika kutuma ombi lako. Tafadhali jaribu tena baadaye."],
  "ownPortfolio": ["Huwezi kutuma ombi kwa portfolio yako mwenyewe."],
} as const satisfies CompiledCatalogue<typeof source>;
