/**
 * Client galleries (docs/decisions/0039-client-galleries.md): the API's messages, the words of the
 * gallery pages (photographer, client and guest) and the e-mail that reminds a client that their
 * gallery expires. Dates and amounts (`date`, `balance`) come formatted by the caller.
 */
export default {
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
  pinTooMany: 'Too many wrong PINs. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  pinRequired: 'Enter the PIN you were given.',
  guestNameRequired: 'Tell us your name.',
  guestNameTooLong: 'A name can be at most 60 characters.',
  visitFirst: 'Open the gallery with your name first.',
  expired: 'This gallery has expired. Ask the photographer to extend it.',
  filesDeleted: 'This gallery has expired and its photographs were deleted.',
  noFavouriteRight: 'This link lets you look, not favourite.',
  noDownloadRight: 'Downloads are not available with this link.',
  downloadsOff: 'The photographer has turned downloads off for this gallery.',
  /** The booking is paid through the site and its balance is still open (docs/decisions/0039, downloads). */
  downloadsAfterBalance: 'Downloads open once the booking is paid in full.',
  commentRequired: 'Write a comment first.',
  commentTooLong: 'A comment can be at most 1000 characters.',
  onlyClient: 'Only the client of this booking can choose the selection.',
  selectionLocked: 'The selection was submitted and cannot be changed.',
  selectionTooMany: 'You can choose at most {max, plural, one {# photograph} other {# photographs}}.',
  selectionTooFew: 'Choose at least {min, plural, one {# photograph} other {# photographs}} before you submit.',
  selectionEmpty: 'Choose at least one photograph before you submit.',
  selectionUnknownPhoto: 'One of the chosen photographs is not in this gallery.',
  uploadMetadata: 'Say which gallery and set the file is for, and its name.',
  uploadTooLarge: 'A photograph can be at most {mb} MB.',
  uploadType: 'Only JPEG, PNG and HEIC photographs can be uploaded.',
  uploadHeicUnreadable: 'This HEIC/HEIF file is damaged or not a photograph this server can convert.',
  uploadTooManyPixels: 'This photograph has too many pixels to process: at most {megapixels} megapixels.',
  uploadUnreadable: 'This file could not be read as a photograph.',
  uploadProcessingLater:
    'The photograph arrived but could not be processed just now. It will appear in the gallery within the hour; do not upload it again.',
  uploadNotFound: 'Upload not found.',
  signedUrlInvalid: 'This image address is not valid or has expired.',
  pageCursorInvalid: 'This place in the gallery is not valid. Open the gallery again from its link.',
  exportEmpty: 'Nobody has picked any photographs yet.',
  /** The photographer's galleries and gallery page. */
  manager: {
    loadingList: 'Loading your galleries',
    loadingOne: 'Loading the gallery',
    newGallery: 'New gallery',
    noBookings: 'A gallery is made for an accepted or completed booking; every such booking has one.',
    booking: 'Booking',
    chooseBooking: 'Choose a booking',
    title: 'Title',
    openUntil: 'Open until',
    selectionMin: 'Client chooses at least (optional)',
    selectionMax: 'and at most (optional)',
    create: 'Make the gallery',
    createFailed: 'Could not make the gallery.',
    /** "24 photographs · open until 5 Dec 2026"; `state`: `expired` or `open`. */
    summary:
      '{photos, plural, one {# photograph} other {# photographs}} · {state, select, expired {expired on} other {open until}} {date}',
    upload: 'Upload',
    intoSet: 'Into the set',
    newSet: 'New set',
    newSetPlaceholder: 'Reception',
    addSet: 'Add set',
    addSetFailed: 'Could not add the set.',
    settings: 'Expiry and downloads',
    saveDate: 'Save date',
    picks: 'Picks',
    exportCsv: 'Export as CSV',
    selection: 'Selection',
    submittedOn: '(submitted {date})',
    notSubmitted: '(not submitted yet)',
    none: 'none',
    /** A person's picks: `kind` is client or guest (its label), then their favourites. */
    personPicks: '({kind}, {favourites, plural, one {# favourite} other {# favourites}})',
    shareLinks: 'Share links',
    deletePhoto: 'Delete photograph',
    confirmDeletePhoto: 'Delete {fileName}?',
    deletePhotoDetail:
      'Its original and every web size are deleted, with the favourites, comments and selection it had. This cannot be undone.',
    deletePhotoFailed: 'Could not delete the photograph.',
    photoDeleted: '{fileName} was deleted.',
    clientDownloads: 'The client and guests with the right may download',
    clientDownloadsHint:
      'When this is off, nobody but you sees download buttons, download addresses stop working, and large previews carry your name.',
    /** The booking is paid through the site and not yet in full: downloads wait (ADR 0039). */
    downloadsAwaitBalance: 'Downloads open for the client and guests once the balance of {balance} is paid.',
    saveFailed: 'Could not save.',
  },
  /** The client's gallery page (proofing). */
  client: {
    loadingList: 'Loading your galleries',
    loadingOne: 'Loading the gallery',
    noGalleries: 'Your photographers have not delivered a gallery yet.',
    summary: '{photos, plural, one {# photograph} other {# photographs}} · open until {date}',
    selectionHeading: 'Your selection',
    submitted:
      'You submitted {count, plural, one {# photograph} other {# photographs}} on {date}. The selection is locked.',
    /**
     * "Choose at least 3 and at most 4 photographs for your album: …"; `range` says which limits the
     * gallery has: `both`, `min` (at least) or `max` (at most).
     */
    choose:
      'Choose {range, select, both {at least {min} and at most {max}} min {at least {min}} other {at most {max}}} photographs for your album: open a photograph and press Select.',
    share: 'Share with family and guests',
    chosen: 'Chosen:',
    submit: 'Submit the selection',
    select: 'Select',
    selected: 'Selected',
    saveSelectionFailed: 'Could not save the selection.',
    downloadsOff: 'Downloads are off for this gallery; ask your photographer if you need the files.',
    /** "Downloads open once the balance of KSh 45,500 is paid." with a link to the booking. */
    downloadsAfterBalance: 'Downloads open once the balance of {balance} is paid.',
    payBalance: 'Pay the balance',
  },
  /** A gallery as its client or a guest browses it (the grid, the full-screen viewer, comments, downloads). */
  browser: {
    all: 'All ({count})',
    downloadSet: 'Download this set (ZIP)',
    downloadAll: 'Download all (ZIP)',
    empty: 'No photographs here yet.',
    photographs: 'Photographs',
    open: 'Open {fileName}',
    favourite: 'Favourite',
    favourited: 'Favourited',
    fullSize: 'Full size',
    webSize: 'Web size',
    favouriteFailed: 'Could not save the favourite.',
    comments: 'Comments',
    comment: 'Comment',
    commentPlaceholder: 'Add a comment',
    send: 'Send',
    commentFailed: 'Could not send the comment.',
    close: 'Close',
    previous: 'Previous photograph',
    next: 'Next photograph',
  },
  /** The photographer's list of galleries. */
  cards: {
    label: 'Galleries',
    loadFailed: 'Could not load. Check your connection and try again.',
  },
  /** Uploading into a gallery (resumable, docs/decisions/0039-client-galleries.md). */
  uploader: {
    add: 'Add photographs',
    hint: 'JPEG, PNG or HEIC (iPhone), up to {mb} MB each. Uploads resume after a lost connection.',
    all: 'All uploads',
    done: 'Done',
    failed: 'Failed',
    waiting: 'Waiting',
    retry: 'Try again',
    connectionDropped: 'The connection dropped. It will resume when you try again.',
    uploadFailed: 'The upload failed. Try again.',
  },
  /** The photographer's share links for family and guests. */
  shareLinks: {
    label: 'Share links',
    name: 'Link name',
    namePlaceholder: 'Family',
    pin: 'PIN (optional, 4-8 digits)',
    make: 'Make a link',
    makeFailed: 'Could not make the link.',
    withPin: 'PIN',
    withoutPin: 'no PIN',
    favourites: 'favourites',
    viewOnly: 'view only',
    downloads: 'downloads',
    noDownloads: 'no downloads',
    revoked: 'Revoked',
    revoke: 'Revoke',
  },
  /** A gallery opened from a share link. */
  shared: {
    opening: 'Opening the gallery',
    linkBroken: 'This link does not work',
    askForNewLink: 'Ask the person who shared it for a new one.',
    /** The guest's welcome once they gave their name. */
    welcome: 'Welcome, {name}.',
    /** The welcome before a name is known. */
    welcomeNoName: 'Welcome.',
    favouriteHint: 'Tap a photograph, then the heart to keep it in your favourites.',
    yourName: 'Your name',
    pin: 'PIN',
    open: 'Open the gallery',
    openFailed: 'Could not open the gallery. Try again.',
  },
  /** The gallery pages' titles and descriptions (noindex: they are private). */
  pages: {
    clientList: { title: 'Your galleries', description: 'The photographs your photographers delivered.' },
    clientOne: { title: 'Gallery', description: 'Your photographs.' },
    photographerList: { title: 'Galleries', description: "Deliver your clients' photographs." },
    photographerOne: { title: 'Gallery', description: 'Upload, share and follow the picks.' },
    shared: { title: 'Gallery', description: 'Photographs shared with you.' },
    dashboardSuffix: ' · Photographer dashboard',
  },
  reminderMail: {
    subject: 'Your gallery "{title}" closes in 7 days',
    heading: 'Your gallery closes soon',
    body: 'Your gallery "{title}" will close on {date}. Download the photographs you want to keep before then, or ask your photographer to extend it.',
    action: 'Open the gallery',
  },
  /**
   * Galleries for the studio's own clients (docs/decisions/0047-studio-client-galleries.md): made
   * and run by staff in the console; the client adds one to their account by the e-mailed invitation.
   */
  studio: {
    navLabel: 'Galleries',
    title: 'Client galleries',
    description: "Deliver the studio's own clients' photographs.",
    intro:
      "Galleries for the studio's own clients. Make one, upload the photographs, then e-mail the client the invitation: they open it, sign in or create an account, and find the gallery in their dashboard.",
    newGallery: 'New gallery for a client',
    clientName: "Client's name",
    clientEmail: "Client's e-mail",
    clientDownloads: 'The client may download the photographs',
    create: 'Make the gallery',
    createFailed: 'The gallery could not be made. Try again.',
    empty: 'No client galleries yet. Make the first with the form above.',
    loading: 'Loading the galleries…',
    loadFailed: 'The galleries could not be loaded.',
    /** The client of one gallery in the list and on its page. */
    client: 'Client: {name} ({email})',
    /** Where the invitation stands; `state`: `accepted`, `sent` (with `date`) or `none`. */
    invitation:
      '{state, select, accepted {In the client’s account} sent {Invitation sent on {date}, not opened yet} other {Invitation not sent yet}}',
    invite: 'E-mail the invitation',
    inviteAgain: 'Send a new invitation',
    /** After sending: the earlier invitation's link stops working. */
    inviteSent: 'Invitation sent to {email}. An earlier invitation’s link no longer works.',
    inviteFailed: 'The invitation could not be sent. Try again.',
    back: 'All client galleries',
    clientNameRequired: "Give the client's name.",
    clientNameTooLong: "The client's name can be at most 80 characters.",
    onlyStaff: 'Only studio staff can do that.',
  },
  /** The page the studio's invitation opens (/gallery-invitation#token). */
  invitation: {
    title: 'Your gallery',
    description: 'Add the gallery the studio made for you to your account.',
    loading: 'Opening the invitation…',
    intro: 'The studio made a gallery of your photographs: "{title}".',
    signIn: 'Sign in, or create an account, to add it to your account: you come back to this page after.',
    signInLink: 'Sign in or create an account',
    accept: 'Add it to my account',
    accepted: 'The gallery is in your account.',
    notFound: 'This invitation does not work any more. Ask the studio for a new one.',
    failed: 'The gallery could not be added. Try again.',
  },
  inviteMail: {
    subject: 'Your photographs are ready: {title}',
    body: 'The studio made a gallery of your photographs, "{title}". Open it with the button below and sign in, or create an account, to keep it in your account. It stays open until {date}.',
    action: 'Open your gallery',
  },
  /** Words of the photographer's gallery pages written in their components. */
  manage: {
    /** A gallery in the photographer's list; `state`: `expired` or `open`; `date`: the formatted expiry date. */
    cardLine: '{photos} photographs · {state, select, expired {expired} other {open until {date}}}',
    /** The upload's progress: `done` of `total` files, `percent` of the bytes. */
    uploadProgress: '{done} of {total} uploaded · {percent}%',
    /** The share link's two permissions. */
    guestsFavourite: 'Guests may favourite and comment',
    guestsDownload: 'Guests may download',
    /** Before a new share link, which is shown only once. */
    copyOnce: 'Copy this link now (it is shown once):',
  },
} as const;
