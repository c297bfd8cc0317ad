import {
  type StudioSupportTicket,
  studioSupportTexts as texts,
  SUPPORT_MESSAGE_MAX,
  supportMessageRequestSchema,
} from '@studio/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Inbox, Lock, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { SupportMessages, SupportStateBadge } from '@/components/support/support-thread';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/form/fields';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { useToast } from '@/components/ui/toasts';
import { refusalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-time';
import { type TicketFilter, ticketQuery, ticketsQuery, useTicketAction } from './support-api';
import { parsePage } from '../shared/params';
import { FormAlert, TextAreaField } from '@/components/form/fields';
import { Pager } from '../shared/pager';
import { StudioPageHeading } from '../shared/studio-shell';
import { panelClass } from '@/components/ui/panel';
import { pressedButton, primaryButton, secondaryButton } from '../shared/ui';

const FILTERS: readonly TicketFilter[] = ['all', 'open', 'answered', 'closed'];

function AnswerForm({ ticket }: { ticket: StudioSupportTicket }) {
  const action = useTicketAction();
  const toast = useToast();
  const { form, pending, control, outcome } = useForm({
    fields: ['message'] as const,
    initial: () => ({ message: '' }),
    validate: (values) => validateWith<'message', { message: string }>(supportMessageRequestSchema, values),
    send: ({ message }) => action.mutateAsync({ id: ticket.id, action: 'answer', message }),
    clearOnChange: 'field',
    success: () => undefined,
    failure: (err, underFields) =>
      Object.keys(underFields).length > 0 ? undefined : refusalMessage(err, texts.failure),
    onSuccess: () => toast({ kind: 'success', text: texts.answerSent }),
  });
  return (
    <form {...form} className="grid gap-3">
      <fieldset disabled={pending}>
        <TextAreaField
          {...control('message')}
          label={texts.answerLabel}
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX + 50}
        />
      </fieldset>
      <FormAlert text={outcome.kind === 'error' ? outcome.detail : undefined} />
      <div>
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? <Spinner /> : <Send aria-hidden className="size-4" />} {texts.answerSend}
        </button>
      </div>
    </form>
  );
}

function TicketDetail({ id, back }: { id: string; back: string }) {
  const ticket = useQuery(ticketQuery(id));
  const action = useTicketAction();
  const toast = useToast();
  const [confirmClose, setConfirmClose] = useState(false);
  const run = (what: 'close' | 'reopen') =>
    action.mutate(
      { id, action: what },
      {
        onSuccess: () => toast({ kind: 'success', text: what === 'close' ? texts.closed : texts.reopened }),
        onError: (err) => toast({ kind: 'error', text: refusalMessage(err, texts.failure) }),
        onSettled: () => setConfirmClose(false),
      },
    );

  return (
    <div>
      <Link to={back} className={`${secondaryButton} mb-6`}>
        <ArrowLeft aria-hidden className="size-4" /> {texts.backToInbox}
      </Link>
      {ticket.isPending ? (
        <LoadingBlock label={texts.loading} />
      ) : ticket.isError ? (
        <LoadError
          message={refusalMessage(ticket.error, texts.failure)}
          onRetry={() => void ticket.refetch()}
          retrying={ticket.isFetching}
        />
      ) : (
        <article aria-labelledby="ticket-subject" className={`${panelClass} p-5 sm:p-8`}>
          <div className="flex flex-wrap items-start gap-3">
            <h2
              id="ticket-subject"
              className="min-w-0 flex-1 font-serif text-2xl [overflow-wrap:anywhere] text-ink dark:text-white"
            >
              {ticket.data.subject}
            </h2>
            <SupportStateBadge state={ticket.data.state} />
          </div>
          <p className="mt-2 text-sm text-stone-700 [overflow-wrap:anywhere] dark:text-stone-300">
            {texts.from} {ticket.data.photographer.name} · {ticket.data.photographer.email}
          </p>
          <SupportMessages
            messages={ticket.data.messages}
            photographer={ticket.data.photographer.name}
            className="mt-6"
          />
          <div className="mt-6 border-t border-stone-200 pt-6 dark:border-stone-800">
            {ticket.data.state === 'closed' ? (
              <button
                type="button"
                className={secondaryButton}
                disabled={action.isPending}
                onClick={() => run('reopen')}
              >
                <RotateCcw aria-hidden className="size-4" /> {texts.reopen}
              </button>
            ) : (
              <div className="grid gap-5">
                <AnswerForm key={ticket.data.messages.length} ticket={ticket.data} />
                <div>
                  <button type="button" className={secondaryButton} onClick={() => setConfirmClose(true)}>
                    <Lock aria-hidden className="size-4" /> {texts.close}
                  </button>
                </div>
              </div>
            )}
          </div>
          <ConfirmDialog
            open={confirmClose}
            message={`${texts.close}?`}
            detail={ticket.data.subject}
            confirmLabel={texts.close}
            busy={action.isPending}
            onConfirm={() => run('close')}
            onCancel={() => setConfirmClose(false)}
          />
        </article>
      )}
    </div>
  );
}

