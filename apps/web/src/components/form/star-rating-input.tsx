import { Star } from 'lucide-react';
import { type FocusEvent, type ReactNode, useState } from 'react';
import { FieldError } from '@/components/form/fields';
import { describedBy } from './described-by';

interface StarRatingInputProps {
  /** The form's id of the field (`control(name).id`): hint and error ids derive from it. */
  id: string;
  /** The form's name of the field: the group answers to it (focus on an error lands on a star). */
  name: string;
  label: string;
  /** '' while nothing is chosen, else '1'..`max`. */
  value: string;
  onValueChange: (value: string) => void;
  /** Each star's accessible name, e.g. "3 stars". */
  starLabel: (n: number) => string;
  error?: string;
  hint?: ReactNode;
  max?: number;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A rating of 1 to `max` stars: native radio inputs under the stars, so arrow keys, Space, a click
 * or a tap on a star work as in any radio group, each star named (e.g. "3 stars"). Hovering a star
 * previews it and those before it. The group is a fieldset with the form's field name, so the form
 * layer's focus on an error (by name) reaches it; it hands that focus on to the chosen star, or the
 * first.
 */
export function StarRatingInput({
  id,
  name,
  label,
  value,
  onValueChange,
  starLabel,
  error,
  hint,
  max = 5,
  required,
  disabled,
}: StarRatingInputProps) {
  const [hovered, setHovered] = useState(0);
  const chosen = Number(value) || 0;
  const shown = hovered || chosen;
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  // The radios share their own name: the form finds the group by `name`, and a radio group by name
  // would be a RadioNodeList, which cannot take focus.
  const radioName = `${name}-star`;

  const onGroupFocus = (e: FocusEvent<HTMLFieldSetElement>) => {
    if (e.target !== e.currentTarget) return;
    const radios = e.currentTarget.querySelectorAll<HTMLInputElement>('input[type=radio]');
    (Array.from(radios).find((r) => r.checked) ?? radios[0])?.focus();
  };

  return (
    <div>
      <fieldset
        id={id}
        name={name}
        tabIndex={-1}
        onFocus={onGroupFocus}
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        disabled={disabled}
        className="min-w-0 outline-none"
      >
        <legend id={`${id}-label`} className="block text-sm font-semibold text-stone-800 dark:text-stone-200">
          {label}
        </legend>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <div className="-ml-1.5 flex" onMouseLeave={() => setHovered(0)}>
            {stars.map((n) => {
              const starId = `${id}-${n}`;
              const lit = n <= shown;
              return (
                <span key={n} className="relative" onMouseEnter={() => !disabled && setHovered(n)}>
                  <input
                    id={starId}
                    type="radio"
                    name={radioName}
                    value={String(n)}
                    checked={chosen === n}
                    onChange={() => onValueChange(String(n))}
                    className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                  />
                  <label
                    htmlFor={starId}
                    className="pointer-events-none grid size-11 place-items-center rounded-full text-stone-400 transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-clay peer-focus-visible:ring-offset-1 peer-disabled:opacity-60 dark:text-stone-500 dark:peer-focus-visible:ring-gold dark:peer-focus-visible:ring-offset-stone-900"
                  >
                    <Star
                      aria-hidden
                      data-lit={lit || undefined}
                      className={`size-7 transition-transform ${
                        lit ? 'fill-gold text-gold' : ''
                      } ${hovered === n ? 'scale-110' : ''}`}
                    />
                    <span className="sr-only">{starLabel(n)}</span>
                  </label>
                </span>
              );
            })}
          </div>
          {shown > 0 && (
            <span aria-hidden className="text-sm tabular-nums text-stone-700 dark:text-stone-300">
              {starLabel(shown)}
            </span>
          )}
        </div>
      </fieldset>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
