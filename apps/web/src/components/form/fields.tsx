import { siteTexts } from '@studio/shared';
import { ChevronDown, CircleAlert, Eye, EyeOff } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { describedBy } from './described-by';

/*
 * The web kit's form fields (docs/rules/platform.md#accessibility): every field has its label, and
 * its hint and error are wired to it by id (`${id}-hint`, `${id}-error`) and aria-describedby.
 * Usage: apps/web/src/components/README.md.
 */

export const inputClass =
  'block w-full rounded-lg border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-stone-500 focus:border-clay focus:outline-none focus:ring-2 focus:ring-clay/30 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-stone-900 dark:text-stone-100';

/** The border of an input: red while it has an error. */
export const fieldBorder = (error: unknown) =>
  error ? 'border-red-600 dark:border-red-400' : 'border-stone-300 dark:border-stone-600';

/** A field's label, with "(optional)" after it when the field may stay empty. */
export function FieldLabel({
  htmlFor,
  children,
  optional,
  hidden,
}: {
  htmlFor: string;
  children: ReactNode;
  optional?: boolean;
  /** Read by screen readers only (where a placeholder and the place say what the field is, e.g. a message box). */
  hidden?: boolean;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={hidden ? 'sr-only' : 'block text-sm font-semibold text-stone-800 dark:text-stone-200'}
    >
      {children}
      {optional && (
        <span className="ml-1.5 font-normal text-stone-600 dark:text-stone-400">{siteTexts.ui.optional}</span>
      )}
    </label>
  );
}

