import type { Translation } from '../messages';
import type english from './site.en';

/** Kiswahili for ./site.en.ts (docs/decisions/0046-languages.md). */
export default {
  time: { justNow: 'sasa hivi', someTimeAgo: 'muda fulani uliopita' },
  skipToContent: 'Ruka hadi maudhui',
  closingCta: 'Uko tayari kuunda kumbukumbu?',
  routerFallback: 'Hitilafu isiyotarajiwa ya programu!',
  error: 'Hitilafu: {message}',
  retry: 'Jaribu tena',
  unavailable: {
    message: 'Huduma haipatikani kwa muda mfupi. Tafadhali jaribu tena baada ya muda mfupi.',
    status: '503 Huduma Haipatikani',
    page: 'Hatuwezi kufikia kumbukumbu zetu kwa sasa. Ukurasa huu utajaribu tena wenyewe baada ya sekunde chache.',
  },
  header: {
    login: 'Ingia',
    join: 'Jiunge',
    findPhotographer: 'Wapiga picha',
    openMenu: 'Fungua menyu',
    closeMenu: 'Funga menyu',
    account: 'Akaunti',
    signedInAs: 'Umeingia kama',
    settings: 'Mipangilio',
    signOut: 'Toka',
  },
  nav: {
    home: 'Mwanzo',
    about: 'Kuhusu',
    services: 'Huduma',
    blogs: 'Blogu',
    contact: 'Wasiliana',
    portfolio: 'Portfolio',
    gallery: 'Matunzio',
  },
  language: {
    label: 'Lugha',
    readIn: 'Soma ukurasa huu kwa {language}',
    preference: {
      title: 'Lugha',
      description: 'Lugha ambayo kurasa zako hufunguka nayo, na ambayo barua pepe na arifa zako huandikwa.',
      save: 'Hifadhi lugha',
      saved: 'Lugha yako imehifadhiwa.',
      unknown: 'Chagua Kiingereza au Kiswahili.',
    },
  },
  footer: {
    about:
      'Upigaji picha na video kutoka Nairobi: harusi, hafla, picha za watu na chapa kote Kenya, pamoja na jumuiya ya wapiga picha unaoweza kuwaajiri moja kwa moja.',
    social: 'Mitandao ya kijamii',
    socialProfile: '{studio} kwenye {network}',
    quickLinks: 'Viungo vya haraka',
    more: 'Zaidi',
    discover: 'Gundua',
    testimonials: 'Shuhuda',
    findPhotographer: 'Tafuta mpiga picha',
    joinAsPhotographer: 'Jiunge kama mpiga picha',
    privacy: 'Sera ya Faragha',
    terms: 'Masharti ya Huduma',
    cookies: 'Mipangilio ya Vidakuzi',
    credits: 'Shukrani za picha',
    copyright: '© {year} {studio}, Nairobi, Kenya. Haki zote zimehifadhiwa.',
  },
  search: {
    placeholder: 'Tafuta...',
    noMatches: 'Hakuna kilichopatikana',
    allCategories: 'Aina Zote',
    prompt: 'Andika neno kwenye kisanduku cha kutafuta hapo juu, au chagua aina.',
    pages: 'Kurasa',
    posts: 'Makala za blogu',
    photographers: 'Wapiga picha',
  },
} as const satisfies Translation<typeof english>;
