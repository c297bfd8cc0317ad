import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { describedBy } from '@/components/form/described-by';
import { fieldBorder, inputClass } from '@/components/ui/form-field';

export function FieldLabel({
  htmlFor,
  children,
  optional,
}: {
  htmlFor: string;
  children: ReactNode;
  optional?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-stone-800 dark:text-stone-200">
      {children}
      {optional && <span className="ml-1.5 font-normal text-stone-600 dark:text-stone-400">(optional)</span>}
    </label>
  );
}

/** The hint and the error under a field, wired to it with aria-describedby (docs/rules/platform.md#accessibility). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  placeholder: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  selectRef?: Ref<HTMLSelectElement>;
}

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
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
          {value && !options.includes(value) && <option value={value}>{value}</option>}
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
  textareaRef?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  textareaRef,
  ...area
}: TextAreaFieldProps) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea
        {...area}
        id={id}
        ref={textareaRef}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} mt-1.5 min-h-36 resize-y leading-relaxed ${fieldBorder(error)}`}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
