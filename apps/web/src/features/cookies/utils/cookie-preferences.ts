import { STORAGE_KEYS } from '@studio/shared';
import { storage } from '@/lib/storage';

/** docs/rules/product.md#entities Cookie preferences: essential is always true (locked); analytics and marketing are chosen. */
export interface CookiePreferences {
  essential: true;
  analytics: boolean;
  marketing: boolean;
}

/** The saved choice, or null when nothing (or something unreadable) is stored. */
export function readCookiePreferences(): CookiePreferences | null {
  const raw = storage.get(STORAGE_KEYS.cookiePreferences);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof CookiePreferences, unknown>> | null;
    if (!value || typeof value !== 'object') return null;
    return { essential: true, analytics: value.analytics === true, marketing: value.marketing === true };
  } catch {
    return null;
  }
}

export function saveCookiePreferences(choice: { analytics: boolean; marketing: boolean }): CookiePreferences {
  const prefs: CookiePreferences = { essential: true, analytics: choice.analytics, marketing: choice.marketing };
  storage.set(STORAGE_KEYS.cookiePreferences, JSON.stringify(prefs));
  return prefs;
}
