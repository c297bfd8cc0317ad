/**
 * The studio console's Gallery and Portfolio pages (docs/rules/history.md#issue-14, docs/rules/photographers-and-portfolios.md#uploads, docs/rules/public-pages.md#studio-content): the studio's uploaded
 * photographs, the gallery's and each portfolio tab's list, and the API's messages about them.
 * The limits (`mb`, `max`) are filled in by ../../texts/studio-images.ts from its constants.
 */
export default {
  kinds: { media: 'Media library', gallery: 'Gallery', portfolio: 'Portfolio' },
  /** The heading of the gallery's and the portfolio's photographs, under their page's words. */
  photographs: 'Photographs',
  kindIntros: {
    media:
      'Your own photographs, for every picture of the site: upload many at once, describe each, then choose them in any slide, service, band, portrait, logo, the gallery or the portfolio.',
    gallery:
      'The photographs of /gallery, in the order shown (drag a tile, or use its arrows), each with its description for people who cannot see it.',
    portfolio: 'The photographs of each /portfolio tab, in the order shown.',
  },
  tabsLabel: 'Portfolio tabs',
  tabs: { weddings: 'Weddings', sports: 'Sports', commercials: 'Commercials', events: 'Events' },
  /** A photograph's place in a list: "Photograph 3". */
  item: 'Photograph {n}',
  fields: { src: 'Photograph', alt: 'Description (alt text)' },
  libraryGroup: 'Media library',
  uploadsGroup: 'Uploaded photographs',
  /** An uploaded photograph in a picker; `alt`: its description, cut to 40 characters. */
  uploadedLabel: 'Uploaded: {alt}',
  addFromLibrary: 'Add a photograph',
  upload: {
    title: 'Upload a photograph',
    /** `mb`: IMAGE_MAX_BYTES in MB. */
    intro:
      "JPEG, PNG, WebP or AVIF up to {mb} MB. Web sizes are made and the camera's data (place, device) is removed.",
    file: 'Photograph file',
    alt: 'Description of the new photograph (alt text)',
    altHint: 'What the photograph shows, for people who cannot see it.',
    action: 'Upload and add',
    uploading: 'Uploading…',
    done: 'Uploaded and added at the end of the list.',
  },

  // The API's messages
  altRequired: 'Describe the photograph (alt text).',
  /** `max`: STUDIO_IMAGE_ALT_MAX. */
  altTooLong: 'Keep the description to {max} characters.',
  wrongField: "Please send the photograph in the field 'image' and its description in 'alt'.",
  tooMany: 'Please send one photograph at a time.',
  type: 'Please choose a JPEG, PNG, WebP or AVIF photograph.',
  /** `mb`: IMAGE_MAX_BYTES in MB. */
  tooLarge: 'The photograph must be at most {mb} MB.',
  required: 'Choose a photograph to upload.',
  /** `max`: STUDIO_IMAGES_MAX. */
  libraryFull: 'The studio keeps at most {max} uploaded photographs.',
  unknownImage: 'This photograph is not in the media library or the uploaded photographs.',
  badImageId: 'Choose a photograph of the media library or an uploaded one.',
  duplicate: 'This photograph is in the list already.',
  galleryEmpty: 'Keep at least one photograph in the gallery.',
  /** `max`: GALLERY_IMAGES_MAX. */
  galleryTooMany: 'The gallery shows at most {max} photographs.',
  groupEmpty: 'Keep at least one photograph in each tab.',
  /** `max`: PORTFOLIO_GROUP_MAX. */
  groupTooMany: 'Each tab shows at most {max} photographs.',

  notFound: 'There is no such uploaded photograph.',
  inUse:
    'A page of the site or an unpublished draft shows this photograph (the gallery, a portfolio tab, a slide, a service…): replace it there and publish first.',
  uploaded: {
    title: 'Uploaded photographs',
    none: 'No photograph uploaded yet.',
    shown: 'Shown on the site',
    /** `alt`: the photograph's description. */
    remove: 'Delete the uploaded photograph “{alt}”',
    removeLabel: 'Delete',
    confirm: 'Delete this uploaded photograph?',
    confirmDetail: '“{alt}” and its files are deleted for good.',
    shownHint: 'Take it out of the gallery and the portfolio and save before deleting it.',
    removed: 'The photograph and its files are deleted.',
  },

  /** The audit log's words for this section's actions. */
  auditActions: {
    'content.image.upload': 'Uploaded a photograph',
    'content.image.delete': 'Deleted an uploaded photograph',
    'content.image.describe': 'Described an uploaded photograph',
  } as Readonly<Record<string, string>>,
  uploadsLabel: 'Uploaded photographs',
} as const;
