import { deliveryTexts, type StudioContent } from '@studio/shared';

/**
 * docs/rules/product.md#what-it-does: the ten services, in the order /services shows them. Prices are typical starting prices
 * in Kenya shillings; every quote is confirmed after a short call about the day.
 */
export const services: StudioContent['services'] = [
  {
    slug: 'weddings',
    title: 'Wedding Photography',
    summary:
      'Calm, honest coverage of your whole day, from the ruracio or the church to the last dance, by a lead photographer and a second shooter.',
    // docs/rules/public-pages.md#languages: the Kiswahili of its words; the description shows in English until it has some.
    sw: {
      title: 'Picha za Harusi',
      summary:
        'Tunanasa siku yako yote kwa utulivu na uaminifu, kuanzia ruracio au kanisani hadi ngoma ya mwisho, na mpiga picha mkuu pamoja na msaidizi wake.',
      priceUnit: 'kwa siku ya harusi',
      // deliveryTexts' Kiswahili (delivery.sw.ts) with DELIVERY's numbers: the seed is read once, in English.
      turnaround: 'Gallery kamili ndani ya wiki 4',
      inclusions: [
        'Simu ya kupanga pamoja na ratiba ya siku iliyoandikwa',
        'Mpiga picha mkuu na msaidizi wake hadi saa 10',
        'Angalau picha 600 zilizohaririwa katika gallery yako binafsi mtandaoni',
        'Kionjo cha picha 30 ndani ya saa 72',
        'Picha za ubora kamili za kupakua, na ruhusa ya kuzichapisha kwa matumizi yako binafsi',
        'Usafiri ndani ya kaunti za Nairobi na Kiambu',
      ],
    },
    description: [
      'We photograph weddings the way they really unfold in Kenya: a morning of preparations at two homes, a ceremony that keeps its own time, a reception where three generations share the dance floor. We plan the day with you weeks ahead (timeline, family groupings, the light at your venue) so that on the day we can stay quiet and watch.',
      'Most of our couples marry in and around Nairobi, in Karen and Runda gardens, at Windsor and Safari Park, in the churches of the city centre, and every season we travel to Naivasha, Nanyuki, Diani and Watamu. Traditional ceremonies (ruracio, koito, ntono) can be booked on their own or together with the wedding.',
      'You receive a carefully edited online gallery to share with family near and far, full-resolution files for printing, and, if you wish, a hand-bound album printed here in Nairobi.',
    ],
    inclusions: [
      'A planning call and a written timeline for the day',
      'Lead photographer and second shooter for up to 10 hours',
      'At least 600 edited photographs in a private online gallery',
      deliveryTexts.sneakPeek,
      'Full-resolution downloads with a personal print licence',
      'Travel within Nairobi and Kiambu counties',
    ],
    startingPriceKes: 180_000,
    priceUnit: 'per wedding day',
    turnaround: deliveryTexts.galleryTurnaround,
    images: [
      'photos/tropical-jetty-beach-01',
      'photos/dandelions-sunset-01',
      'photos/frangipani-white-01',
      'photos/boats-lakeshore-sunset-01',
      'photos/apple-blossom-01',
      'photos/lake-dusk-pastel-01',
      'photos/wildflower-meadow-01',
      'photos/marigold-garden-01',
    ],
    featured: true,
  },
  {
    slug: 'event-coverage',
    title: 'Event Coverage',
    summary:
      'Conferences, launches, galas, concerts and festivals, with highlights delivered the same evening and the full set within three working days.',
    sw: {
      title: 'Picha za Matukio',
      summary:
        'Makongamano, uzinduzi, dhifa, tamasha za muziki na sherehe za kitamaduni; picha teule siku hiyo hiyo jioni na seti kamili ndani ya siku tatu za kazi.',
      priceUnit: 'kwa nusu siku (saa 4)',
      turnaround: 'Picha teule siku hiyo hiyo; seti kamili ndani ya siku 3 za kazi',
    },
    description: [
      'Events move fast and never happen twice. Our event photographers work in pairs: one on the stage and the speakers, one in the room, on the guests, the networking and the details your sponsors paid for, so nothing important goes unrecorded.',
      'We cover conferences at KICC and the Sarit Expo Centre, product launches, NGO forums, gala dinners, concerts and cultural festivals across Kenya. For press and social media we deliver a first edit of 20 to 40 photographs while the event is still running, ready for your communications team.',
      'Video can be added: a 90-second highlight film, full-length recordings of each session and short interviews with your speakers.',
    ],
    inclusions: [
      'A briefing call and a shot list agreed with your team',
      'One photographer for a half-day (4 hours); a second on request',
      'Same-day highlights of 20 to 40 photographs for press and social media',
      'The full edited set within 3 working days',
      'An online gallery your whole team can download from',
      'A licence to use the photographs on your organisation’s channels',
    ],
    startingPriceKes: 35_000,
    priceUnit: 'per half-day (4 hours)',
    turnaround: 'Highlights the same day; the full set in 3 working days',
    images: [
      'photos/taiko-festival-night-01',
      'photos/orchestra-concert-01',
      'photos/lanterns-festival-01',
      'photos/mariachi-band-01',
      'photos/folk-band-stage-01',
      'photos/theatre-stage-01',
      'photos/african-drums-01',
      'photos/drum-kit-guitar-01',
    ],
  },
  {
    slug: 'commercials',
    title: 'Commercials and Brand Content',
    summary:
      'Product, food and brand photography and short commercial films, lit and styled in our Westlands studio or on location.',
    sw: {
      title: 'Matangazo na Maudhui ya Chapa',
      summary:
        'Picha za bidhaa, vyakula na chapa, pamoja na filamu fupi za matangazo, zikiwa na mwanga na mpangilio mzuri katika studio yetu ya Westlands au mahali ulipo.',
      priceUnit: 'kwa shoot ya nusu siku',
      turnaround: 'Picha zilizorekebishwa ndani ya siku 5 za kazi',
    },
    description: [
      'Good commercial work sells without shouting. We photograph products, menus, interiors and teams for Kenyan brands, from coffee roasters and restaurants to banks and fashion labels, with a look that stays consistent across your website, packaging and social media.',
      'Every project starts with a creative brief and a mood board. We take care of styling, props and lighting and, when needed, casting and location permits, and we shoot tethered to a screen so you can approve each frame on set.',
      'For video we produce 15 to 60 second commercials with cut-downs for social media in vertical and landscape formats, with licensed music and subtitles in English and Kiswahili.',
    ],
    inclusions: [
      'A creative brief and a mood board before the shoot',
      'A half-day shoot in the studio or on location, with lighting and styling',
      'Tethered shooting, so you approve frames on set',
      '20 retouched photographs, ready for web and print',
      'A licence for digital and print marketing in Kenya',
      'Optional: a 30-second commercial with social cut-downs',
    ],
    startingPriceKes: 60_000,
    priceUnit: 'per half-day shoot',
    turnaround: 'Retouched photographs within 5 working days',
    images: [
      'photos/fig-red-bowl-01',
      'photos/citrus-fruits-01',
      'photos/espresso-cup-01',
      'photos/wall-clock-01',
      'photos/water-drop-splash-01',
      'photos/pizza-01',
      'photos/pendant-lamps-bird-01',
    ],
  },
  {
    slug: 'sports',
    title: 'Sports Photography',
    summary:
      'Match days, tournaments, marathons and team portraits, shot with fast long lenses and delivered quickly enough for the final whistle.',
    sw: {
      title: 'Picha za Michezo',
      summary:
        'Siku za mechi, mashindano, mbio za marathon na picha za timu, zilizopigwa kwa lenzi za kasi na kukabidhiwa haraka kabla filimbi ya mwisho haijapulizwa.',
      priceUnit: 'kwa mechi au nusu siku',
      turnaround: 'Picha teule wakati wa mchezo; seti kamili ndani ya saa 48',
    },
    description: [
      'Sport is about the split second: the tackle, the finish-line lean, the bench leaping up. We bring fast telephoto lenses and the patience to wait for it, and we know where to stand because we have covered rugby at the RFUEA Ground, football at Nyayo and Kasarani, and road races from Nairobi to Iten.',
      'For clubs and schools we photograph fixtures, tournaments and season team portraits; for sponsors and organisers we cover the branding, the podium and the crowd. Selected action photographs can be sent from the pitch to your media team during the match.',
    ],
    inclusions: [
      'One sports photographer for a match or up to 4 hours',
      'Action, crowd, bench and sponsor-branding coverage',
      'Live selects sent to your media team during play',
      'At least 150 edited photographs in an online gallery',
      'Team and individual portraits on request',
    ],
    startingPriceKes: 30_000,
    priceUnit: 'per match or half-day',
    turnaround: 'Live selects during play; the full set in 48 hours',
    images: [
      'photos/mountain-trail-01',
      'photos/football-stadium-01',
      'photos/basketball-court-01',
      'photos/playing-field-01',
      'photos/baseball-stadium-01',
      'photos/kite-blue-sky-01',
    ],
  },
  {
    slug: 'portraits',
    title: 'Portrait Sessions',
    summary:
      'Individual, family, graduation and professional portraits in our daylight studio or outdoors in Nairobi’s gardens and streets.',
    sw: {
      title: 'Picha za Pozi',
      summary:
        'Picha za mtu binafsi, familia, mahafali na za kikazi, katika studio yetu yenye mwanga wa mchana au nje kwenye bustani na mitaa ya Nairobi.',
      priceUnit: 'kwa kila kikao',
      turnaround: 'Picha zilizorekebishwa ndani ya siku 7',
    },
    description: [
      'A good portrait looks like you on a good day, not like someone else. We keep sessions relaxed: a short chat about what the photographs are for, a few outfits, music you like, and time to settle in front of the camera before the best frames arrive.',
      'Sessions take place in our Westlands studio, with its large north-facing windows, or outdoors at Karura Forest, the Arboretum or anywhere with meaning for you. Children, grandparents and well-behaved dogs are all welcome.',
      'For professionals we offer headshot sessions for LinkedIn, company websites and speaker profiles, with consistent lighting across a whole team.',
    ],
    inclusions: [
      'A 60-minute session in the studio or at one outdoor location',
      'Up to three outfit changes',
      'Help with posing and wardrobe before the day',
      '15 retouched portraits in an online gallery',
      'Prints and frames available from our Nairobi lab',
    ],
    startingPriceKes: 12_000,
    priceUnit: 'per session',
    turnaround: 'Retouched portraits within 7 days',
    images: [
      'photos/dog-doorway-01',
      'photos/jetty-fog-mono-01',
      'photos/lounge-wine-drum-01',
      'photos/butterfly-wildflower-01',
      'photos/wildflower-meadow-01',
    ],
  },
  {
    slug: 'birthdays',
    title: 'Birthday Shoots',
    summary:
      'First birthdays, sweet sixteens and milestone sixtieths: the cake, the candles, the speeches and the people who came to celebrate.',
    sw: {
      title: 'Picha za Siku ya Kuzaliwa',
      summary:
        'Siku ya kwanza ya kuzaliwa, miaka kumi na sita au sitini: keki, mishumaa, hotuba na watu wote waliokuja kusherehekea.',
      priceUnit: 'kwa sherehe (hadi saa 3)',
      turnaround: 'Gallery kamili ndani ya siku 10',
      inclusions: [
        'Mpiga picha mmoja hadi saa 3 nyumbani kwako au ukumbini',
        'Mapambo, matukio ya kawaida, michezo na ukataji wa keki',
        'Kikao cha picha za familia kabla ya sherehe',
        'Angalau picha 150 zilizohaririwa katika gallery mtandaoni',
        'Kionjo cha picha wiki hiyo hiyo kwa mwenye siku ya kuzaliwa',
      ],
    },
    description: [
      'Birthdays are loud, joyful and over far too quickly. We photograph the decorations before the guests arrive, the games and the speeches, the candle moment from the best angle in the room, and the grandparents who travelled from upcountry to be there.',
      'For children we keep things light and quick, with no forced smiles; for milestone birthdays we add a short portrait session with family before the party begins. A cake-smash session for first birthdays can be booked in the studio, with the set and the clean-up taken care of.',
    ],
    inclusions: [
      'One photographer for up to 3 hours at your home or venue',
      'Decor, candid, games and cake-cutting coverage',
      'A family portrait session before the party',
      'At least 150 edited photographs in an online gallery',
      'A same-week sneak peek for the birthday person',
    ],
    startingPriceKes: 20_000,
    priceUnit: 'per party (up to 3 hours)',
    turnaround: 'Full gallery within 10 days',
    images: [
      'photos/party-cups-01',
      'photos/lanterns-festival-01',
      'photos/kite-blue-sky-01',
      'photos/dandelions-sunset-01',
      'photos/citrus-fruits-01',
    ],
    featured: true,
  },
  {
    slug: 'real-estate',
    title: 'Real Estate Photography',
    summary:
      'Bright, straight and honest photographs of homes, offices, hotels and Airbnbs that help them let and sell faster.',
    sw: {
      title: 'Picha za Nyumba na Majengo',
      summary:
        'Picha angavu, zilizonyooka na za kweli za nyumba, ofisi, hoteli na Airbnb, zinazosaidia zipangishwe na kuuzwa haraka.',
      priceUnit: 'kwa kila nyumba au jengo',
      turnaround: 'Picha zilizohaririwa ndani ya saa 48',
    },
    description: [
      'Buyers and guests decide in seconds, scrolling on a phone. We photograph properties with straight verticals, balanced window light and rooms that look as spacious as they really are: no fisheye tricks and no surprises at the viewing.',
      'We work for agents, developers, hotels and short-stay hosts across Nairobi, Mombasa, Nanyuki and Kisumu. Twilight exteriors, licensed drone aerials of the plot and the neighbourhood, and short walkthrough videos can be added to any shoot.',
    ],
    inclusions: [
      'Up to 25 edited photographs of one property',
      'Interiors, exteriors and amenities',
      'Straightened verticals and balanced window light',
      'Files sized for listings, portals and print brochures',
      'Optional twilight, drone and walkthrough video',
    ],
    startingPriceKes: 15_000,
    priceUnit: 'per property',
    turnaround: 'Edited photographs within 48 hours',
    images: [
      'photos/pendant-lamps-bird-01',
      'photos/lounge-wine-drum-01',
      'photos/architecture-curves-bw-01',
      'photos/city-skyline-sunset-01',
      'photos/suspension-bridge-night-01',
    ],
  },
  {
    slug: 'fashion',
    title: 'Fashion Photography',
    summary:
      'Lookbooks, campaigns and editorials for Kenyan designers and labels, in the studio, on the streets of Nairobi or out in the landscape.',
    sw: {
      title: 'Picha za Mitindo',
      summary:
        'Lookbook, kampeni na makala za majarida kwa wabunifu na chapa za Kenya, studioni, mitaani Nairobi au mbali katika mandhari ya nchi.',
      priceUnit: 'kwa nusu siku',
      turnaround: 'Picha zilizorekebishwa ndani ya siku 7 za kazi',
    },
    description: [
      'Kenyan fashion has its own voice, and its photographs should too. We shoot lookbooks, e-commerce sets, campaigns and magazine editorials for designers, boutiques and textile brands, with the garment always the hero.',
      'We assemble the team your concept needs, from models and stylists to hair and make-up artists, and shoot in the studio, on Nairobi’s rooftops and streets, or on location at the coast and in the Rift Valley.',
    ],
    inclusions: [
      'A concept call and mood board',
      'A half-day shoot in the studio or on location',
      'Styling support and casting through our network',
      '25 retouched photographs for web and print',
      'E-commerce sets on a consistent white or colour background',
    ],
    startingPriceKes: 45_000,
    priceUnit: 'per half-day',
    turnaround: 'Retouched photographs within 7 working days',
    images: [
      'photos/architecture-curves-bw-01',
      'photos/paint-brushes-01',
      'photos/jetty-fog-mono-01',
      'photos/bridge-cables-sky-01',
      'photos/marigold-garden-01',
    ],
  },
  {
    slug: 'documentary',
    title: 'Documentary Film and Photography',
    summary:
      'Short documentaries and photo stories for NGOs, foundations and companies, told with care in communities across Kenya.',
    sw: {
      title: 'Filamu na Picha za Makala',
      summary:
        'Filamu fupi za makala na hadithi za picha kwa mashirika yasiyo ya kiserikali, wakfu na kampuni, zikisimuliwa kwa heshima katika jamii kote Kenya.',
      priceUnit: 'kwa filamu fupi',
      turnaround: 'Toleo la kwanza ndani ya wiki 3 baada ya kurekodi',
    },
    description: [
      'Some stories need more than a day. We research, film and photograph documentaries and impact stories for NGOs, conservancies, foundations and companies, from farming co-operatives in Meru to conservation work in the Maasai Mara and water projects in Turkana.',
      'We work with consent and respect: people know how their story will be used, we film in their language with local translators, and we share the finished work with the community that gave it.',
      'Deliverables range from a 3-minute film for donors to a 20-minute documentary with a photo essay and social cut-downs, with subtitles in English and Kiswahili.',
    ],
    inclusions: [
      'Research and story development with your team',
      'A two-person crew for 2 filming days',
      'Interviews with professional sound, in the speaker’s language',
      'A 3 to 5 minute edited film with English subtitles',
      'A photo story of 30 edited photographs',
      'Signed consent forms for everyone featured',
    ],
    startingPriceKes: 250_000,
    priceUnit: 'per short film',
    turnaround: 'First cut within 3 weeks of filming',
    images: [
      'photos/giraffes-savanna-01',
      'photos/videographer-tripod-bw-01',
      'photos/fog-hillside-01',
      'photos/forest-aerial-01',
      'photos/storm-road-01',
      'photos/sun-rays-clouds-01',
    ],
  },
  {
    slug: 'editing',
    title: 'Photo and Video Editing',
    summary:
      'Colour grading, retouching and video editing for photographers, brands and families, by the team that edits our own work.',
    sw: {
      title: 'Uhariri wa Picha na Video',
      summary:
        'Urekebishaji wa rangi, usafishaji wa picha na uhariri wa video kwa wapiga picha, chapa na familia, na timu ile ile inayohariri kazi zetu wenyewe.',
      priceUnit: 'kwa kila seti ya picha 100',
      turnaround: 'Zinarudishwa ndani ya siku 5 za kazi',
    },
    description: [
      'Editing is half of every photograph. Our editors grade and retouch every picture that leaves the studio, and we offer the same care for your own photographs and footage: wedding galleries, product catalogues, event coverage and family archives.',
      'We match a consistent look across a whole set, keep skin tones true in harsh noon sun and warm coastal evenings alike, and retouch with restraint. For video we cut, grade and mix highlight films, interviews and social content.',
      'Photographers in the Picha community get priority turnaround when a busy season fills their calendar.',
    ],
    inclusions: [
      'Colour grading and basic retouching of up to 100 photographs',
      'A custom look matched to your reference images',
      'Skin, blemish and background retouching on request',
      'Files returned in full resolution via an online gallery',
      'One round of revisions',
    ],
    startingPriceKes: 8_000,
    priceUnit: 'per set of 100 photographs',
    turnaround: 'Returned within 5 working days',
    images: [
      'photos/storm-clouds-sunset-01',
      'photos/mountain-sunset-flare-01',
      'photos/honey-bee-aster-01',
      'photos/orange-flower-macro-01',
      'photos/maple-leaves-red-01',
    ],
  },
];

