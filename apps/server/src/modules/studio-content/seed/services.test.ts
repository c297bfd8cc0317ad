import {
  GALLERY_IMAGES_MAX,
  GALLERY_TILE_COUNT,
  studioImagesTexts,
  imageLibrarySchema,
  PORTFOLIO_TABS,
  portfolioContentSchema,
  SERVICE_SLUGS,
  servicesPageSchema,
  servicesSchema,
  uniqueServicesSchema,
} from '@studio/shared';
import { mediaFile, mediaLibrary, photo } from '@studio/shared/media/media';
import { describe, expect, it } from 'vitest';
import { galleryPage, imageLibrary, portfolio } from './image-library';
import { services, servicesPage, uniqueServices } from './services';

describe('services content', () => {
  it('lists the ten services of SPEC 1 with the agreed slugs, each valid', () => {
    expect(servicesSchema.safeParse(services).success).toBe(true);
    expect(services.map((s) => s.slug)).toEqual([...SERVICE_SLUGS]);
    for (const s of services) {
      expect(s.startingPriceKes).toBeGreaterThan(0);
      for (const id of s.images) expect(photo(id), `${s.slug}: ${id}`).toBeDefined();
    }
    expect(services.filter((s) => s.featured).map((s) => s.slug)).toEqual(['weddings', 'birthdays']);
  });

  it('refuses a list with a service missing or twice, with a clear message', () => {
    const missing = servicesSchema.safeParse(services.slice(1));
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toMatch(/List each of the 10 services/);
    const twice = servicesSchema.safeParse([...services.slice(1), services[1]]);
    expect(twice.success).toBe(false);
  });

  it('has four wedding films that exist, with posters, some previewing on hover', () => {
    expect(servicesPageSchema.safeParse(servicesPage).success).toBe(true);
    const films = servicesPage.weddingFilms.films;
    expect(films).toHaveLength(4);
    for (const film of films) {
      const video = mediaFile(film.video);
      expect(video?.kind).toBe('video');
      expect(photo(video?.poster ?? '')).toBeDefined();
      expect(mediaLibrary[film.video]?.suggestedFor).toContain('wedding-videos');
    }
    expect(films.some((f) => f.previewOnHover)).toBe(true);
    for (const id of servicesPage.fashion.images) expect(photo(id)).toBeDefined();
  });

  it('sends the unique services Learn More to the wedding videos', () => {
    expect(uniqueServicesSchema.safeParse(uniqueServices).success).toBe(true);
    expect(uniqueServices.learnMoreLink).toBe('/services#wedding-videos');
    expect(uniqueServices.learnMoreLabel).toBe('Learn More');
  });
});

describe('image library content', () => {
  it('has the four portfolio groups of real photographs', () => {
    expect(imageLibrarySchema.safeParse(imageLibrary).success).toBe(true);
    for (const tab of PORTFOLIO_TABS) {
      expect(imageLibrary[tab].length).toBeGreaterThan(0);
      for (const id of imageLibrary[tab]) expect(photo(id), `${tab}: ${id}`).toBeDefined();
      expect(new Set(imageLibrary[tab]).size).toBe(imageLibrary[tab].length);
    }
  });

  it('has 27 gallery photographs, those marked for the gallery first, each with alt text', () => {
    const { gallery } = imageLibrary;
    expect(gallery).toHaveLength(GALLERY_TILE_COUNT);
    expect(new Set(gallery.map((g) => g.src)).size).toBe(GALLERY_TILE_COUNT);
    const marked = Object.entries(mediaLibrary)
      .filter(([, m]) => m.kind === 'photo' && m.suggestedFor.includes('gallery'))
      .map(([id]) => id);
    const firstMarked = gallery.slice(0, Math.min(marked.length, GALLERY_TILE_COUNT)).map((g) => g.src);
    for (const id of firstMarked) expect(marked).toContain(id);
    for (const g of gallery) {
      expect(photo(g.src)).toBeDefined();
      expect(g.alt.length).toBeGreaterThan(10);
    }
  });

  it('refuses an empty gallery, one over the limit and a photograph listed twice', () => {
    const empty = imageLibrarySchema.safeParse({ ...imageLibrary, gallery: [] });
    expect(empty.error?.issues[0]?.message).toBe(studioImagesTexts.galleryEmpty);
    const long = Array.from({ length: GALLERY_IMAGES_MAX + 1 }, (_, i) => ({ src: `photos/p-${i}`, alt: 'A photo.' }));
    const tooMany = imageLibrarySchema.safeParse({ ...imageLibrary, gallery: long });
    expect(tooMany.error?.issues[0]?.message).toBe(studioImagesTexts.galleryTooMany);
    const twice = imageLibrarySchema.safeParse({
      ...imageLibrary,
      gallery: [...imageLibrary.gallery.slice(0, 3), imageLibrary.gallery[0]!],
    });
    expect(twice.error?.issues).toEqual([
      expect.objectContaining({ path: ['gallery', 3, 'src'], message: studioImagesTexts.duplicate }),
    ]);
  });

  it('describes the four tabs in order, and the gallery page', () => {
    expect(portfolioContentSchema.safeParse(portfolio).success).toBe(true);
    expect(portfolio.tabs.map((t) => t.key)).toEqual([...PORTFOLIO_TABS]);
    const swapped = [portfolio.tabs[1], portfolio.tabs[0], ...portfolio.tabs.slice(2)];
    expect(portfolioContentSchema.safeParse({ ...portfolio, tabs: swapped }).success).toBe(false);
    expect(galleryPage.title.length).toBeGreaterThan(0);
  });
});
