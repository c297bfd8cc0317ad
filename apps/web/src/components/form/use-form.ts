import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { describedBy } from './described-by';
import { serverFieldErrors } from './server-field-errors';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

type Values<F extends string> = Record<F, string>;
type Files<G extends string> = Partial<Record<G, File>>;
type Errors<K extends string> = Partial<Record<K, string>>;
type Validation<K extends string, D> = { data?: D; errors: Errors<K> };
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Where a form stands: nothing yet, sending, sent, or failed (with the server's words when they help). */
export type FormOutcome = { kind: 'idle' } | { kind: 'success'; message?: string } | { kind: 'error'; detail?: string };

/** What an outcome says, if anything: the success message, or the words of the failure. */
export function outcomeNotice(outcome: FormOutcome): { kind: 'success' | 'error'; text: string } | null {
  if (outcome.kind === 'success' && outcome.message) return { kind: 'success', text: outcome.message };
  if (outcome.kind === 'error' && outcome.detail) return { kind: 'error', text: outcome.detail };
  return null;
}

/** Where a form starts, when not empty: e.g. the server's answer to a post made before the scripts ran. */
export interface FormStart<F extends string> {
  values?: Partial<Values<F>>;
  errors?: Errors<F>;
  outcome?: FormOutcome;
  /** A first attempt was made: messages follow what is typed. */
  checked?: boolean;
}

export interface UseFormOptions<F extends string, D, R = unknown, G extends string = never> {
  fields: readonly F[];
  /** The form's file inputs (after the fields), each with the check a file gets as soon as it is chosen. */
  files?: { readonly [K in G]: (file: File) => string | null | undefined };
  initial: () => Values<F>;
  /**
   * Every rule of the shared schema: the data to send, or the first message per field. It may load
   * the schema on first use, to keep zod off the page's first load (ADR 0007).
   */
  validate: (values: Values<F>, files: Files<G>) => Validation<F | G, D> | Promise<Validation<F | G, D>>;
  send: (data: D) => Promise<R>;
  /**
   * What a change does to the messages. By default, after a first attempt, the changed field is
   * checked again; 'field': its message goes; 'all': every message goes (docs/rules/product.md#states, the auth screen),
   * and each attempt starts without the last outcome.
   */
  clearOnChange?: 'field' | 'all';
  /** Values to keep after a successful send (the rest start again from `initial`). */
  keepOnSuccess?: (sent: Values<F>, result: R, data: D) => Partial<Values<F>>;
  /** The words of a successful send's outcome (`message`). By default the server's `message`. */
  success?: (result: R, data: D) => string | undefined;
  /** After a successful send, once the form is reset. */
  onSuccess?: (result: R, data: D) => void;
  /**
   * The words of a failed send's outcome (`detail`). By default the server's own words when they
   * help (not found, too many requests), unless a message stands under a field.
   */
  failure?: (err: unknown, underFields: Errors<F | G>) => string | undefined;
  /** After a failed send, once its messages are shown. */
  onError?: (err: unknown) => void;
  start?: FormStart<F>;
}

function serverMessage(result: unknown): string | undefined {
  const message = (result as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

function helpfulDetail(err: unknown, underFields: object): string | undefined {
  const helpful = err instanceof ApiError && err.status >= 400 && err.status < 500;
  return helpful && Object.keys(underFields).length === 0 ? err.message : undefined;
}

const idle: FormOutcome = { kind: 'idle' };

/**
 * One way to build a form (docs/rules/product.md#states, #validation): values, a message under each field (after a first attempt
 * they follow what is typed, unless `clearOnChange` says otherwise), focus on the first error,
 * nothing sent while any error exists, a busy state, the server's field messages mapped onto
 * fields. What was typed before the scripts ran is taken over from the DOM. A public page's form,
 * which also posts before the scripts run, is `usePageForm`.
 */
export function useForm<F extends string, D, R = unknown, G extends string = never>(opts: UseFormOptions<F, D, R, G>) {
  const { fields, start } = opts;
  const fileNames = Object.keys(opts.files ?? {}) as G[];
  const order: readonly (F | G)[] = [...fields, ...fileNames];
  const id = useId();
  const [values, setValues] = useState<Values<F>>(() => ({ ...opts.initial(), ...start?.values }));
  const [files, setFiles] = useState<Files<G>>({});
  const [errors, setErrors] = useState<Errors<F | G>>(() => start?.errors ?? {});
  const [checked, setChecked] = useState(Boolean(start?.checked));
  const [outcome, setOutcome] = useState<FormOutcome>(() => start?.outcome ?? idle);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusNext = useRef<F | G | null>(null);

  useTypedBeforeHydration(
    formRef,
    fields,
    (f) => values[f],
    (typed) => setValues((v) => ({ ...v, ...typed })),
  );

  const element = (name: F | G) => formRef.current?.elements.namedItem(name) as FieldElement | null | undefined;
  // Focus moves once the form has rendered its messages and is no longer busy (a busy fieldset is disabled).
  useEffect(() => {
    if (pending || focusNext.current === null) return;
    element(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const focusFirst = (found: Errors<F | G>) => {
    focusNext.current = order.find((f) => found[f]) ?? null;
  };

  /** What a change of `name` does to the messages (the values given are the changed ones). */
  const settle = (name: F | G, nextValues: Values<F>, nextFiles: Files<G>) => {
    if (outcome.kind !== 'idle') setOutcome(idle);
    if (opts.clearOnChange === 'all') setErrors((e) => (Object.values(e).some(Boolean) ? {} : e));
    else if (opts.clearOnChange === 'field') setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
    else if (checked)
      void Promise.resolve(opts.validate(nextValues, nextFiles)).then((r) =>
        setErrors((prev) => ({ ...prev, [name]: r.errors[name] })),
      );
  };

  const change = (field: F, value: string) => {
    // On the latest values, not this render's: an update queued meanwhile (the signed-in visitor's
    // e-mail filled in as the form wakes, what was typed before it woke) must not be lost.
    setValues((v) => ({ ...v, [field]: value }));
    settle(field, { ...values, [field]: value }, files);
  };

  const choose = (name: G, file: File | undefined) => {
    const next = { ...files, [name]: file };
    setFiles(next);
    settle(name, values, next);
    const problem = file ? opts.files?.[name](file) : undefined;
    if (problem) setErrors((e) => ({ ...e, [name]: problem }));
  };

  /** Messages and outcome go; the values stay. */
  const clear = () => {
    setErrors({});
    setOutcome(idle);
    setChecked(false);
  };

  /** Messages and outcome go; the values start again from `to` and no file is chosen. */
  const restart = (to: Values<F>) => {
    clear();
    setValues(to);
    setFiles({});
    for (const name of fileNames) {
      const input = element(name);
      if (input) input.value = '';
    }
  };
  /** Back to where an empty form starts. */
  const reset = () => restart(opts.initial());

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (opts.clearOnChange === 'all') setOutcome(idle);
    setChecked(true);
    const { data, errors: found } = await opts.validate(values, files);
    setErrors(found);
    if (data === undefined) return focusFirst(found);
    setOutcome(idle);
    setPending(true);
    try {
      const result = await opts.send(data);
      restart({ ...opts.initial(), ...opts.keepOnSuccess?.(values, result, data) });
      setOutcome({ kind: 'success', message: (opts.success ?? serverMessage)(result, data) });
      opts.onSuccess?.(result, data);
    } catch (err) {
      const fromServer = serverFieldErrors(err, order);
      setErrors(fromServer);
      focusFirst(fromServer);
      setOutcome({ kind: 'error', detail: (opts.failure ?? helpfulDetail)(err, fromServer) });
      opts.onError?.(err);
    } finally {
      setPending(false);
    }
  };

  const fieldId = (name: F | G) => `${id}-${name}`;
  /** The props every input, select and textarea of the form takes. */
  const field = (name: F, { hint = false }: { hint?: boolean } = {}) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), hint, errors[name]),
  });
  /** The props of a labelled field component (`FormField` and its kin), which wire up hint and error. */
  const control = (name: F) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onValueChange: (value: string) => change(name, value),
    error: errors[name],
  });
  /** The props of a file input (it cannot be controlled: what it holds is in `files`). */
  const fileField = (name: G, { hint = false }: { hint?: boolean } = {}) => ({
    id: fieldId(name),
    name,
    type: 'file',
    onChange: (e: { target: { files: FileList | null } }) => choose(name, e.target.files?.[0]),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), hint, errors[name]),
  });

  /** The <form>'s props. */
  const form = { ref: formRef, noValidate: true, onSubmit } as const;

  return {
    id,
    form,
    values,
    setValues,
    files,
    errors,
    outcome,
    pending,
    change,
    clear,
    reset,
    field,
    control,
    fileField,
    fieldId,
  };
}
