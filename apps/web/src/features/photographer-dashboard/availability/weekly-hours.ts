import {
  type AvailabilitySettings,
  availabilitySettingsSchema,
  availabilityTexts,
  MARKET_TIME_ZONE,
  photographerDashboardTexts,
  type WorkingDay,
} from '@studio/shared';
import { validateWith } from '@/components/form/validate-with';

/** The form's rows, Monday first (as the calendar's weeks); 0 = Sunday as in the API. */
export const FORM_WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
/** The weekdays' names, 0 = Sunday, in the current language (read at each use). */
export const WEEKDAY_LABELS: Readonly<Record<number, string>> = photographerDashboardTexts.availabilityPage.weekdays;

type DayField = `working${number}` | `start${number}` | `end${number}`;
export type HoursField = 'timeZone' | DayField;
export type HoursValues = Record<HoursField, string>;

/** The form's fields in the order of the page: the zone, then each weekday's toggle, start and end. */
export const HOURS_FIELDS: readonly HoursField[] = [
  'timeZone',
  ...FORM_WEEKDAYS.flatMap((d) => [`working${d}`, `start${d}`, `end${d}`] as DayField[]),
];

const ON = 'on';

/** The form's values for saved (or default) settings; a day off keeps 09:00-18:00 to start from. */
export function hoursValuesOf(settings: { timeZone: string; weeklyHours: readonly WorkingDay[] }): HoursValues {
  const values = { timeZone: settings.timeZone } as HoursValues;
  for (const weekday of FORM_WEEKDAYS) {
    const day = settings.weeklyHours.find((d) => d.weekday === weekday);
    values[`working${weekday}`] = day ? ON : '';
    values[`start${weekday}`] = day?.start ?? '09:00';
    values[`end${weekday}`] = day?.end ?? '18:00';
  }
  return values;
}

export const isWorking = (values: HoursValues, weekday: number) => values[`working${weekday}`] === ON;
export const workingValue = (on: boolean) => (on ? ON : '');

/** The shared schema's rules on the form: the settings to send, or the first message per field. */
export function validateHours(values: HoursValues): {
  data?: AvailabilitySettings;
  errors: Partial<Record<HoursField, string>>;
} {
  const working = FORM_WEEKDAYS.filter((d) => isWorking(values, d));
  const input = {
    timeZone: values.timeZone,
    weeklyHours: working.map((weekday) => ({
      weekday,
      start: values[`start${weekday}`],
      end: values[`end${weekday}`],
    })),
  };
  const { data, errors: byPath } = validateWith<string, AvailabilitySettings>(availabilitySettingsSchema, input);
  if (data) return { data, errors: {} };
  const errors: Partial<Record<HoursField, string>> = {};
  for (const [key, message] of Object.entries(byPath)) {
    const m = /^weeklyHours\.(\d+)\.(start|end|weekday)$/.exec(key);
    const field: HoursField | null =
      key === 'timeZone'
        ? 'timeZone'
        : m
          ? (`${m[2] === 'weekday' ? 'working' : m[2]}${working[Number(m[1])]}` as HoursField)
          : null;
    if (field && message && !errors[field]) errors[field] = message;
  }
  if (Object.keys(errors).length === 0) errors.timeZone = availabilityTexts.hoursFailure;
  return { errors };
}

/** The IANA zones the browser knows, with the current one when it is missing from the list. */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [MARKET_TIME_ZONE];
  return known.includes(current) || !current ? [...known] : [current, ...known];
}
