/**
 * The photographer's own portfolio (not the studio's /portfolio page): the form, images and video
 * at /photographer-dashboard/portfolio and `/api/photographers/portfolio*` (docs/rules/product.md#validation and #messages Portfolio;
 * docs/rules/accounts-and-auth.md#roles, docs/rules/photographers-and-portfolios.md#prices-and-experience, #uploads). Its e-mail check reads as the newsletter's (`newsletterTexts.invalidEmail`), a
 * failed save as 'Error: {message}' (`siteTexts.error`).
 * A key marked `// docs/rules/product.md#…` is the spec's wording, word for word; the others are written in its voice.
 */
export default {
  required: {
    name: 'Name is required.', // docs/rules/product.md#validation
    email: 'Email is required.', // docs/rules/product.md#validation
    phone: 'Phone is required.', // docs/rules/product.md#validation
    message: 'Message is required.', // docs/rules/product.md#validation
    video: 'Video is required.', // docs/rules/product.md#validation
    speciality: 'Speciality is required.', // docs/rules/product.md#validation
    price: 'Price is required.', // docs/rules/product.md#validation
    location: 'Location is required.', // docs/rules/product.md#validation
    experience: 'Experience is required.', // docs/rules/product.md#validation
    website: 'Website is required.', // docs/rules/product.md#validation
  },
  imageUploadFailed: 'Image upload failed.', // docs/rules/product.md#messages
  saved: 'Portfolio updated successfully!', // docs/rules/product.md#messages
  serverError: 'Server error. Please try again later.', // docs/rules/product.md#messages
  confirmDelete: 'Are you sure you want to delete your portfolio?', // docs/rules/product.md#messages
  deleted: 'Portfolio deleted successfully!', // docs/rules/product.md#messages
  /** Also the inquiry form's (docs/rules/photographers-and-portfolios.md#locations-and-phones). */
  phoneInvalid: 'Please enter a phone number such as +254 712 345 678.',
  /** docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the form's hints for the phone and the price (kept in the currency written, KES by default). */
  phoneHint: 'A Kenyan number, e.g. +254 712 345 678.',
  phonePlaceholder: '+254 712 345 678',
  priceHint:
    'As clients should read it: in shillings, e.g. “From KES 85,000 per wedding”, or in dollars for clients abroad, e.g. “From $800”.',
  /** docs/rules/photographers-and-portfolios.md#kenyan-marketplace: a photographer's own number is Kenyan. */
  phoneKenyan: 'Please enter a Kenyan phone number such as +254 712 345 678 or 0712 345 678.',
  websiteInvalid: 'Please enter a web address such as https://example.com.',
  /** docs/rules/history.md#issue-23: the one thing besides name, speciality and location a new profile needs. */
  photoRequired: 'Add at least one photograph: clients see it first on your profile.',
  /** A published profile keeps one photograph (ADR 0037): the last one is replaced, not removed. */
  keepOnePhoto: 'Keep at least one photograph on your profile: add a new one before you remove this one.',
  instagramInvalid: 'Please enter an Instagram handle such as @wanjiku.photos, or its address.',
  specialityInvalid: 'Please choose a speciality from the list.',
  locationInvalid: 'Please choose a location from the list.',
  /** A text field too long: `field` is one of `fields`, `max` its limit. */
  tooLong: '{field} must be at most {max} characters.',
  /** The form's fields as `tooLong` names them. */
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    speciality: 'Speciality',
    price: 'Price',
    location: 'Location',
    experience: 'Experience',
    website: 'Website',
    instagram: 'Instagram',
    availability: 'Availability',
    /** PATCH .../images: one entry of the list. */
    imageEntry: 'Each entry of images',
  },
  onlyPhotographers: 'Only photographers can manage a portfolio.',
  notOwner: 'You can only change your own portfolio.',
  portfolioExists: 'You already have a portfolio. Update it instead.',
  portfolioMissing: 'Create your portfolio first.',
  imageType: 'Please upload JPEG, PNG, WebP or AVIF images.',
  /** `megabytes`: IMAGE_MAX_BYTES in MB. */
  imageTooLarge: 'Each image must be at most {megabytes} MB.',
  /** `max`: IMAGES_MAX_PER_PORTFOLIO. */
  tooManyImages: 'A portfolio can hold at most {max} images.',
  videoType: 'Please upload an MP4, WebM or MOV video.',
  /** `megabytes`: VIDEO_MAX_BYTES in MB. */
  videoTooLarge: 'The video must be at most {megabytes} MB.',
  noImages: "Please choose at least one image in the field 'image'.",
  /** PATCH .../images: `position` counts from 1; `entry` is the id or URL as sent. */
  imageUnknown:
    "Entry {position} of images (''{entry}'') is not one of your images. Use an id from gallery or a URL from images.",
  imageRepeated:
    "Entry {position} of images (''{entry}'') is an image already in the list. List each of your images at most once.",
} as const;
