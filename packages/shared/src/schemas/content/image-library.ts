import { z } from 'zod/mini';
import { PORTFOLIO_TABS } from '../../portfolio-tabs';
import { GALLERY_IMAGES_MAX, PORTFOLIO_GROUP_MAX, studioImagesTexts as t } from '../../texts/studio-images';
import { contentText } from './home';
import { englishFieldsSchema, kiswahiliVersion, swText } from './kiswahili';
import { imageAltSchema, imageAltSwSchema, libraryImageIdSchema, uniqueImages } from './studio-images';

/** A portfolio tab's photographs: of the media library ("photos/…") or uploaded ("upload:…"), each once. */
const group = z.array(libraryImageIdSchema).check(
  z.minLength(1, { error: () => t.groupEmpty }),
  z.maxLength(PORTFOLIO_GROUP_MAX, { error: () => t.groupTooMany }),
  uniqueImages<string>(
    (id) => id,
    (i) => [i],
  ),
);

/** docs/rules/product.md#entities "Image library groups": sports, weddings, commercials, events (lists of src); gallery images have src and alt. */
export const imageLibrarySchema = z.object({
  weddings: group,
  sports: group,
  commercials: group,
  events: group,
  gallery: z
    .array(
      z.object({
        src: libraryImageIdSchema,
        alt: imageAltSchema,
        /** docs/rules/public-pages.md#languages: the description in Kiswahili, optional (the English shows where there is none). */
        sw: imageAltSwSchema,
        english: englishFieldsSchema,
      }),
    )
    .check(
      z.minLength(1, { error: () => t.galleryEmpty }),
      z.maxLength(GALLERY_IMAGES_MAX, { error: () => t.galleryTooMany }),
      uniqueImages<{ src: string }>(
        (item) => item.src,
        (i) => [i, 'src'],
      ),
    ),
});
export type ImageLibrary = z.infer<typeof imageLibrarySchema>;

/** The words of /portfolio: its intro and what each tab is about. */
export const portfolioContentSchema = z.object({
  intro: z.object({
    eyebrow: contentText(),
    title: contentText(),
    lead: contentText(),
    ...kiswahiliVersion({ eyebrow: swText(), title: swText(), lead: swText() }),
  }),
  tabs: z
    .array(
      z.object({
        key: z.enum(PORTFOLIO_TABS),
        label: contentText(),
        title: contentText(),
        description: contentText(),
        ...kiswahiliVersion({ label: swText(), title: swText(), description: swText() }),
      }),
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
export const galleryPageSchema = z.object({
  eyebrow: contentText(),
  title: contentText(),
  lead: contentText(),
  ...kiswahiliVersion({ eyebrow: swText(), title: swText(), lead: swText() }),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;
