import { DELIVERY, deliveryTexts, type StudioContent } from '@studio/shared';

/** Kiswahili numbers of weeks as the delivery catalogue writes them (delivery.sw.ts `weeksInWords`). */
/** Week counts in Kiswahili words, for the delivery promises written from `DELIVERY`'s numbers. */
export const SW_WEEKS: Record<number, string> = { 2: 'mbili', 3: 'tatu', 4: 'nne', 6: 'sita', 8: 'nane' };

/** The home page's own words (docs/rules/public-pages.md#studio-content). */
export const home: StudioContent['home'] = {
  heading: 'Photography and videography in Nairobi, Kenya',
  // docs/rules/public-pages.md#languages: the heading's Kiswahili here, each section's beside its English.
  sw: { heading: 'Upigaji picha na video Nairobi, Kenya' },
  intro: {
    eyebrow: 'What we do',
    title: 'A Nairobi studio for the pictures you will keep for a lifetime',
    paragraphs: [
      'Picha Studio photographs and films weddings, celebrations, brands and people across Kenya, from garden ceremonies in Karen to sunrise vows on the beach at Diani. We plan every shoot with you, arrive early, work quietly, and deliver images that feel like the day felt.',
      'Beside the studio we run a community of independent Kenyan photographers, so whoever you are looking for, in Nairobi, Mombasa, Kisumu, Nakuru or Eldoret, you can find them, see their work and contact them directly.',
    ],
    sw: {
      eyebrow: 'Tunachofanya',
      title: 'Studio ya Nairobi kwa picha utakazozitunza maisha yako yote',
      paragraphs: [
        'Picha Studio hupiga picha na kurekodi video za harusi, sherehe, chapa na watu kote Kenya, kuanzia harusi za bustanini Karen hadi viapo vya alfajiri ufukweni Diani. Tunapanga kila shoot pamoja nawe, tunafika mapema, tunafanya kazi kimya kimya, na tunakabidhi picha zinazohisi kama siku yenyewe ilivyohisi.',
        'Kando ya studio tunaendesha jumuiya ya wapiga picha huru wa Kenya, kwa hivyo yeyote unayemtafuta, Nairobi, Mombasa, Kisumu, Nakuru au Eldoret, unaweza kumpata, kuona kazi yake na kuwasiliana naye moja kwa moja.',
      ],
    },
  },
  services: {
    title: 'Ten ways we tell your story',
    description:
      'One team for the big day and the everyday: photographs and films, planned and edited in-house in Nairobi and delivered anywhere in Kenya.',
    sw: {
      title: 'Njia kumi za kusimulia hadithi yako',
      description:
        'Timu moja kwa siku kubwa na kwa siku za kawaida: picha na video, zinazopangwa na kuhaririwa hapa hapa Nairobi na kukabidhiwa popote Kenya.',
    },
  },
  process: {
    title: 'How a shoot with us works',
    description:
      'No guesswork and no surprises on the invoice: four steps from the first message to the final gallery.',
    sw: {
      title: 'Jinsi shoot nasi inavyokwenda',
      description:
        'Hakuna kubahatisha wala mshangao kwenye ankara: hatua nne kutoka ujumbe wa kwanza hadi gallery ya mwisho.',
    },
    steps: [
      {
        title: 'A conversation first',
        description:
          'Tell us about the day, the place and the people. We reply within one working day with ideas, a clear quote in shillings and the dates we have free.',
        sw: {
          title: 'Mazungumzo kwanza',
          description:
            'Tuambie kuhusu siku, mahali na watu. Tunajibu ndani ya siku moja ya kazi na mawazo, bei iliyo wazi kwa shilingi na tarehe tulizo nazo wazi.',
        },
      },
      {
        title: 'A plan for the light',
        description:
          'We scout the venue or send a shot list, time the portraits for the best light and work around Nairobi traffic and the rains, so nothing is left to luck.',
        sw: {
          title: 'Mpango wa mwanga',
          description:
            'Tunakagua ukumbi au tunatuma orodha ya picha, tunapanga picha za watu kwa mwanga bora na tunazingatia msongamano wa Nairobi na mvua, ili hakuna kinachoachiwa bahati.',
        },
      },
      {
        title: 'A calm day',
        description:
          'We arrive early, direct lightly and stay out of the way. Two shooters and a cinematographer cover weddings; smaller shoots get one dedicated photographer.',
        sw: {
          title: 'Siku tulivu',
          description:
            'Tunafika mapema, tunaelekeza kidogo na tunakaa pembeni. Wapiga picha wawili na mpiga video mmoja hushughulikia harusi; shoot ndogo hupata mpiga picha mmoja maalum kwa ajili yao.',
        },
      },
      {
        // docs/rules/history.md#issue-23: the delivery promises are one set of facts (`deliveryTexts`), quoted alike by the FAQ and the wedding page.
        title: deliveryTexts.galleryStepTitle,
        description: `${deliveryTexts.sneakPeek}, ${deliveryTexts.gallery} and ${deliveryTexts.films}, in a private online gallery you can share.`,
        // The same promises in Kiswahili, from the same numbers (`DELIVERY`).
        sw: {
          title: `Gallery ya picha ndani ya wiki ${SW_WEEKS[DELIVERY.galleryWeeks]}`,
          description: `Kionjo cha picha ${DELIVERY.sneakPeekPhotos} ndani ya saa ${DELIVERY.sneakPeekHours}, gallery kamili ya picha zilizohaririwa ndani ya wiki ${SW_WEEKS[DELIVERY.galleryWeeks]} na video za harusi ndani ya wiki ${SW_WEEKS[DELIVERY.filmWeeks]}, katika gallery binafsi mtandaoni unayoweza kushiriki na wengine.`,
        },
      },
    ],
  },
  closing: {
    description:
      'Tell us about your day, your event or your brand. We answer every message within one working day, with ideas, dates and a clear quote in shillings.',
    linkLabel: 'Contact us',
    image: 'photos/storm-clouds-sunset-01',
    sw: {
      description:
        'Tuambie kuhusu siku yako, hafla yako au chapa yako. Tunajibu kila ujumbe ndani ya siku moja ya kazi, na mawazo, tarehe na bei iliyo wazi kwa shilingi.',
      linkLabel: 'Wasiliana nasi',
    },
  },
};

