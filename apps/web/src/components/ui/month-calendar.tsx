import { addDays, availabilityTexts } from '@studio/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  addMonths,
  lastOfMonth,
  longDayLabel,
  type Month,
  mondayIndex,
  monthLabel,
  monthOf,
  monthGrid,
  sameMonth,
  shiftMonths,
  WEEK_DAYS,
  weekdayName,
  firstOfMonth,
} from '@/lib/month-grid';

/** How one day of the grid looks and reads. */
export interface CalendarDayView {
  /** Not choosable: still focusable (arrow keys move through it), announced as unavailable, a click does nothing. */
  disabled?: boolean;
  /** What the day is, read after its date ("blocked", "not available"). */
  status?: string;
  /** The cell's classes (colour and pattern) for its state. */
  className?: string;
  /** A visible mark besides colour (an icon), so no state relies on colour alone. */
  mark?: ReactNode;
  /** A toggle's state (aria-pressed), e.g. a blocked day on the photographer's calendar. */
  pressed?: boolean;
}

interface MonthCalendarProps {
  month: Month;
  onMonthChange: (month: Month) => void;
  /** The grid's name for assistive technology, e.g. "Your availability". */
  label: string;
  describeDay: (day: string) => CalendarDayView;
  onChoose: (day: string) => void;
  /** The chosen day (aria-selected), if any. */
  selected?: string | null;
  /** The earliest month one can go back to. */
  minMonth?: Month;
  /** Where the keyboard starts when the chosen day is not in view: usually today. */
  initialFocus?: string;
  /** Moves focus into the grid when it first renders (a calendar opened from a button). */
  autoFocus?: boolean;
  /** Escape inside the grid (e.g. closes a popup calendar). */
  onEscape?: () => void;
  busy?: boolean;
  className?: string;
}

const navButton =
  'grid size-10 place-items-center rounded-full border border-stone-300 bg-white text-ink transition-colors hover:border-ink disabled:cursor-not-allowed disabled:opacity-40 dark:border-stone-600 dark:bg-stone-900 dark:text-white dark:hover:border-white';

