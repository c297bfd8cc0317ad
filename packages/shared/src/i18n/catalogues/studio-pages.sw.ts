import type { Translation } from '../messages';
import type english from './studio-pages.en';

/** Kiswahili for ./studio-pages.en.ts (docs/decisions/0046-languages.md). */
export default {
  heroLabel: 'Kazi teule',
  partners: { list: 'Washirika wetu', play: 'Cheza nembo za washirika', pause: 'Simamisha nembo za washirika' },
  faq: { searchOr: 'Tafuta neno, au', askUs: 'tuulize moja kwa moja', searchLabel: 'Tafuta kwenye maswali' },
  aboutPicturesLabel: 'Picha kutoka studio',
  teamLabel: 'Timu yetu',
  testimonialsLabel: 'Shuhuda',
  clientTestimonialsLabel: 'Shuhuda za wateja',
  contactLabel: 'Tuandikie au utupigie',
  portfolioTabsLabel: 'Aina za portfolio',
  contactUs: 'Wasiliana Nasi',
  service: {
    breadcrumb: 'Njia ya ukurasa',
    breadcrumbServices: 'Huduma',
    eyebrow: 'Huduma',
    startingFrom: 'Kuanzia',
    delivery: 'Uwasilishaji',
    seeAll: 'Tazama huduma zote',
    about: 'Kuhusu huduma hii',
    included: 'Kilichojumuishwa',
    selectedWork: 'Kazi teule',
    selectHint: 'Chagua picha ili uione kwa ukubwa kamili.',
    more: 'Zaidi kutoka studio',
  },
  servicesHero: { seeAll: 'Tazama huduma zote', films: 'Tazama filamu za harusi', nav: 'Huduma' },
  fashionLink: 'Vifurushi na bei za mitindo',
} as const satisfies Translation<typeof english>;