/** /studio/support (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): the tickets photographers open, filtered by state; one opens by `?ticket=`. */
export function SupportInboxView() {
  const [params] = useSearchParams();
  const raw = params.get('state');
  const state: TicketFilter = FILTERS.includes(raw as TicketFilter) ? (raw as TicketFilter) : 'all';
  const page = parsePage(params.get('page'));
  const open = params.get('ticket');
  const search = (next: { state?: TicketFilter; page?: number; ticket?: string }) => {
    const q = new URLSearchParams();
    const s = next.state ?? state;
    if (s !== 'all') q.set('state', s);
    if ((next.page ?? 1) > 1) q.set('page', String(next.page));
    if (next.ticket) q.set('ticket', next.ticket);
    const text = q.toString();
    return text ? `?${text}` : '?';
  };
  const tickets = useQuery({ ...ticketsQuery(state, page), placeholderData: keepPreviousData, enabled: !open });

  return (
    <>
      <StudioPageHeading title={texts.inboxTitle}>{texts.inboxIntro}</StudioPageHeading>
      {open ? (
        <TicketDetail id={open} back={search({ page })} />
      ) : (
        <>
          <nav aria-label={texts.filterLabel} className="mb-6 flex flex-wrap gap-2">
            {FILTERS.map((f) => (
              <Link
                key={f}
                to={search({ state: f })}
                aria-current={f === state ? 'page' : undefined}
                className={`${secondaryButton} ${pressedButton} aria-[current=page]:border-gold aria-[current=page]:bg-gold/15`}
              >
                {texts.filters[f]}
              </Link>
            ))}
          </nav>
          {tickets.isPending ? (
            <LoadingBlock label={texts.loading} />
          ) : tickets.isError ? (
            <LoadError message={texts.failure} onRetry={() => void tickets.refetch()} retrying={tickets.isFetching} />
          ) : tickets.data.data.length === 0 ? (
            <EmptyState icon={<Inbox aria-hidden className="size-6" />} title={texts.inboxEmpty} />
          ) : (
            <>
              <ul className="grid gap-3">
                {tickets.data.data.map((t) => (
                  <li key={t.id}>
                    <Link
                      to={search({ page, ticket: t.id })}
                      className={`${panelClass} group flex flex-col gap-2 p-5 transition-colors hover:border-ink sm:flex-row sm:items-center sm:gap-4 dark:hover:border-white`}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold [overflow-wrap:anywhere] text-ink group-hover:underline dark:text-white">
                          {t.subject}
                        </span>
                        <span className="mt-0.5 block text-sm text-stone-700 [overflow-wrap:anywhere] dark:text-stone-300">
                          {t.photographer.name} · {texts.messagesCount({ count: t.messages.length })} ·{' '}
                          {formatDateTime(t.updatedAt)}
                        </span>
                      </span>
                      <span className="self-start sm:self-center">
                        <SupportStateBadge state={t.state} />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="mt-6">
                <Pager
                  page={page}
                  totalPages={tickets.data.meta.totalPages}
                  label={texts.inboxTitle}
                  search={(p) => search({ page: p })}
                />
              </div>
            </>
          )}
        </>
      )}
    </>
  );
}
