/**
 * docs/rules/history.md#issue-23: the studio's media library (bulk upload, descriptions, search), the picker that puts a
 * picture in any image slot of the studio's pages, and the count of places still showing samples.
 * The limits (`mb`) are filled in by ../../texts/studio-media.ts from its constants.
 */
export default {
  library: {
    title: 'Media library',
    intro:
      'Every photograph you upload can go in any picture of the site: hero slides, services, bands, team, testimonials, partners, the gallery and the portfolio.',
    search: 'Search the library',
    searchHint: 'By description or file name.',
    none: 'No photograph matches.',
    /** How many photographs the library holds, when nothing is searched. */
    count: '{all, plural, one {# photograph} other {# photographs}}',
    /** `shown` of the `all` photographs match the search. */
    countOf: '{shown} of {all, plural, one {# photograph} other {# photographs}}',
    /** `name`: the file's name. */
    editAlt: 'Description of {name}',
    /** docs/rules/public-pages.md#languages: its optional Kiswahili description; `name`: the file's name. */
    editAltSw: 'Description of {name} in Kiswahili (optional)',
    altSwHint: 'Left empty, the English describes it on the Kiswahili pages.',
    saveAlt: 'Save description',
    altSaved: 'Description saved.',
  },
  bulk: {
    title: 'Upload photographs',
    /** `mb`: IMAGE_MAX_BYTES in MB. */
    intro:
      "Choose or drop several at once: JPEG, PNG, WebP or AVIF, up to {mb} MB each. Web sizes are made and the camera's data (place, device) is removed.",
    choose: 'Choose photographs',
    drop: 'or drop them here',
    dropActive: 'Drop to upload',
    tooMany: 'Upload at most {max} photographs at a time; the first {max} are uploading.',
    /** The description an upload gets until it is given one. */
    defaultAlt: 'Photograph {fileName}',
    altHint:
      'Each gets its file name as a description for now: give it a real one below, for people who cannot see it.',
    progress: 'Uploading {name}',
    queued: 'Waiting',
    /** `percent`: 0 to 100. */
    uploading: '{percent}%',
    processing: 'Making web sizes…',
    done: 'Uploaded',
    failed: 'Not uploaded',
    /** "3 of 5 uploaded, 2 not uploaded."; the second part only when `failed` is more than 0. */
    summary: '{done} of {total} uploaded{failed, plural, =0 {} other {, # not uploaded}}.',
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
    /** `alt`: the picture's description. */
    select: 'Choose: {alt}',
    none: 'No picture matches.',
    noUploads: 'No photograph uploaded yet: upload yours here.',
    upload: 'Upload photographs',
    samplesHint: 'Samples are bundled pictures by other photographers (see /credits): replace them with your own.',
  },
  /** docs/rules/history.md#issue-23: a wedding film slot of /services: the studio's own film, uploaded, and its poster. */
  films: {
    /** `n`: the film's place, from 1. */
    label: 'Film {n}: video',
    poster: 'Film {n}: poster (shown before it plays)',
    posterHint: 'Left empty, a sample film shows its own poster and your film none.',
    noPoster: 'No poster of its own',
    sample: 'Sample film',
    own: 'Your film',
    upload: 'Upload a film',
    replace: 'Replace the film',
    uploading: 'Uploading… {percent}%',
    /** `mb`: VIDEO_MAX_BYTES in MB. */
    hint: "MP4 or WebM, up to {mb} MB. Replacing keeps the film's place and words.",
    type: 'The film must be an MP4 or WebM video.',
    /** `mb`: VIDEO_MAX_BYTES in MB. */
    tooLarge: 'The film can be at most {mb} MB.',
    wrongField: 'Send the film as the `video` file.',
    oneFilm: 'Send one film at a time.',
    required: 'Choose a film to upload.',
    unknown: 'This film was not uploaded here: upload it again.',
    failed: 'The film could not be uploaded. Please try again.',
  },
  /** A service's photograph slots in the console: the first is its card's cover. */
  serviceImage: '{n, plural, =1 {Cover photograph (shown on its card)} other {Photograph #}}',
  samples: {
    /** The console overview's counter (docs/rules/history.md#issue-23). */
    title: 'Sample pictures',
    count:
      '{count, plural, =0 {No place shows a sample photograph any more: every picture on the site is yours.} one {# place still shows a sample photograph} other {# places still show sample photographs}}',
    intro: 'Bundled samples stand in until you replace them with your own photographs.',
    /** A kind of place and how many of it show samples: "Hero slide (3)", the count only above 1. */
    place: '{label}{count, plural, =0 {} =1 {} other { (#)}}',
    more: '{count, plural, one {# more place} other {# more places}}',
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
    } as Readonly<Record<string, string>>,
  },
  /** Public pages: what a visitor is told while samples show. */
  public: {
    sampleNotice: 'Some pictures on this site are samples by other photographers, shown until ours replace them.',
    credits: 'See the credits.',
  },
} as const;
