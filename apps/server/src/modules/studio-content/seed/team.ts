import type { StudioContent } from '@studio/shared';

/**
 * docs/rules/product.md#screens /about: four members. Fictional people, shown with generated initials avatars; no social
 * links, since any handle given to a fictional person could belong to a real one.
 */
export const team: StudioContent['team'] = [
  {
    id: 'amani-wanjiru',
    name: 'Amani Wanjiru',
    role: 'Founder and CEO',
    // docs/rules/public-pages.md#languages: the role, bio and description in Kiswahili; the name stays.
    sw: {
      role: 'Mwanzilishi na Mkurugenzi Mtendaji',
      bio: 'Amani alianzisha Picha Studio mwaka 2014 akiwa na kamera moja, flash ya kuazima na harusi moja Limuru. Bado hupiga picha za harusi chache kila msimu.',
      description:
        'Yeye huongoza kila mazungumzo na mteja katika wiki ya kwanza ya booking, na hukagua kila gallery kabla haijakabidhiwa.',
    },
    bio: 'Amani started Picha Studio in 2014 with one camera, a borrowed flash and a wedding in Limuru. She still shoots a handful of weddings every season.',
    description:
      'She leads every client conversation in the first week of a booking and reviews each gallery before it is delivered.',
    image: 'portraits/avatar-team-01',
  },
  {
    id: 'brian-otieno',
    name: 'Brian Otieno',
    role: 'Photo Editor',
    sw: {
      role: 'Mhariri wa Picha',
      bio: 'Brian hurekebisha rangi na kusafisha kila picha inayotoka studio. Yeye ndiye sababu ngozi huonekana kama ngozi halisi, iwe chini ya jua kali la mchana Nairobi au jioni pwani.',
      description: 'Pia huendesha warsha zetu za rangi kwa wapiga picha wa jumuiya.',
    },
    bio: 'Brian grades and retouches every image that leaves the studio. He is the reason skin tones look like skin, under Nairobi noon sun or coastal dusk alike.',
    description: 'He also runs our colour workshops for photographers in the community.',
    image: 'portraits/avatar-team-02',
  },
  {
    id: 'cynthia-nduta',
    name: 'Cynthia Nduta',
    role: 'Cinematic Videographer',
    sw: {
      role: 'Mpiga Video wa Kisinema',
      bio: 'Cynthia huongoza video zetu za harusi na za chapa. Alikuja studio kutoka kazi ya filamu za makala huko Turkana, na bado anapendelea mwanga wa asili na matukio halisi kuliko kupanga mandhari.',
      description:
        'Video zake fupi za harusi kwa kawaida huwa chini ya dakika nne, kwa sababu anaamini zilizo bora hukuacha ukitamani zaidi.',
    },
    bio: 'Cynthia directs our wedding and brand films. She came to the studio from documentary work in Turkana and still prefers natural light and real moments to staging.',
    description:
      'Her highlight films are usually under four minutes, because she believes the best ones leave you wanting more.',
    image: 'portraits/avatar-team-03',
  },
  {
    id: 'david-kiprono',
    name: 'David Kiprono',
    role: 'Software Developer',
    sw: {
      role: 'Msanidi Programu',
      bio: 'David hujenga tovuti, gallery za wateja na soko linalounganisha wapiga picha na wateja kote Kenya.',
      description:
        'Anahakikisha kurasa zinafunguka haraka kwenye simu yenye mtandao hafifu, kwa sababu hivyo ndivyo wateja wetu wengi huziona.',
    },
    bio: 'David builds the website, the client galleries and the marketplace that connects photographers with clients across Kenya.',
    description:
      'He makes sure pages load quickly on a phone with a patchy signal, because that is how most of our clients see them.',
    image: 'portraits/avatar-team-04',
  },
];
