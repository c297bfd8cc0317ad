import type { StudioContent } from '@studio/shared';

/** docs/rules/product.md#entities: three testimonials; the authors are fictional and shown with initials avatars. */
export const testimonials: StudioContent['testimonials'] = [
  {
    id: 'esther-and-kevin',
    name: 'Esther Mwangi',
    occasion: 'Wedding at Lake Naivasha',
    feedback:
      'It rained all morning and we were close to tears, but the team had a plan for every corner of the venue. When the sky cleared at five they took us down to the water and those are now the photos on every wall of our house. The film made my father cry, twice.',
    image: 'portraits/avatar-testimonial-01',
  },
  {
    id: 'felix-omondi',
    name: 'Felix Omondi',
    occasion: 'Product launch and menu shoot, Westlands',
    feedback:
      'We needed launch photos, a new menu and a month of social content in two weeks. Picha Studio shot everything in two days, had a highlights reel online the same evening and delivered every file named and sized for each platform. Our orders went up the week the menu changed.',
    image: 'portraits/avatar-testimonial-02',
  },
  {
    id: 'grace-achieng',
    name: 'Grace Achieng',
    occasion: 'Birthday and family portraits, Kisumu',
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
};
