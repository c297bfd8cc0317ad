import type { Translation } from '../messages';
import type english from './exchange-rate.en';

/** Kiswahili for ./exchange-rate.en.ts (docs/decisions/0046-languages.md). */
export default {
  title: 'Kiwango cha ubadilishaji',
  intro:
    'Bei hubaki katika sarafu aliyoandika kila mpiga picha. Orodha ya wapiga picha huzilinganisha kwa shilingi za Kenya, ikihesabu bei za dola kwa kiwango hiki, na huonyesha bei kwa dola za Marekani kwa kiwango hicho.',
  label: 'Shilingi za Kenya kwa dola moja ya Marekani',
  current: 'KES {rate} kwa dola moja ya Marekani, kiliwekwa {date}.',
  currentDefault: 'KES {rate} kwa dola moja ya Marekani (kiwango cha msingi, hakijawahi kuwekwa).',
  save: 'Hifadhi kiwango',
  saving: 'Inahifadhi…',
  saved: 'Kiwango cha ubadilishaji kimehifadhiwa.',
  failure: 'Imeshindikana kupakia kiwango cha ubadilishaji.',
  invalid: 'Weka kiwango kati ya shilingi {min} na {max}, chenye desimali zisizozidi mbili, kwa mfano 129.50.',
  auditLabel: 'KES kwa dola ya Marekani',
  actions: { 'marketplace.exchange-rate': 'Alibadilisha kiwango cha ubadilishaji' },
} as const satisfies Translation<typeof english>;
