import type { Translation } from '../messages';
import type english from './contact.en';

/** Kiswahili for ./contact.en.ts (docs/decisions/0046-languages.md). */
export default {
  nameRequired: 'Jina linahitajika',
  emailRequired: 'Barua pepe inahitajika',
  emailInvalid: 'Barua pepe si sahihi',
  messageRequired: 'Ujumbe unahitajika',
  nameTooLong: 'Jina lisizidi herufi {max}',
  messageTooLong: 'Ujumbe usizidi herufi {max}',
  sending: 'Inatuma...',
  failure: 'Kumetokea tatizo katika kutuma fomu. Tafadhali jaribu tena baadaye.',
  success: 'Asante! Ujumbe wako umetumwa.',
  aboutService: 'Ningependa kuweka nafasi ya {service}. ',
  callsAndWhatsapp: 'Simu na WhatsApp wakati wa saa za kazi.',
  whatsapp: 'Tutumie ujumbe kwenye WhatsApp',
} as const satisfies Translation<typeof english>;
