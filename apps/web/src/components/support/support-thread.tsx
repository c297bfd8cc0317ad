import { type SupportMessage, type SupportTicket, studioSupportTexts as texts } from '@studio/shared';
import { formatDateTime } from '@/lib/date-time';

/**
 * The parts of a support ticket (docs/rules/studio-console.md#staff-and-console) that the photographer's
 * Support page and the console's support inbox both show.
 */

const stateClass: Record<SupportTicket['state'], string> = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  answered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  closed: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100',
};

/** The ticket's state: open, answered or closed. */
export function SupportStateBadge({ state }: { state: SupportTicket['state'] }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateClass[state]}`}
    >
      {texts.states[state]}
    </span>
  );
}

/**
 * The ticket's messages, oldest first: the studio's on sand, the photographer's outlined, each under
 * who wrote it (`photographer` names the photographer's side: "You" on their page, their name in the
 * console) and when.
 */
export function SupportMessages({
  messages,
  photographer,
  className = '',
}: {
  messages: readonly SupportMessage[];
  photographer: string;
  className?: string;
}) {
  return (
    <ol className={`grid gap-3 ${className}`.trim()}>
      {messages.map((m) => (
        <li
          key={m.id}
          className={`rounded-xl p-4 ${m.author === 'studio' ? 'bg-sand/70 dark:bg-stone-800' : 'border border-stone-200 dark:border-stone-700'}`}
        >
          <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">
            {m.author === 'studio' ? texts.studio : photographer} · {formatDateTime(m.createdAt)}
          </p>
          <p className="mt-1.5 whitespace-pre-line [overflow-wrap:anywhere] text-stone-800 dark:text-stone-200">
            {m.body}
          </p>
        </li>
      ))}
    </ol>
  );
}
