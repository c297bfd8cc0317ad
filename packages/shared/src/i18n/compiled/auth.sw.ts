// Written by scripts/compile-messages.mjs from ../catalogues/auth.sw.ts: do not edit, run `npm run messages`.
import type source from '../catalogues/auth.en';
import type { CompiledCatalogue } from '../messages';

export default {
  "emailInvalid": ["Tafadhali weka barua pepe sahihi"],
  "passwordRule": ["Nenosiri lazima liwe na angalau herufi kubwa moja, herufi ndogo moja na namba moja."],
  "passwordMin": ["Nenosiri lazima liwe na angalau herufi 6"],
  "passwordMax": ["Nenosiri lisizidi herufi ",["max"]],
  "passwordsMismatch": ["Manenosiri hayalingani"],
  "passwordHint": ["Herufi ",["min"]," hadi ",["max"],", zikiwemo herufi kubwa, herufi ndogo na namba."],
  "nameLabel": ["Jina lako"],
  "nameHint": ["Jinsi wateja, wapiga picha na studio watakavyokuona. Unaweza kulibadilisha baadaye kwenye Mipangilio."],
  "passwordTooCommon": ["Nenosiri hili linatumiwa na watu wengi mno. Tafadhali chagua jingine."],
  "fallbackFailure": ["Kuna hitilafu imetokea. Tafadhali jaribu tena."],
  "signupSuccess": ["Umejisajili kikamilifu!"],
  "loginSuccess": ["Umeingia kikamilifu!"],
  "otpSent": ["OTP imetumwa kwa ",["email"],". Tafadhali angalia barua pepe yako ili kubadilisha nenosiri lako."],
  "resetSuccess": ["Nenosiri limebadilishwa! Sasa unaweza kuingia."],
  "emailTaken": ["Tayari kuna akaunti yenye barua pepe hii. Tafadhali ingia badala yake."],
  "invalidCredentials": ["Barua pepe au nenosiri si sahihi."],
  "otpFormat": ["Tafadhali weka msimbo wa tarakimu ",["length"]," uliotumwa kwenye barua pepe."],
  "otpInvalid": ["Msimbo huu si sahihi au muda wake umekwisha. Tafadhali uangalie au uombe mwingine."],
  "tooManySignIns": ["Majaribio mengi mno ya kuingia yameshindikana kwa barua pepe hii. Tafadhali subiri ",["minutes","plural",{"one":["dakika ","#"],"other":["dakika ","#"]}]," kisha ujaribu tena."],
  "signInRequired": ["Tafadhali ingia ili kuendelea."],
  "crossSiteRefused": ["Ombi hili lilitoka kwenye tovuti nyingine na limekataliwa."],
  "signedOut": ["Umetoka kwenye akaunti yako."],
} as const satisfies CompiledCatalogue<typeof source>;
