import type { StudioContent } from '@studio/shared';

/** docs/rules/product.md#entities: three testimonials; the authors are fictional and shown with initials avatars. */
export const testimonials: StudioContent['testimonials'] = [
  {
    id: 'esther-and-kevin',
    name: 'Esther Mwangi',
    occasion: 'Wedding at Lake Naivasha',
    // docs/rules/public-pages.md#languages: the feedback and occasion in Kiswahili (the name stays).
    sw: {
      occasion: 'Harusi kando ya Ziwa Naivasha',
      feedback:
        'Mvua ilinyesha asubuhi yote na tulikuwa karibu kulia, lakini timu ilikuwa na mpango kwa kila kona ya ukumbi. Anga lilipotakata saa kumi na moja jioni walitupeleka kando ya maji, na hizo ndizo picha zilizo kwenye kila ukuta wa nyumba yetu sasa. Video ilimliza baba yangu, mara mbili.',
    },
    feedback:
      'It rained all morning and we were close to tears, but the team had a plan for every corner of the venue. When the sky cleared at five they took us down to the water and those are now the photos on every wall of our house. The film made my father cry, twice.',
    image: 'portraits/avatar-testimonial-01',
  },
  {
    id: 'felix-omondi',
    name: 'Felix Omondi',
    occasion: 'Product launch and menu shoot, Westlands',
    sw: {
      occasion: 'Uzinduzi wa bidhaa na picha za menyu, Westlands',
      feedback:
        'Tulihitaji picha za uzinduzi, menyu mpya na maudhui ya mwezi mzima ya mitandao ya kijamii ndani ya wiki mbili. Picha Studio walipiga kila kitu kwa siku mbili, wakaweka video fupi mtandaoni jioni ile ile na wakakabidhi kila faili likiwa na jina na ukubwa unaofaa kila jukwaa. Oda zetu zilipanda wiki ambayo menyu ilibadilika.',
    },
    feedback:
      'We needed launch photos, a new menu and a month of social content in two weeks. Picha Studio shot everything in two days, had a highlights reel online the same evening and delivered every file named and sized for each platform. Our orders went up the week the menu changed.',
    image: 'portraits/avatar-testimonial-02',
  },
  {
    id: 'grace-achieng',
    name: 'Grace Achieng',
    occasion: 'Birthday and family portraits, Kisumu',
    sw: {
      occasion: 'Siku ya kuzaliwa na picha za familia, Kisumu',
      feedback:
        'Nilimweka mpiga picha wa jumuiya kwa sherehe ya mama yangu kutimiza miaka sabini Kisumu. Kufikia mwisho wa siku aliijua familia yote, akanasa vizazi vinne kwenye picha moja, na gallery ilifika wiki moja mapema. Kuweka nafasi kupitia tovuti kulikuwa rahisi, na nilijua bei zake kabla sijampigia simu.',
    },
    feedback:
      'I booked a photographer from the community for my mother’s seventieth in Kisumu. She knew the family by the end of the day, caught all four generations in one frame, and the gallery arrived a week early. Booking through the site was easy, and I knew her prices before I called.',
    image: 'portraits/avatar-testimonial-03',
  },
];

/** The /testimonials page (a header search target). */
export const testimonialsPage: StudioContent['testimonialsPage'] = {
  title: 'Kind words from our clients',
  intro:
    'Couples, families and businesses across Kenya on what it was like to work with us, in their own words. We ask every client for feedback a month after their gallery is delivered; here are a few of their answers.',
  image: 'photos/lanterns-festival-01',
  imageAlt: 'Hundreds of small glowing lanterns in orange, red and blue, packed closely together.',
  sw: {
    title: 'Maneno mazuri kutoka kwa wateja wetu',
    intro:
      'Wanandoa, familia na biashara kote Kenya wakieleza ilivyokuwa kufanya kazi nasi, kwa maneno yao wenyewe. Tunamwomba kila mteja maoni mwezi mmoja baada ya gallery yake kukabidhiwa; haya ni baadhi ya majibu yao.',
    imageAlt: 'Mamia ya taa ndogo zinazong’aa za rangi ya chungwa, nyekundu na buluu, zimebanana pamoja.',
  },
};