/** The words of /services around the services themselves. */
export const servicesPage: StudioContent['servicesPage'] = {
  intro: {
    eyebrow: 'Our services',
    title: 'Photography and film for every chapter of your story',
    lead: 'From a first birthday in Kileleshwa to a product launch at KICC and a beach wedding in Diani, our Nairobi team plans, shoots and edits every project in-house, and travels wherever in Kenya your story takes place.',
    sw: {
      eyebrow: 'Huduma zetu',
      title: 'Picha na filamu kwa kila sura ya hadithi yako',
      lead: 'Kuanzia siku ya kwanza ya kuzaliwa Kileleshwa hadi uzinduzi wa bidhaa KICC na harusi ya ufukweni Diani, timu yetu ya Nairobi hupanga, hupiga na kuhariri kila mradi yenyewe, na husafiri popote nchini Kenya hadithi yako inapotokea.',
    },
  },
  featured: {
    title: 'Book a shoot',
    description: 'Our two most requested sessions, with dates for the coming months already filling up.',
    sw: {
      title: 'Panga upigaji picha',
      description: 'Vipindi vyetu viwili vinavyoombwa zaidi; tarehe za miezi ijayo tayari zinajaa.',
    },
  },
  all: {
    title: 'Everything we do',
    description: 'Ten services, one team. Each page shows what is included, what it costs and a selection of our work.',
    sw: {
      title: 'Kila tunachofanya',
      description:
        'Huduma kumi, timu moja. Kila ukurasa unaonyesha kilichojumuishwa, gharama yake na uteuzi wa kazi zetu.',
    },
  },
  weddingFilms: {
    title: 'Wedding videos',
    description:
      'Our cinematographers follow the day with the same quiet eye as our photographers, and cut films you will want to watch every anniversary. Some films preview when you hover over or focus them; press play on any film to watch it.',
    sw: {
      title: 'Video za harusi',
      description:
        'Wapiga filamu wetu hufuatilia siku kwa jicho tulivu kama la wapiga picha wetu, na huhariri filamu mtakazotaka kutazama kila mwaka wa ndoa yenu. Baadhi ya filamu huonyesha kionjo unapoelekeza kiashiria juu yake au kuzichagua; bonyeza cheza kwenye filamu yoyote uitazame.',
    },
    films: [
      {
        video: 'video/sample-reel-golden-hour',
        title: 'Golden hour on the lake',
        place: 'Sample film',
        caption: 'Boats pulled up on a lakeshore in the last hour of light: sample footage by another filmmaker.',
        sw: {
          title: 'Saa ya dhahabu ziwani',
          place: 'Filamu ya mfano',
          caption:
            'Mashua zilizovutwa ufukweni mwa ziwa katika saa ya mwisho ya mwanga: video ya mfano ya mpiga filamu mwingine.',
        },
        previewOnHover: true,
      },
      {
        video: 'video/sample-reel-floral-details',
        title: 'The details',
        place: 'Sample film',
        caption: 'Frangipani, blossom and wildflowers filmed up close: sample footage by another filmmaker.',
        sw: {
          title: 'Maelezo madogo',
          place: 'Filamu ya mfano',
          caption:
            'Maua ya frangipani, machanua na maua ya porini yaliyorekodiwa kwa karibu: video ya mfano ya mpiga filamu mwingine.',
        },
        previewOnHover: true,
      },
      {
        video: 'video/sample-reel-celebration-lights',
        title: 'After dark',
        place: 'Sample film',
        caption: 'Lanterns and lights after dark: sample footage by another filmmaker.',
        sw: {
          title: 'Baada ya giza',
          place: 'Filamu ya mfano',
          caption: 'Kandili na taa baada ya giza kuingia: video ya mfano ya mpiga filamu mwingine.',
        },
        previewOnHover: false,
      },
      {
        video: 'video/sample-reel-journey',
        title: 'The journey',
        place: 'Sample film',
        caption: 'Forest paths, a mountain trail and a jetty at dawn: sample footage by another filmmaker.',
        sw: {
          title: 'Safari',
          place: 'Filamu ya mfano',
          caption: 'Njia za msituni, njia ya mlimani na gati alfajiri: video ya mfano ya mpiga filamu mwingine.',
        },
        previewOnHover: false,
      },
    ],
  },
  fashion: {
    title: 'Fashion photography',
    description:
      'Lookbooks, campaigns and editorials for Kenyan designers, with the garment always the hero. We bring the light, the locations and the team: models, stylists, hair and make-up.',
    points: [
      'Studio, rooftop and on-location shoots',
      'E-commerce sets with consistent colour from season to season',
      'Casting and styling through our creative network',
    ],
    signupPrompt:
      'Are you a fashion photographer? Join the Picha community to publish your portfolio and be found by labels and stylists across Kenya.',
    signupLabel: 'Sign up',
    images: ['photos/architecture-curves-bw-01', 'photos/paint-brushes-01'],
    sw: {
      title: 'Picha za mitindo',
      description:
        'Lookbook, kampeni na makala za majarida kwa wabunifu wa Kenya, vazi likiwa kiini kila wakati. Tunaleta mwanga, maeneo na timu: wanamitindo, wapambaji, wasusi na wataalamu wa vipodozi.',
      points: [
        'Upigaji picha studioni, juu ya paa na mahali penyewe',
        'Seti za maduka ya mtandaoni zenye rangi zilezile msimu hadi msimu',
        'Kuchagua wanamitindo na mapambo kupitia mtandao wetu wa wabunifu',
      ],
      signupPrompt:
        'Je, wewe ni mpiga picha za mitindo? Jiunge na jumuiya ya Picha uchapishe portfolio yako na upatikane na chapa na wapambaji kote Kenya.',
      signupLabel: 'Jisajili',
    },
  },
  stats: {
    title: 'A studio Kenya trusts with its moments',
    description:
      'Since 2014 we have photographed and filmed weddings, launches, matches and milestones in every corner of the country.',
    sw: {
      title: 'Studio ambayo Kenya inaiamini na matukio yake',
      description:
        'Tangu 2014 tumepiga picha na filamu za harusi, uzinduzi, mechi na hatua muhimu za maisha katika kila pembe ya nchi.',
    },
  },
};

