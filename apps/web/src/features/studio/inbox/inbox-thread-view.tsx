import { inboxReplyRequestSchema, INBOX_REPLY_MAX, paths, studioMailTexts as t, studioTexts } from '@studio/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, ArrowLeft, CheckCircle2, RotateCcw, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { outcomeNotice, useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { Spinner, TextAreaField } from '@/components/form/fields';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { useToast } from '@/components/ui/toasts';
import { refusalMessage } from '@/lib/api-client';
import { studioKeys } from '../shared/studio-api';
import { mailKeys, sendReply, threadQuery, useSetArchived, useSetHandled } from '../shared/mail-api';
import { formatNairobi } from '../shared/nairobi-time';
import { StudioPageHeading } from '../shared/studio-shell';
import { DEFAULT_LOCALE, LOCALE_NAME, type Locale } from '@studio/shared/i18n/locales';
import { panelClass } from '@/components/ui/panel';
import { primaryButton, secondaryButton } from '../shared/ui';

function ReplyForm({ id, email, language }: { id: string; email: string; language: Locale }) {
  const queryClient = useQueryClient();
  const form = useForm({
    fields: ['text'] as const,
    initial: () => ({ text: '' }),
    validate: (values) => validateWith<'text', { text: string }>(inboxReplyRequestSchema, values),
    send: (data) => sendReply(id, data.text),
    success: () => t.inboxReplySent,
    onSuccess: (result) => {
      // The thread shows the answer at once; lists and counts follow.
      queryClient.setQueryData(mailKeys.thread(id), result);
      void queryClient.invalidateQueries({ queryKey: studioKeys.all, predicate: (q) => q.queryKey[2] !== 'thread' });
    },
  });
  const notice = outcomeNotice(form.outcome);
  return (
    <form {...form.form} className={`${panelClass} p-5 sm:p-6`}>
      <fieldset disabled={form.pending} className="grid gap-4">
        <TextAreaField
          {...form.control('text')}
          label={t.inboxReplyLabel}
          hint={
            language === DEFAULT_LOCALE
              ? t.inboxReplyHint({ email })
              : `${t.inboxReplyHint({ email })} ${t.inboxReplyLanguage({ language: LOCALE_NAME[language] })}`
          }
          rows={7}
          maxLength={INBOX_REPLY_MAX + 100}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButton}>
            {form.pending ? <Spinner /> : <Send aria-hidden className="size-4" />} {t.inboxReplySend}
          </button>
          <p
            role="status"
            className={
              notice?.kind === 'error'
                ? 'text-sm font-medium text-red-700 dark:text-red-300'
                : 'text-sm font-medium text-emerald-800 dark:text-emerald-300'
            }
          >
            {notice?.text}
          </p>
        </div>
      </fieldset>
    </form>
  );
}

/** /studio/inbox/:id (docs/rules/history.md#issue-14): one message, its answers, the answer form and its state. */
export function InboxThreadView({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const thread = useQuery(threadQuery(id));
  const handled = useSetHandled();
  const archived = useSetArchived();
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = thread.data?.message.id;
  // Opening marks it read: the list and the navigation's count follow.
  useEffect(() => {
    if (opened) void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, 'inbox', 'summary'] });
  }, [opened, queryClient]);

  const back = (
    <Link
      to={paths.studioInbox}
      className="inline-flex items-center gap-2 text-sm font-semibold text-stone-700 hover:text-clay dark:text-stone-300 dark:hover:text-gold"
    >
      <ArrowLeft aria-hidden className="size-4" /> {t.inboxBack}
    </Link>
  );
  if (thread.isPending) return <LoadingBlock label={t.inboxTitle} rows={4} />;
  if (thread.isError)
    return (
      <>
        {back}
        <div className="mt-6">
          <LoadError
            message={refusalMessage(thread.error, t.messageLoadFailure)}
            onRetry={() => void thread.refetch()}
            retrying={thread.isFetching}
          />
        </div>
      </>
    );
  const { message, replies } = thread.data;
  const act = (work: Promise<unknown>, done: string) =>
    work.then(
      () => toast({ kind: 'success', text: done }),
      (err) => toast({ kind: 'error', text: refusalMessage(err, studioTexts.actionFailure) }),
    );

  return (
    <>
      <div className="mb-6">{back}</div>
      <StudioPageHeading title={message.name}>
        <p className="[overflow-wrap:anywhere]">
          <a
            href={`mailto:${message.email}`}
            className="font-semibold text-clay underline-offset-4 hover:underline dark:text-gold"
          >
            {message.email}
          </a>{' '}
          · {t.inboxReceived} <time dateTime={message.createdAt}>{formatNairobi(message.createdAt)}</time> ·{' '}
          {t.inboxWrittenIn({ language: LOCALE_NAME[message.language] })}
        </p>
      </StudioPageHeading>
      <h2 ref={heading} className="sr-only">
        {message.name}
      </h2>
      <div className="mb-6 flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={handled.isPending}
          onClick={() =>
            void act(
              handled.mutateAsync({ id, handled: !message.handledAt }),
              message.handledAt ? t.inboxReopened : t.inboxMarkedHandled,
            )
          }
        >
          {message.handledAt ? (
            <RotateCcw aria-hidden className="size-4" />
          ) : (
            <CheckCircle2 aria-hidden className="size-4" />
          )}
          {message.handledAt ? t.inboxReopen : t.inboxMarkHandled}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={archived.isPending}
          onClick={() =>
            void act(
              archived.mutateAsync({ id, archived: !message.archivedAt }),
              message.archivedAt ? t.inboxUnarchived : t.inboxArchived,
            )
          }
        >
          <Archive aria-hidden className="size-4" /> {message.archivedAt ? t.inboxUnarchive : t.inboxArchive}
        </button>
      </div>
      <article className={`${panelClass} p-5 sm:p-6`}>
        <p className="text-base leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">{message.message}</p>
      </article>
      <section aria-labelledby="inbox-replies" className="mt-8">
        <h2 id="inbox-replies" className="font-serif text-2xl text-ink dark:text-white">
          {t.inboxReplies}
        </h2>
        {replies.length === 0 ? (
          <p className="mt-3 text-stone-600 dark:text-stone-400">{t.inboxNoReplies}</p>
        ) : (
          <ol className="mt-4 grid gap-4">
            {replies.map((r) => (
              <li
                key={r.id}
                className="rounded-2xl border border-gold/40 bg-sand/50 p-5 sm:ml-10 dark:border-gold/30 dark:bg-stone-900"
              >
                <p className="text-sm font-semibold text-stone-700 dark:text-stone-300">
                  {t.inboxRepliedBy({ name: r.authorEmail })} ·{' '}
                  <time dateTime={r.createdAt}>{formatNairobi(r.createdAt)}</time>
                </p>
                <p className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{r.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="mt-8">
        <ReplyForm id={id} email={message.email} language={message.language} />
      </section>
    </>
  );
}
