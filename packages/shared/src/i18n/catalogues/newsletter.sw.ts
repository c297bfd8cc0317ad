import type { Translation } from '../messages';
import type english from './newsletter.en';

/** Kiswahili for ./newsletter.en.ts (docs/decisions/0046-languages.md). */
export default {
  invalidEmail: 'Tafadhali weka barua pepe sahihi.',
  failure: 'Imeshindikana kutuma. Tafadhali jaribu tena.',
  success:
    'Asante kwa kujiandikisha! Tafadhali angalia barua pepe yako na ufuate kiungo tulichokutumia ili kuthibitisha.',
  confirmMail: {
    subject: 'Tafadhali thibitisha usajili wako kwa habari za {studio}',
    hello: 'Habari,',
    thanks:
      'Asante kwa kujisajili kupokea habari kutoka {studio}: kazi mpya, hadithi za nyuma ya kamera na ofa za studio mara kwa mara.',
    confirm:
      'Tafadhali thibitisha kwamba anwani hii ni yako na kwamba unataka barua pepe zetu. Kama hukuomba hili, puuza ujumbe huu na hutasikia tena kutoka kwetu.',
    action: 'Thibitisha usajili wangu',
    footer: 'Umebadili nia? Jiondoe: {url}',
  },
  form: {
    title: 'Hadithi za nyuma ya lenzi',
    lead: 'Kazi mpya, vidokezo vya upigaji picha na habari za studio, mara moja kwa mwezi.',
    emailLabel: 'Anwani ya barua pepe',
    placeholder: 'jina@mfano.com',
    subscribe: 'Jisajili',
  },
} as const satisfies Translation<typeof english>;