/** docs/rules/product.md#screens: three slides, rotating every 5 s (HERO_INTERVAL_MS). */
export const heroSlides: StudioContent['heroSlides'] = [
  {
    image: 'photos/boats-lakeshore-sunset-01',
    text: 'Your story, told in golden light',
    paragraph:
      'Weddings, ruracios and anniversaries photographed and filmed with a patient eye, from the first look to the last dance.',
    linkPath: '/portfolio/weddings',
    linkLabel: 'See our wedding stories',
    sw: {
      text: 'Hadithi yako, katika mwanga wa dhahabu',
      paragraph:
        'Harusi, ruracio na maadhimisho hupigwa picha na kurekodiwa kwa jicho la subira, kuanzia mtazamo wa kwanza hadi ngoma ya mwisho.',
      linkLabel: 'Tazama hadithi zetu za harusi',
    },
  },
  {
    image: 'photos/lanterns-festival-01',
    text: 'Events that glow long after the lights go down',
    paragraph:
      'Launches, conferences, concerts and festivals covered by a crew that moves fast, keeps out of the way and delivers same-day highlights.',
    linkPath: '/services/event-coverage',
    linkLabel: 'Explore event coverage',
    sw: {
      text: 'Matukio yanayong’aa muda mrefu baada ya taa kuzimwa',
      paragraph:
        'Uzinduzi, makongamano, tamasha za muziki na sherehe, zikipigwa picha na timu inayosonga haraka, isiyoingilia shughuli na inayokabidhi picha teule siku hiyo hiyo.',
      linkLabel: 'Tazama picha za matukio',
    },
  },
  {
    image: 'photos/tropical-jetty-beach-01',
    text: 'From Nairobi to the coast, wherever you are',
    paragraph:
      'Browse independent photographers across Kenya, compare their portfolios and prices, and contact the one who fits your day.',
    linkPath: '/photographers',
    linkLabel: 'Find a photographer',
    sw: {
      text: 'Kutoka Nairobi hadi pwani, popote ulipo',
      paragraph:
        'Pitia wapiga picha huru kote Kenya, linganisha portfolio na bei zao, kisha wasiliana na yule anayefaa siku yako.',
      linkLabel: 'Tafuta mpiga picha',
    },
  },
];

