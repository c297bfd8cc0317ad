import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { describedBy } from '@/components/form/described-by';
import { FieldError, fieldBorder, inputClass } from '@/components/ui/form-field';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}

/** A labelled textarea of the console's forms, its error under it (docs/rules/product.md#validation). */
export function TextAreaControl({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  className = '',
  ...area
}: TextAreaProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <textarea
        {...area}
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} mt-1.5 resize-y leading-relaxed ${fieldBorder(error)} ${className}`}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

/** The outcome of a console form that is not a field's message (a refusal, a failure). */
export function FormAlert({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
      {text}
    </p>
  );
}
