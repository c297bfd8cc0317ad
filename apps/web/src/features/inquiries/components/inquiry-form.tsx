import { localHref } from '@studio/shared/i18n/current-locale';
import {
  availabilityTexts,
  contactTexts,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_SERVICES,
  type InquiryField,
  type InquiryRequest,
  inquiryRequestSchema,
  inquiryTexts,
  isRealDay,
  PAGE_FORMS,
  type PhotographerPackage,
  packagesTexts,
  type PageFormSubmission,
  paths,
  styleName,
} from '@studio/shared';
import { CalendarDays, CheckCircle2, CircleAlert, Send } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { describedBy } from '@/components/form/described-by';
import { PackageTerms } from '@/components/ui/package-terms';
import { usePageForm } from '@/components/form/use-page-form';
import { Spinner } from '@/components/ui/spinner';
import { FieldError, fieldBorder, FormField, inputClass, TextAreaField } from '@/components/form/fields';
import { validateWith } from '@/components/form/validate-with';
import { studioToday } from '@/lib/calendar-date';
import { type Month, monthOf } from '@/lib/month-grid';
import { useCurrentUser } from '@/lib/session-store';
import { sendInquiry } from '../api/send-inquiry';
import { useBusyDays } from '../hooks/use-busy-days';

// docs/rules/history.md#issue-12: the calendar loads when opened, keeping it off the page's first load.
const EventDateCalendar = lazy(() => import('./event-date-calendar'));

export type InquiryValues = Record<InquiryField, string>;
type Errors = Partial<Record<InquiryField, string>>;
export const INQUIRY_FIELDS: readonly InquiryField[] = PAGE_FORMS.inquiry;

/**
 * Every rule of the shared schema (first message per field), plus the ones only a clock and the
 * calendar can check: the event date is not before today in Nairobi, and the photographer is free
 * that day as far as the page knows (the server checks both).
 */
export function validateInquiry(
  photographerId: string,
  values: InquiryValues,
  today: string,
  isBusy: (day: string) => boolean = () => false,
): { data?: InquiryRequest; errors: Errors } {
  const { data, errors } = validateWith<InquiryField, InquiryRequest>(inquiryRequestSchema, {
    photographerId,
    ...values,
    phone: values.phone.trim() ? values.phone : undefined,
    // docs/rules/history.md#issue-12: "Not sure yet" sends no package.
    packageId: values.packageId ? values.packageId : undefined,
  });
  if (!errors.eventDate && values.eventDate && values.eventDate < today) errors.eventDate = inquiryTexts.eventDatePast;
  if (!errors.eventDate && isRealDay(values.eventDate) && isBusy(values.eventDate))
    errors.eventDate = inquiryTexts.eventDateBusy;
  const clean = Object.fromEntries(INQUIRY_FIELDS.flatMap((f) => (errors[f] ? [[f, errors[f]]] : []))) as Errors;
  return data && Object.keys(clean).length === 0 ? { data, errors: {} } : { errors: clean };
}

const isService = (s: string | null | undefined): s is string =>
  !!s && (INQUIRY_SERVICES as readonly string[]).includes(s);

/** What the inquiry's package choice shows of a package (docs/rules/history.md#issue-12). */
export type InquiryPackage = Pick<
  PhotographerPackage,
  | 'id'
  | 'title'
  | 'priceKes'
  | 'priceUsd'
  | 'durationValue'
  | 'durationUnit'
  | 'depositKind'
  | 'depositValue'
  | 'balanceDueDays'
  | 'cancellationPolicy'
>;

export const packageOptionLabel = (p: InquiryPackage) =>
  `${p.title} · ${packagesTexts.price({ kes: p.priceKes, usd: p.priceUsd })} · ${packagesTexts.duration({ value: p.durationValue, unit: p.durationUnit })}`;

interface InquiryFormProps {
  photographerId: string;
  /** docs/rules/history.md#issue-12: the photographer's active packages, offered with "Not sure yet"; none: no choice shown. */
  packages?: readonly InquiryPackage[];
  /** The package chosen on the profile (`?package=`): preselected when it is one of `packages`. */
  packageId?: string | null;
  /** The photographer's speciality: preselected when it is one of the services. */
  speciality?: string | null;
  photographerName: string;
  /** The server's answer when the form was posted before the scripts ran. */
  submission?: PageFormSubmission | null;
}

/**
 * The inquiry of /contact/:id (docs/rules/bookings.md#requests): the studio contact form's behaviour (docs/rules/product.md#states, #validation) for a booking
 * request. Messages under each field and nothing sent while any error exists; idle -> 'Sending...'
 * (disabled) -> the thank-you text with the fields cleared, or the failure text (and the server's
 * field messages) with everything typed kept.
 */
