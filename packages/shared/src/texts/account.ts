import { AVATAR_MAX_BYTES, USERNAME_MAX, USERNAME_MIN } from '../constants';
import type source from '../i18n/catalogues/account.en';
import english from '../i18n/compiled/account.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/account.en.ts says what each is for. */
export const accountMessages = defineArea<typeof source>('account', english, {
  sw: () => import('../i18n/compiled/account.sw'),
});

const texts = accountMessages.current;

/**
 * The signed-in account's words in the current language (docs/decisions/0046-languages.md), read at
 * each use, with the name's and the avatar's limits filled in.
 */
export const accountTexts: Omit<typeof texts, 'areas' | 'usernameInvalid' | 'avatarTooLarge'> & {
  readonly usernameInvalid: string;
  readonly avatarTooLarge: string;
} = Object.create(texts, {
  usernameInvalid: { get: () => texts.usernameInvalid({ min: USERNAME_MIN, max: USERNAME_MAX }), enumerable: true },
  avatarTooLarge: { get: () => texts.avatarTooLarge({ megabytes: AVATAR_MAX_BYTES / 1024 / 1024 }), enumerable: true },
});

/** docs/rules/history.md#issue-23: the areas of the signed-in app, as every account menu names them (see `accountAreas`). */
export const accountAreaTexts = texts.areas;
