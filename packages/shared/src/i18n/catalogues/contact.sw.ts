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
  form: {
    title: 'Tuandikie ujumbe',
    intro: 'Tueleze kuhusu siku, mahali na picha unazotamani. Sehemu zote zinahitajika.',
    name: 'Jina',
    email: 'Barua pepe',
    message: 'Ujumbe',
    messagePlaceholder:
      'Kwa mfano: harusi ya bustanini Karen tarehe 14 Machi, wageni takriban 150, picha na filamu fupi.',
    send: 'Tuma ujumbe',
  },
  callsAndWhatsapp: 'Simu na WhatsApp wakati wa saa za kazi.',
  whatsapp: 'Tutumie ujumbe kwenye WhatsApp',
  details: {
    phone: 'Simu',
    email: 'Barua pepe',
    location: 'Mahali',
    openMap: 'Fungua kwenye ramani',
    openingHours: 'Saa za kazi',
  },
} as const satisfies Translation<typeof english>;
