import { type BookingEvent, bookingTexts, paymentsTexts } from '@studio/shared';
import { formatDateTime } from '@/lib/date-time';

export type BookingSide = 'client' | 'photographer';

/**
 * A move the system made, in the reader's words for an expiry and for anything else. An accepted
 * booking expires only when its deposit was not paid in time (docs/decisions/0038-mpesa-payments.md):
 * that reads as the date released, whoever reads it.
 */
export function systemMoveLabel(event: BookingEvent, words: { expired: string; updated: string }): string {
  if (event.to !== 'expired') return words.updated;
  return event.from === 'accepted' ? paymentsTexts.stateLabels.released : words.expired;
}

/** What happened, told from the viewer's side: "You accepted", "Wanjiru Kamau accepted your request". */
export function timelineLabel(
  event: BookingEvent,
  viewer: BookingSide,
  names: { client: string; photographer: string },
) {
  const t = bookingTexts.timeline;
  if (event.actor === 'system') return systemMoveLabel(event, { expired: t.expiredUnanswered, updated: t.updated });
  if (event.from === null) return event.actor === viewer ? t.youSent : t.clientSent({ client: names.client });
  if (event.actor === viewer) return t.youMoved({ move: event.to });
  if (event.actor === 'photographer') return t.photographerMoved({ photographer: names.photographer, move: event.to });
  return t.clientMoved({ client: names.client, move: event.to });
}

/**
 * A booking's timeline (docs/rules/history.md#issue-12): every move oldest first, who made it and when, with its note
 * (a reply or a reason). The same list on both sides, each reading it as "you" and "them".
 */
export function BookingTimeline({
  timeline,
  viewer,
  names,
  label = 'Timeline',
  labelOf,
}: {
  timeline: BookingEvent[];
  viewer: BookingSide;
  names: { client: string; photographer: string };
  label?: string;
  /** What each move says, for a reader on neither side (the studio console). */
  labelOf?: (event: BookingEvent) => string;
}) {
  return (
    <section aria-label={label}>
      <ol className="relative space-y-3 border-l border-stone-200 pl-5 dark:border-stone-700">
        {timeline.map((event, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: moves are only ever appended, in order
          <li key={i} className="relative text-sm">
            <span
              aria-hidden
              className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-clay ring-4 ring-white dark:bg-gold dark:ring-stone-900"
            />
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-ink dark:text-white">
                {labelOf ? labelOf(event) : timelineLabel(event, viewer, names)}
              </span>
              <time dateTime={event.at} className="text-xs whitespace-nowrap text-stone-600 dark:text-stone-400">
                {formatDateTime(event.at)}
              </time>
            </p>
            {event.note?.trim() && (
              <p className="mt-1.5 rounded-xl rounded-tl-sm bg-sand/70 px-3 py-2 leading-relaxed whitespace-pre-line [overflow-wrap:anywhere] text-stone-800 dark:bg-stone-800 dark:text-stone-200">
                {event.note}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
