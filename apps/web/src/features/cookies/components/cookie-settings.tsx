import { cookieSettingsTexts, siteTexts } from '@studio/shared';
import { CheckCircle2, Lock, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { readCookiePreferences, saveCookiePreferences } from '../utils/cookie-preferences';
import { CheckboxField } from '@/components/form/fields';

function Option({
  id,
  label,
  description,
  checked,
  disabled = false,
  onChange,
  badge,
}: {
  id: string;
  label: string;
  description: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  badge?: ReactNode;
}) {
  return (
    <CheckboxField
      id={id}
      className="rounded-xl border border-stone-300 bg-paper p-5 dark:border-stone-700 dark:bg-ink"
      label={
        <span className="inline-flex flex-wrap items-center gap-2">
          {label}
          {badge}
        </span>
      }
      hint={description}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(on) => onChange?.(on)}
    />
  );
}

/**
 * Cookie settings (docs/rules/product.md#screens, #entities, #validation): essential always on and locked; ticking 'I accept the use of
 * cookies' reveals analytics and marketing; Save stores the choice under `cookiePreferences` and
 * says so in an in-page status (docs/rules/public-pages.md#texts: no alert). The saved choice is shown on return.
 */
export function CookieSettings() {
  const id = useId();
  const [accepted, setAccepted] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [saved, setSaved] = useState(false);

  // Storage is read after the first render, so the server and the browser render the same page.
  useEffect(() => {
    const stored = readCookiePreferences();
    if (!stored) return;
    setAnalytics(stored.analytics);
    setMarketing(stored.marketing);
    setAccepted(stored.analytics || stored.marketing);
  }, []);

  const edit = (apply: () => void) => {
    apply();
    setSaved(false);
  };

  const onAccept = (value: boolean) =>
    edit(() => {
      setAccepted(value);
      // Accepting turns the optional cookies on, to be unticked one by one; withdrawing turns them off.
      setAnalytics(value);
      setMarketing(value);
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    saveCookiePreferences({ analytics: accepted && analytics, marketing: accepted && marketing });
    setSaved(true);
  };

  return (
    // The saved choice is in this browser's storage: the island wakes when this is on screen.
    <form onSubmit={onSubmit} className="space-y-5" aria-labelledby={`${id}-title`} data-wake-in-view>
      <h2 id={`${id}-title`} className="font-serif text-3xl">
        {cookieSettingsTexts.title}
      </h2>
      <Option
        id={`${id}-essential`}
        label={cookieSettingsTexts.essential.label}
        badge={
          <span className="inline-flex items-center gap-1 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800 dark:bg-stone-700 dark:text-stone-100">
            <Lock aria-hidden className="size-3" /> {cookieSettingsTexts.essential.badge}
          </span>
        }
        description={cookieSettingsTexts.essential.description}
        checked
        disabled
      />
      <Option
        id={`${id}-accept`}
        label={cookieSettingsTexts.accept}
        description={cookieSettingsTexts.acceptDescription}
        checked={accepted}
        onChange={onAccept}
      />
      {accepted && (
        <fieldset className="space-y-4 border-l-2 border-gold pl-4 sm:pl-6">
          <legend className="mb-3 text-sm font-semibold uppercase tracking-[0.16em] text-stone-600 dark:text-stone-400">
            {cookieSettingsTexts.optional}
          </legend>
          <Option
            id={`${id}-analytics`}
            label={cookieSettingsTexts.analytics.label}
            description={cookieSettingsTexts.analytics.description}
            checked={analytics}
            onChange={(v) => edit(() => setAnalytics(v))}
          />
          <Option
            id={`${id}-marketing`}
            label={cookieSettingsTexts.marketing.label}
            description={cookieSettingsTexts.marketing.description}
            checked={marketing}
            onChange={(v) => edit(() => setMarketing(v))}
          />
        </fieldset>
      )}
      <div className="flex flex-col gap-4 pt-2 sm:flex-row sm:items-center">
        <button
          type="submit"
          className="rounded-full bg-ink px-7 py-3 font-semibold text-white transition-colors hover:bg-clay dark:bg-white dark:text-ink dark:hover:bg-gold"
        >
          {cookieSettingsTexts.save}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {saved && (
          <div className="flex items-center gap-3 rounded-xl bg-ink px-5 py-4 text-white shadow-lg dark:bg-stone-100 dark:text-ink">
            <CheckCircle2 aria-hidden className="size-5 shrink-0 text-gold dark:text-clay" />
            <p className="flex-1 font-medium">{cookieSettingsTexts.saved}</p>
            <button
              type="button"
              onClick={() => setSaved(false)}
              aria-label={siteTexts.ui.dismiss}
              className="grid size-8 place-items-center rounded-full hover:bg-white/15 dark:hover:bg-ink/10"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        )}
      </div>
    </form>
  );
}
