import type { StudioContent } from '@studio/shared';
import { contactDetails } from './seed/contact-details';
import { searchIndex } from './seed/search-index';
import { socialLinks } from './seed/social-links';
import { about } from './seed/about';
import { faqs } from './seed/faqs';
import { claims, ctaBanners, heroSlides, home } from './seed/home';
import { partners } from './seed/partners';
import { team } from './seed/team';
import { testimonials, testimonialsPage } from './seed/testimonials';
import { galleryPage, imageLibrary, portfolio } from './seed/image-library';
import { services, servicesPage, uniqueServices } from './seed/services';
import { contactPage, pageHeadings } from './seed/page-headings';

/**
 * The studio's launch content (docs/rules/public-pages.md#studio-content), one module per area under ./seed. Seeded into
 * `studio_content` once per key; after that the database is the copy staff edit, and this only
 * fills keys that are missing.
 */
export const studioContentSeed: StudioContent = {
  searchIndex,
  home,
  heroSlides,
  ctaBanners,
  claims,
  partners,
  testimonials,
  testimonialsPage,
  faqs,
  team,
  about,
  contactDetails,
  socialLinks,
  services,
  servicesPage,
  uniqueServices,
  imageLibrary,
  portfolio,
  galleryPage,
  contactPage,
  pageHeadings,
  // Photographs staff upload from the console (studio-images.*.ts beside this file); none at launch.
  imageUploads: [],
};
