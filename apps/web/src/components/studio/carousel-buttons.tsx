import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { ROTATION_CONTROL_ATTR } from './use-carousel';

type Tone = 'light' | 'dark';

const round = {
  /** On photographs and dark bands. */
  light: 'border-white/40 bg-black/40 text-white hover:bg-white hover:text-ink focus-visible:outline-white',
  /** On paper (and stone in dark mode). */
  dark: 'border-stone-300 bg-white text-ink hover:border-clay hover:bg-clay hover:text-white dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:border-gold dark:hover:bg-gold dark:hover:text-ink',
} as const;

const base =
  'grid size-11 shrink-0 place-items-center rounded-full border transition-colors disabled:pointer-events-none disabled:opacity-40';

interface ArrowProps {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: Tone;
  controls?: string;
}

export function ArrowButton({ direction, label, onClick, disabled, tone = 'dark', controls }: ArrowProps) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      disabled={disabled}
      className={`${base} ${round[tone]}`}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}

interface RotationProps {
  stopped: boolean;
  onToggle: () => void;
  /** What rotates, e.g. "slides". */
  what: string;
  tone?: Tone;
}

/** Pause / Play for an automatic carousel (WCAG 2.2.2). */
export function RotationButton({ stopped, onToggle, what, tone = 'dark' }: RotationProps) {
  return (
    <button
      type="button"
      {...{ [ROTATION_CONTROL_ATTR]: '' }}
      onClick={onToggle}
      aria-label={stopped ? `Play ${what}` : `Pause ${what}`}
      className={`${base} ${round[tone]}`}
    >
      {stopped ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
    </button>
  );
}

interface DotsProps {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  /** The accessible name of dot `i`, e.g. "Show testimonial 2 of 3". */
  label: (i: number) => string;
  tone?: Tone;
  controls?: string;
}

/** Dot indicators: one button per position, the current one marked with aria-current. */
export function DotButtons({ count, index, onSelect, label, tone = 'dark', controls }: DotsProps) {
  const on = tone === 'light' ? 'bg-white' : 'bg-clay dark:bg-gold';
  const off =
    tone === 'light'
      ? 'bg-white/45 group-hover:bg-white/80'
      : 'bg-stone-300 group-hover:bg-stone-500 dark:bg-stone-600';
  return (
    <div className="flex items-center">
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are indices
          key={i}
          type="button"
          aria-label={label(i)}
          aria-current={i === index ? 'true' : undefined}
          aria-controls={controls}
          onClick={() => onSelect(i)}
          className="group grid h-11 min-w-8 place-items-center px-1"
        >
          <span
            aria-hidden
            className={`block h-1.5 rounded-full transition-all duration-300 ${i === index ? `w-7 ${on}` : `w-3 ${off}`}`}
          />
        </button>
      ))}
    </div>
  );
}
