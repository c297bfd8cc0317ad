import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { inputClass } from '@/components/form/fields';
import { keepScrollState } from '@/lib/navigation-state';
import { primaryButton } from './ui';

/**
 * A console list's search box: what is typed stays in the box; Search puts it in the address
 * (page 1, the rest of the list's state kept), and Back and Forward bring the box along.
 */
export function ListSearch({
  label,
  value,
  max,
  submit,
  clear,
  clearLabel,
  placeholder,
}: {
  label: string;
  value: string;
  max: number;
  submit: string;
  /** The search of the same list with `q` changed. */
  clear: (q: string) => string;
  clearLabel: string;
  placeholder?: string;
}) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        navigate({ search: clear(text.trim()) }, { state: keepScrollState });
      }}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-stone-800 dark:text-stone-200">
          {label}
        </label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-500"
          />
          <input
            id={id}
            type="search"
            name="q"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={placeholder}
            maxLength={max}
            autoComplete="off"
            className={`${inputClass} border-stone-300 pl-11 dark:border-stone-600`}
          />
        </div>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={`${primaryButton} h-12 flex-1 px-6 sm:flex-none`}>
          {submit}
        </button>
        {value && (
          <Link
            to={{ search: clear('') }}
            state={keepScrollState}
            className="inline-flex h-12 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-stone-700 hover:bg-sand hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white"
          >
            <X aria-hidden className="size-4" /> {clearLabel}
          </Link>
        )}
      </div>
    </form>
  );
}
