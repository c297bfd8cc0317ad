import { type AvailabilitySettingsResponse, availabilityTexts, photographerDashboardTexts } from '@studio/shared';
import { Save } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from '@/components/form/use-form';
import { CheckboxField, fieldBorder, inputClass, Spinner } from '@/components/form/fields';
import { useToast } from '@/components/ui/toasts';
import { ApiError } from '@/lib/api-client';
import { useSaveAvailability } from './availability-api';
import {
  FORM_WEEKDAYS,
  HOURS_FIELDS,
  type HoursField,
  hoursValuesOf,
  isWorking,
  timeZoneOptions,
  validateHours,
  WEEKDAY_LABELS,
  workingValue,
} from './weekly-hours';
import { SelectField } from '@/components/form/fields';
import { primaryButton } from '@/components/ui/buttons';

/**
 * The working week (docs/rules/history.md#issue-12): a row per weekday (working or not, from, to) and the time zone,
 * on the one form layer (ADR 0014): checked with the shared schema, every message under its
 * field, nothing sent while any error exists.
 */
export function WeeklyHoursForm({ settings }: { settings: AvailabilitySettingsResponse }) {
  const toast = useToast();
  const save = useSaveAvailability();
  const { id, form, values, errors, pending, field, control, change } = useForm({
    fields: HOURS_FIELDS,
    initial: () => hoursValuesOf(settings),
    validate: validateHours,
    send: (data) => save.mutateAsync(data),
    clearOnChange: 'field',
    keepOnSuccess: (_sent, saved) => hoursValuesOf(saved),
    success: () => availabilityTexts.hoursSaved,
    onSuccess: () => toast({ kind: 'success', text: availabilityTexts.hoursSaved }),
    onError: (err) =>
      toast({
        kind: 'error',
        text:
          err instanceof ApiError && err.status >= 400 && err.status < 500
            ? err.message
            : availabilityTexts.hoursFailure,
      }),
  });
  const zones = useMemo(() => timeZoneOptions(values.timeZone), [values.timeZone]);
  const rowError = (weekday: number) =>
    (['working', 'start', 'end'] as const).map((k) => errors[`${k}${weekday}` as HoursField]).find(Boolean);

  return (
    <form {...form} aria-labelledby={`${id}-title`} className="space-y-6">
      <div>
        <h2 id={`${id}-title`} className="font-serif text-2xl text-ink dark:text-white">
          {availabilityTexts.hoursTitle}
        </h2>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{availabilityTexts.hoursIntro}</p>
      </div>

      <fieldset className="space-y-1" disabled={pending}>
        <legend className="sr-only">{availabilityTexts.hoursTitle}</legend>
        <div
          aria-hidden
          className="grid grid-cols-[minmax(7.5rem,1fr)_minmax(0,6.5rem)_minmax(0,6.5rem)] gap-x-3 px-1 pb-1 text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400"
        >
          <span>{availabilityTexts.working}</span>
          <span>{availabilityTexts.start}</span>
          <span>{availabilityTexts.end}</span>
        </div>
        {FORM_WEEKDAYS.map((weekday) => {
          const name = WEEKDAY_LABELS[weekday]!;
          const on = isWorking(values, weekday);
          const error = rowError(weekday);
          const workingId = `${id}-working${weekday}`;
          return (
            <div key={weekday} className="rounded-lg px-1 py-1.5 odd:bg-stone-50 dark:odd:bg-stone-800/40">
              <div className="grid grid-cols-[minmax(7.5rem,1fr)_minmax(0,6.5rem)_minmax(0,6.5rem)] items-center gap-x-3">
                <CheckboxField
                  id={workingId}
                  // No name: the form layer takes a named field's DOM value as typed before hydration, and a
                  // checkbox's value is "on" whether checked or not. The toggle lives in the form's state.
                  role="switch"
                  className="flex min-h-11 items-center"
                  label={
                    <>
                      {name}
                      <span className="block text-xs font-normal text-stone-600 dark:text-stone-400">
                        {on ? availabilityTexts.working : availabilityTexts.legend.nonWorking}
                      </span>
                    </>
                  }
                  checked={on}
                  onCheckedChange={(checked) => change(`working${weekday}`, workingValue(checked))}
                />
                {(['start', 'end'] as const).map((k) => {
                  const f = `${k}${weekday}` as HoursField;
                  return (
                    <div key={k}>
                      <label htmlFor={`${id}-${f}`} className="sr-only">
                        {name} {k === 'start' ? availabilityTexts.start : availabilityTexts.end}
                      </label>
                      <input
                        // HH:MM on a 24-hour clock, as the API and the time zone's clock read it: a native
                        // time input follows the browser's locale (06:00 PM) and does not fit a phone's row.
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        // eslint-disable-next-line no-restricted-syntax -- a time's shape, the same in every language
                        placeholder="HH:MM"
                        maxLength={5}
                        {...field(f)}
                        disabled={!on}
                        className={`${inputClass} ${fieldBorder(errors[f])} px-3 py-2 text-center tabular-nums disabled:opacity-40`}
                      />
                    </div>
                  );
                })}
              </div>
              {error && (
                <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-300" role="alert">
                  {name}: {error}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>

      <SelectField
        {...control('timeZone')}
        value={values.timeZone}
        label={availabilityTexts.timeZone}
        options={zones}
        placeholder={photographerDashboardTexts.availabilityPage.chooseTimeZone}
        hint={photographerDashboardTexts.availabilityPage.timeZoneHint}
        disabled={pending}
      />

      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? <Spinner /> : <Save aria-hidden className="size-4" />}
        {pending
          ? photographerDashboardTexts.availabilityPage.saving
          : photographerDashboardTexts.availabilityPage.saveWeek}
      </button>
    </form>
  );
}
