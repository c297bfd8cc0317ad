import { paths, studioTexts } from '@studio/shared';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/session-store';
import { primaryButton } from './ui';

/** What a signed-in member who is not studio staff sees at /studio*: why not, and the way back. */
export function NoAccess() {
  return (
    <div className="grid min-h-svh place-items-center bg-paper px-4 py-16 text-ink dark:bg-ink dark:text-stone-100">
      <section aria-labelledby="studio-no-access" className="mx-auto max-w-xl text-center">
        <span
          aria-hidden
          className="mx-auto grid size-14 place-items-center rounded-full bg-clay/10 text-clay dark:bg-gold/15 dark:text-gold"
        >
          <ShieldAlert className="size-6" />
        </span>
        <h1 id="studio-no-access" className="mt-5 font-serif text-3xl text-ink sm:text-4xl dark:text-white">
          {studioTexts.noAccessTitle}
        </h1>
        <p className="mt-3 text-stone-700 dark:text-stone-300">{studioTexts.noAccessBody}</p>
        <Link to={paths.home} className={`${primaryButton} mt-7 px-5`}>
          <ArrowLeft aria-hidden className="size-4" /> {studioTexts.backToSite}
        </Link>
      </section>
    </div>
  );
}

/**
 * The console is for studio staff (role admin; the server refuses everyone else with 403): any
 * other signed-in member is told so instead of seeing it. Signed-out visitors never get here (the
 * session guard sends them to sign in).
 */
export function StudioGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user && user.role !== 'admin') return <NoAccess />;
  return children;
}
