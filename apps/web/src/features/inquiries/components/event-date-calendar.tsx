import { availabilityTexts, inquiryTexts } from '@studio/shared';
import { X } from 'lucide-react';
import { CalendarLegend, dayTones, MonthCalendar } from '@/components/ui/month-calendar';
import type { Month } from '@/lib/month-grid';

const busyMark = <X className="size-3 sm:size-3.5" strokeWidth={3} />;

const legend = [
  {
    state: 'free',
    className: dayTones.free,
  },
  {
    state: 'busy',
    className: dayTones.busy,
    mark: busyMark,
  },
  {
    state: 'past',
    className: dayTones.past,
    mark: <span className="text-xs text-stone-500 line-through">1</span>,
  },
  {
    state: 'selected',
    className: `${dayTones.free} ring-2 ring-clay ring-offset-1`,
  },
] as const;

export interface EventDateCalendarProps {
  month: Month;
  onMonthChange: (month: Month) => void;
  today: string;
  selected: string;
  isBusy: (day: string) => boolean;
  loaded: boolean;
  onChoose: (day: string) => void;
  onClose: () => void;
}

/**
 * The inquiry form's calendar (docs/rules/history.md#issue-12): days before today and days the photographer is not
 * free are crossed out, announced as not available, and cannot be chosen. Loaded only when the
 * visitor opens it, so it adds nothing to the page's first load.
 */
export default function EventDateCalendar({
  month,
  onMonthChange,
  today,
  selected,
  isBusy,
  loaded,
  onChoose,
  onClose,
}: EventDateCalendarProps) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600 dark:text-stone-400">{availabilityTexts.pickerHint}</p>
      <MonthCalendar
        month={month}
        onMonthChange={onMonthChange}
        label={inquiryTexts.form.freeDays}
        minMonth={{ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }}
        initialFocus={today}
        selected={selected || null}
        autoFocus
        busy={!loaded}
        onEscape={onClose}
        onChoose={onChoose}
        describeDay={(day) =>
          day < today
            ? { disabled: true, status: availabilityTexts.legend.past, className: dayTones.past }
            : isBusy(day)
              ? { disabled: true, status: availabilityTexts.legend.busy, className: dayTones.busy, mark: busyMark }
              : { status: loaded ? availabilityTexts.legend.free : undefined, className: dayTones.free }
        }
      />
      <CalendarLegend items={legend} />
    </div>
  );
}