/** docs/rules/product.md#entities "Hero or CTA banner": the bands between the home page's sections. */
export const ctaBanners: StudioContent['ctaBanners'] = [
  {
    id: 'wedding-films',
    eyebrow: 'Wedding films',
    title: 'The vows, the speeches, the laughter: all of it, on film',
    description:
      'Our cinematographers shoot weddings like short films, with clean audio of every vow and speech. You receive a four-minute highlight film to share and a full-length edit to keep.',
    images: [
      {
        src: 'photos/lake-dusk-pastel-01',
        alt: 'A still lake at dusk under a soft pink and violet sky.',
        sw: { alt: 'Ziwa tulivu wakati wa magharibi chini ya anga la waridi na zambarau hafifu.' },
      },
      {
        src: 'photos/frangipani-white-01',
        alt: 'A white frangipani flower among glossy green leaves.',
        sw: { alt: 'Ua jeupe la frangipani katikati ya majani mabichi yanayong’aa.' },
      },
    ],
    link: '/services#wedding-videos',
    linkLabel: 'Watch sample films',
    sw: {
      eyebrow: 'Video za harusi',
      title: 'Viapo, hotuba na vicheko: vyote, kwenye video',
      description:
        'Wapiga video wetu hurekodi harusi kama filamu fupi, wakinasa sauti safi ya kila kiapo na hotuba. Unapokea video ya dakika nne ya kuwashirikisha wengine na toleo kamili la kuweka.',
      linkLabel: 'Tazama video za mfano',
    },
  },
  {
    id: 'brands',
    eyebrow: 'For brands',
    title: 'Product and food photography that sells',
    description:
      'Menus, catalogues, campaigns and social content for Kenyan restaurants, retailers and start-ups, shot in our Westlands studio or on location, with usage rights spelled out in writing.',
    images: [
      {
        src: 'photos/fig-red-bowl-01',
        alt: 'A halved ripe fig in a glossy red bowl on a dark surface.',
        sw: { alt: 'Tini mbivu iliyokatwa nusu ndani ya bakuli jekundu linalong’aa juu ya meza yenye giza.' },
      },
      {
        src: 'photos/citrus-fruits-01',
        alt: 'Backlit slices of orange, lemon, lime and grapefruit in neat rows.',
        sw: { alt: 'Vipande vya chungwa, limau, ndimu na balungi vikiangazwa kwa nyuma, vimepangwa kwa safu nadhifu.' },
      },
    ],
    link: '/services/commercials',
    linkLabel: 'See commercial work',
    sw: {
      eyebrow: 'Kwa chapa',
      title: 'Picha za bidhaa na vyakula zinazouza',
      description:
        'Menyu, katalogi, kampeni na maudhui ya mitandao ya kijamii kwa migahawa, maduka na start-up za Kenya, zikipigwa katika studio yetu Westlands au mahali pa kazi, na haki za matumizi zikiwa zimeandikwa wazi.',
      linkLabel: 'Tazama kazi za kibiashara',
    },
  },
  {
    id: 'photographer-community',
    eyebrow: 'For photographers',
    title: 'Bring your portfolio to clients across Kenya',
    description:
      'Join our community of independent photographers: publish your portfolio and a showreel, receive inquiries from clients who have already seen your work, and manage your bookings in one place. Joining is free.',
    images: [
      {
        src: 'photos/mountain-trail-01',
        alt: 'A hiking trail crossing green upland towards rocky peaks.',
        sw: { alt: 'Njia ya matembezi ikipita nyanda za juu za kijani kuelekea vilele vya miamba.' },
      },
    ],
    link: '/signup',
    linkLabel: 'Join as a photographer',
    sw: {
      eyebrow: 'Kwa wapiga picha',
      title: 'Peleka portfolio yako kwa wateja kote Kenya',
      description:
        'Jiunge na jumuiya yetu ya wapiga picha huru: chapisha portfolio yako na showreel, pokea maombi kutoka kwa wateja ambao tayari wameona kazi yako, na usimamie bookings zako mahali pamoja. Kujiunga ni bure.',
      linkLabel: 'Jiunge kama mpiga picha',
    },
  },
];

/** docs/rules/product.md#what-it-does: the stated claims. */
export const claims: StudioContent['claims'] = [
  { value: '300+', label: 'projects delivered', sw: { value: '300+', label: 'miradi iliyokamilika' } },
  { value: '95%', label: 'client satisfaction', sw: { value: '95%', label: 'ya wateja wameridhika' } },
  { value: '8+', label: 'cinematographers in our crew', sw: { value: '8+', label: 'wapiga filamu katika timu yetu' } },
  {
    value: '10+ years',
    label: 'over a decade of experience',
    sw: { value: 'Miaka 10+', label: 'zaidi ya muongo mmoja wa uzoefu' },
  },
];
