/**
 * The signed-in account: the name in the dashboards' top bar and profile menu, and the settings
 * (username, avatar, change password, delete the account): `/api/me*` (docs/rules/product.md#screens /dashboard; docs/rules/accounts-and-auth.md#profile-menu-and-settings);
 * and, in `areas`, the areas of the signed-in app as every account menu names them.
 * A key marked `// docs/rules/product.md#…` is the spec's wording, word for word; the others are written in its voice.
 */
export default {
  /** The name shown when the user has none. */
  guest: 'Guest', // docs/rules/product.md#screens
  /** docs/rules/history.md#issue-23: the display name, validated alike at sign-up, in settings and when asked once. */
  nameRequired: 'Please enter your name.',
  /** `min`, `max`: USERNAME_MIN and USERNAME_MAX. */
  usernameInvalid: 'Please enter a name of {min} to {max} characters.',
  nameControlCharacters: 'Your name cannot contain control characters such as line breaks or tabs.',
  usernameSaved: 'Your name has been saved.',
  /** docs/rules/history.md#issue-23: accounts made before sign-up asked a name are asked once, in the dashboard. */
  namePromptTitle: 'What should we call you?',
  namePromptBody:
    'Your name greets you here and is what photographers, clients and the studio see in conversations, reviews and e-mails.',
  namePromptLabel: 'Your name',
  namePromptSave: 'Save my name',
  nameSettingsLabel: 'Name',
  nameSave: 'Save name',
  avatarSaved: 'Your profile picture has been updated.',
  avatarRemoved: 'Your profile picture has been removed.',
  avatarType: 'Please choose a JPEG, PNG, WebP or AVIF image.',
  /** `megabytes`: AVATAR_MAX_BYTES in MB. */
  avatarTooLarge: 'The image is too large. Please choose one under {megabytes} MB.',
  avatarMissing: 'Please choose an image to upload.',
  passwordRequired: 'Please enter your password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordUnchanged: 'Please choose a password different from your current one.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  deleteConfirm:
    'Your profile, your pictures and everything you have saved will be removed for good. This cannot be undone.',
  accountDeleted: 'Your account has been deleted.',
  /** The settings page's sections (docs/rules/accounts-and-auth.md#profile-menu-and-settings). */
  settings: {
    profileTitle: 'Profile',
    profileDescription: 'Your picture and name appear in the top bar and on the messages you send to photographers.',
    uploading: 'Uploading...',
    uploadPicture: 'Upload a new picture',
    removePicture: 'Remove picture',
    /** `megabytes`: AVATAR_MAX_BYTES in MB. */
    pictureRules: 'JPEG, PNG, WebP or AVIF, up to {megabytes} MB. We crop it to a square and remove location data.',
    passwordTitle: 'Password',
    passwordDescription:
      'Changing your password signs you out on every other phone and computer. We e-mail you a notice.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    changePassword: 'Change password',
    dataTitle: 'Your data',
    dataDescription: "Kenya's Data Protection Act gives you the right to a copy of what we keep about you.",
    dataBody:
      'Download your account details, the devices you are signed in on and your password-reset history as a JSON file. Passwords and codes are never included: we only keep them scrambled.',
    downloadData: 'Download my data',
    deleteTitle: 'Delete account',
    deleteDescription: 'Removes your account, your pictures and everything you have saved. This cannot be undone.',
    deletePhotographerNote:
      'If you are a photographer, your portfolio and its photographs are deleted too, and clients can no longer find you.',
    deleteButton: 'Delete my account',
    deleteDialogTitle: 'Delete your account?',
    deletePasswordLabel: 'Your password, to confirm',
    cancel: 'Cancel',
  },
  /** The account page a client's View Profile opens. */
  summary: {
    /** The account's role, by its name. */
    role: '{role, select, client {Client} photographer {Photographer} other {Studio staff}}',
    editInSettings: 'Edit in Settings',
    email: 'Email',
    account: 'Account',
    memberSince: 'Member since',
    /** After the name on the top bar's account button, for assistive technology. */
    menuButtonSuffix: ': account menu',
  },
  /** docs/rules/history.md#issue-23: the areas of the signed-in app, as every account menu names them (`accountAreaTexts`, see `accountAreas`). */
  areas: {
    client: 'My dashboard',
    photographer: 'Photographer dashboard',
    admin: 'Studio console',
    /** The account menu's group of areas, for assistive technology. */
    groupLabel: 'Your areas',
    settings: 'Settings',
    viewProfile: 'View Profile', // docs/rules/product.md#screens
    logout: 'Logout', // docs/rules/product.md#screens
    menuLabel: 'Account',
    /** The photographer dashboard's and the console's way back to the public site. */
    backToSite: 'Back to the site',
    /**
     * A mistyped address in the signed-in app: a page of the area's own layout (docs/rules/history.md#issue-23), not the
     * router's bare fallback. docs/rules/product.md#screens's 'Unexpected Application Error!' stays the public pages' fallback.
     */
    notFoundEyebrow: 'Error 404',
    notFoundTitle: 'We could not find that page',
    notFoundBody: 'The address may be mistyped, or the page may have moved. These will take you back:',
    notFoundMetaDescription: 'The page you asked for is not here. It may have moved, or the link may be mistyped.',
  },
} as const;
