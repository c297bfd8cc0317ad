import type { Translation } from '../messages';
import type english from './cookie-settings.en';

/** Kiswahili for ./cookie-settings.en.ts (docs/decisions/0046-languages.md). */
export default {
  accept: 'Ninakubali matumizi ya vidakuzi',
  saved: 'Mapendeleo yako ya vidakuzi yamehifadhiwa!',
  title: 'Chaguo zako',
  essential: {
    label: 'Vidakuzi muhimu',
    badge: 'Huwa vimewashwa',
    description:
      'Vinahitajika ili tovuti ifanye kazi: vinakuweka ukiwa umeingia, vinalinda fomu dhidi ya kughushiwa na vinakumbuka mandhari yako na chaguo hizi. Haviwezi kuzimwa.',
  },
  acceptDescription:
    'Weka alama ili kuruhusu vidakuzi visivyo vya lazima. Kisha unaweza kuchagua kila aina hapa chini, na kubadilisha uamuzi wako hapa wakati wowote.',
  optional: 'Vidakuzi visivyo vya lazima',
  analytics: {
    label: 'Vidakuzi vya takwimu',
    description:
      'Vinahesabu ziara na kuona kurasa zinazosomwa, kwa jumla, ili tuifanye tovuti iwe ya haraka na wazi zaidi. Havikutambulishi kwetu kamwe.',
  },
  marketing: {
    label: 'Vidakuzi vya matangazo',
    description:
      'Vinatuambia kama matangazo yetu kwenye mitandao ya kijamii yanaleta wageni kwenye tovuti, na vinaruhusu mitandao hiyo kuonyesha kazi yetu kwa watu waliowahi kutembelea. Bila hivyo bado unaweza kuona matangazo, lakini hakuna yatakayotegemea ziara zako hapa.',
  },
  save: 'Hifadhi mapendeleo',
} as const satisfies Translation<typeof english>;
