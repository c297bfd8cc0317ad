import { studioContentTexts as texts } from '@studio/shared';
import { RotateCcw } from 'lucide-react';
import type { FormOutcome } from '@/components/form/use-form';
import { Spinner } from '@/components/form/fields';
import { primaryButton, secondaryButton } from './ui';
import { FormAlert } from '@/components/form/fields';

/**
 * The content editors' bar under the form, kept in view: Save (a draft, for most parts), Discard
 * changes, what became of the last save, and Reload when someone else saved first (409).
 */
export function SaveBar(props: {
  pending: boolean;
  dirty: boolean;
  outcome: FormOutcome;
  conflict: boolean;
  onReload: () => void;
  /** The save button's words: 'Save draft' where a save is a draft (docs/rules/history.md#issue-23). */
  saveLabel?: string;
}) {
  const { pending, dirty, outcome } = props;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-stone-200 bg-paper/95 px-4 py-4 backdrop-blur sm:-mx-8 sm:px-8 lg:-mx-12 lg:px-12 dark:border-stone-800 dark:bg-ink/95">
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending && <Spinner />}
          {pending ? texts.saving : (props.saveLabel ?? texts.save)}
        </button>
        <button type="button" className={secondaryButton} onClick={props.onReload} disabled={pending || !dirty}>
          {texts.discard}
        </button>
        <p role="status" className="min-w-0 text-sm">
          {outcome.kind === 'success' && !dirty && (
            <span className="font-medium text-emerald-800 dark:text-emerald-300">{outcome.message}</span>
          )}
          {outcome.kind === 'idle' && dirty && (
            <span className="text-stone-600 dark:text-stone-400">{texts.unsaved}</span>
          )}
        </p>
      </div>
      <FormAlert text={outcome.kind === 'error' ? outcome.detail : undefined} className="mt-3 items-center">
        {props.conflict && (
          <button type="button" className={`${secondaryButton} shrink-0`} onClick={props.onReload}>
            <RotateCcw aria-hidden className="size-4" /> {texts.reload}
          </button>
        )}
      </FormAlert>
    </div>
  );
}
