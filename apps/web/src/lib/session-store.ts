import { useSyncExternalStore } from 'react';
import { type CurrentUser, STORAGE_KEYS, USER_ROLES } from '@studio/shared';
import { storage } from '@/lib/storage';

/**
 * The shape of `currentUserSchema`, checked by hand: public pages read the session on their first
 * load, and zod is kept off it (ADR 0007).
 */
function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email, username, avatar, role, createdAt } = value as Record<string, unknown>;
  return (
    [id, email, username, createdAt].every((v) => typeof v === 'string') &&
    (avatar === null || typeof avatar === 'string') &&
    (USER_ROLES as readonly unknown[]).includes(role)
  );
}

/**
 * The signed-in user, kept in localStorage under `user` (docs/rules/product.md#entities). The session itself lives in an
 * HttpOnly cookie that scripts cannot read (docs/rules/accounts-and-auth.md#tokens-and-cookies): no token is ever stored here.
 */
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: CurrentUser | null = null;

function read(): CurrentUser | null {
  const raw = storage.get(STORAGE_KEYS.user);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cachedUser = isCurrentUser(parsed) ? parsed : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

const notify = () => {
  for (const l of listeners) l();
};

export const sessionStore = {
  /** Reads storage afresh: another tab may have signed out. */
  get: read,
  set(user: CurrentUser) {
    storage.set(STORAGE_KEYS.user, JSON.stringify(user));
    notify();
  },
  clear() {
    storage.remove(STORAGE_KEYS.user);
    notify();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === STORAGE_KEYS.user) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** The signed-in user, or null; follows sign-in and sign-out in this tab and in others. */
export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(sessionStore.subscribe, read, () => null);
}
