import { X } from 'lucide-react';

/** A round × over a thumbnail (a photograph about to be sent or kept): it takes the thumbnail away. */
export function OverlayRemoveButton({
  label,
  onClick,
  disabled,
}: {
  /** What it removes, e.g. "Remove photo 2": its name for screen readers and its tooltip. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className="absolute top-1 right-1 grid size-9 place-items-center rounded-full bg-ink/75 text-white shadow hover:bg-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none disabled:opacity-60"
    >
      <X aria-hidden className="size-4" />
    </button>
  );
}
