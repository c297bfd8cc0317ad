import { type ContactField, type ContactRequest, contactRequestSchema, fieldErrors, texts } from '@studio/shared';
import { CheckCircle2, CircleAlert, Send } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FieldError, fieldBorder } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

type Values = Record<ContactField, string>;
type Errors = Partial<Record<ContactField, string>>;
type Outcome = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; detail?: string };

const empty: Values = { name: '', email: '', message: '' };
const fields: ContactField[] = ['name', 'email', 'message'];

/** SPEC 5: every rule of the shared schema, first message per field. */
function validate(values: Values): { data?: ContactRequest; errors: Errors } {
  const parsed = contactRequestSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  return { errors: fieldErrors(parsed.error.issues) as Errors };
}

const inputClass =
  'mt-2 block w-full rounded-lg border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-stone-500 focus:border-clay focus:outline-none focus:ring-2 focus:ring-clay/30 dark:bg-stone-900 dark:text-stone-100';

/**
 * The contact form (SPEC 2, 4, 5, 8): inline messages under each field and nothing sent while any
 * error exists; idle -> 'Sending...' (disabled) -> success (fields cleared) or the failure text
 * (fields kept).
 */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const send = useSendContactMessage();
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  const change = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (outcome.kind !== 'idle') setOutcome({ kind: 'idle' });
    // After a first attempt, each field's message follows what is typed.
    if (checked) setErrors((prev) => ({ ...prev, [field]: validate(next).errors[field] }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    setChecked(true);
    const { data, errors: found } = validate(values);
    setErrors(found);
    if (!data) {
      const first = fields.find((f) => found[f]);
      if (first) refs[first].current?.focus();
      return;
    }
    setOutcome({ kind: 'idle' });
    send.mutate(data, {
      onSuccess: () => {
        setValues(empty);
        setErrors({});
        setChecked(false);
        setOutcome({ kind: 'success' });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.errors) {
          const serverErrors: Errors = {};
          for (const f of fields) if (err.errors[f]?.[0]) serverErrors[f] = err.errors[f][0];
          setErrors(serverErrors);
        }
        setOutcome({ kind: 'error', detail: err instanceof ApiError && err.status === 429 ? err.message : undefined });
      },
    });
  };

  const describedBy = (field: ContactField) => (errors[field] ? `${id}-${field}-error` : undefined);
  const borderFor = (field: ContactField) => fieldBorder(errors[field]);
  const fieldError = (field: ContactField) => <FieldError fieldId={`${id}-${field}`} error={errors[field]} />;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-6">
      <div>
        <h2 id={`${id}-title`} className="font-serif text-3xl">
          Send us a message
        </h2>
        <p className="mt-2 text-stone-700 dark:text-stone-300">
          Tell us about the day, the place and the pictures you have in mind. All fields are required.
        </p>
      </div>

      <div>
        <label htmlFor={`${id}-name`} className="font-semibold">
          Name
        </label>
        <input
          ref={refs.name}
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => change('name', e.target.value)}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy('name')}
          className={`${inputClass} ${borderFor('name')}`}
        />
        {fieldError('name')}
      </div>

      <div>
        <label htmlFor={`${id}-email`} className="font-semibold">
          Email
        </label>
        <input
          ref={refs.email}
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => change('email', e.target.value)}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy('email')}
          className={`${inputClass} ${borderFor('email')}`}
        />
        {fieldError('email')}
      </div>

      <div>
        <label htmlFor={`${id}-message`} className="font-semibold">
          Message
        </label>
        <textarea
          ref={refs.message}
          id={`${id}-message`}
          name="message"
          rows={6}
          value={values.message}
          onChange={(e) => change('message', e.target.value)}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy('message')}
          placeholder="For example: a garden wedding in Karen on 14 March, about 150 guests, photos and a short film."
          className={`${inputClass} ${borderFor('message')} resize-y`}
        />
        {fieldError('message')}
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={send.isPending}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-clay px-7 py-3.5 font-semibold text-white shadow-sm transition-colors hover:bg-clay-dark disabled:cursor-wait disabled:opacity-70"
        >
          {send.isPending ? texts.contact.sending : 'Send message'}
          {!send.isPending && <Send aria-hidden className="size-4" />}
        </button>
      </div>

      <div aria-live="polite" role="status" className="empty:hidden">
        {outcome.kind === 'success' && (
          <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
            {texts.contact.success}
          </p>
        )}
        {outcome.kind === 'error' && (
          <div className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
            <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div>
              <p>{texts.contact.failure}</p>
              {outcome.detail && <p className="mt-1 text-sm font-normal">{outcome.detail}</p>}
            </div>
          </div>
        )}
      </div>
    </form>
  );
}
