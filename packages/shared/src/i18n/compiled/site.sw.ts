// Written by scripts/compile-messages.mjs from ../catalogues/site.sw.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/site.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "closingCta": ["Uko tayari kuunda kumbukumbu?"],
  "routerFallback": ["Hitilafu isiyotarajiwa ya programu!"],
  "error": ["Hitilafu: ",["message"]],
  "retry": ["Jaribu tena"],
  "unavailable": {
    "message": ["Huduma haipatikani kwa muda mfupi. Tafadhali jaribu tena baada ya muda mfupi."],
    "status": ["503 Huduma Haipatikani"],
    "page": ["Hatuwezi kufikia kumbukumbu zetu kwa sasa. Ukurasa huu utajaribu tena wenyewe baada ya sekunde chache."],
  },
  "header": {
    "login": ["Ingia"],
    "join": ["Jiunge"],
    "findPhotographer": ["Tafuta mpiga picha"],
    "openMenu": ["Fungua menyu"],
    "closeMenu": ["Funga menyu"],
    "account": ["Akaunti"],
    "signedInAs": ["Umeingia kama"],
    "settings": ["Mipangilio"],
    "signOut": ["Toka"],
  },
  "search": {
    "placeholder": ["Tafuta..."],
    "noMatches": ["Hakuna kilichopatikana"],
    "allCategories": ["Aina Zote"],
    "prompt": ["Andika neno kwenye kisanduku cha kutafuta hapo juu, au chagua aina."],
    "pages": ["Kurasa"],
    "posts": ["Makala za blogu"],
    "photographers": ["Wapiga picha"],
  },
} as const satisfies CompiledCatalogue<typeof source>;
