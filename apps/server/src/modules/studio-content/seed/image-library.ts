import type { StudioContent } from '@studio/shared';

/**
 * docs/rules/product.md#entities image library groups: the portfolio tabs (weddings, sports, commercials, events) and the
 * 27 gallery photographs with their descriptions, in English and Kiswahili (docs/rules/public-pages.md#languages). The gallery lists the library's photographs
 * marked for it, ordered so that each column mixes subjects and shapes.
 */
export const imageLibrary: StudioContent['imageLibrary'] = {
  weddings: [
    'photos/tropical-jetty-beach-01',
    'photos/boats-lakeshore-sunset-01',
    'photos/frangipani-white-01',
    'photos/dandelions-sunset-01',
    'photos/lake-dusk-pastel-01',
    'photos/apple-blossom-01',
    'photos/lanterns-festival-01',
    'photos/marigold-garden-01',
    'photos/wildflower-meadow-01',
  ],
  sports: [
    'photos/mountain-trail-01',
    'photos/football-stadium-01',
    'photos/basketball-court-01',
    'photos/kite-blue-sky-01',
    'photos/baseball-stadium-01',
    'photos/playing-field-01',
    'photos/forest-path-01',
    'photos/forest-stream-01',
    'photos/mountain-peaks-dusk-01',
  ],
  commercials: [
    'photos/fig-red-bowl-01',
    'photos/citrus-fruits-01',
    'photos/espresso-cup-01',
    'photos/wall-clock-01',
    'photos/paint-brushes-01',
    'photos/pendant-lamps-bird-01',
    'photos/water-drop-splash-01',
    'photos/pizza-01',
    'photos/architecture-curves-bw-01',
  ],
  events: [
    'photos/taiko-festival-night-01',
    'photos/orchestra-concert-01',
    'photos/lanterns-festival-01',
    'photos/mariachi-band-01',
    'photos/folk-band-stage-01',
    'photos/theatre-stage-01',
    'photos/african-drums-01',
    'photos/drum-kit-guitar-01',
    'photos/party-cups-01',
  ],
  gallery: [
    {
      src: 'photos/tropical-jetty-beach-01',
      alt: 'A long wooden jetty stretching over turquoise water from a tropical beach framed by trees and a palm.',
      sw: {
        alt: 'Gati ndefu ya mbao ikienea juu ya maji ya samawati kutoka ufuo wa kitropiki, ikizungukwa na miti na mnazi.',
      },
    },
    {
      src: 'photos/dog-doorway-01',
      alt: 'A small brown dog peering out of a doorway next to a white wooden wall.',
      sw: { alt: 'Mbwa mdogo wa kahawia akichungulia mlangoni kando ya ukuta mweupe wa mbao.' },
    },
    {
      src: 'photos/citrus-fruits-01',
      alt: 'Backlit slices of orange, lemon, lime and grapefruit arranged in neat rows.',
      sw: {
        alt: 'Vipande vya chungwa, limau, ndimu na balungi vilivyopangwa kwa safu nadhifu, mwanga ukiangaza kutoka nyuma.',
      },
    },
    {
      src: 'photos/taiko-festival-night-01',
      alt: 'Drummers performing at a night festival beneath rows of glowing paper lanterns.',
      sw: { alt: 'Wapiga ngoma wakitumbuiza kwenye tamasha la usiku chini ya safu za taa za karatasi zinazong’aa.' },
    },
    {
      src: 'photos/forest-aerial-01',
      alt: 'Top-down aerial view of a dense green forest canopy with one orange tree standing out.',
      sw: {
        alt: 'Msitu mnene wa kijani ukionekana kutoka juu angani, mti mmoja wa rangi ya chungwa ukijitokeza katikati.',
      },
    },
    {
      src: 'photos/honey-bee-aster-01',
      alt: 'A honey bee collecting nectar from the yellow centre of a purple aster flower.',
      sw: { alt: 'Nyuki akinyonya asali katikati ya manjano ya ua la zambarau.' },
    },
    {
      src: 'photos/city-skyline-sunset-01',
      alt: 'A city skyline silhouetted against a vivid orange and violet sunset, reflected in calm harbour water.',
      sw: {
        alt: 'Majengo ya jiji yakionekana kama kivuli dhidi ya machweo makali ya rangi ya chungwa na zambarau, yakiakisiwa kwenye maji tulivu ya bandari.',
      },
    },
    {
      src: 'photos/frangipani-white-01',
      alt: 'A white and yellow frangipani flower framed by long glossy green leaves.',
      sw: { alt: 'Ua jeupe na la manjano la frangipani likizungukwa na majani marefu ya kijani yanayong’aa.' },
    },
    {
      src: 'photos/architecture-curves-bw-01',
      alt: 'Black-and-white close view of a modern building facade made of sweeping, woven curves.',
      sw: {
        alt: 'Picha nyeusi na nyeupe ya karibu ya ukuta wa jengo la kisasa uliotengenezwa kwa mikunjo mipana iliyofumwa.',
      },
    },
    {
      src: 'photos/lanterns-festival-01',
      alt: 'Hundreds of small glowing orange, red and blue lanterns packed closely together.',
      sw: { alt: 'Mamia ya taa ndogo zinazong’aa za rangi ya chungwa, nyekundu na buluu zilizosongamana pamoja.' },
    },
    {
      src: 'photos/giraffes-savanna-01',
      alt: 'Two giraffes standing side by side among acacia-like trees on the savanna.',
      sw: { alt: 'Twiga wawili wakiwa wamesimama bega kwa bega katikati ya miti kama ya migunga kwenye nyika.' },
    },
    {
      src: 'photos/fig-red-bowl-01',
      alt: 'A halved ripe fig resting in a glossy red bowl, shot from above on a dark grey surface.',
      sw: {
        alt: 'Tini iliyoiva iliyokatwa nusu ikiwa ndani ya bakuli jekundu linalong’aa, ikipigwa picha kutoka juu juu ya meza ya kijivu iliyokolea.',
      },
    },
    {
      src: 'photos/jetty-fog-mono-01',
      alt: 'Black-and-white photograph of a wooden jetty with a ladder fading into dense fog over still water.',
      sw: {
        alt: 'Picha nyeusi na nyeupe ya gati ya mbao yenye ngazi ikipotea ndani ya ukungu mzito juu ya maji tulivu.',
      },
    },
    {
      src: 'photos/lounge-wine-drum-01',
      alt: 'A cosy lounge corner with a wine bottle and glass on a pallet table and a djembe drum on a beanbag.',
      sw: {
        alt: 'Kona tulivu ya sebule yenye chupa ya mvinyo na glasi juu ya meza ya mbao za paleti, na ngoma ya djembe juu ya mto wa kukalia.',
      },
    },
    {
      src: 'photos/butterfly-wildflower-01',
      alt: 'A small orange butterfly perched on a slender wildflower stem against a pale, airy background.',
      sw: {
        alt: 'Kipepeo mdogo wa rangi ya chungwa ametua juu ya shina jembamba la ua la porini, nyuma yake mandhari angavu.',
      },
    },
    {
      src: 'photos/orchestra-concert-01',
      alt: 'A full orchestra performing on a brightly lit concert-hall stage.',
      sw: { alt: 'Okestra kamili ikitumbuiza kwenye jukwaa la ukumbi wa muziki lenye mwanga mkali.' },
    },
    {
      src: 'photos/party-cups-01',
      alt: 'Rows of colourful plastic party cups photographed from directly above.',
      sw: {
        alt: 'Safu za vikombe vya plastiki vya rangi mbalimbali vya sherehe, vikipigwa picha moja kwa moja kutoka juu.',
      },
    },
    {
      src: 'photos/bridge-cables-sky-01',
      alt: 'White steel cables of a bridge crossing a bright blue sky above a wide, flat estuary.',
      sw: {
        alt: 'Nyaya nyeupe za chuma za daraja zikikatiza anga la buluu angavu juu ya mlango mpana wa mto ulio tambarare.',
      },
    },
    {
      src: 'photos/boats-lakeshore-sunset-01',
      alt: 'Wooden rowing boats resting on a pebbly lakeshore beneath a glowing orange sunset sky.',
      sw: {
        alt: 'Mashua za mbao za kupiga makasia zikiwa ufukweni mwa ziwa wenye kokoto, chini ya anga la machweo linalong’aa kwa rangi ya chungwa.',
      },
    },
    {
      src: 'photos/paint-brushes-01',
      alt: 'Close-up of well-used paint brushes loaded with bright blue, pink and green paint.',
      sw: {
        alt: 'Picha ya karibu ya brashi za rangi zilizotumika sana, zimejaa rangi angavu ya buluu, waridi na kijani.',
      },
    },
    {
      src: 'photos/mariachi-band-01',
      alt: 'A band in matching uniforms playing guitars and trumpets at an evening event.',
      sw: { alt: 'Bendi iliyovaa sare zinazofanana ikipiga gitaa na tarumbeta kwenye hafla ya jioni.' },
    },
    {
      src: 'photos/storm-clouds-sunset-01',
      alt: 'Dramatic storm clouds glowing orange at sunset above a dark line of hills.',
      sw: {
        alt: 'Mawingu mazito ya dhoruba yakiwaka kwa rangi ya chungwa wakati wa machweo juu ya mstari wa milima yenye giza.',
      },
    },
    {
      src: 'photos/espresso-cup-01',
      alt: 'An espresso in a red cup and saucer with a silver spoon on a wooden table.',
      sw: {
        alt: 'Espresso ndani ya kikombe chekundu na sahani yake, pamoja na kijiko cha fedha, juu ya meza ya mbao.',
      },
    },
    {
      src: 'photos/wildflower-meadow-01',
      alt: 'A meadow full of pink and purple wildflowers in soft focus.',
      sw: { alt: 'Uwanda uliojaa maua ya porini ya waridi na zambarau, yakionekana kwa ukungu laini.' },
    },
    {
      src: 'photos/suspension-bridge-night-01',
      alt: 'A stone-towered suspension bridge glowing with warm lights at night above a reflective river.',
      sw: {
        alt: 'Daraja linaloning’inia lenye minara ya mawe likiwaka kwa taa za joto usiku juu ya mto unaoakisi mwanga.',
      },
    },
    {
      src: 'photos/mountain-trail-01',
      alt: 'A hiking trail crossing a grassy upland towards jagged rocky peaks under dramatic clouds.',
      sw: {
        alt: 'Njia ya matembezi ikikatiza nyanda za juu zenye nyasi kuelekea vilele vya miamba chini ya mawingu mazito.',
      },
    },
    {
      src: 'photos/dandelions-sunset-01',
      alt: 'Dandelion seed heads glowing in warm backlight across a meadow at sunset.',
      sw: {
        alt: 'Vichwa vya mbegu za dandelion vikiwaka katika mwanga wa joto wa nyuma kote uwandani wakati wa machweo.',
      },
    },
  ],
};

