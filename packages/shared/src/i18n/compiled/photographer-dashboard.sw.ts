// Written by scripts/compile-messages.mjs from ../catalogues/photographer-dashboard.sw.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/photographer-dashboard.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "manageBusiness": ["simamia biashara yako ya upigaji picha"],
  "overview": {
    "noActivities": ["Hakuna shughuli za hivi karibuni."],
    "activityLabels": {
      "Created project": ["Portfolio iliundwa"],
    },
  },
  "analytics": {
    "conversionTitle": ["Maulizo yaliyokubaliwa"],
    "conversionSub": ["siku 30 zilizopita"],
    "conversionNone": ["Hakuna maulizo katika siku 30 zilizopita"],
    "conversionOf": [["accepted"]," kati ya ",["inquiries","plural",{"one":["ulizo ","#"],"other":["maulizo ","#"]}]," yamekubaliwa"],
    "statusesTitle": ["Bookings kwa hali"],
  },
  "profilePicture": {
    "missing": ["Hakuna picha ya wasifu."],
    "failure": ["Imeshindikana kupakia picha ya wasifu."],
  },
  "subscribers": {
    "failure": ["Imeshindikana kupakia wanaokufuatilia."],
    "empty": ["Bado hakuna aliyehifadhi portfolio yako."],
    "onlyPhotographers": ["Wapiga picha pekee ndio wana wafuatiliaji."],
  },
  "checklist": {
    "title": ["Imarisha wasifu wako"],
    "intro": ["Wasifu wako uko hewani. Wateja huchagua wapiga picha ambao wasifu wao unawaeleza zaidi:"],
    "progress": [["done"]," kati ya ",["total"]," zimekamilika"],
    "complete": ["Wasifu wako una kila kitu wateja wanachotafuta. Endelea kuweka picha mpya."],
    "doneLabel": ["Imekamilika"],
    "items": {
      "bio": {
        "label": ["Jitambulishe"],
        "hint": ["Mistari michache kukuhusu wewe na kazi yako, kwenye Ujumbe."],
      },
      "photos": {
        "label": ["Onyesha angalau ",["count","plural",{"one":["picha ","#"],"other":["picha ","#"]}]],
        "hint": ["Kazi yako bora, kwa mpangilio unaopenda."],
      },
      "packages": {
        "label": ["Toa kifurushi"],
        "hint": ["Anachopata mteja, na bei yake kwa KES."],
      },
      "price": {
        "label": ["Taja bei yako"],
        "hint": ["Bei ya kuanzia ambayo wateja wanaweza kutafuta kwayo."],
      },
      "instagram": {
        "label": ["Unganisha Instagram yako"],
        "hint": ["Wateja hupenda kuona unachochapisha."],
      },
      "video": {
        "label": ["Ongeza video fupi"],
        "hint": ["Dakika moja ya kazi yako huupa wasifu uhai."],
      },
      "website": {
        "label": ["Unganisha tovuti yako"],
        "hint": ["Kama unayo."],
      },
      "picture": {
        "label": ["Ongeza picha ya wasifu"],
        "hint": ["Sura huleta imani kabla ya ujumbe wa kwanza."],
      },
    },
  },
} as const satisfies CompiledCatalogue<typeof source>;
