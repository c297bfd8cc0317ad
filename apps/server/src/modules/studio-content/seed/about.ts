import type { StudioContent } from '@studio/shared';

/** The /about page (docs/rules/public-pages.md#studio-content). */
export const about: StudioContent['about'] = {
  banner: {
    title: 'About Picha Studio',
    description:
      '“Picha” is Swahili for picture. Since 2014 we have photographed and filmed weddings, families, events and brands across Kenya from our studio in Westlands, Nairobi.',
    image: 'photos/dandelions-sunset-01',
    // docs/rules/public-pages.md#languages: each section's Kiswahili beside its English.
    sw: {
      title: 'Kuhusu Picha Studio',
      description:
        'Tangu 2014 tumepiga picha na kurekodi video za harusi, familia, hafla na chapa kote Kenya, kutoka studio yetu Westlands, Nairobi.',
    },
  },
  story: {
    title: 'Our story',
    paragraphs: [
      'Picha Studio began as one photographer with a borrowed flash and a wedding in Limuru. Word spread from couple to couple, and a decade later we are a team of photographers, cinematographers and editors with over 300 projects behind us, from intimate ruracios to conferences of two thousand people.',
      'What has not changed is how we work: we listen first, plan for the light, and take as much care over a family portrait in Kisumu as over a campaign for a national brand.',
    ],
    sw: {
      title: 'Hadithi yetu',
      paragraphs: [
        'Picha Studio ilianza na mpiga picha mmoja, flash ya kuazima na harusi moja Limuru. Habari zilienea kutoka kwa wanandoa mmoja hadi mwingine, na miaka kumi baadaye sisi ni timu ya wapiga picha, wapiga video na wahariri, na zaidi ya miradi 300 nyuma yetu, kuanzia ruracio ndogo za kifamilia hadi makongamano ya watu elfu mbili.',
        'Kisichobadilika ni jinsi tunavyofanya kazi: tunasikiliza kwanza, tunapanga kwa ajili ya mwanga, na tunatunza picha ya familia Kisumu kwa uangalifu ule ule tunaoweka kwenye kampeni ya chapa kubwa ya kitaifa.',
      ],
    },
  },
  carousel: [
    {
      image: 'photos/giraffes-savanna-01',
      caption: 'Between assignments: giraffes in the bush.',
      sw: { caption: 'Kati ya kazi moja na nyingine: twiga porini.' },
    },
    {
      image: 'photos/tropical-jetty-beach-01',
      caption: 'Destination weddings take us to the coast.',
      sw: { caption: 'Harusi za mbali hutupeleka pwani.' },
    },
    {
      image: 'photos/lounge-wine-drum-01',
      caption: 'Interiors and real estate, lit to feel lived in.',
      sw: { caption: 'Ndani ya nyumba na majengo, kwa mwanga unaoonyesha maisha ndani yake.' },
    },
    {
      image: 'photos/paint-brushes-01',
      caption: 'Details for brands and makers, up close.',
      sw: { caption: 'Maelezo madogo kwa chapa na mafundi, kwa karibu.' },
    },
    {
      image: 'photos/mountain-trail-01',
      caption: 'We go where the story is, trail or town.',
      sw: { caption: 'Tunaenda hadithi ilipo, njiani milimani au mjini.' },
    },
    {
      image: 'photos/jetty-fog-mono-01',
      caption: 'Quiet pictures have a place in every gallery.',
      sw: { caption: 'Picha tulivu zina nafasi katika kila gallery.' },
    },
  ],
  values: [
    {
      title: 'Happiness',
      description:
        'A relaxed client takes the best pictures. We keep shoots light and kind, and we measure our work by how you feel when the gallery arrives.',
      sw: {
        title: 'Furaha',
        description:
          'Mteja aliyetulia hupigwa picha bora zaidi. Tunafanya shoot ziwe nyepesi na za upole, na tunapima kazi yetu kwa jinsi unavyojisikia gallery yako inapofika.',
      },
    },
    {
      title: 'Integrity',
      description:
        'Clear prices in shillings, contracts in plain language, and deadlines we keep. If something goes wrong, you hear it from us first.',
      sw: {
        title: 'Uadilifu',
        description:
          'Bei zilizo wazi kwa shilingi, mikataba kwa lugha rahisi, na tarehe tunazotimiza. Jambo likienda vibaya, utalisikia kutoka kwetu kwanza.',
      },
    },
    {
      title: 'Excellence',
      description:
        'Two cameras on every wedding, backed-up cards before we leave the venue, and every image edited by hand. Good enough is not the standard.',
      sw: {
        title: 'Ubora',
        description:
          'Kamera mbili kwenye kila harusi, kadi zenye nakala kabla hatujaondoka ukumbini, na kila picha huhaririwa kwa mkono. "Inatosha" si kiwango chetu.',
      },
    },
  ],
  vision: {
    title: 'Our vision',
    paragraphs: [
      'We want every Kenyan family, couple and business to be able to find a photographer they trust, at a price they understand, anywhere in the country.',
      'That is why the studio also runs a community of independent photographers: to give great local talent a fair place to be found, and clients a simpler way to book.',
    ],
    sw: {
      title: 'Maono yetu',
      paragraphs: [
        'Tunataka kila familia, wanandoa na biashara Kenya waweze kupata mpiga picha wanayemwamini, kwa bei wanayoielewa, popote nchini.',
        'Ndiyo sababu studio pia inaendesha jumuiya ya wapiga picha huru: kuwapa vipaji bora vya hapa nyumbani nafasi ya haki ya kupatikana, na wateja njia rahisi zaidi ya kuweka nafasi.',
      ],
    },
  },
  community: {
    title: 'A home for Kenyan photographers',
    description:
      'Are you a photographer or videographer? Join our community and let clients across Kenya find you by your work, not by who you know.',
    points: [
      'A public portfolio with your best images and one showreel',
      'Inquiries from clients straight to your dashboard and inbox',
      'Profile views, bookings and activity at a glance',
      'Free to join, and clients contact you directly',
    ],
    joinLabel: 'Join the community',
    image: 'photos/forest-path-01',
    sw: {
      title: 'Nyumbani kwa wapiga picha wa Kenya',
      description:
        'Wewe ni mpiga picha au mpiga video? Jiunge na jumuiya yetu na uwaruhusu wateja kote Kenya wakupate kwa kazi yako, si kwa unayemjua.',
      points: [
        'Portfolio ya umma yenye picha zako bora na showreel moja',
        'Maombi ya wateja moja kwa moja kwenye dashboard na inbox yako',
        'Waliotazama wasifu wako, bookings na shughuli kwa mtazamo mmoja',
        'Kujiunga ni bure, na wateja wanawasiliana nawe moja kwa moja',
      ],
      joinLabel: 'Jiunge na jumuiya',
    },
  },
  team: {
    title: 'The people behind the lens',
    description: 'A small, close team: everyone you meet on the day is someone who works with us all year.',
    sw: {
      title: 'Watu walio nyuma ya lenzi',
      description:
        'Timu ndogo iliyoshikamana: kila utakayekutana naye siku hiyo ni mtu anayefanya kazi nasi mwaka mzima.',
    },
  },
};
