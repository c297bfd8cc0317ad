// Written by scripts/compile-messages.mjs from ../catalogues/contact.sw.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/contact.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "nameRequired": ["Jina linahitajika"],
  "emailRequired": ["Barua pepe inahitajika"],
  "emailInvalid": ["Barua pepe si sahihi"],
  "messageRequired": ["Ujumbe unahitajika"],
  "nameTooLong": ["Jina lisizidi herufi ",["max"]],
  "messageTooLong": ["Ujumbe usizidi herufi ",["max"]],
  "sending": ["Inatuma..."],
  "failure": ["Kumetokea tatizo katika kutuma fomu. Tafadhali jaribu tena baadaye."],
  "success": ["Asante! Ujumbe wako umetumwa."],
  "aboutService": ["Ningependa kuweka nafasi ya ",["service"],". "],
  "callsAndWhatsapp": ["Simu na WhatsApp wakati wa saa za kazi."],
  "whatsapp": ["Tutumie ujumbe kwenye WhatsApp"],
} as const satisfies CompiledCatalogue<typeof source>;
