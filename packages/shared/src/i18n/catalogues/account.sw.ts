import type { Translation } from '../messages';
import type english from './account.en';

/** Kiswahili for ./account.en.ts (docs/decisions/0046-languages.md). */
export default {
  guest: 'Mgeni',
  nameRequired: 'Tafadhali weka jina lako.',
  usernameInvalid: 'Tafadhali weka jina lenye herufi {min} hadi {max}.',
  nameControlCharacters: 'Jina lako haliwezi kuwa na herufi za udhibiti kama mistari mipya au tabo.',
  usernameSaved: 'Jina lako limehifadhiwa.',
  namePromptTitle: 'Tukuite nani?',
  namePromptBody:
    'Jina lako hukukaribisha hapa, na ndilo wapiga picha, wateja na studio wanaloliona kwenye mazungumzo, maoni na barua pepe.',
  namePromptLabel: 'Jina lako',
  namePromptSave: 'Hifadhi jina langu',
  nameSettingsLabel: 'Jina',
  nameSave: 'Hifadhi jina',
  avatarSaved: 'Picha yako ya wasifu imesasishwa.',
  avatarRemoved: 'Picha yako ya wasifu imeondolewa.',
  avatarType: 'Tafadhali chagua picha ya JPEG, PNG, WebP au AVIF.',
  avatarTooLarge: 'Picha ni kubwa mno. Tafadhali chagua iliyo chini ya MB {megabytes}.',
  avatarMissing: 'Tafadhali chagua picha ya kupakia.',
  passwordRequired: 'Tafadhali weka nenosiri lako.',
  currentPasswordWrong: 'Nenosiri lako la sasa si sahihi.',
  passwordUnchanged: 'Tafadhali chagua nenosiri tofauti na lako la sasa.',
  passwordChanged: 'Nenosiri lako limebadilishwa. Umetolewa kwenye vifaa vyako vingine.',
  deleteConfirm: 'Wasifu wako, picha zako na kila kitu ulichohifadhi vitaondolewa kabisa. Hili haliwezi kutenduliwa.',
  accountDeleted: 'Akaunti yako imefutwa.',
  areas: {
    client: 'Dashibodi yangu',
    photographer: 'Dashibodi ya mpiga picha',
    admin: 'Dashibodi ya studio',
    groupLabel: 'Sehemu zako',
    settings: 'Mipangilio',
    viewProfile: 'Tazama Wasifu',
    logout: 'Toka',
    menuLabel: 'Akaunti',
    backToSite: 'Rudi kwenye tovuti',
    notFoundEyebrow: 'Hitilafu 404',
    notFoundTitle: 'Hatukuweza kupata ukurasa huo',
    notFoundBody: 'Huenda anwani imekosewa, au ukurasa umehamishwa. Hivi vitakurudisha:',
    notFoundMetaDescription: 'Ukurasa ulioutafuta haupo hapa. Huenda umehamishwa, au kiungo kimekosewa.',
  },
} as const satisfies Translation<typeof english>;
