import { INBOX_STATES, type InboxMessage, paths, studioMailTexts as t } from '@studio/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inbox, Reply } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/load-states';
import { type InboxParams, inboxQuery, listSearch } from '../shared/mail-api';
import { formatNairobi } from '../shared/nairobi-time';
import { MailListFilters, MailListResults, parseListParams } from '../shared/mail-ui';
import { StudioPageHeading } from '../shared/studio-shell';
import { badgeClass } from '../shared/ui';

const search = (params: InboxParams) => listSearch(params, 'open');

function MessageRow({ message }: { message: InboxMessage }) {
  const unread = message.readAt === null;
  return (
    <li>
      <Link
        to={`${paths.studioInbox}/${message.id}`}
        className="block px-5 py-4 transition-colors hover:bg-sand/60 focus-visible:bg-sand/60 sm:px-6 dark:hover:bg-stone-800/60"
      >
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          {unread && <span className="size-2.5 shrink-0 self-center rounded-full bg-clay dark:bg-gold" aria-hidden />}
          <span className={`min-w-0 [overflow-wrap:anywhere] ${unread ? 'font-bold' : 'font-semibold'}`}>
            {message.name}
            {unread && <span className="sr-only"> ({t.inboxUnreadBadge})</span>}
          </span>
          <span className="min-w-0 text-sm [overflow-wrap:anywhere] text-stone-600 dark:text-stone-400">
            {message.email}
          </span>
          <time
            dateTime={message.createdAt}
            className="ml-auto text-sm whitespace-nowrap text-stone-600 dark:text-stone-400"
          >
            {formatNairobi(message.createdAt)}
          </time>
        </div>
        <p className="mt-1.5 line-clamp-2 text-sm [overflow-wrap:anywhere] text-stone-700 dark:text-stone-300">
          {message.message}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {message.handledAt && (
            <span
              className={`${badgeClass} bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200`}
            >
              {t.inboxStates.handled}
            </span>
          )}
          {message.archivedAt && (
            <span className={`${badgeClass} bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100`}>
              {t.inboxStates.archived}
            </span>
          )}
          {message.replyCount > 0 && (
            <span className={`${badgeClass} bg-sand text-ink dark:bg-stone-800 dark:text-stone-100`}>
              <Reply aria-hidden className="size-3.5" /> {message.replyCount}
            </span>
          )}
        </div>
      </Link>
    </li>
  );
}

/** /studio/inbox (docs/rules/history.md#issue-14): contact messages, newest first, searched and filtered (both in the address). */
export function InboxView() {
  const [searchParams] = useSearchParams();
  const params = parseListParams(searchParams, INBOX_STATES, 'open');
  const list = useQuery({ ...inboxQuery(params), placeholderData: keepPreviousData });
  const data = list.data;

  return (
    <>
      <StudioPageHeading title={t.inboxTitle}>
        <p>{t.inboxIntro}</p>
        {data && data.unread > 0 && <p className="mt-1 font-semibold">{t.inboxUnread({ count: data.unread })}</p>}
      </StudioPageHeading>
      <MailListFilters
        searchLabel={t.inboxSearchLabel}
        params={params}
        states={INBOX_STATES}
        names={t.inboxStates}
        search={search}
      />
      <section aria-label={t.inboxTitle} className="mt-6">
        <MailListResults
          list={list}
          title={t.inboxTitle}
          loadFailure={t.inboxLoadFailure}
          loadingRows={5}
          empty={<EmptyState icon={<Inbox className="size-5" />} title={t.inboxEmpty} />}
          params={params}
          search={search}
          row={(message) => <MessageRow message={message} />}
        />
      </section>
    </>
  );
}
