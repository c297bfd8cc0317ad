import type { StudioContent } from '@studio/shared';

/** docs/rules/product.md#screens: nine entries; 'Popular' is an index category only, linked literally (docs/rules/photographers-and-portfolios.md#public-directory). */
export const searchIndex: StudioContent['searchIndex'] = [
  { name: 'Wedding Photography', link: '/portfolio/weddings', category: 'Portfolio' },
  { name: 'Sports Photography', link: '/portfolio/sports', category: 'Portfolio' },
  { name: 'Event Coverage', link: '/services/event-coverage', category: 'Services' },
  { name: 'Our Services', link: '/services', category: 'Services' },
  { name: 'Photo Editing Tips', link: '/blogs/editing-tips', category: 'Blogs' },
  { name: 'Studio Blog', link: '/blogs', category: 'Blogs' },
  { name: 'Contact Us', link: '/contact', category: 'Contact' },
  { name: 'Client Testimonials', link: '/testimonials', category: 'Testimonials' },
  { name: 'Popular Photographers', link: '/popular/photographer/:id', category: 'Popular' },
];
