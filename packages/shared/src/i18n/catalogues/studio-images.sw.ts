import type { Translation } from '../messages';
import type english from './studio-images.en';

/** Kiswahili for ./studio-images.en.ts (docs/decisions/0046-languages.md). */
export default {
  kinds: { media: 'Maktaba ya picha', gallery: 'Gallery', portfolio: 'Portfolio' },
  photographs: 'Picha',
  kindIntros: {
    media:
      'Picha zako mwenyewe, kwa kila picha ya tovuti: pakia nyingi kwa mara moja, eleza kila moja, kisha uzichague kwenye slaidi, huduma, bango, picha ya mtu, nembo, gallery au portfolio yoyote.',
    gallery:
      'Picha za /gallery, kwa mpangilio zinavyoonyeshwa (buruta kigae, au tumia mishale yake), kila moja na maelezo yake kwa wasioweza kuona.',
    portfolio: 'Picha za kila kichupo cha /portfolio, kwa mpangilio zinavyoonyeshwa.',
  },
  tabsLabel: 'Vichupo vya portfolio',
  tabs: { weddings: 'Harusi', sports: 'Michezo', commercials: 'Matangazo', events: 'Hafla' },
  item: 'Picha {n}',
  fields: { src: 'Picha', alt: 'Maelezo (alt text)' },
  libraryGroup: 'Maktaba ya picha',
  uploadsGroup: 'Picha zilizopakiwa',
  uploadedLabel: 'Imepakiwa: {alt}',
  addFromLibrary: 'Ongeza picha',
  upload: {
    title: 'Pakia picha',
    intro:
      'JPEG, PNG, WebP au AVIF hadi MB {mb}. Saizi za mtandaoni hutengenezwa na data ya kamera (mahali, kifaa) huondolewa.',
    file: 'Faili ya picha',
    alt: 'Maelezo ya picha mpya (alt text)',
    altHint: 'Kile picha inachoonyesha, kwa watu wasioweza kuona.',
    action: 'Pakia na uongeze',
    uploading: 'Inapakia…',
    done: 'Imepakiwa na kuongezwa mwishoni mwa orodha.',
  },

  altRequired: 'Eleza picha (alt text).',
  altTooLong: 'Maelezo yasizidi herufi {max}.',
  wrongField: "Tafadhali tuma picha kwenye sehemu 'image' na maelezo yake kwenye 'alt'.",
  tooMany: 'Tafadhali tuma picha moja kwa wakati.',
  type: 'Tafadhali chagua picha ya JPEG, PNG, WebP au AVIF.',
  tooLarge: 'Picha isizidi MB {mb}.',
  required: 'Chagua picha ya kupakia.',
  libraryFull: 'Studio huhifadhi picha zisizozidi {max} zilizopakiwa.',
  unknownImage: 'Picha hii haimo kwenye maktaba ya picha wala kwenye picha zilizopakiwa.',
  badImageId: 'Chagua picha ya maktaba ya picha au iliyopakiwa.',
  duplicate: 'Picha hii tayari iko kwenye orodha.',
  galleryEmpty: 'Acha angalau picha moja kwenye gallery.',
  galleryTooMany: 'Gallery huonyesha picha zisizozidi {max}.',
  groupEmpty: 'Acha angalau picha moja kwenye kila kichupo.',
  groupTooMany: 'Kila kichupo huonyesha picha zisizozidi {max}.',

  notFound: 'Hakuna picha iliyopakiwa ya namna hiyo.',
  inUse:
    'Ukurasa wa tovuti au rasimu ambayo haijachapishwa inaonyesha picha hii (gallery, kichupo cha portfolio, slaidi, huduma…): ibadilishe huko na uchapishe kwanza.',
  uploaded: {
    title: 'Picha zilizopakiwa',
    none: 'Bado hakuna picha iliyopakiwa.',
    shown: 'Inaonyeshwa kwenye tovuti',
    remove: 'Futa picha iliyopakiwa “{alt}”',
    removeLabel: 'Futa',
    confirm: 'Ufute picha hii iliyopakiwa?',
    confirmDetail: '“{alt}” na faili zake zitafutwa kabisa.',
    shownHint: 'Iondoe kwenye gallery na portfolio na uhifadhi kabla ya kuifuta.',
    removed: 'Picha na faili zake zimefutwa.',
  },

  auditActions: {
    'content.image.upload': 'Alipakia picha',
    'content.image.delete': 'Alifuta picha iliyopakiwa',
    'content.image.describe': 'Alieleza picha iliyopakiwa',
  },
  uploadsLabel: 'Picha zilizopakiwa',
} as const satisfies Translation<typeof english>;
