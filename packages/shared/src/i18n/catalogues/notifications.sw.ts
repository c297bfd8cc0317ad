import type { Translation } from '../messages';
import type english from './notifications.en';

/** Kiswahili for ./notifications.en.ts (docs/decisions/0046-languages.md). */
export default {
  title: 'Arifa',
  bellLabel: '{unread, plural, =0 {Arifa} other {Arifa, # hazijasomwa}}',
  empty: 'Bado hakuna arifa.',
  emptyUnread: 'Umesoma arifa zote.',
  failure: 'Imeshindikana kupakia arifa zako.',
  markAllRead: 'Weka zote kama zimesomwa',
  markRead: 'Weka kama imesomwa',
  showUnreadOnly: 'Ambazo hazijasomwa tu',
  idsInvalid: 'Chagua arifa za kuweka kama zimesomwa.',
  readBodyInvalid: 'Tuma vitambulisho vya arifa za kuweka kama zimesomwa, au all: true.',
  preferencesTitle: 'Arifa kwa barua pepe',
  preferencesIntro: 'Arifa huonekana hapa kwenye dashibodi kila wakati. Chagua zipi zitumwe kwako pia kwa barua pepe.',
  preferencesSaved: 'Machaguo yako ya barua pepe yamehifadhiwa.',
  preferencesInvalid: 'Chagua kuwasha au kuzima kwa kila aina ya arifa.',
  kindLabels: {
    inquiry: 'Maombi mapya',
    answer: 'Majibu ya maombi yako',
    message: 'Ujumbe mpya',
    expired: 'Maombi yaliyopitwa na muda',
    cancelled: 'Yaliyoghairiwa',
    completed: 'Kazi zilizokamilika',
    review: 'Maoni na majibu',
    studio: 'Ujumbe kutoka studio',
    payment: 'Malipo na marejesho',
  },
  mailGreeting: 'Habari {name},',
  mailFooter: 'Unaweza kuchagua arifa zipi zitumwe kwako kwa barua pepe kwenye mipangilio ya dashibodi yako.',
  mailAction: 'Ifungue kwenye tovuti',
  seeAll: 'Tazama arifa zote',
  unreadMark: '(haijasomwa)',
  loading: 'Arifa zako zinapakia…',
  nothingUnread: 'Hakuna ambayo haijasomwa.',
  unreadCount: '{count} hazijasomwa.',
} as const satisfies Translation<typeof english>;