/** A field's hint, found by `${fieldId}-hint`. */
export function FieldHint({ fieldId, hint }: { fieldId: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${fieldId}-hint`} className="mt-1.5 text-sm text-stone-600 dark:text-stone-400">
      {hint}
    </p>
  );
}

/** A count of characters used against a limit: red once over it. */
export interface FieldCounter {
  text: ReactNode;
  over: boolean;
}

/** The hint (with the character counter at its right, if any) and the error under a field, wired to it with aria-describedby. */
export function FieldNotes({
  id,
  hint,
  error,
  counter,
}: {
  id: string;
  hint?: ReactNode;
  error?: ReactNode;
  counter?: FieldCounter;
}) {
  return (
    <>
      {counter ? (
        <div className="flex items-start justify-between gap-x-4">
          <div className="min-w-0 flex-1">
            <FieldHint fieldId={id} hint={hint} />
          </div>
          <p
            id={`${id}-counter`}
            className={`mt-1.5 shrink-0 text-sm tabular-nums ${
              counter.over ? 'font-medium text-red-700 dark:text-red-300' : 'text-stone-600 dark:text-stone-400'
            }`}
          >
            {counter.text}
          </p>
        </div>
      ) : (
        <FieldHint fieldId={id} hint={hint} />
      )}
      <FieldError fieldId={id} error={error} />
    </>
  );
}

/** The message under a field (docs/rules/product.md#validation: errors show under each field), found by `${fieldId}-error`. */
export function FieldError({ fieldId, error }: { fieldId: string; error: ReactNode }) {
  if (!error) return null;
  return (
    <p
      id={`${fieldId}-error`}
      className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-red-700 dark:text-red-300"
    >
      <CircleAlert aria-hidden className="size-4 shrink-0" />
      {error}
    </p>
  );
}

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The message shown under the field (and announced), if any. */
  error?: string;
  /** A hint under the field, read with it by screen readers. */
  hint?: ReactNode;
  /** Something inside the input's right edge, e.g. the show/hide password toggle. */
  trailing?: ReactNode;
  /** "(optional)" after the label. */
  optional?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error wired up for assistive technology (docs/rules/platform.md#accessibility). */
export function FormField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  trailing,
  optional,
  inputRef,
  className = '',
  ...input
}: FormFieldProps) {
  return (
    <div>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <div className="relative mt-1.5">
        <input
          {...input}
          id={id}
          ref={inputRef}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${inputClass} ${className} ${trailing ? 'pr-12' : ''} ${fieldBorder(error)}`}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The show/hide toggle of password fields (docs/rules/product.md#screens): a real button, its state announced. */
export function PasswordToggle({
  shown,
  onToggle,
  controls,
}: {
  shown: boolean;
  onToggle: () => void;
  /** Space-separated ids of the password inputs it shows or hides. */
  controls: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={shown}
      aria-controls={controls}
      aria-label={shown ? siteTexts.fieldExtras.hidePassword : siteTexts.fieldExtras.showPassword}
      title={shown ? siteTexts.fieldExtras.hidePassword : siteTexts.fieldExtras.showPassword}
      className="grid size-10 place-items-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white"
    >
      {shown ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
    </button>
  );
}

/** An option of a select: its value, shown as is, or a value with the words shown for it. */
export type SelectOption = string | { value: string; label: string };
const optionValue = (o: SelectOption) => (typeof o === 'string' ? o : o.value);

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The empty choice's words; without it the select has no empty choice. */
  placeholder?: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  selectRef?: Ref<HTMLSelectElement>;
}

/** A labelled select; a stored value no longer offered stays selectable. */
export function SelectField({
  id,
  label,
  value,
  options,
  placeholder,
  onValueChange,
  error,
  hint,
  selectRef,
  ...select
}: SelectFieldProps) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative mt-1.5">
        <select
          {...select}
          id={id}
          ref={selectRef}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${inputClass} appearance-none pr-11 ${fieldBorder(error)}`}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={optionValue(o)} value={optionValue(o)}>
              {typeof o === 'string' ? o : o.label}
            </option>
          ))}
          {value && !options.some((o) => optionValue(o) === value) && <option value={value}>{value}</option>}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-stone-500 dark:text-stone-400"
        />
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** The characters used against the limit, at the right of the hint; over it, the field is invalid. */
  counter?: FieldCounter;
  /** "(optional)" after the label. */
  optional?: boolean;
  /** The label is read by screen readers only. */
  labelHidden?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The kit's bare textarea, for a layout the field does not fit (its label beside tabs, a preview
 * at its side): give it `useForm`'s `field(name)`, and its label and notes from the parts above.
 */
export function TextArea({
  invalid,
  textareaRef,
  className = '',
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean; textareaRef?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea
      {...area}
      ref={textareaRef}
      className={`${inputClass} resize-y leading-relaxed ${fieldBorder(invalid)} ${className}`}
    />
  );
}

/** A labelled textarea; its height comes from `className` (e.g. `min-h-36`) or `rows`. */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  counter,
  optional,
  labelHidden,
  textareaRef,
  className = '',
  ...area
}: TextAreaFieldProps) {
  const invalid = Boolean(error) || Boolean(counter?.over);
  return (
    <div>
      <FieldLabel htmlFor={id} optional={optional} hidden={labelHidden}>
        {label}
      </FieldLabel>
      <TextArea
        {...area}
        id={id}
        textareaRef={textareaRef}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        invalid={invalid}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy(id, hint, error, counter)}
        className={`${labelHidden ? '' : 'mt-1.5'} ${className}`}
      />
      <FieldNotes id={id} hint={hint} error={error} counter={counter} />
    </div>
  );
}

interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked' | 'id' | 'type'> {
  id: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
  hint?: ReactNode;
}

/** A checkbox with its label at its right, and its hint and error under the label. */
export function CheckboxField({
  id,
  label,
  checked,
  onCheckedChange,
  error,
  hint,
  className = '',
  ...input
}: CheckboxFieldProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...input}
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onCheckedChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="mt-0.5 size-5 shrink-0 accent-clay disabled:cursor-not-allowed dark:accent-gold"
        />
        <div className="min-w-0">
          <label htmlFor={id} className="text-sm font-semibold text-stone-800 dark:text-stone-200">
            {label}
          </label>
          {hint && (
            <p id={`${id}-hint`} className="mt-0.5 text-sm text-stone-600 dark:text-stone-400">
              {hint}
            </p>
          )}
        </div>
      </div>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A line under the option's label, read with it. */
  hint?: ReactNode;
}

/** A group of radio buttons under a legend: one choice of a few, each option with its label (and hint). */
export function RadioGroupField<V extends string>({
  id,
  name,
  legend,
  value,
  options,
  onValueChange,
  error,
  hint,
  disabled,
  cards = false,
  className = '',
}: {
  id: string;
  name: string;
  legend: ReactNode;
  value: V | '';
  options: readonly RadioOption<V>[];
  onValueChange: (value: V) => void;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** Each option a bordered card, the chosen one filled (a short list of states, e.g. a post's status). */
  cards?: boolean;
  className?: string;
}) {
  return (
    <fieldset
      id={id}
      disabled={disabled}
      aria-describedby={describedBy(id, hint, error)}
      className={`min-w-0 ${className}`}
    >
      <legend className="text-sm font-semibold text-stone-800 dark:text-stone-200">{legend}</legend>
      <FieldHint fieldId={id} hint={hint} />
      <div className={cards ? 'mt-2 grid gap-2' : 'mt-2 space-y-2'}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div
              key={option.value}
              className={
                cards
                  ? `relative flex items-start gap-3 rounded-xl border px-3 py-2.5 has-[:checked]:border-ink has-[:checked]:bg-sand/60 dark:has-[:checked]:border-white dark:has-[:checked]:bg-stone-800 ${fieldBorder(error)}`
                  : 'flex items-start gap-3'
              }
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onValueChange(option.value)}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                // Above the card's label, which covers the card: a click on the dot reaches the input.
                className={`mt-0.5 size-5 shrink-0 accent-clay disabled:cursor-not-allowed dark:accent-gold ${cards ? 'relative z-10' : ''}`}
              />
              <div className="min-w-0">
                <label
                  htmlFor={optionId}
                  // A card is its label: a click anywhere on it chooses the option.
                  className={`text-sm font-medium text-stone-800 dark:text-stone-200 ${cards ? "cursor-pointer after:absolute after:inset-0 after:content-['']" : ''}`}
                >
                  {option.label}
                </label>
                {option.hint && (
                  <p id={`${optionId}-hint`} className="mt-0.5 text-sm text-stone-600 dark:text-stone-400">
                    {option.hint}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
      <FieldError fieldId={id} error={error} />
    </fieldset>
  );
}

/**
 * A form's outcome that is not a field's message (a refusal, a failure), announced when it appears;
 * `children` follow the words (e.g. a way to try again).
 */
export function FormAlert({
  text,
  children,
  className = '',
}: {
  text: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  if (!text) return null;
  return (
    <div
      role="alert"
      className={`flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200 ${className}`}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{text}</div>
      {children}
    </div>
  );
}

// Busy buttons import the spinner from here with the fields; pages that only load need not.
export { Spinner } from '@/components/ui/spinner';
