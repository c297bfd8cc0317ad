import {
  HELP_BODY_MAX,
  HELP_TITLE_MAX,
  type HelpArticleInput,
  helpArticleInputSchema,
  type StudioHelpArticle,
  studioSupportTexts as texts,
  studioTexts,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, BookOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField, Spinner } from '@/components/form/fields';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { MarkdownBody } from '@/components/ui/markdown-body';
import { useToast } from '@/components/ui/toasts';
import { refusalMessage } from '@/lib/api-client';
import { studioHelpArticlesQuery, useDeleteArticle, useReorderArticles, useSaveArticle } from './support-api';
import { FormAlert, TextAreaField } from '@/components/form/fields';
import { StudioPageHeading } from '../shared/studio-shell';
import { panelClass } from '@/components/ui/panel';
import { badgeClass, dangerButton, primaryButton, secondaryButton } from '../shared/ui';

const FIELDS = ['title', 'body', 'status'] as const;
type Field = (typeof FIELDS)[number];

function ArticleForm({ article, onDone }: { article: StudioHelpArticle | null; onDone: () => void }) {
  const save = useSaveArticle();
  const toast = useToast();
  const { id, form, pending, control, field, errors, outcome } = useForm({
    fields: FIELDS,
    initial: () => ({
      title: article?.title ?? '',
      body: article?.body ?? '',
      status: article?.status ?? 'draft',
    }),
    validate: (values) => validateWith<Field, HelpArticleInput>(helpArticleInputSchema, values),
    send: (input) => save.mutateAsync({ id: article?.id, input }),
    success: () => undefined,
    failure: (err, underFields) =>
      Object.keys(underFields).length > 0 ? undefined : refusalMessage(err, texts.failure),
    onSuccess: () => {
      toast({ kind: 'success', text: texts.articleSaved });
      onDone();
    },
  });
  return (
    <form {...form} aria-labelledby={`${id}-title`} className={`${panelClass} mb-8 grid gap-5 p-5 sm:p-8`}>
      <h2 id={`${id}-title`} className="font-serif text-2xl text-ink dark:text-white">
        {article ? texts.editArticle : texts.newArticle}
      </h2>
      <fieldset disabled={pending} className="grid gap-5">
        <FormField {...control('title')} label={texts.articleTitleLabel} maxLength={HELP_TITLE_MAX + 20} />
        <TextAreaField
          {...control('body')}
          label={texts.articleBodyLabel}
          rows={12}
          maxLength={HELP_BODY_MAX + 50}
          className="font-mono text-sm"
        />
        <div>
          <label
            htmlFor={field('status').id}
            className="block text-sm font-semibold text-stone-800 dark:text-stone-200"
          >
            {texts.articleStatusLabel}
          </label>
          <select
            {...field('status')}
            className="mt-1.5 block w-full max-w-xs rounded-lg border border-stone-300 bg-white px-4 py-3 text-base text-ink dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100"
          >
            <option value="draft">{texts.articleStatuses.draft}</option>
            <option value="published">{texts.articleStatuses.published}</option>
          </select>
          {errors.status && (
            <p id={`${field('status').id}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
              {errors.status}
            </p>
          )}
        </div>
      </fieldset>
      <FormAlert text={outcome.kind === 'error' ? outcome.detail : undefined} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending && <Spinner />} {texts.saveArticle}
        </button>
        <button type="button" onClick={onDone} disabled={pending} className={secondaryButton}>
          {studioTexts.cancel}
        </button>
      </div>
    </form>
  );
}

/** /studio/help-articles (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): write, publish, order and delete what photographers read on Support. */
export function HelpArticlesView() {
  const articles = useQuery(studioHelpArticlesQuery());
  const reorder = useReorderArticles();
  const remove = useDeleteArticle();
  const toast = useToast();
  const [editing, setEditing] = useState<StudioHelpArticle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StudioHelpArticle | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);

  const move = (list: StudioHelpArticle[], index: number, by: -1 | 1) => {
    const ids = list.map((a) => a.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids, { onError: (err) => toast({ kind: 'error', text: refusalMessage(err, texts.failure) }) });
  };

  return (
    <>
      <StudioPageHeading title={texts.consoleArticlesTitle}>{texts.consoleArticlesIntro}</StudioPageHeading>
      {editing ? (
        <ArticleForm
          key={editing === 'new' ? 'new' : editing.id}
          article={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div className="mb-6">
          <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" /> {texts.newArticle}
          </button>
        </div>
      )}
      {articles.isPending ? (
        <LoadingBlock label={texts.loading} />
      ) : articles.isError ? (
        <LoadError message={texts.failure} onRetry={() => void articles.refetch()} retrying={articles.isFetching} />
      ) : articles.data.length === 0 ? (
        <EmptyState icon={<BookOpen aria-hidden className="size-6" />} title={texts.articlesEmpty} />
      ) : (
        <ol className="grid gap-3">
          {articles.data.map((a, index, list) => (
            <li key={a.id} className={`${panelClass} p-5`}>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold [overflow-wrap:anywhere] text-ink dark:text-white">{a.title}</h3>
                  <span
                    className={`${badgeClass} mt-1 ${a.status === 'published' ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100' : 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100'}`}
                  >
                    {texts.articleStatuses[a.status]}
                  </span>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={`${texts.moveUp}: ${a.title}`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(list, index, -1)}
                  >
                    <ArrowUp aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={`${texts.moveDown}: ${a.title}`}
                    disabled={index === list.length - 1 || reorder.isPending}
                    onClick={() => move(list, index, 1)}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-expanded={previewing === a.id}
                    onClick={() => setPreviewing((p) => (p === a.id ? null : a.id))}
                  >
                    {texts.preview}
                  </button>
                  <button type="button" className={secondaryButton} onClick={() => setEditing(a)}>
                    <Pencil aria-hidden className="size-4" /> {texts.editArticle}
                  </button>
                  <button type="button" className={dangerButton} onClick={() => setDeleting(a)}>
                    <Trash2 aria-hidden className="size-4" /> {texts.deleteArticle}
                  </button>
                </div>
              </div>
              {previewing === a.id && (
                <MarkdownBody html={a.html} className="mt-4 rounded-xl bg-paper p-4 dark:bg-stone-950/50" />
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? texts.deleteArticleTitle({ title: deleting.title }) : ''}
        detail={texts.deleteArticleDetail}
        confirmLabel={texts.deleteArticle}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ kind: 'success', text: texts.articleDeleted }),
            onError: (err) => toast({ kind: 'error', text: refusalMessage(err, texts.failure) }),
            onSettled: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
