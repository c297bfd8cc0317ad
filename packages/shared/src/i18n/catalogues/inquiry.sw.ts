import type { Translation } from '../messages';
import type english from './inquiry.en';

/** Kiswahili for ./inquiry.en.ts (docs/decisions/0046-languages.md). */
export default {
  serviceRequired: 'Tafadhali chagua huduma.',
  eventDateRequired: 'Tafadhali chagua tarehe ya tukio lako.',
  eventDateInvalid: 'Tafadhali chagua tarehe sahihi.',
  eventDatePast: 'Tarehe ya tukio haiwezi kuwa imeshapita.',
  eventDateBusy: 'Mpiga picha hapatikani tarehe hii. Tafadhali chagua siku nyingine.',
  sent: 'Asante! Ombi lako limetumwa. Mpiga picha atakujibu kwa barua pepe.',
  failure: 'Kumetokea tatizo katika kutuma ombi lako. Tafadhali jaribu tena baadaye.',
  ownPortfolio: 'Huwezi kutuma ombi kwa portfolio yako mwenyewe.',
} as const satisfies Translation<typeof english>;
