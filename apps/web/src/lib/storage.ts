import { STORAGE_KEYS } from '@studio/shared';

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage that never throws (private mode, full quota, disabled storage). */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // ignore: the preference simply will not persist
    }
  },
  remove(key: StorageKey) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // ignore
    }
  },
};
