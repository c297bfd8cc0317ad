import {
  type ContactField,
  type ContactRequest,
  contactTexts,
  PAGE_FORMS,
  type PageFormSubmission,
  paths,
} from '@studio/shared';
import { CheckCircle2, CircleAlert, Send } from 'lucide-react';
import { usePageForm } from '@/components/form/use-page-form';
import { validateWith } from '@/components/form/validate-with';
import { FormField, TextAreaField } from '@/components/form/fields';
import { sendContactMessage } from '../api/send-contact-message';

const fields = PAGE_FORMS.contact;
const t = contactTexts.form;
const empty = (): Record<ContactField, string> => ({ name: '', email: '', message: '' });

/** docs/rules/product.md#validation: every rule of the shared schema, first message per field (loaded with the first use, ADR 0007). */
async function validate(values: Record<ContactField, string>) {
  const { contactRequestSchema } = await import('@studio/shared/schemas/contact');
  return validateWith<ContactField, ContactRequest>(contactRequestSchema, values);
}

/**
 * The contact form (docs/rules/product.md#screens, #states, #validation, #messages): inline messages under each field and nothing sent while any
 * error exists; idle -> 'Sending...' (disabled) -> success (fields cleared) or the failure text
 * (fields kept). Sent before the scripts run, it posts to /contact and the server answers alike.
 */
export function ContactForm({
  submission,
  service,
}: {
  submission?: PageFormSubmission | null;
  /** The service whose 'Book Your Spot' opened the page: the message starts with it (docs/rules/history.md#issue-23). */
  service?: string;
}) {
  const { id, form, formName, outcome, pending, control } = usePageForm({
    fields,
    initial: () => ({ ...empty(), message: service ? contactTexts.aboutService({ service }) : '' }),
    validate,
    send: sendContactMessage,
    submission,
    page: { form: 'contact', action: `${paths.contact}#contact-form` },
  });

  return (
    <form {...form} id="contact-form" aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-6">
      <input {...formName} />
      <div>
        <h2 id={`${id}-title`} className="font-serif text-3xl">
          {t.title}
        </h2>
        <p className="mt-2 text-stone-700 dark:text-stone-300">{t.intro}</p>
      </div>

      <FormField {...control('name')} label={t.name} autoComplete="name" />
      <FormField {...control('email')} label={t.email} type="email" inputMode="email" autoComplete="email" />
      <TextAreaField {...control('message')} label={t.message} rows={6} placeholder={t.messagePlaceholder} />

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={pending}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-clay px-7 py-3.5 font-semibold text-white shadow-sm transition-colors hover:bg-clay-dark disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? contactTexts.sending : t.send}
          {!pending && <Send aria-hidden className="size-4" />}
        </button>
      </div>

      <div aria-live="polite" role="status" className="empty:hidden">
        {outcome.kind === 'success' && (
          <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
            {contactTexts.success}
          </p>
        )}
        {outcome.kind === 'error' && (
          <div className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
            <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div>
              <p>{contactTexts.failure}</p>
              {outcome.detail && <p className="mt-1 text-sm font-normal">{outcome.detail}</p>}
            </div>
          </div>
        )}
      </div>
    </form>
  );
}
