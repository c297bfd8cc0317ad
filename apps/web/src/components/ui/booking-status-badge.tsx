import { BOOKING_STATUSES, type BookingStatus, bookingTexts } from '@studio/shared';
import { Ban, CheckCheck, CircleCheck, CircleX, Clock3, type LucideIcon, TimerOff } from 'lucide-react';

const styles: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-900/40 dark:text-amber-100 dark:ring-amber-700',
  accepted:
    'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-900/40 dark:text-emerald-100 dark:ring-emerald-700',
  declined: 'bg-stone-200 text-stone-800 ring-stone-300 dark:bg-stone-800 dark:text-stone-200 dark:ring-stone-600',
  expired: 'bg-stone-200 text-stone-800 ring-stone-300 dark:bg-stone-800 dark:text-stone-200 dark:ring-stone-600',
  cancelled: 'bg-rose-100 text-rose-900 ring-rose-300 dark:bg-rose-900/40 dark:text-rose-100 dark:ring-rose-700',
  completed: 'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-900/40 dark:text-sky-100 dark:ring-sky-700',
};

const icons: Record<BookingStatus, LucideIcon> = {
  pending: Clock3,
  accepted: CircleCheck,
  declined: Ban,
  expired: TimerOff,
  cancelled: CircleX,
  completed: CheckCheck,
};

/** The dot colour of a status, for compact calendar marks (always next to the written status somewhere). */
export const bookingStatusDot: Record<BookingStatus, string> = {
  pending: 'bg-amber-500',
  accepted: 'bg-emerald-600',
  declined: 'bg-stone-400',
  expired: 'bg-stone-400',
  cancelled: 'bg-rose-500',
  completed: 'bg-sky-600',
};

/** What the calendars' dots mean: each status's dot beside its word. */
export function BookingStatusLegend({ label, className = '' }: { label: string; className?: string }) {
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-x-4 gap-y-1 text-xs ${className}`}>
      {BOOKING_STATUSES.map((s) => (
        <li key={s} className="flex items-center gap-1.5">
          <span aria-hidden className={`size-2.5 rounded-full ${bookingStatusDot[s]}`} />
          {bookingTexts.statusLabels[s]}
        </li>
      ))}
    </ul>
  );
}

/** A booking request's status: its word, an icon and a colour (never colour alone, docs/rules/platform.md#accessibility). */
export function BookingStatusBadge({ status, className = '' }: { status: BookingStatus; className?: string }) {
  const Icon = icons[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${styles[status]} ${className}`}
    >
      <Icon aria-hidden className="size-3.5" />
      {bookingTexts.statusLabels[status]}
    </span>
  );
}