export function InquiryForm({
  photographerId,
  packages = [],
  packageId,
  speciality,
  photographerName,
  submission,
}: InquiryFormProps) {
  const f = inquiryTexts.form;
  const user = useCurrentUser();
  const chosenPackage = packages.some((p) => p.id === packageId) ? (packageId as string) : '';
  const initial = (): InquiryValues => ({
    name: user?.username ?? '',
    email: user?.email ?? '',
    phone: '',
    service: isService(speciality) ? speciality : '',
    packageId: chosenPackage,
    eventDate: '',
    message: '',
  });
  const today = studioToday();
  const busyDays = useBusyDays(photographerId);
  const { id, form, formName, values, setValues, errors, outcome, pending, field, control, change } = usePageForm({
    fields: INQUIRY_FIELDS,
    initial,
    validate: (v: InquiryValues) => validateInquiry(photographerId, v, today, busyDays.isBusy),
    send: sendInquiry,
    submission,
    page: { form: 'inquiry', action: `${paths.contactPhotographer.replace(':id', photographerId)}#inquiry-form` },
  });

  // The page is rendered on the server without a user; once the browser knows who is signed in,
  // their name and e-mail fill the fields they have not typed in yet, and never the field they are
  // in: a visitor who started typing as the form woke would see their words mixed with these.
  const prefilledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user || prefilledFor.current === user.id) return;
    prefilledFor.current = user.id;
    const typingIn = document.activeElement?.getAttribute('name');
    const fill = (current: string, field: 'name' | 'email', value: string) =>
      current || field === typingIn ? current : value;
    setValues((v) => ({ ...v, name: fill(v.name, 'name', user.username), email: fill(v.email, 'email', user.email) }));
  }, [user, setValues]);

  // docs/rules/history.md#issue-12: the days the photographer is not free, for the month shown and the month typed.
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [month, setMonth] = useState<Month>(() => monthOf(today));
  const calendarButton = useRef<HTMLButtonElement>(null);
  const { ensureMonth } = busyDays;
  const typedDay = isRealDay(values.eventDate) && values.eventDate >= today ? values.eventDate : null;
  const chosen = packages.find((p) => p.id === values.packageId);
  // Asked once the visitor turns to the date (zod and the request stay off the page's first load, ADR 0007).
  const [dateInUse, setDateInUse] = useState(false);
  useEffect(() => {
    if (dateInUse || typedDay) ensureMonth(monthOf(typedDay ?? today));
  }, [ensureMonth, dateInUse, typedDay, today]);
  useEffect(() => {
    if (calendarOpen) ensureMonth(month);
  }, [ensureMonth, calendarOpen, month]);
  const toggleCalendar = () => {
    setDateInUse(true);
    if (!calendarOpen) setMonth(monthOf(typedDay ?? today));
    setCalendarOpen((o) => !o);
  };
  const closeCalendar = () => {
    setCalendarOpen(false);
    calendarButton.current?.focus();
  };
  // A busy date shows its message as soon as it is typed, before any attempt to send.
  const dateError =
    errors.eventDate ?? (typedDay && busyDays.isBusy(typedDay) ? inquiryTexts.eventDateBusy : undefined);

  const a11y = (name: InquiryField, hint?: boolean) => field(name, { hint });
  const borderFor = (field: InquiryField) => fieldBorder(errors[field]);
  const fieldError = (field: InquiryField) => <FieldError fieldId={`${id}-${field}`} error={errors[field]} />;
  const label = (field: InquiryField, text: ReactNode) => (
    <label htmlFor={`${id}-${field}`} className="block text-sm font-semibold text-stone-800 dark:text-stone-200">
      {text}
    </label>
  );

  return (
    // A signed-in client's name and e-mail fill in once React knows them: for them this island
    // wakes at once (`data-session-control`, entry-islands.ts).
    <form
      {...form}
      id="inquiry-form"
      data-session-control
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 space-y-6"
    >
      <input {...formName} />
      <div>
        <h2 id={`${id}-title`} className="font-serif text-3xl">
          {f.title}
        </h2>
        <p className="mt-2 text-stone-700 dark:text-stone-300">{f.intro({ name: photographerName })}</p>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField {...control('name')} label={f.name} autoComplete="name" />
        <FormField {...control('email')} label={f.email} type="email" inputMode="email" autoComplete="email" />
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          {...control('phone')}
          label={f.phone}
          optional
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+254 712 345 678"
          hint={f.phoneHint}
        />
        <div>
          {label('service', f.service)}
          <select
            {...a11y('service')}
            className={`mt-1.5 ${inputClass} ${borderFor('service')} dark:[color-scheme:dark]`}
          >
            <option value="">{f.chooseService}</option>
            {INQUIRY_SERVICES.map((s) => (
              <option key={s} value={s}>
                {styleName(s)}
              </option>
            ))}
          </select>
          {fieldError('service')}
        </div>
      </div>

      {packages.length > 0 && (
        <div>
          {label('packageId', packagesTexts.inquiryLabel)}
          <select
            {...a11y('packageId')}
            className={`mt-1.5 ${inputClass} ${borderFor('packageId')} dark:[color-scheme:dark]`}
          >
            <option value="">{packagesTexts.notSureYet}</option>
            {packages.map((p) => (
              <option key={p.id} value={p.id}>
                {packageOptionLabel(p)}
              </option>
            ))}
          </select>
          {fieldError('packageId')}
          {/* ADR 0038: the chosen package's deposit, balance and cancellation policy. */}
          {chosen && <PackageTerms pkg={chosen} />}
        </div>
      )}

      <div className="sm:max-w-[calc(50%-0.75rem)]">
        {label('eventDate', f.eventDate)}
        <div className="mt-1.5 flex gap-2">
          <input
            type="date"
            // Today in Nairobi, the same on the server's render and in the browser.
            min={today}
            suppressHydrationWarning
            {...a11y('eventDate')}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={describedBy(`${id}-eventDate`, false, dateError)}
            onFocus={() => setDateInUse(true)}
            className={`${inputClass} ${fieldBorder(dateError)} min-h-[3.25rem] min-w-0 flex-1 dark:[color-scheme:dark]`}
          />
          <button
            ref={calendarButton}
            type="button"
            onClick={toggleCalendar}
            aria-expanded={calendarOpen}
            aria-controls={`${id}-event-calendar`}
            title={calendarOpen ? availabilityTexts.pickerClose : availabilityTexts.pickerOpen}
            className={`grid size-[3.25rem] shrink-0 place-items-center rounded-lg border transition-colors ${
              calendarOpen
                ? 'border-ink bg-ink text-white dark:border-white dark:bg-white dark:text-ink'
                : 'border-stone-300 bg-white text-ink hover:border-ink dark:border-stone-600 dark:bg-stone-900 dark:text-white'
            }`}
          >
            <CalendarDays aria-hidden className="size-5" />
            <span className="sr-only">
              {calendarOpen ? availabilityTexts.pickerClose : availabilityTexts.pickerOpen}
            </span>
          </button>
        </div>
        <FieldError fieldId={`${id}-eventDate`} error={dateError} />
        {calendarOpen && (
          <div
            id={`${id}-event-calendar`}
            className="mt-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4 dark:border-stone-700 dark:bg-stone-900"
          >
            <Suspense fallback={<Spinner />}>
              <EventDateCalendar
                month={month}
                onMonthChange={setMonth}
                today={today}
                selected={values.eventDate}
                isBusy={busyDays.isBusy}
                loaded={busyDays.isLoaded(month)}
                onChoose={(day) => {
                  change('eventDate', day);
                  closeCalendar();
                }}
                onClose={closeCalendar}
              />
            </Suspense>
          </div>
        )}
      </div>

      <TextAreaField
        {...control('message')}
        label={f.message}
        rows={6}
        placeholder={f.messagePlaceholder}
        counter={{
          text: (
            <>
              {values.message.length.toLocaleString('en-US')} / {INQUIRY_MESSAGE_MAX.toLocaleString('en-US')}
              <span className="sr-only">{f.characters}</span>
            </>
          ),
          over: values.message.length > INQUIRY_MESSAGE_MAX,
        }}
      />

      <button
        type="submit"
        disabled={pending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-clay px-7 py-3.5 font-semibold text-white shadow-sm transition-colors hover:bg-clay-dark disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {pending ? contactTexts.sending : f.send}
        {!pending && <Send aria-hidden className="size-4" />}
      </button>

      <div aria-live="polite" role="status" className="empty:hidden">
        {outcome.kind === 'success' && (
          <div className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="text-balance">{inquiryTexts.sent}</p>
              {user && (
                <p className="mt-1 text-sm font-normal">
                  {f.followIn}{' '}
                  <a href={localHref(paths.dashboardMessages)} className="font-semibold underline underline-offset-4">
                    {f.yourMessages}
                  </a>
                  .
                </p>
              )}
            </div>
          </div>
        )}
        {outcome.kind === 'error' && (
          <div className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
            <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div>
              <p>{inquiryTexts.failure}</p>
              {outcome.detail && <p className="mt-1 text-sm font-normal">{outcome.detail}</p>}
            </div>
          </div>
        )}
      </div>
    </form>
  );
}
