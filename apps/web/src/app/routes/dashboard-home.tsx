import { STUDIO_NAME } from '@studio/shared';
import { ArrowRight, Camera, Images, Mail, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { memberSince } from '@/features/account/components/account-summary';
import { ArrivalNotice } from '@/features/auth/components/arrival-notice';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session-store';

function Card({ to, icon, title, body }: { to: string; icon: ReactNode; title: string; body: string }) {
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-clay hover:shadow-md dark:border-stone-800 dark:bg-stone-900 dark:hover:border-gold"
      >
        <span
          aria-hidden
          className="grid size-11 place-items-center rounded-full bg-clay/10 text-clay dark:bg-gold/15 dark:text-gold"
        >
          {icon}
        </span>
        <span className="mt-4 font-serif text-xl text-ink dark:text-white">{title}</span>
        <span className="mt-2 flex-1 text-sm leading-relaxed text-stone-600 dark:text-stone-400">{body}</span>
        <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-clay-dark group-hover:gap-2 dark:text-gold">
          Open <ArrowRight aria-hidden className="size-4 transition-all" />
        </span>
      </Link>
    </li>
  );
}

/** /dashboard: the signed-in welcome, with the places a member goes from here. */
export function Component() {
  const user = useCurrentUser();
  const photographer = user?.role === 'photographer';
  return (
    <>
      <ArrivalNotice className="mb-8" />
      <section aria-labelledby="welcome-title">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-clay-dark dark:text-gold">Karibu</p>
        <h1
          id="welcome-title"
          className="mt-2 font-serif text-4xl leading-tight [overflow-wrap:anywhere] text-ink sm:text-5xl dark:text-white"
        >
          Welcome, {user?.username ?? 'Guest'}
        </h1>
        {user && (
          <p className="mt-3 [overflow-wrap:anywhere] text-stone-700 dark:text-stone-300">
            Signed in as <span className="font-medium">{user.email}</span> · member since {memberSince(user.createdAt)}
          </p>
        )}
      </section>

      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {photographer ? (
          <Card
            to={paths.photographerDashboard}
            icon={<Camera className="size-5" />}
            title="Your photography business"
            body="Manage your portfolio, answer booking requests and see how clients find you."
          />
        ) : (
          <Card
            to={paths.roleChoice}
            icon={<Camera className="size-5" />}
            title="Are you a photographer?"
            body="Create your photographer ID to publish a portfolio and receive booking requests."
          />
        )}
        <Card
          to={paths.portfolio}
          icon={<Images className="size-5" />}
          title="See our work"
          body={`Weddings, events, sports and commercial work by the ${STUDIO_NAME} team.`}
        />
        <Card
          to={paths.contact}
          icon={<Mail className="size-5" />}
          title="Book the studio"
          body="Tell us about your day and we will answer within one working day."
        />
        <Card
          to={paths.settings}
          icon={<Settings className="size-5" />}
          title="Your account"
          body="Change your name, picture or password, download your data or delete your account."
        />
      </ul>
    </>
  );
}
