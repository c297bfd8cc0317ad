import { IMAGE_MAX_BYTES } from '../constants';

/** Longest description an image of the gallery, a portfolio or the studio's uploads may have. */
export const STUDIO_IMAGE_ALT_MAX = 300;
/** Most photographs the gallery lists, and each portfolio tab. */
export const GALLERY_IMAGES_MAX = 36;
export const PORTFOLIO_GROUP_MAX = 24;
/** Most photographs the studio's own upload library keeps. */
export const STUDIO_IMAGES_MAX = 300;

/**
 * The studio console's Gallery and Portfolio pages (docs/rules/history.md#issue-14, docs/rules/photographers-and-portfolios.md#uploads, docs/rules/public-pages.md#studio-content): the studio's uploaded
 * photographs, the gallery's and each portfolio tab's list, and the API's messages about them.
 */
export const studioImagesTexts = {
  kinds: { media: 'Media library', gallery: 'Gallery', portfolio: 'Portfolio' },
  kindIntros: {
    media:
      'Your own photographs, for every picture of the site: upload many at once, describe each, then choose them in any slide, service, band, portrait, logo, the gallery or the portfolio.',
    gallery:
      'The photographs of /gallery, in the order shown (drag a tile, or use its arrows), each with its description for people who cannot see it.',
    portfolio: 'The photographs of each /portfolio tab, in the order shown.',
  },
  tabsLabel: 'Portfolio tabs',
  tabs: { weddings: 'Weddings', sports: 'Sports', commercials: 'Commercials', events: 'Events' },
  item: (n: number) => `Photograph ${n}`,
  fields: { src: 'Photograph', alt: 'Description (alt text)' },
  libraryGroup: 'Media library',
  uploadsGroup: 'Uploaded photographs',
  uploadedLabel: (alt: string) => `Uploaded: ${alt.length > 40 ? `${alt.slice(0, 39)}…` : alt}`,
  addFromLibrary: 'Add a photograph',
  upload: {
    title: 'Upload a photograph',
    intro: `JPEG, PNG, WebP or AVIF up to ${IMAGE_MAX_BYTES / 1024 / 1024} MB. Web sizes are made and the camera's data (place, device) is removed.`,
    file: 'Photograph file',
    alt: 'Description of the new photograph (alt text)',
    altHint: 'What the photograph shows, for people who cannot see it.',
    action: 'Upload and add',
    uploading: 'Uploading…',
    done: 'Uploaded and added at the end of the list.',
  },

  // The API's messages
  altRequired: 'Describe the photograph (alt text).',
  altTooLong: `Keep the description to ${STUDIO_IMAGE_ALT_MAX} characters.`,
  wrongField: "Please send the photograph in the field 'image' and its description in 'alt'.",
  tooMany: 'Please send one photograph at a time.',
  type: 'Please choose a JPEG, PNG, WebP or AVIF photograph.',
  tooLarge: `The photograph must be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  required: 'Choose a photograph to upload.',
  libraryFull: `The studio keeps at most ${STUDIO_IMAGES_MAX} uploaded photographs.`,
  unknownImage: 'This photograph is not in the media library or the uploaded photographs.',
  badImageId: 'Choose a photograph of the media library or an uploaded one.',
  duplicate: 'This photograph is in the list already.',
  galleryEmpty: 'Keep at least one photograph in the gallery.',
  galleryTooMany: `The gallery shows at most ${GALLERY_IMAGES_MAX} photographs.`,
  groupEmpty: 'Keep at least one photograph in each tab.',
  groupTooMany: `Each tab shows at most ${PORTFOLIO_GROUP_MAX} photographs.`,

  notFound: 'There is no such uploaded photograph.',
  inUse:
    'A page of the site or an unpublished draft shows this photograph (the gallery, a portfolio tab, a slide, a service…): replace it there and publish first.',
  uploaded: {
    title: 'Uploaded photographs',
    none: 'No photograph uploaded yet.',
    shown: 'Shown on the site',
    remove: (alt: string) => `Delete the uploaded photograph “${alt}”`,
    removeLabel: 'Delete',
    confirm: 'Delete this uploaded photograph?',
    confirmDetail: (alt: string) => `“${alt}” and its files are deleted for good.`,
    shownHint: 'Take it out of the gallery and the portfolio and save before deleting it.',
    removed: 'The photograph and its files are deleted.',
  },

  /** The audit log's words for this section's actions. */
  auditActions: {
    'content.image.upload': 'Uploaded a photograph',
    'content.image.delete': 'Deleted an uploaded photograph',
    'content.image.describe': 'Described an uploaded photograph',
  } as Record<string, string>,
  uploadsLabel: 'Uploaded photographs',
} as const;