/** The words of /portfolio. */
export const portfolio: StudioContent['portfolio'] = {
  intro: {
    eyebrow: 'Portfolio',
    title: 'Work we are proud of',
    lead: 'A selection from more than 300 projects across Kenya: weddings on the coast and in the highlands, match days, brand campaigns and the events that bring Nairobi together.',
    // "Portfolio" is the word Nairobi uses in Kiswahili too.
    sw: {
      eyebrow: 'Portfolio',
      title: 'Kazi tunayojivunia',
      lead: 'Uteuzi kutoka kwa zaidi ya miradi 300 kote Kenya: harusi pwani na nyanda za juu, siku za mechi, kampeni za chapa na matukio yanayoleta Nairobi pamoja.',
    },
  },
  tabs: [
    {
      key: 'weddings',
      label: 'Weddings',
      title: 'Weddings',
      description:
        'Beach ceremonies in Diani, lakeside vows in Naivasha and garden receptions in Karen: the light, the places and the details couples remember.',
      sw: {
        label: 'Harusi',
        title: 'Harusi',
        description:
          'Sherehe za ufukweni Diani, viapo kando ya ziwa Naivasha na karamu bustanini Karen: mwanga, maeneo na maelezo madogo ambayo maharusi hukumbuka.',
      },
    },
    {
      key: 'sports',
      label: 'Sports',
      title: 'Sports and the outdoors',
      description:
        'Match days, tournaments, trail races and the landscapes our athletes train in, shot with fast lenses and a lot of patience.',
      sw: {
        label: 'Michezo',
        title: 'Michezo na maisha ya nje',
        description:
          'Siku za mechi, mashindano, mbio za milimani na mandhari ambamo wanariadha wetu hufanya mazoezi, zilizopigwa kwa lenzi za kasi na subira nyingi.',
      },
    },
    {
      key: 'commercials',
      label: 'Commercials',
      title: 'Commercials',
      description:
        'Food, product and brand photography for Kenyan companies, lit and styled in our Westlands studio or on location.',
      sw: {
        label: 'Matangazo',
        title: 'Matangazo',
        description:
          'Picha za vyakula, bidhaa na chapa kwa kampuni za Kenya, zikiwa na mwanga na mpangilio katika studio yetu ya Westlands au mahali penyewe.',
      },
    },
    {
      key: 'events',
      label: 'Events',
      title: 'Events',
      description:
        'Concerts, festivals, galas and launches: the stage, the crowd and everything in between, delivered while the news is still fresh.',
      sw: {
        label: 'Matukio',
        title: 'Matukio',
        description:
          'Tamasha za muziki, sherehe, dhifa na uzinduzi: jukwaa, umati na kila kilicho katikati, tukiwasilisha picha habari zingali mpya.',
      },
    },
  ],
};

/** The words of /gallery. */
export const galleryPage: StudioContent['galleryPage'] = {
  eyebrow: 'Gallery',
  title: 'Light, colour and the moments in between',
  lead: 'Favourites from our archive, chosen by the team: weddings, wildlife, food, cities and the quiet details we cannot stop photographing. Select any photograph to see it full size.',
  sw: {
    eyebrow: 'Matunzio',
    title: 'Mwanga, rangi na matukio ya katikati',
    lead: 'Picha tunazozipenda kutoka kwenye hifadhi yetu, zilizochaguliwa na timu: harusi, wanyamapori, vyakula, miji na maelezo madogo tusiyoweza kuacha kuyapiga picha. Chagua picha yoyote uione kwa ukubwa kamili.',
  },
};
