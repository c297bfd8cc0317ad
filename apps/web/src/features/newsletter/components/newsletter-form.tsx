import { type NewsletterRequest, newsletterTexts, type PageFormSubmission } from '@studio/shared';
import { usePageForm } from '@/components/form/use-page-form';
import { validateWith } from '@/components/form/validate-with';
import { subscribe } from '../api/subscribe';

const fields = ['email'] as const;

/** The footer is on every page: its schema loads when first used (ADR 0007). */
async function validate(values: { email: string }) {
  const { newsletterRequestSchema } = await import('@studio/shared/schemas/newsletter');
  return validateWith<'email', NewsletterRequest>(newsletterRequestSchema, values);
}

interface NewsletterFormProps {
  /** The page it is on: posted there before the scripts run. */
  action: string;
  submission?: PageFormSubmission | null;
}

/** The footer's subscription (docs/rules/product.md#screens): one e-mail address; the outcome is announced under it. */
export function NewsletterForm({ action, submission }: NewsletterFormProps) {
  const { id, form, formName, errors, outcome, pending, field } = usePageForm({
    fields,
    initial: () => ({ email: '' }),
    validate,
    send: subscribe,
    submission,
    page: { form: 'newsletter', action: `${action}#newsletter` },
  });
  const message =
    errors.email ??
    (outcome.kind === 'success'
      ? newsletterTexts.success
      : outcome.kind === 'error'
        ? (outcome.detail ?? newsletterTexts.failure)
        : '');

  return (
    <form {...form} id="newsletter" className="scroll-mt-24 space-y-2" aria-labelledby={`${id}-title`}>
      <input {...formName} />
      <h2 id={`${id}-title`} className="font-serif text-lg text-white">
        {newsletterTexts.form.title}
      </h2>
      <p className="text-sm text-stone-400">{newsletterTexts.form.lead}</p>
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          {newsletterTexts.form.emailLabel}
        </label>
        <input
          {...field('email')}
          type="email"
          required
          placeholder={newsletterTexts.form.placeholder}
          autoComplete="email"
          aria-describedby={`${id}-status`}
          className="min-w-0 flex-1 rounded-md border border-stone-600 bg-stone-900 px-3 py-2 text-sm text-white placeholder:text-stone-500"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-clay px-4 py-2 text-sm font-semibold text-white hover:bg-clay-dark disabled:opacity-60"
        >
          {newsletterTexts.form.subscribe}
        </button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={`min-h-5 text-sm ${outcome.kind === 'success' ? 'text-emerald-400' : 'text-red-300'}`}
      >
        {message}
      </p>
    </form>
  );
}
