import {
  type SupportTicket,
  studioSupportTexts as texts,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  supportMessageRequestSchema,
  supportTicketRequestSchema,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BookOpen, LifeBuoy, Search, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { FormAlert, FormField, Spinner } from '@/components/form/fields';
import { SupportMessages, SupportStateBadge } from '@/components/support/support-thread';
import { MarkdownBody } from '@/components/ui/markdown-body';
import { useToast } from '@/components/ui/toasts';
import { refusalMessage } from '@/lib/api-client';
import { helpArticleQuery, helpArticlesQuery, supportTicketsQuery, useFollowUp, useOpenTicket } from './support-api';
import { DashboardPageHeading } from '@/components/ui/page-heading';
import { TextAreaField } from '@/components/form/fields';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { panelClass } from '@/components/ui/panel';
import { primaryButton, secondaryButton } from '@/components/ui/buttons';
import { formatDateTime } from '../shared/format';

/** One published article, opened from the list (`?article=id`). */
function ArticleReader({ id, onBack }: { id: string; onBack: () => void }) {
  const article = useQuery(helpArticleQuery(id));
  return (
    <div>
      <button type="button" onClick={onBack} className={`${secondaryButton} mb-5`}>
        <ArrowLeft aria-hidden className="size-4" /> {texts.articleBack}
      </button>
      {article.isPending ? (
        <LoadingBlock label={texts.loading} />
      ) : article.isError ? (
        <LoadError
          message={refusalMessage(article.error, texts.failure)}
          onRetry={() => void article.refetch()}
          retrying={article.isFetching}
        />
      ) : (
        <article aria-labelledby="help-article-title">
          <h3 id="help-article-title" className="font-serif text-2xl text-ink dark:text-white">
            {article.data.title}
          </h3>
          <MarkdownBody html={article.data.html} className="mt-4" />
        </article>
      )}
    </div>
  );
}

/** The help articles: a search box, the list, and the one opened. */
function HelpArticles() {
  const [params, setParams] = useSearchParams();
  const open = params.get('article');
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const [q, setQ] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const articles = useQuery(helpArticlesQuery(q));

  const openArticle = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('article', id);
        else next.delete('article');
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <section aria-labelledby="help-articles-title" className={`${panelClass} p-5 sm:p-7`}>
      <h2 id="help-articles-title" className="flex items-center gap-2 font-serif text-2xl text-ink dark:text-white">
        <BookOpen aria-hidden className="size-5 text-clay dark:text-gold" /> {texts.articlesTitle}
      </h2>
      <div className="mt-5">
        {open ? (
          <ArticleReader id={open} onBack={() => openArticle(null)} />
        ) : (
          <>
            <div className="relative" role="search">
              <label htmlFor="help-search" className="sr-only">
                {texts.articlesSearchLabel}
              </label>
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-stone-500"
              />
              <input
                id="help-search"
                type="search"
                value={typed}
                maxLength={100}
                onChange={(e) => setTyped(e.target.value)}
                placeholder={texts.articlesSearchPlaceholder}
                className="block w-full rounded-full border border-stone-300 bg-white py-2.5 pr-4 pl-10 text-base text-ink focus:border-clay focus:ring-2 focus:ring-clay/30 focus:outline-none dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100"
              />
            </div>
            <div className="mt-5" aria-live="polite">
              {articles.isPending ? (
                <LoadingBlock label={texts.loading} />
              ) : articles.isError ? (
                <LoadError
                  message={texts.failure}
                  onRetry={() => void articles.refetch()}
                  retrying={articles.isFetching}
                />
              ) : articles.data.length === 0 ? (
                <p className="text-stone-700 dark:text-stone-300">{q ? texts.articlesNoMatch : texts.articlesNone}</p>
              ) : (
                <ul className="divide-y divide-stone-200 dark:divide-stone-800">
                  {articles.data.map((a) => (
                    <li key={a.id}>
                      <button
                        type="button"
                        onClick={() => openArticle(a.id)}
                        className="group block w-full py-4 text-left first:pt-0"
                      >
                        <span className="font-semibold text-ink group-hover:text-clay group-hover:underline dark:text-white dark:group-hover:text-gold">
                          {a.title}
                        </span>
                        <span className="mt-1 line-clamp-2 block text-sm text-stone-700 dark:text-stone-300">
                          {a.excerpt}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

const TICKET_FIELDS = ['subject', 'message'] as const;

function NewTicketForm() {
  const openTicket = useOpenTicket();
  const toast = useToast();
  const { form, pending, control, outcome } = useForm({
    fields: TICKET_FIELDS,
    initial: () => ({ subject: '', message: '' }),
    validate: (values) =>
      validateWith<(typeof TICKET_FIELDS)[number], { subject: string; message: string }>(
        supportTicketRequestSchema,
        values,
      ),
    send: (data) => openTicket.mutateAsync(data),
    success: () => undefined,
    onSuccess: () => toast({ kind: 'success', text: texts.ticketSent }),
  });
  return (
    <section aria-labelledby="new-ticket-title" className={`${panelClass} p-5 sm:p-7`}>
      <h2 id="new-ticket-title" className="flex items-center gap-2 font-serif text-2xl text-ink dark:text-white">
        <LifeBuoy aria-hidden className="size-5 text-clay dark:text-gold" /> {texts.newTicketTitle}
      </h2>
      <form {...form} className="mt-5 grid gap-4">
        <fieldset disabled={pending} className="grid gap-4">
          <FormField {...control('subject')} label={texts.subjectLabel} maxLength={SUPPORT_SUBJECT_MAX + 20} />
          <TextAreaField
            className="min-h-36"
            {...control('message')}
            label={texts.messageLabel}
            rows={5}
            maxLength={SUPPORT_MESSAGE_MAX + 50}
          />
        </fieldset>
        <FormAlert text={outcome.kind === 'error' ? outcome.detail : undefined} />
        <div>
          <button type="submit" disabled={pending} className={primaryButton}>
            {pending ? <Spinner /> : <Send aria-hidden className="size-4" />}
            {pending ? texts.sending : texts.send}
          </button>
        </div>
      </form>
    </section>
  );
}

function FollowUpForm({ ticket }: { ticket: SupportTicket }) {
  const followUp = useFollowUp();
  const toast = useToast();
  const { form, pending, control, outcome } = useForm({
    fields: ['message'] as const,
    initial: () => ({ message: '' }),
    validate: (values) => validateWith<'message', { message: string }>(supportMessageRequestSchema, values),
    send: ({ message }) => followUp.mutateAsync({ id: ticket.id, message }),
    success: () => undefined,
    failure: (err, underFields) =>
      Object.keys(underFields).length > 0 ? undefined : refusalMessage(err, texts.failure),
    onSuccess: () => toast({ kind: 'success', text: texts.followUpSent }),
  });
  return (
    <form {...form} className="mt-4 grid gap-3">
      <fieldset disabled={pending}>
        <TextAreaField
          className="min-h-36"
          {...control('message')}
          label={texts.followUpLabel}
          rows={3}
          maxLength={SUPPORT_MESSAGE_MAX + 50}
        />
      </fieldset>
      <FormAlert text={outcome.kind === 'error' ? outcome.detail : undefined} />
      <div>
        <button type="submit" disabled={pending} className={secondaryButton}>
          {pending ? <Spinner /> : <Send aria-hidden className="size-4" />} {texts.followUpSend}
        </button>
      </div>
    </form>
  );
}

function TicketCard({ ticket }: { ticket: SupportTicket }) {
  return (
    <li className={`${panelClass} p-5`}>
      <details open={ticket.state === 'answered'} className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1">
          <span className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere] text-ink dark:text-white">
            {ticket.subject}
          </span>
          <SupportStateBadge state={ticket.state} />
          <span className="w-full text-sm text-stone-600 dark:text-stone-400">{formatDateTime(ticket.updatedAt)}</span>
        </summary>
        <SupportMessages messages={ticket.messages} photographer={texts.you} className="mt-4" />
        {ticket.state === 'closed' ? (
          <p className="mt-4 text-sm text-stone-700 dark:text-stone-300">{texts.closedNote}</p>
        ) : (
          <FollowUpForm ticket={ticket} />
        )}
      </details>
    </li>
  );
}

function MyTickets() {
  const tickets = useQuery(supportTicketsQuery());
  return (
    <section aria-labelledby="my-tickets-title">
      <h2 id="my-tickets-title" className="font-serif text-2xl text-ink dark:text-white">
        {texts.ticketsTitle}
      </h2>
      <div className="mt-4">
        {tickets.isPending ? (
          <LoadingBlock label={texts.loading} />
        ) : tickets.isError ? (
          <LoadError message={texts.failure} onRetry={() => void tickets.refetch()} retrying={tickets.isFetching} />
        ) : tickets.data.length === 0 ? (
          <EmptyState icon={<LifeBuoy aria-hidden className="size-6" />} title={texts.ticketsNone} />
        ) : (
          <ul className="grid gap-4">
            {tickets.data.map((t) => (
              <TicketCard key={t.id} ticket={t} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** /photographer-dashboard/support (docs/rules/photographers-and-portfolios.md#dashboard-navigation, docs/rules/studio-console.md#staff-and-console): help articles, a form to write to the studio, and the tickets. */
export function SupportView() {
  return (
    <>
      <DashboardPageHeading eyebrow={texts.pageEyebrow} title={texts.pageTitle}>
        {texts.pageIntro}
      </DashboardPageHeading>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <HelpArticles />
        <div className="grid gap-6">
          <NewTicketForm />
          <MyTickets />
        </div>
      </div>
    </>
  );
}
