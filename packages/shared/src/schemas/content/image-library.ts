import { z } from 'zod/mini';
import { GALLERY_TILE_COUNT } from '../../constants';
import { PORTFOLIO_TABS } from '../../portfolio-tabs';
import { contentText, mediaIdSchema } from './home';

const photoId = mediaIdSchema.check(z.startsWith('photos/', 'Use a photograph of the media library (photos/…).'));
const group = z.array(photoId).check(z.minLength(1), z.maxLength(24));

/** SPEC 3 "Image library groups": sports, weddings, commercials, events (lists of src); gallery images have src and alt. */
export const imageLibrarySchema = z.object({
  weddings: group,
  sports: group,
  commercials: group,
  events: group,
  gallery: z
    .array(z.object({ src: photoId, alt: contentText() }))
    .check(z.length(GALLERY_TILE_COUNT, `The gallery shows ${GALLERY_TILE_COUNT} photographs.`)),
});
export type ImageLibrary = z.infer<typeof imageLibrarySchema>;

/** The words of /portfolio: its intro and what each tab is about. */
export const portfolioContentSchema = z.object({
  intro: z.object({ eyebrow: contentText(), title: contentText(), lead: contentText() }),
  tabs: z
    .array(
      z.object({ key: z.enum(PORTFOLIO_TABS), label: contentText(), title: contentText(), description: contentText() }),
    )
    .check(
      z.refine(
        (tabs) => tabs.length === PORTFOLIO_TABS.length && PORTFOLIO_TABS.every((key, i) => tabs[i]?.key === key),
        `List the tabs ${PORTFOLIO_TABS.join(', ')} once each, in that order.`,
      ),
    ),
});
export type PortfolioContent = z.infer<typeof portfolioContentSchema>;

/** The words of /gallery. */
export const galleryPageSchema = z.object({ eyebrow: contentText(), title: contentText(), lead: contentText() });
export type GalleryPage = z.infer<typeof galleryPageSchema>;