/** docs/rules/product.md#screens /portfolio: the unique services block; Learn More goes to the wedding videos. */
export const uniqueServices: StudioContent['uniqueServices'] = {
  eyebrow: 'Only at Picha',
  title: 'Unique services',
  description:
    'Beyond the photographs: the extras our clients ask for again and again, made by the same team that shoots your day.',
  items: [
    {
      icon: 'film',
      title: 'Cinematic wedding films',
      description:
        'Highlight films under four minutes and full-length ceremony edits, directed by our lead cinematographer.',
      sw: {
        title: 'Filamu za harusi za kisinema',
        description:
          'Filamu fupi za chini ya dakika nne na uhariri kamili wa sherehe, zikiongozwa na mpiga filamu wetu mkuu.',
      },
    },
    {
      icon: 'clock',
      title: 'Same-day edits',
      description: 'A short film of the morning and the ceremony, edited on site and shown at your reception.',
      sw: {
        title: 'Uhariri wa siku hiyo hiyo',
        description: 'Filamu fupi ya asubuhi na ya sherehe, inayohaririwa papo hapo na kuonyeshwa kwenye karamu yako.',
      },
    },
    {
      icon: 'drone',
      title: 'Licensed drone aerials',
      description: 'Venue and landscape aerials flown by KCAA-licensed pilots, wherever the law allows.',
      sw: {
        title: 'Picha za angani kwa droni yenye leseni',
        description:
          'Picha za angani za ukumbi na mandhari, zinazopigwa na marubani wenye leseni ya KCAA, popote sheria inaporuhusu.',
      },
    },
    {
      icon: 'album',
      title: 'Heirloom albums',
      description: 'Hand-bound albums, designed with you and printed on archival paper in Nairobi.',
      sw: {
        title: 'Albamu za kudumu vizazi',
        description:
          'Albamu zilizoshonwa kwa mkono, zinazobuniwa pamoja nawe na kuchapishwa Nairobi kwenye karatasi ya kudumu.',
      },
    },
  ],
  learnMoreLabel: 'Learn More',
  learnMoreDetail: 'about our wedding films',
  learnMoreLink: '/services#wedding-videos',
  sw: {
    eyebrow: 'Ni Picha pekee',
    title: 'Huduma za kipekee',
    description:
      'Zaidi ya picha: nyongeza ambazo wateja wetu huziomba tena na tena, zinazotengenezwa na timu ileile inayopiga picha siku yako.',
    learnMoreLabel: 'Jifunze zaidi',
    learnMoreDetail: 'kuhusu filamu zetu za harusi',
  },
};
