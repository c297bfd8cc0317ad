import { IMAGE_MAX_BYTES, IMAGES_MAX_PER_PORTFOLIO, VIDEO_MAX_BYTES } from '../constants';

/**
 * The photographer's own portfolio (not the studio's /portfolio page): the form, images and video
 * at /photographer-dashboard/portfolio and `/api/photographers/portfolio*` (SPEC 5 and 8 Portfolio;
 * D14, D15, D21). Its e-mail check reads as the newsletter's (`newsletterTexts.invalidEmail`), a
 * failed save as 'Error: {message}' (`siteTexts.error`).
 * A key marked `// SPEC n` is the spec's wording, word for word; the others are written in its voice.
 */
export const portfolioTexts = {
  required: {
    name: 'Name is required.', // SPEC 5
    email: 'Email is required.', // SPEC 5
    phone: 'Phone is required.', // SPEC 5
    message: 'Message is required.', // SPEC 5
    video: 'Video is required.', // SPEC 5
    speciality: 'Speciality is required.', // SPEC 5
    price: 'Price is required.', // SPEC 5
    location: 'Location is required.', // SPEC 5
    experience: 'Experience is required.', // SPEC 5
    website: 'Website is required.', // SPEC 5
  },
  imageUploadFailed: 'Image upload failed.', // SPEC 8
  saved: 'Portfolio updated successfully!', // SPEC 8
  serverError: 'Server error. Please try again later.', // SPEC 8
  confirmDelete: 'Are you sure you want to delete your portfolio?', // SPEC 8
  deleted: 'Portfolio deleted successfully!', // SPEC 8
  /** Also the inquiry form's (D7). */
  phoneInvalid: 'Please enter a phone number such as +254 712 345 678.',
  /** D30: the form's hints for the phone and the price (kept in the currency written, KES by default). */
  phoneHint: 'A Kenyan number, e.g. +254 712 345 678.',
  phonePlaceholder: '+254 712 345 678',
  priceHint:
    'As clients should read it: in shillings, e.g. “From KES 85,000 per wedding”, or in dollars for clients abroad, e.g. “From $800”.',
  /** D30: a photographer's own number is Kenyan. */
  phoneKenyan: 'Please enter a Kenyan phone number such as +254 712 345 678 or 0712 345 678.',
  websiteInvalid: 'Please enter a web address such as https://example.com.',
  /** Issue 23: the one thing besides name, speciality and location a new profile needs. */
  photoRequired: 'Add at least one photograph: clients see it first on your profile.',
  /** A published profile keeps one photograph (ADR 0037): the last one is replaced, not removed. */
  keepOnePhoto: 'Keep at least one photograph on your profile: add a new one before you remove this one.',
  instagramInvalid: 'Please enter an Instagram handle such as @wanjiku.photos, or its address.',
  specialityInvalid: 'Please choose a speciality from the list.',
  locationInvalid: 'Please choose a location from the list.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  onlyPhotographers: 'Only photographers can manage a portfolio.',
  notOwner: 'You can only change your own portfolio.',
  portfolioExists: 'You already have a portfolio. Update it instead.',
  portfolioMissing: 'Create your portfolio first.',
  imageType: 'Please upload JPEG, PNG, WebP or AVIF images.',
  imageTooLarge: `Each image must be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyImages: `A portfolio can hold at most ${IMAGES_MAX_PER_PORTFOLIO} images.`,
  videoType: 'Please upload an MP4, WebM or MOV video.',
  videoTooLarge: `The video must be at most ${VIDEO_MAX_BYTES / 1024 / 1024} MB.`,
  noImages: "Please choose at least one image in the field 'image'.",
  /** PATCH .../images: `position` counts from 1; `entry` is the id or URL as sent. */
  imageUnknown: (position: number, entry: string) =>
    `Entry ${position} of images ('${entry}') is not one of your images. Use an id from gallery or a URL from images.`,
  imageRepeated: (position: number, entry: string) =>
    `Entry ${position} of images ('${entry}') is an image already in the list. List each of your images at most once.`,
} as const;
