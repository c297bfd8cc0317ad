import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../constants';

/** How many photographs one bulk upload takes at most (each is its own request). */
export const BULK_UPLOAD_MAX = 40;

/**
 * docs/rules/history.md#issue-23: the studio's media library (bulk upload, descriptions, search), the picker that puts a
 * picture in any image slot of the studio's pages, and the count of places still showing samples.
 */
export const studioMediaTexts = {
  library: {
    title: 'Media library',
    intro:
      'Every photograph you upload can go in any picture of the site: hero slides, services, bands, team, testimonials, partners, the gallery and the portfolio.',
    search: 'Search the library',
    searchHint: 'By description or file name.',
    none: 'No photograph matches.',
    count: (shown: number, all: number) => (shown === all ? `${all} photographs` : `${shown} of ${all} photographs`),
    editAlt: (name: string) => `Description of ${name}`,
    saveAlt: 'Save description',
    altSaved: 'Description saved.',
  },
  bulk: {
    title: 'Upload photographs',
    intro: `Choose or drop several at once: JPEG, PNG, WebP or AVIF, up to ${IMAGE_MAX_BYTES / 1024 / 1024} MB each. Web sizes are made and the camera's data (place, device) is removed.`,
    choose: 'Choose photographs',
    drop: 'or drop them here',
    dropActive: 'Drop to upload',
    tooMany: (max: number) => `Upload at most ${max} photographs at a time; the first ${max} are uploading.`,
    defaultAlt: (fileName: string) => `Photograph ${fileName}`,
    altHint:
      'Each gets its file name as a description for now: give it a real one below, for people who cannot see it.',
    progress: (name: string) => `Uploading ${name}`,
    queued: 'Waiting',
    uploading: (percent: number) => `${percent}%`,
    processing: 'Making web sizes…',
    done: 'Uploaded',
    failed: 'Not uploaded',
    summary: (done: number, failed: number, total: number) =>
      `${done} of ${total} uploaded${failed > 0 ? `, ${failed} not uploaded` : ''}.`,
    network: 'The connection failed. Please try again.',
    clear: 'Clear the list',
  },
  picker: {
    choose: 'Choose a picture',
    replace: 'Replace picture',
    title: 'Choose a picture',
    close: 'Close',
    uploadsGroup: 'Your photographs',
    samplesGroup: 'Samples',
    sample: 'Sample',
    current: 'Chosen now',
    select: (alt: string) => `Choose: ${alt}`,
    none: 'No picture matches.',
    noUploads: 'No photograph uploaded yet: upload yours here.',
    upload: 'Upload photographs',
    samplesHint: 'Samples are bundled pictures by other photographers (see /credits): replace them with your own.',
  },
  /** docs/rules/history.md#issue-23: a wedding film slot of /services: the studio's own film, uploaded, and its poster. */
  films: {
    label: (n: number) => `Film ${n}: video`,
    poster: (n: number) => `Film ${n}: poster (shown before it plays)`,
    posterHint: 'Left empty, a sample film shows its own poster and your film none.',
    noPoster: 'No poster of its own',
    sample: 'Sample film',
    own: 'Your film',
    upload: 'Upload a film',
    replace: 'Replace the film',
    uploading: (percent: number) => `Uploading… ${percent}%`,
    hint: `MP4 or WebM, up to ${VIDEO_MAX_BYTES / 1024 / 1024} MB. Replacing keeps the film's place and words.`,
    type: 'The film must be an MP4 or WebM video.',
    tooLarge: `The film can be at most ${VIDEO_MAX_BYTES / 1024 / 1024} MB.`,
    wrongField: 'Send the film as the `video` file.',
    oneFilm: 'Send one film at a time.',
    required: 'Choose a film to upload.',
    unknown: 'This film was not uploaded here: upload it again.',
    failed: 'The film could not be uploaded. Please try again.',
  },
  /** A service's photograph slots in the console: the first is its card's cover. */
  serviceImage: (n: number) => (n === 1 ? 'Cover photograph (shown on its card)' : `Photograph ${n}`),
  samples: {
    /** The console overview's counter (docs/rules/history.md#issue-23). */
    title: 'Sample pictures',
    count: (n: number) =>
      n === 0
        ? 'No place shows a sample photograph any more: every picture on the site is yours.'
        : `${n} ${n === 1 ? 'place still shows a sample photograph' : 'places still show sample photographs'}`,
    intro: 'Bundled samples stand in until you replace them with your own photographs.',
    place: (label: string, count: number) => `${label}${count > 1 ? ` (${count})` : ''}`,
    more: (n: number) => `${n} more ${n === 1 ? 'place' : 'places'}`,
    loadFailure: 'The count of sample pictures failed to load.',
    parts: {
      heroSlides: 'Hero slide',
      services: 'Service',
      ctaBanners: 'Band',
      team: 'Team member',
      testimonials: 'Testimonial',
      partners: 'Partner logo',
      gallery: 'Gallery',
      portfolio: 'Portfolio',
      about: 'About page',
      testimonialsPage: 'Testimonials page',
      contactPage: 'Contact page',
      closing: 'Closing call to action',
      fashion: 'Fashion spotlight',
      blog: 'Blog post cover',
      films: 'Wedding film posters',
    } as Record<string, string>,
  },
  /** Public pages: what a visitor is told while samples show. */
  public: {
    sampleNotice: 'Some pictures on this site are samples by other photographers, shown until ours replace them.',
    credits: 'See the credits.',
  },
} as const;
