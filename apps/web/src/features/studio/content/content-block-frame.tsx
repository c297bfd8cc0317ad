import {
  type ContentBlock,
  type EditableContentKey,
  type StudioContent,
  savesAsDraft,
  studioContentTexts as texts,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, RotateCcw, Send, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Spinner } from '@/components/form/fields';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-time';
import { contentBlockQuery, contentPreviewQuery, useContentDraftAction } from './content-api';
import { panelClass } from '@/components/ui/panel';
import { badgeClass, dangerButton, primaryButton, secondaryButton } from '../shared/ui';
import { FormAlert } from '@/components/form/fields';

/**
 * Renders a public page (its path, e.g. "/") with the given content: the app composes it from the
 * public pages' own components (features do not import pages), so the preview is the page itself.
 */
export type RenderPreview = (page: string, content: StudioContent) => ReactNode;

/**
 * Every content editor's frame (docs/rules/history.md#issue-23): the part's version, its draft state, the preview,
 * Publish and Discard draft, then the editor itself, started again from the server's copy after a
 * discard or a reload (`generation`). The one place the save path's draft steps live.
 */
export function ContentBlockFrame<K extends EditableContentKey>({
  kind,
  renderPreview,
  children,
}: {
  kind: K;
  renderPreview?: RenderPreview;
  children: (block: ContentBlock<K>, onReload: () => void) => ReactNode;
}) {
  const query = useQuery(contentBlockQuery(kind));
  // A new generation starts the form again from the server's copy (discard, or reload after a 409).
  const [generation, setGeneration] = useState(0);
  if (query.isPending) return <LoadingBlock label={texts.kinds[kind]} />;
  if (query.isError)
    return <LoadError message={texts.loadFailure} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const block = query.data;
  const onReload = () => void query.refetch().then(() => setGeneration((g) => g + 1));
  return (
    <>
      <p className="mb-3 text-sm text-stone-600 dark:text-stone-400">
        {texts.version({ version: block.version, at: block.updatedAt ? formatDateTime(block.updatedAt) : null })}
      </p>
      {savesAsDraft(kind) && (
        <DraftPanel
          kind={kind}
          block={block}
          renderPreview={renderPreview}
          onChanged={() => setGeneration((g) => g + 1)}
          onReload={onReload}
        />
      )}
      <div key={generation}>{children(block, onReload)}</div>
    </>
  );
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string; conflict: boolean };

function DraftPanel<K extends EditableContentKey>(props: {
  kind: K;
  block: ContentBlock<K>;
  renderPreview?: RenderPreview;
  onChanged: () => void;
  onReload: () => void;
}) {
  const { kind, block } = props;
  const publish = useContentDraftAction(kind, 'publish');
  const discard = useContentDraftAction(kind, 'discard');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [confirming, setConfirming] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const previewId = useId();
  const page = texts.previewPages[kind];
  const hasDraft = block.draftUpdatedAt !== null;
  const pending = publish.isPending || discard.isPending;

  const run = (action: typeof publish, done: string) => {
    setConfirming(false);
    setOutcome({ kind: 'idle' });
    action.mutate(
      { version: block.version },
      {
        onSuccess: () => {
          setOutcome({ kind: 'done', message: done });
          props.onChanged();
        },
        onError: (err) =>
          setOutcome({
            kind: 'error',
            message: err instanceof ApiError ? err.message : texts.draft.failed,
            conflict: err instanceof ApiError && err.status === 409,
          }),
      },
    );
  };

  return (
    <section aria-label={texts.draft.badgeLabel} className={`${panelClass} mb-6 p-4 sm:p-5`}>
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 text-sm text-stone-700 dark:text-stone-300">
          {hasDraft ? (
            <>
              <span className={`${badgeClass} mr-2 bg-gold/25 text-ink dark:text-white`}>{texts.draft.badge}</span>
              {texts.draft.notice({ at: formatDateTime(block.draftUpdatedAt!) })}
            </>
          ) : (
            texts.draft.live
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {page && props.renderPreview && (
            <button
              type="button"
              className={secondaryButton}
              aria-expanded={previewing}
              aria-controls={previewId}
              onClick={() => setPreviewing((p) => !p)}
            >
              {previewing ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
              {previewing ? texts.draft.hidePreview : texts.draft.preview}
            </button>
          )}
          <button
            type="button"
            className={primaryButton}
            disabled={!hasDraft || pending}
            onClick={() => run(publish, texts.draft.published)}
          >
            {publish.isPending ? <Spinner /> : <Send aria-hidden className="size-4" />}
            {publish.isPending ? texts.draft.publishing : texts.draft.publish}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={!hasDraft || pending}
            aria-expanded={confirming}
            onClick={() => setConfirming((c) => !c)}
          >
            {discard.isPending ? <Spinner /> : <Trash2 aria-hidden className="size-4" />}
            {discard.isPending ? texts.draft.discarding : texts.draft.discard}
          </button>
        </div>
      </div>
      {confirming && hasDraft && (
        <div role="group" aria-label={texts.draft.discard} className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-stone-800 dark:text-stone-200">{texts.draft.confirmDiscard}</span>
          <button type="button" className={dangerButton} onClick={() => run(discard, texts.draft.discarded)}>
            {texts.draft.discard}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
            {texts.draft.keep}
          </button>
        </div>
      )}
      <div role="status" className="text-sm">
        {outcome.kind === 'done' && (
          <p className="mt-3 font-medium text-emerald-800 dark:text-emerald-300">{outcome.message}</p>
        )}
      </div>
      <FormAlert text={outcome.kind === 'error' ? outcome.message : undefined} className="mt-3 items-center">
        {outcome.kind === 'error' && outcome.conflict && (
          <button
            type="button"
            className={`${secondaryButton} shrink-0`}
            onClick={() => {
              setOutcome({ kind: 'idle' });
              props.onReload();
            }}
          >
            <RotateCcw aria-hidden className="size-4" /> {texts.reload}
          </button>
        )}
      </FormAlert>
      {previewing && page && props.renderPreview && (
        <div id={previewId} className="mt-4">
          <PreviewPane page={page} render={props.renderPreview} />
        </div>
      )}
    </section>
  );
}

/**
 * The public page as it would show with every draft published, rendered by the page's own
 * components. Links and forms inside do nothing: it is a picture of the page, not the page.
 */
function PreviewPane({ page, render }: { page: string; render: RenderPreview }) {
  const query = useQuery(contentPreviewQuery());
  if (query.isPending) return <LoadingBlock label={texts.draft.preview} />;
  if (query.isError)
    return <LoadError message={texts.loadFailure} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <section
      aria-label={texts.draft.previewTitle({ page })}
      data-testid="content-preview"
      className="overflow-hidden rounded-xl border-2 border-dashed border-gold"
    >
      <p className="bg-gold/20 px-4 py-2 text-sm font-semibold text-ink dark:text-white">{texts.draft.previewBanner}</p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops the preview's own links and forms */}
      <div
        className="max-h-[80vh] overflow-y-auto bg-paper text-ink dark:bg-ink dark:text-stone-100"
        onClickCapture={(e) => {
          if ((e.target as HTMLElement).closest('a')) e.preventDefault();
        }}
        onSubmitCapture={(e) => e.preventDefault()}
      >
        {render(page, query.data)}
      </div>
    </section>
  );
}
