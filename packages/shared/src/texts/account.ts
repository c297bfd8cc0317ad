import { AVATAR_MAX_BYTES, USERNAME_MAX, USERNAME_MIN } from '../constants';

/**
 * The signed-in account: the name in the dashboards' top bar and profile menu, and the settings
 * (username, avatar, change password, delete the account): `/api/me*` (SPEC 2 /dashboard; D13).
 * A key marked `// SPEC n` is the spec's wording, word for word; the others are written in its voice.
 */
export const accountTexts = {
  /** The name shown when the user has none. */
  guest: 'Guest', // SPEC 2
  usernameInvalid: `Please enter a username of ${USERNAME_MIN} to ${USERNAME_MAX} characters.`,
  usernameSaved: 'Your username has been saved.',
  avatarSaved: 'Your profile picture has been updated.',
  avatarRemoved: 'Your profile picture has been removed.',
  avatarType: 'Please choose a JPEG, PNG, WebP or AVIF image.',
  avatarTooLarge: `The image is too large. Please choose one under ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`,
  avatarMissing: 'Please choose an image to upload.',
  passwordRequired: 'Please enter your password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordUnchanged: 'Please choose a password different from your current one.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  deleteConfirm:
    'Your profile, your pictures and everything you have saved will be removed for good. This cannot be undone.',
  accountDeleted: 'Your account has been deleted.',
} as const;
