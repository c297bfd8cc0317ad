import { PAGE_FORM_FIELD, type PageFormId, type PageFormSubmission } from '@studio/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from './server-field-errors';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

type Values<F extends string> = Record<F, string>;
type Errors<F extends string> = Partial<Record<F, string>>;
type Validation<F extends string, D> = { data?: D; errors: Errors<F> };
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Where a form stands: nothing yet, sending, sent, or failed (with the server's words when they help). */
export type FormOutcome = { kind: 'idle' } | { kind: 'success'; message?: string } | { kind: 'error'; detail?: string };

interface UseFormOptions<F extends string, D> {
  fields: readonly F[];
  initial: () => Values<F>;
  /**
   * Every rule of the shared schema: the data to send, or the first message per field. It may load
   * the schema on first use, to keep zod off the page's first load (ADR 0007).
   */
  validate: (values: Values<F>) => Validation<F, D> | Promise<Validation<F, D>>;
  send: (data: D) => Promise<unknown>;
  /**
   * What the server answered when the form was sent before the page's scripts ran (it was posted as
   * an HTML form): the page is rendered again with the values, messages and outcome.
   */
  submission?: PageFormSubmission | null;
  /** The page form it is (posted to `action`, the page's address, before the scripts run). */
  page: { form: PageFormId; action: string };
  /** Values to keep after a successful send (the rest start again from `initial`). */
  keepOnSuccess?: (sent: Values<F>) => Partial<Values<F>>;
}

function outcomeOf(submission: PageFormSubmission | null | undefined): FormOutcome {
  if (!submission) return { kind: 'idle' };
  if (submission.ok) return { kind: 'success', message: submission.message };
  const hasFieldErrors = Object.keys(submission.errors).length > 0;
  return { kind: 'error', detail: hasFieldErrors ? undefined : submission.message };
}

/**
 * One way to build a form (SPEC 4, 5): values, a message under each field (after a first attempt
 * they follow what is typed), focus on the first error, nothing sent while any error exists, a
 * busy state, the server's field messages mapped onto fields. The form is also a plain HTML form:
 * what was typed before the scripts ran is kept, and what the server answered to a post made
 * before then is shown.
 */
export function useForm<F extends string, D>(opts: UseFormOptions<F, D>) {
  const { fields, submission } = opts;
  const id = useId();
  const [values, setValues] = useState<Values<F>>(() =>
    submission ? { ...opts.initial(), ...(submission.values as Partial<Values<F>>) } : opts.initial(),
  );
  const [errors, setErrors] = useState<Errors<F>>(() => (submission?.errors as Errors<F> | undefined) ?? {});
  const [checked, setChecked] = useState(Boolean(submission && !submission.ok));
  const [outcome, setOutcome] = useState<FormOutcome>(() => outcomeOf(submission));
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useTypedBeforeHydration(
    formRef,
    fields,
    (f) => values[f],
    (typed) => setValues((v) => ({ ...v, ...typed })),
  );

  const element = (field: F) => formRef.current?.elements.namedItem(field) as FieldElement | null | undefined;
  const focusFirst = (found: Errors<F>) => {
    const first = fields.find((f) => found[f]);
    if (first) element(first)?.focus();
  };

  const change = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (outcome.kind !== 'idle') setOutcome({ kind: 'idle' });
    if (checked)
      void Promise.resolve(opts.validate(next)).then((r) =>
        setErrors((prev) => ({ ...prev, [field]: r.errors[field] })),
      );
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setChecked(true);
    const { data, errors: found } = await opts.validate(values);
    setErrors(found);
    if (data === undefined) return focusFirst(found);
    setOutcome({ kind: 'idle' });
    setPending(true);
    try {
      const result = await opts.send(data);
      setValues({ ...opts.initial(), ...opts.keepOnSuccess?.(values) });
      setErrors({});
      setChecked(false);
      const message = (result as { message?: unknown } | undefined)?.message;
      setOutcome({ kind: 'success', message: typeof message === 'string' ? message : undefined });
    } catch (err) {
      const fromServer = serverFieldErrors(err, fields);
      setErrors(fromServer);
      focusFirst(fromServer);
      // The server's own words when they help (not found, too many requests), unless under a field.
      const helpful = err instanceof ApiError && err.status >= 400 && err.status < 500;
      setOutcome({ kind: 'error', detail: helpful && Object.keys(fromServer).length === 0 ? err.message : undefined });
    } finally {
      setPending(false);
    }
  };

  const fieldId = (field: F) => `${id}-${field}`;
  /** The props every input, select and textarea of the form takes. */
  const field = (name: F, { hint = false }: { hint?: boolean } = {}) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [hint ? `${fieldId(name)}-hint` : null, errors[name] ? `${fieldId(name)}-error` : null]
        .filter(Boolean)
        .join(' ') || undefined,
  });

  /** The <form>'s props: an HTML form posting to the page until the scripts take over. */
  const form = { ref: formRef, method: 'post', action: opts.page.action, noValidate: true, onSubmit } as const;
  /** The hidden field that names the form to the server. */
  const formName = { type: 'hidden', name: PAGE_FORM_FIELD, value: opts.page.form } as const;

  return { id, form, formName, values, setValues, errors, outcome, pending, change, field, fieldId };
}
