import { formatDate } from '@studio/shared/i18n/format';
import { accountTexts, type CurrentUser } from '@studio/shared';
import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { UserAvatar } from './user-avatar';

const roleLabel = (role: CurrentUser['role']) => accountTexts.summary.role({ role });

export const memberSince = (iso: string) => formatDate(iso, 'day');

/** The account page a client's View Profile opens (docs/rules/accounts-and-auth.md#profile-menu-and-settings). */
export function AccountSummary({ user }: { user: CurrentUser }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900">
      <div className="h-28 bg-gradient-to-r from-clay via-clay-dark to-ink sm:h-36" aria-hidden />
      <div className="px-6 pb-8 sm:px-10">
        <div className="-mt-12">
          <UserAvatar name={user.username} src={user.avatar} size="lg" />
        </div>
        <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="font-serif text-3xl [overflow-wrap:anywhere] text-ink sm:text-4xl dark:text-white">
              {user.username}
            </h1>
            <p className="mt-1 text-stone-600 dark:text-stone-400">{roleLabel(user.role)}</p>
          </div>
          <Link
            to={paths.settings}
            className="inline-flex shrink-0 items-center justify-center gap-2 self-start rounded-full border border-stone-300 px-5 py-2.5 text-sm font-semibold text-ink hover:border-ink sm:self-auto dark:border-stone-600 dark:text-stone-100"
          >
            <Settings aria-hidden className="size-4" /> {accountTexts.summary.editInSettings}
          </Link>
        </div>
        <dl className="mt-8 grid gap-6 border-t border-stone-100 pt-6 sm:grid-cols-3 dark:border-stone-800">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-[0.16em] text-stone-500">
              {accountTexts.summary.email}
            </dt>
            <dd className="mt-1 [overflow-wrap:anywhere] text-ink dark:text-stone-100">{user.email}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-[0.16em] text-stone-500">
              {accountTexts.summary.account}
            </dt>
            <dd className="mt-1 text-ink dark:text-stone-100">{roleLabel(user.role)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-[0.16em] text-stone-500">
              {accountTexts.summary.memberSince}
            </dt>
            <dd className="mt-1 text-ink dark:text-stone-100">{memberSince(user.createdAt)}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
