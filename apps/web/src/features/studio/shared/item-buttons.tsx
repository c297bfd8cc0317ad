import { studioContentTexts as texts } from '@studio/shared';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';

const iconButton =
  'grid size-10 shrink-0 place-items-center rounded-full border border-stone-300 text-ink transition-colors hover:border-ink disabled:cursor-not-allowed disabled:opacity-40 dark:border-stone-600 dark:text-stone-100 dark:hover:border-white';

/**
 * An item's buttons in the content editors: move up, move down (keyboard-reachable, named after
 * the item) and, when `onRemove` is given, remove. `moveId` gives the move buttons ids, so focus
 * can follow the item it moved.
 */
export function ItemButtons(props: {
  label: string;
  index: number;
  count: number;
  moveId: (dir: 'up' | 'down') => string;
  onMove: (from: number, to: number) => void;
  onRemove?: () => void;
  removeDisabled?: boolean;
}) {
  const { label, index, count } = props;
  return (
    <>
      <button
        type="button"
        id={props.moveId('up')}
        className={iconButton}
        aria-label={texts.moveUp({ label })}
        title={texts.moveUp({ label })}
        disabled={index === 0}
        onClick={() => props.onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        id={props.moveId('down')}
        className={iconButton}
        aria-label={texts.moveDown({ label })}
        title={texts.moveDown({ label })}
        disabled={index === count - 1}
        onClick={() => props.onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden className="size-4" />
      </button>
      {props.onRemove && (
        <button
          type="button"
          className={`${iconButton} text-red-700 dark:text-red-300`}
          aria-label={texts.remove({ label })}
          title={texts.remove({ label })}
          disabled={props.removeDisabled}
          onClick={props.onRemove}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      )}
    </>
  );
}
