import type { StudioContent } from '@studio/shared';

/** The /about page (docs/rules/public-pages.md#studio-content). */
export const about: StudioContent['about'] = {
  banner: {
    title: 'About Picha Studio',
    description:
      '“Picha” is Swahili for picture. Since 2014 we have photographed and filmed weddings, families, events and brands across Kenya from our studio in Westlands, Nairobi.',
    image: 'photos/dandelions-sunset-01',
  },
  story: {
    title: 'Our story',
    paragraphs: [
      'Picha Studio began as one photographer with a borrowed flash and a wedding in Limuru. Word spread from couple to couple, and a decade later we are a team of photographers, cinematographers and editors with over 300 projects behind us, from intimate ruracios to conferences of two thousand people.',
      'What has not changed is how we work: we listen first, plan for the light, and take as much care over a family portrait in Kisumu as over a campaign for a national brand.',
    ],
  },
  carousel: [
    { image: 'photos/giraffes-savanna-01', caption: 'Between assignments: giraffes in the bush.' },
    { image: 'photos/tropical-jetty-beach-01', caption: 'Destination weddings take us to the coast.' },
    { image: 'photos/lounge-wine-drum-01', caption: 'Interiors and real estate, lit to feel lived in.' },
    { image: 'photos/paint-brushes-01', caption: 'Details for brands and makers, up close.' },
    { image: 'photos/mountain-trail-01', caption: 'We go where the story is, trail or town.' },
    { image: 'photos/jetty-fog-mono-01', caption: 'Quiet pictures have a place in every gallery.' },
  ],
  values: [
    {
      title: 'Happiness',
      description:
        'A relaxed client takes the best pictures. We keep shoots light and kind, and we measure our work by how you feel when the gallery arrives.',
    },
    {
      title: 'Integrity',
      description:
        'Clear prices in shillings, contracts in plain language, and deadlines we keep. If something goes wrong, you hear it from us first.',
    },
    {
      title: 'Excellence',
      description:
        'Two cameras on every wedding, backed-up cards before we leave the venue, and every image edited by hand. Good enough is not the standard.',
    },
  ],
  vision: {
    title: 'Our vision',
    paragraphs: [
      'We want every Kenyan family, couple and business to be able to find a photographer they trust, at a price they understand, anywhere in the country.',
      'That is why the studio also runs a community of independent photographers: to give great local talent a fair place to be found, and clients a simpler way to book.',
    ],
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
  },
  team: {
    title: 'The people behind the lens',
    description: 'A small, close team: everyone you meet on the day is someone who works with us all year.',
  },
};
