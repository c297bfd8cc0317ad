// Written by scripts/compile-messages.mjs from ../catalogues/account-mails.sw.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/account-mails.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "hello": ["Habari,"],
  "nairobiTime": [["when"]," (saa za Nairobi)"],
  "resetCode": {
    "subject": ["Nambari yako ya kubadilisha nenosiri la ",["studio"]],
    "intro": ["Mtu, tunatumaini ni wewe, ameomba kubadilisha nenosiri la akaunti yako ya ",["studio"],". Nambari yako ni:"],
    "enter": ["Iandike kwenye ukurasa wa kuingia pamoja na nenosiri lako jipya. Nambari hii inatumika mara moja tu, kwa dakika ",["minutes"],"."],
    "ignore": ["Kama hukuomba hili, puuza barua pepe hii: nenosiri lako litabaki lilivyo, na hakuna anayeweza kulibadilisha bila nambari hii."],
    "action": ["Fungua ukurasa wa kuingia"],
    "footer": ["Kwa usalama wako, usimpe mtu yeyote nambari hii. Timu yetu haitakuomba kamwe."],
  },
  "passwordChanged": {
    "subject": ["Nenosiri lako la ",["studio"]," limebadilishwa"],
    "reset": ["Nenosiri la akaunti yako ya ",["studio"]," lilibadilishwa kwa nambari iliyotumwa kwa barua pepe tarehe ",["when"],". Vifaa vyote vilivyokuwa vimeingia vimetolewa."],
    "change": ["Nenosiri la akaunti yako ya ",["studio"]," lilibadilishwa kutoka kwenye mipangilio ya akaunti yako tarehe ",["when"],". Vifaa vyako vingine vimetolewa."],
    "wasYou": ["Kama ni wewe, hakuna unachohitaji kufanya zaidi."],
    "notYou": ["Kama si wewe, badilisha nenosiri lako mara moja kwa \"Umesahau nenosiri?\" kwenye ukurasa wa kuingia, na ujibu barua pepe hii ili tukusaidie."],
    "action": ["Nenda kwenye ukurasa wa kuingia"],
  },
  "accountDeleted": {
    "subject": ["Akaunti yako ya ",["studio"]," imefutwa"],
    "body": ["Kama ulivyoomba, akaunti yako ya ",["studio"]," imefutwa, pamoja na wasifu wako, picha zako na data iliyokuwa yake."],
    "thanks": ["Asante kwa muda uliokaa nasi. Karibu tena wakati wowote utakapopenda."],
    "action": ["Tembelea ",["studio"]],
  },
} as const satisfies CompiledCatalogue<typeof source>;
