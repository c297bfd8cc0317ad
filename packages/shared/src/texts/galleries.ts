/**
 * Client galleries (docs/decisions/0039-client-galleries.md): the API's messages and the e-mail
 * that reminds a client that their gallery expires.
 */
export const galleriesTexts = {
  notFound: 'Gallery not found.',
  bookingNotFound: 'Booking not found.',
  onlyPhotographer: 'Only the photographer of this booking can do that.',
  bookingNotDelivered: 'A gallery can be made for an accepted or completed booking only.',
  alreadyExists: 'This booking already has a gallery.',
  titleRequired: 'Give the gallery a title.',
  titleTooLong: 'The title can be at most 120 characters.',
  expiresInPast: 'The expiry date must be in the future.',
  expiresTooFar: 'A gallery can stay open for at most two years.',
  selectionRange: 'The minimum cannot be more than the maximum.',
  setNameRequired: 'Give the set a name.',
  setNameTooLong: 'A set name can be at most 60 characters.',
  setExists: 'This gallery already has a set with that name.',
  setNotFound: 'Set not found.',
  photoNotFound: 'Photograph not found.',
  linkNotFound: 'This link does not work any more. Ask the person who shared it for a new one.',
  linkLabelRequired: 'Give the link a name (for example "Family").',
  pinFormat: 'A PIN is 4 to 8 digits.',
  pinWrong: 'That PIN is not right.',
  pinTooMany: (minutes: number) => `Too many wrong PINs. Try again in ${minutes} minutes.`,
  pinRequired: 'Enter the PIN you were given.',
  guestNameRequired: 'Tell us your name.',
  guestNameTooLong: 'A name can be at most 60 characters.',
  visitFirst: 'Open the gallery with your name first.',
  expired: 'This gallery has expired. Ask the photographer to extend it.',
  filesDeleted: 'This gallery has expired and its photographs were deleted.',
  noFavouriteRight: 'This link lets you look, not favourite.',
  noDownloadRight: 'Downloads are not available with this link.',
  downloadsOff: 'The photographer has turned downloads off for this gallery.',
  commentRequired: 'Write a comment first.',
  commentTooLong: 'A comment can be at most 1000 characters.',
  onlyClient: 'Only the client of this booking can choose the selection.',
  selectionLocked: 'The selection was submitted and cannot be changed.',
  selectionTooMany: (max: number) => `You can choose at most ${max} photographs.`,
  selectionTooFew: (min: number) => `Choose at least ${min} photographs before you submit.`,
  selectionEmpty: 'Choose at least one photograph before you submit.',
  selectionUnknownPhoto: 'One of the chosen photographs is not in this gallery.',
  uploadMetadata: 'Say which gallery and set the file is for, and its name.',
  uploadTooLarge: (mb: number) => `A photograph can be at most ${mb} MB.`,
  uploadType: 'Only JPEG and PNG photographs can be uploaded.',
  uploadHeic:
    'HEIC/HEIF photographs cannot be converted on this server yet. Export them as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload again.',
  uploadUnreadable: 'This file could not be read as a photograph.',
  uploadProcessingLater:
    'The photograph arrived but could not be processed just now. It will appear in the gallery within the hour; do not upload it again.',
  uploadNotFound: 'Upload not found.',
  signedUrlInvalid: 'This image address is not valid or has expired.',
  exportEmpty: 'Nobody has picked any photographs yet.',
  /** The photographer's gallery page. */
  manager: {
    deletePhoto: 'Delete photograph',
    confirmDeletePhoto: (fileName: string) => `Delete ${fileName}?`,
    deletePhotoDetail:
      'Its original and every web size are deleted, with the favourites, comments and selection it had. This cannot be undone.',
    deletePhotoFailed: 'Could not delete the photograph.',
    photoDeleted: (fileName: string) => `${fileName} was deleted.`,
    clientDownloads: 'The client and guests with the right may download',
    clientDownloadsHint:
      'When this is off, nobody but you sees download buttons, download addresses stop working, and large previews carry your name.',
    saveFailed: 'Could not save.',
  },
  /** The client's gallery page (proofing). */
  client: {
    selectionHeading: 'Your selection',
    chosen: 'Chosen:',
    submit: 'Submit the selection',
    select: 'Select',
    selected: 'Selected',
    saveSelectionFailed: 'Could not save the selection.',
    downloadsOff: 'Downloads are off for this gallery; ask your photographer if you need the files.',
  },
  reminderMail: {
    subject: (title: string) => `Your gallery "${title}" closes in 7 days`,
    heading: 'Your gallery closes soon',
    body: (title: string, date: string) =>
      `Your gallery "${title}" will close on ${date}. Download the photographs you want to keep before then, or ask your photographer to extend it.`,
    action: 'Open the gallery',
  },
} as const;
