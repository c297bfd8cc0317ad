import { paths, studioTexts } from '@studio/shared';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { useCurrentUser } from '@/lib/session-store';
import { primaryButton } from './ui';

/** What a signed-in member who is not studio staff sees at /studio*: why not, and the way back. */
export function NoAccess() {
  // Outside the console's shell, so the page's main landmark (the skip link's target) is its own.
  return (
    <main
      id="main"
      className="grid min-h-svh place-items-center bg-paper px-4 text-ink dark:bg-ink dark:text-stone-100"
    >
      <Notice
        icon={<ShieldAlert className="size-6" />}
        title={studioTexts.noAccessTitle}
        id="studio-no-access"
        actions={
          <Link to={paths.home} className={`${primaryButton} px-5`}>
            <ArrowLeft aria-hidden className="size-4" /> {studioTexts.backToSite}
          </Link>
        }
      >
        {studioTexts.noAccessBody}
      </Notice>
    </main>
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
