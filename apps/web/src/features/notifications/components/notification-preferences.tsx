import { NOTIFICATION_KINDS, notificationsTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadError } from '@/components/ui/load-states';
import { ApiError } from '@/lib/api-client';
import { notificationPreferencesQuery, useSaveNotificationPreferences } from '../api/notifications-api';

/** Settings (docs/rules/history.md#issue-12): which kinds of notification are also e-mailed; each switch saves at once. */
export function NotificationPreferences({
  kinds = NOTIFICATION_KINDS,
}: {
  kinds?: readonly (typeof NOTIFICATION_KINDS)[number][];
}) {
  const prefs = useQuery(notificationPreferencesQuery());
  const save = useSaveNotificationPreferences();
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id={`${id}-title`} className="font-serif text-2xl text-ink dark:text-white">
        {notificationsTexts.preferencesTitle}
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-stone-600 dark:text-stone-400">{notificationsTexts.preferencesIntro}</p>
      {prefs.isError ? (
        <LoadError message={notificationsTexts.failure} onRetry={() => void prefs.refetch()} />
      ) : (
        <ul className="mt-5 divide-y divide-stone-200 dark:divide-stone-800">
          {kinds.map((kind) => {
            const on = prefs.data?.[kind] ?? true;
            return (
              <li key={kind} className="flex items-center justify-between gap-4 py-3">
                <span id={`${id}-${kind}`} className="text-sm font-medium text-ink dark:text-stone-100">
                  {notificationsTexts.kindLabels[kind]}
                </span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={on}
                  aria-labelledby={`${id}-${kind}`}
                  disabled={!prefs.data}
                  onClick={() => prefs.data && save.mutate({ ...prefs.data, [kind]: !on })}
                  className={`flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 transition-colors disabled:opacity-50 ${on ? 'bg-clay dark:bg-gold' : 'bg-stone-300 dark:bg-stone-700'}`}
                >
                  <span
                    className={`size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : ''}`}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className="mt-3 min-h-5 text-sm text-stone-600 dark:text-stone-400">
        {save.isError
          ? save.error instanceof ApiError
            ? save.error.message
            : notificationsTexts.failure
          : save.isSuccess
            ? notificationsTexts.preferencesSaved
            : ''}
      </p>
    </section>
  );
}
