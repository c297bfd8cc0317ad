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
  "shell": {
    "nav": {
      "overview": ["Muhtasari"],
      "portfolio": ["Portfolio"],
      "bookings": ["Bookings"],
      "galleries": ["Maghala ya picha"],
      "analytics": ["Takwimu"],
      "availability": ["Upatikanaji"],
      "packages": ["Vifurushi"],
      "subscriptions": ["Wafuatiliaji"],
      "notifications": ["Arifa"],
      "settings": ["Mipangilio"],
    },
    "navLabel": ["Dashibodi ya mpiga picha"],
    "darkMode": ["Hali ya giza"],
    "toLightTheme": ["Badilisha kwenda mandhari ya mwanga"],
    "toDarkTheme": ["Badilisha kwenda mandhari ya giza"],
  },
  "home": {
    "eyebrow": ["Muhtasari"],
    "welcome": ["Karibu, ",["name"]],
    "titleNoName": ["Biashara yako ya upigaji picha"],
    "intro": ["Jinsi wateja wanavyokupata, na kilichotokea hivi karibuni."],
    "loading": ["Inapakia"],
    "numbersFailure": ["Imeshindikana kupakia takwimu zako."],
    "numbersLabel": ["Takwimu zako"],
    "stats": {
      "views": {
        "label": ["Waliotazama wasifu"],
        "hint": ["Wanaotembelea wasifu wako wa umma"],
      },
      "bookings": {
        "label": ["Bookings"],
        "hint": ["Maombi ya booking yaliyopokelewa"],
      },
      "projects": {
        "label": ["Kazi zilizokamilika"],
        "hint": ["Picha zilizowasilishwa"],
      },
      "images": {
        "label": ["Picha zilizopakiwa"],
        "hint": ["Picha kwenye portfolio yako"],
      },
    },
    "statusPart": [["count"]," ",["status"]],
    "activitiesTitle": ["Shughuli za Hivi Karibuni"],
    "activitiesLoading": ["Inapakia shughuli za hivi karibuni…"],
    "activitiesFailure": ["Imeshindikana kupakia shughuli za hivi karibuni."],
    "activitiesEmpty": ["Picha ulizopakia, kazi mpya na wanaotembelea wasifu wako wataonekana hapa."],
    "activityTimes": ["mara ",["count"]],
    "next": {
      "createTitle": ["Unda portfolio yako"],
      "createBody": ["Wateja hukupata kupitia portfolio yako: fani yako, bei zako, picha zako bora na video fupi."],
      "createLabel": ["Unda portfolio"],
      "photosTitle": ["Ongeza picha zako"],
      "photosBody": ["Portfolio yako bado haina picha. Wasifu wenye picha dazeni nzuri hupata maulizo mengi zaidi."],
      "photosLabel": ["Pakia picha"],
      "liveTitle": ["Wasifu wako wa umma uko hewani"],
      "liveBody": ["Tazama ukurasa wako kama wateja wanavyouona, na shiriki kiungo na watu unaofanya nao kazi."],
      "liveLabel": ["Tazama wasifu wa umma"],
    },
  },
  "analyticsPage": {
    "eyebrow": ["Takwimu"],
    "title": ["Jinsi wateja wanavyokupata"],
    "intro": ["Ziara kwenye wasifu wako wa umma na maulizo yanayotokana nazo, siku kwa siku (saa za Nairobi)."],
    "loading": ["Inapakia takwimu zako…"],
    "failure": ["Imeshindikana kupakia takwimu zako."],
    "totalsLabel": ["Jumla"],
    "profileViews": ["Waliotazama wasifu"],
    "inquiries": ["Maulizo"],
    "bookings": ["Bookings"],
    "images": ["Picha"],
    "last30Days": ["siku 30 zilizopita"],
    "allTime": ["tangu mwanzo"],
    "inPortfolio": ["kwenye portfolio yako"],
    "viewsChart": ["Waliotazama wasifu kwa siku"],
    "inquiriesChart": ["Maulizo kwa siku"],
    "viewsColumn": ["waliotazama"],
    "inquiriesColumn": ["maulizo"],
    "views": [["count","plural",{"one":["mtazamo ","#"],"other":["mitazamo ","#"]}]],
    "inquiriesCount": [["count","plural",{"one":["ulizo ","#"],"other":["maulizo ","#"]}]],
  },
  "chart": {
    "perDay": ["katika siku ",["days"]," · ",["average"]," kwa siku"],
    "described": [["amount"]," katika siku ",["days"]," zilizopita."],
    "describedPeak": [["amount"]," katika siku ",["days"]," zilizopita; siku yenye shughuli nyingi zaidi ilikuwa ",["day"],", ",["peak"],"."],
    "showTable": ["Onyesha takwimu kama jedwali"],
    "hideTable": ["Ficha takwimu"],
    "tableCaption": [["title"],", kwa siku"],
    "day": ["Siku"],
  },
  "waited": {
    "minutes": [["count","plural",{"one":["dakika ","#"],"other":["dakika ","#"]}]],
    "hours": [["count","plural",{"one":["saa ","#"],"other":["saa ","#"]}]],
    "days": [["count","plural",{"one":["siku ","#"],"other":["siku ","#"]}]],
  },
} as const satisfies CompiledCatalogue<typeof source>;