/**
 * A month as an accessible date grid (WAI-ARIA APG date picker grid): one tab stop, arrow keys
 * move a day or a week, Home/End to the week's ends, Page Up/Down a month (with Shift a year),
 * Enter or Space chooses. Each day's button reads its full date and state. Days of other months
 * are left blank.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  label,
  describeDay,
  onChoose,
  selected,
  minMonth,
  initialFocus,
  autoFocus = false,
  onEscape,
  busy = false,
  className = '',
}: MonthCalendarProps) {
  const id = useId();
  const inView = (day: string | null | undefined): day is string => !!day && sameMonth(monthOf(day), month);
  const [active, setActive] = useState<string>(() =>
    inView(selected) ? selected : inView(initialFocus) ? initialFocus : firstOfMonth(month),
  );
  const focusPending = useRef(autoFocus);
  const gridRef = useRef<HTMLTableElement>(null);

  // The month changed from outside (the buttons, or the parent): the roving day follows into it.
  const current = inView(active)
    ? active
    : inView(selected)
      ? selected
      : inView(initialFocus)
        ? initialFocus
        : firstOfMonth(month);
  useEffect(() => {
    if (current !== active) setActive(current);
  }, [current, active]);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${current}"]`)?.focus();
  });

  const canGoBack = !minMonth || month.year * 12 + month.month > minMonth.year * 12 + minMonth.month;
  const clampToMin = (day: string) => (minMonth && day < firstOfMonth(minMonth) ? firstOfMonth(minMonth) : day);

  const moveTo = (day: string) => {
    const next = clampToMin(day);
    focusPending.current = true;
    setActive(next);
    if (!sameMonth(monthOf(next), month)) onMonthChange(monthOf(next));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(current, -1),
      ArrowRight: () => addDays(current, 1),
      ArrowUp: () => addDays(current, -7),
      ArrowDown: () => addDays(current, 7),
      Home: () => addDays(current, -mondayIndex(current)),
      End: () => addDays(current, 6 - mondayIndex(current)),
      PageUp: () => shiftMonths(current, e.shiftKey ? -12 : -1),
      PageDown: () => shiftMonths(current, e.shiftKey ? 12 : 1),
    };
    if (e.key === 'Escape' && onEscape) {
      e.preventDefault();
      onEscape();
      return;
    }
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    moveTo(move());
  };

  const go = (delta: number) => {
    const next = addMonths(month, delta);
    onMonthChange(next);
    const day = shiftMonths(current, delta);
    setActive(day > lastOfMonth(next) ? lastOfMonth(next) : clampToMin(day));
  };

  const captionId = `${id}-caption`;
  return (
    <div className={className}>
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          className={navButton}
          onClick={() => go(-1)}
          disabled={!canGoBack}
          aria-label={availabilityTexts.previousMonth}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <h3 id={captionId} aria-live="polite" className="font-serif text-lg text-ink dark:text-white">
          {monthLabel(month)}
        </h3>
        <button type="button" className={navButton} onClick={() => go(1)} aria-label={availabilityTexts.nextMonth}>
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-label={`${label}, ${monthLabel(month)}`}
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
        className="mt-3 w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {WEEK_DAYS.map(({ day, head }) => (
              <th
                key={day}
                scope="col"
                abbr={weekdayName(day)}
                className="pb-1 text-center text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400"
              >
                <span aria-hidden>{availabilityTexts.weekdayHeads[head]}</span>
                <span className="sr-only">{weekdayName(day)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week[0]!.date}>
              {week.map(({ date: day, inMonth }) => {
                // Days of the months before and after are blank cells.
                if (!inMonth) return <td key={day} aria-hidden />;
                const view = describeDay(day);
                const isSelected = selected === day;
                return (
                  <td key={day} aria-selected={selected === undefined ? undefined : isSelected}>
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === current ? 0 : -1}
                      aria-disabled={view.disabled || undefined}
                      aria-pressed={view.pressed}
                      aria-label={`${longDayLabel(day)}${view.status ? `, ${view.status}` : ''}`}
                      onClick={() => {
                        setActive(day);
                        if (!view.disabled) onChoose(day);
                      }}
                      className={`relative flex aspect-square w-full min-h-10 flex-col items-center justify-center rounded-lg border text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay ${
                        view.disabled ? 'cursor-not-allowed' : 'cursor-pointer'
                      } ${isSelected ? 'ring-2 ring-clay ring-offset-1 dark:ring-gold dark:ring-offset-stone-900' : ''} ${view.className ?? ''}`}
                    >
                      <span aria-hidden>{Number(day.slice(8, 10))}</span>
                      {view.mark && (
                        <span aria-hidden className="absolute top-0.5 right-0.5 sm:top-1 sm:right-1">
                          {view.mark}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One entry of a calendar's legend: the same swatch and mark as the days, and the state it names. */
export interface LegendItem {
  state: keyof typeof availabilityTexts.legend;
  className: string;
  mark?: ReactNode;
}

/** The legend under a calendar: a sample cell (colour, pattern and mark) beside each state's name. */
export function CalendarLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul
      aria-label={availabilityTexts.legendLabel}
      className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-700 dark:text-stone-300"
    >
      {items.map((item) => (
        <li key={item.state} className="flex items-center gap-2">
          <span aria-hidden className={`relative grid size-6 place-items-center rounded-md border ${item.className}`}>
            {item.mark}
          </span>
          {availabilityTexts.legend[item.state]}
        </li>
      ))}
    </ul>
  );
}

const hatch =
  'bg-[repeating-linear-gradient(135deg,var(--color-stone-200)_0_2px,transparent_2px_8px)] dark:bg-[repeating-linear-gradient(135deg,var(--color-stone-700)_0_2px,transparent_2px_8px)]';

/** The looks of the calendars' day states; each has a pattern or a mark besides its colour. */
export const dayTones = {
  free: 'border-stone-300 bg-white text-ink hover:border-ink dark:border-stone-600 dark:bg-stone-900 dark:text-white dark:hover:border-white',
  blocked:
    'border-clay bg-clay/15 font-semibold text-clay-dark hover:bg-clay/25 dark:border-gold dark:bg-gold/20 dark:text-gold',
  booked:
    'border-emerald-700 bg-emerald-50 font-semibold text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-200',
  nonWorking: `border-dashed border-stone-300 text-stone-600 dark:border-stone-600 dark:text-stone-400 ${hatch}`,
  past: 'border-transparent text-stone-400 line-through dark:text-stone-600',
  busy: `border-stone-200 text-stone-500 line-through dark:border-stone-700 dark:text-stone-500 ${hatch}`,
} as const;
