import type { Translation } from '../messages';
import type english from './pages.en';

/** Kiswahili for ./pages.en.ts (docs/decisions/0046-languages.md). */
export default {
  home: {
    title: '{studio} · Upigaji picha na video jijini Nairobi, Kenya',
    description:
      'Picha Studio ni studio ya picha na video jijini Nairobi kwa harusi, hafla, picha za watu na chapa za biashara, na soko la wapiga picha wa Kenya.',
  },
  about: {
    title: 'Kuhusu sisi',
    description:
      'Kutana na Picha Studio: timu ya picha na video ya Nairobi tangu 2014. Hadithi yetu, maadili yetu ya furaha, uadilifu na ubora, maono yetu na watu walio nyuma ya kamera.',
  },
  blogs: {
    title: 'Blogu: hadithi za nyuma ya kamera',
    description:
      'Upigaji picha nchini Kenya kutoka kwa timu ya {studio}: mwanga wa jioni Maasai Mara, harusi wakati wa mvua, sheria za drone, vidokezo vya kuhariri na habari za nyuma ya pazia.',
  },
  contact: {
    title: 'Wasiliana nasi',
    description:
      'Panga harusi, hafla, picha za watu au za chapa yako na {studio} Westlands, Nairobi. Piga simu, tuma barua pepe au tuandikie ujumbe; tunajibu ndani ya siku moja ya kazi.',
  },
  contactPhotographer: {
    title: 'Wasiliana na {name}',
    description: 'Mtumie {name} ombi kuhusu harusi yako, hafla au upigaji picha kwenye {studio}.',
  },
  photographerNotFound: '{notFound} kwenye {studio}.',
  profile: {
    title: '{name} · {role}',
    titleIn: '{name} · {role} mjini {location}',
    description: '{name} ni {role}. Tazama portfolio yake na uwasiliane naye kwenye {studio}.',
    descriptionIn: '{name} ni {role} mjini {location}. Tazama portfolio yake na uwasiliane naye kwenye {studio}.',
    role: 'Mpiga picha wa {speciality}',
    roleNone: 'Mpiga picha',
  },
  cookies: {
    title: 'Mipangilio ya vidakuzi',
    description:
      'Chagua vidakuzi ambavyo {studio} inaweza kutumia. Hifadhi ya lazima huifanya tovuti ifanye kazi; vidakuzi vya takwimu na vya matangazo hutumika tu ukiviruhusu.',
  },
  credits: {
    title: 'Wamiliki wa picha',
    description: 'Waandishi, leseni na vyanzo vya kila picha, filamu, nembo na avatar kwenye tovuti ya {studio}.',
  },
  gallery: {
    title: 'Matunzio',
    description:
      'Picha tunazozipenda kutoka hifadhi ya Picha Studio: harusi, wanyamapori, vyakula, miji na mambo madogo, zilizopigwa kote Kenya. Fungua yoyote kwa ukubwa kamili.',
  },
  portfolio: {
    title: 'Portfolio',
    weddings: 'Portfolio ya picha za harusi',
    sports: 'Portfolio ya picha za michezo',
    commercials: 'Portfolio ya picha za biashara',
    events: 'Portfolio ya picha za hafla',
    description:
      'Harusi, michezo, matangazo na hafla zilizopigwa picha kote Kenya na timu ya Picha Studio jijini Nairobi. Pitia kazi zetu na uone kila picha kwa ukubwa kamili.',
  },
  privacy: {
    title: 'Sera ya Faragha',
    description:
      'Jinsi {studio} inavyokusanya, kutumia, kuhifadhi na kulinda data binafsi chini ya Sheria ya Ulinzi wa Data ya Kenya, 2019, na jinsi ya kutumia haki zako.',
  },
  terms: {
    title: 'Masharti ya Huduma',
    description:
      'Masharti ya kuweka nafasi na {studio}, amana na kughairi, hakimiliki na leseni za picha, soko letu la wapiga picha na matumizi ya tovuti, chini ya sheria za Kenya.',
  },
  search: {
    title: 'Tafuta',
    titleFor: 'Tafuta: {text}',
    description: 'Kurasa, huduma na wapiga picha wa Picha Studio wanaolingana na utafutaji wako.',
  },
  services: {
    title: 'Huduma na bei',
    description:
      'Picha na filamu za harusi, hafla, biashara, michezo, watu, siku za kuzaliwa, majengo, mitindo na makala kutoka Nairobi, pamoja na kuhariri, na bei za kuanzia kwa KES.',
  },
  testimonials: {
    title: 'Shuhuda za wateja',
    description:
      'Wanandoa, familia na chapa za biashara wanasema nini kuhusu kufanya kazi na Picha Studio, studio ya picha na video ya Nairobi, na wapiga picha wa jumuiya yake.',
  },
  notFoundDescription: 'Ukurasa ulioutafuta haupo hapa. Huenda umehamishwa, au kiungo kimeandikwa vibaya.',
  signup: {
    title: 'Jiunge au ingia',
    description: 'Fungua akaunti ya {studio} au uingie ili kupata wapiga picha na kusimamia portfolio yako.',
  },
  roleChoice: {
    title: 'Chagua nafasi yako',
    description: 'Tuambie utakavyotumia Picha Studio.',
  },
  staffInvitationDescription: 'Kubali mwaliko wa kujiunga na wafanyakazi wa studio.',
  dashboard: {
    title: 'Dashibodi',
    description: 'Dashibodi yako ya Picha Studio.',
    calendarTitle: 'Kalenda',
    calendarDescription: 'Tarehe za hafla zako na hali ya kila ombi.',
    messagesTitle: 'Ujumbe',
    messagesDescription: 'Mazungumzo yako na wapiga picha.',
    notificationsTitle: 'Arifa',
    notificationsDescription: 'Kilichotokea kwenye nafasi ulizoweka.',
    profileTitle: 'Wasifu wako',
    profileDescription: 'Akaunti yako ya Picha Studio.',
    settingsTitle: 'Mipangilio',
    settingsDescription: 'Mipangilio ya akaunti yako ya Picha Studio.',
  },
  photographerDashboard: {
    title: 'Dashibodi ya mpiga picha',
    description: 'Simamia biashara yako ya upigaji picha kwenye Picha Studio.',
    analytics: 'Takwimu',
    analyticsDescription: 'Waliotazama wasifu wako na maombi.',
    availability: 'Upatikanaji',
    availabilityDescription: 'Wiki yako ya kazi, siku unazozifunga na nafasi ulizokubali.',
    bookings: 'Maombi ya nafasi',
    bookingsDescription: 'Maombi yako ya nafasi.',
    earningsDescription: 'Walicholipa wateja kwa M-Pesa, kamisheni ya studio na malipo yako.',
    leads: 'Wateja watarajiwa',
    leadsDescription: 'Maombi yako ya nafasi, hatua kwa hatua.',
    notifications: 'Arifa',
    notificationsDescription: 'Kilichotokea kwenye nafasi zako.',
    overview: 'Muhtasari',
    overviewDescription: 'Takwimu zako na shughuli za hivi karibuni.',
    packages: 'Vifurushi',
    packagesDescription: 'Vifurushi ambavyo wateja wanaweza kuomba kutoka kwenye wasifu wako.',
    portfolio: 'Portfolio',
    portfolioDescription: 'Tengeneza na usasishe portfolio yako.',
    settings: 'Mipangilio',
    settingsDescription: 'Picha yako ya wasifu na akaunti yako.',
    subscriptions: 'Wanaokufuatilia',
    subscriptionsDescription: 'Wateja waliohifadhi portfolio yako.',
    support: 'Msaada',
    supportDescription: 'Makala za msaada, na maswali kwa studio pamoja na majibu yake.',
    testimonials: 'Shuhuda',
    testimonialsDescription: 'Maoni ya wateja wako: jibu, onyesha bora zaidi kwenye wasifu wako, ripoti matusi.',
  },
  studio: {
    audit: 'Kila mabadiliko yaliyofanywa kutoka kwenye konsoli.',
    blogPost: 'Andika makala ya blogu: maandishi ya Markdown, sehemu, picha ya jalada, na wakati itachapishwa.',
    blog: 'Andika, panga, chapisha na ufute makala za blogu.',
    bookings: 'Kila ombi la nafasi sokoni, kwa ajili ya studio.',
    content: 'Hariri slaidi kuu, maswali yanayoulizwa mara kwa mara na mengine yanayoonyeshwa kwenye kurasa za umma.',
    helpArticles: 'Makala za msaada kwa wapiga picha.',
    inboxMessage: 'Ujumbe wa mawasiliano na majibu yake.',
    inbox: 'Ujumbe wa mawasiliano, uliosomwa na kujibiwa.',
    newsletterCampaign: 'Andika, hakiki, jaribu na utume jarida.',
    newsletter: 'Majarida na wanaojiandikisha.',
    overview: 'Takwimu za konsoli.',
    payments: 'Malipo ya M-Pesa, migogoro, marejesho na malipo kwa wapiga picha, kwa ajili ya studio.',
    photographers: 'Angazia, ficha na rejesha orodha za wapiga picha; swichi ya maonyesho.',
    reviews: 'Maoni yaliyoripotiwa na wapiga picha, yakisubiri studio.',
    staff: 'Wafanyakazi wa studio na mialiko.',
    support: 'Tiketi kutoka kwa wapiga picha.',
  },
  cookiesPage: {
    eyebrow: 'Faragha',
    intro:
      'Vidakuzi na hifadhi nyingine kama hiyo huiwezesha tovuti kukumbuka mambo kwenye kifaa chako. Tunavitumia kwa kiwango cha chini kabisa: vile vya lazima huifanya tovuti ifanye kazi na haviwezi kuzimwa. Vidakuzi vya takwimu na vya matangazo hutumika tu ukiviruhusu hapa, na unaweza kubadili uamuzi wako wakati wowote.',
    noneYet:
      'Kwa sasa hatutumii vidakuzi vyovyote vya takwimu wala vya matangazo. Tukiviongeza, vitaheshimu chaguo unalohifadhi hapa. Soma zaidi katika',
    privacyLink: 'sera yetu ya faragha',
    storedTitle: 'Tunachohifadhi kwenye kifaa chako',
    kept: 'Muda wa kuhifadhi: {lasts}',
    cookieEssential: 'Kidakuzi (cha lazima)',
    localEssential: 'Hifadhi ya kifaa (ya lazima)',
    sessionEssential: 'Hifadhi ya kipindi (ya lazima)',
    sessionPurpose: 'Hukuweka ukiwa umeingia. Programu za ukurasa haziwezi kukisoma, na hutumwa kwa tovuti hii pekee.',
    sessionLasts: 'Siku 30, au hadi utoke',
    userPurpose: 'Jina lako la mtumiaji na picha yako, kwa upau wa juu ukiwa umeingia.',
    userLasts: 'Hadi utoke',
    darkModePurpose: 'Kama ulichagua mandhari ya mwanga au ya giza.',
    darkModeLasts: 'Hadi ufute data ya kivinjari chako',
    preferencesPurpose: 'Machaguo unayohifadhi kwenye ukurasa huu.',
    preferencesLasts: 'Hadi uyabadilishe au ufute data ya kivinjari chako',
    loaderPurpose: 'Huonyesha upau wa kupakia mara moja tu kwa kila ziara.',
    loaderLasts: 'Hadi ufunge kichupo',
  },
  creditsPage: {
    eyebrow: 'Shukrani',
    intro:
      'Wapiga picha wanastahili majina yao kando ya kazi zao. Ukurasa huu unaorodhesha kila picha, filamu, nembo na avatar inayoonyeshwa kwenye tovuti hii, pamoja na mwandishi wake, leseni yake na ilikotoka. Unatengenezwa kutoka hifadhi yetu ya picha, kwa hivyo hakuna kinachoongezwa kwenye tovuti bila shukrani yake kuonekana hapa.',
    licences:
      'Picha nyingi kati ya hizi zinashirikiwa chini ya leseni za Creative Commons. CC BY inamruhusu yeyote kutumia kazi akimtaja mwandishi, akitaja leseni na kuiwekea kiungo, na akieleza alichobadilisha; CC BY-SA inaongeza kwamba matoleo yaliyobadilishwa lazima yashirikiwe chini ya leseni ileile, kama leseni za GNU zinavyofanya kwa kazi zao. Mabadiliko yetu: picha zimebadilishwa ukubwa, zimekatwa mahali fulani na kuhifadhiwa upya kama AVIF, WebP na JPEG kwa ukubwa kadhaa, na filamu ni maonyesho ya slaidi yaliyotengenezwa kwa picha zilizoorodheshwa chini yake.',
    people:
      'Picha zinazoonyesha watu wanaotambulika ni mifano ya jumla ya hafla; wao si wateja wetu wala timu yetu. Avatar za timu yetu, wateja na wapiga picha ni herufi za kwanza za majina, si picha. Ili kutumia mojawapo ya kazi hizi, fuata leseni yake. Kwa kazi zetu wenyewe, tafadhali',
    contactLink: 'wasiliana nasi',
  },
  dashboardHome: {
    eyebrow: 'Karibu',
    welcome: 'Karibu, {name}',
  },
  dashboardLayout: {
    menu: 'Menyu ya dashibodi',
  },
  newsletterStatus: {
    confirmedTitle: 'Usajili umethibitishwa',
    confirmedBody: 'Asante. Utasikia kutoka kwetu tukiwa na kazi mpya na hadithi mpya za kushiriki.',
    unsubscribedTitle: 'Umejiondoa kwenye orodha',
    unsubscribedBody:
      'Hatutakutumia barua pepe tena. Unaweza kujiandikisha tena wakati wowote kutoka sehemu ya chini ya ukurasa.',
    invalidTitle: 'Kiungo hiki si halali tena',
    invalidBody:
      'Huenda kiungo hakijakamilika au ni cha zamani. Jiandikishe tena kutoka sehemu ya chini ya ukurasa ili upate kipya.',
    home: 'Rudi ukurasa wa mwanzo',
  },
  notAPhotographer: {
    body: 'Chagua Mpiga picha kwenye ukurasa wa nafasi ili upate kitambulisho chako cha mpiga picha, uchapishe portfolio na upokee maombi ya nafasi.',
    action: 'Chagua nafasi yako',
  },
  photographerSettings: {
    eyebrow: 'Mipangilio',
    title: 'Wasifu na akaunti',
    intro: 'Jinsi wateja wanavyokuona, na mahali pa kubadilisha hilo.',
    changePicture: 'Badilisha picha yako',
    account: 'Akaunti',
    signedInAs: 'Umeingia kama {email}.',
    you: 'wewe',
    accountSettings: 'Mipangilio ya akaunti',
    accountSettingsHint: 'Jina lako, picha na nenosiri; pakua data yako au futa akaunti yako.',
    publicProfile: 'Wasifu wako wa umma',
    publicProfileHint: 'Ukurasa wanaouona wateja, pamoja na portfolio yako na njia za kuwasiliana nawe.',
  },
  searchPage: {
    eyebrow: 'Tafuta',
    resultsFor: 'Matokeo ya {asked}',
    askedText: '“{text}”',
    askedCategory: 'katika {category}',
    askedBoth: '“{text}” katika {category}',
    searchTheSite: 'Tafuta kwenye tovuti',
  },
  settingsPage: {
    title: 'Mipangilio',
    intro: 'Wasifu wako, nenosiri na data yako.',
  },
  signupPage: {
    aside: 'Kuhusu {studio}',
    tagline: 'Kila tukio, limehifadhiwa kwa uzuri.',
    intro:
      'Harusi, hafla, picha za watu na chapa kote Kenya: mpate mpiga picha wa siku yako, au uonyeshe dunia kazi yako.',
  },
  testimonialsPage: {
    portfolio: 'Tazama portfolio yetu',
  },
} as const satisfies Translation<typeof english>;
