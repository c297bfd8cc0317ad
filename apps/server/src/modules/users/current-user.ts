import type { CurrentUser } from '@studio/shared';
import type { UserRow } from './users.repository';

export const avatarUrl = (file: string | null) => (file ? `/api/avatars/${file}` : null);

/** The account as clients see it: never the hash, never anything internal. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    avatar: avatarUrl(user.avatarFile),
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    nameChosen: user.nameChosenAt !== null,
    language: user.language,
  };
}

/**
 * A stand-in display name from the address ("wanjiru.k@example.com" -> "wanjiru.k") for an account
 * whose person has not said their name yet (a staff invitation's): the dashboard asks it once (docs/rules/history.md#issue-23).
 */
export function usernameFromEmail(email: string): string {
  return (email.split('@')[0] ?? email).slice(0, 40);
}
