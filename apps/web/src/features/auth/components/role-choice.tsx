import { roleChoiceTexts } from '@studio/shared';
import { Camera, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/form/fields';
import { paths } from '@/config/paths';
import { sessionStore } from '@/lib/session-store';
import { useCreateId } from '../api/auth-api';
import { safeNextPath, signInPath } from '@/lib/sign-in-path';
import { FormAlert } from '@/components/form/fields';

function RoleCard({
  icon,
  title,
  body,
  points,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  points: string[];
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 dark:border-stone-800 dark:bg-stone-900">
      <span
        aria-hidden
        className="grid size-12 place-items-center rounded-full bg-clay/10 text-clay dark:bg-gold/15 dark:text-gold"
      >
        {icon}
      </span>
      <h2 className="mt-5 font-serif text-2xl text-ink dark:text-white">{title}</h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{body}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-stone-700 dark:text-stone-300">
        {points.map((p) => (
          <li key={p} className="flex gap-2">
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-clay dark:bg-gold" />
            {p}
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </li>
  );
}

const buttonClass =
  'flex w-full items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition-colors disabled:cursor-wait disabled:opacity-80';

/**
 * /subscribers/choices (docs/rules/product.md#screens, #states, #validation, #messages): Client goes to /dashboard with no call
 * (or back to the page that sent the visitor to sign up, such as a gallery invitation); Photographer
 * shows 'Creating ID...', calls POST /api/created-id and goes to /photographer-dashboard.
 */
export function RoleChoice() {
  const navigate = useNavigate();
  // Sign-up from a page that needs a session (e.g. a gallery invitation's link): the client goes back there.
  const next = safeNextPath((useLocation().state as { next?: unknown } | null)?.next as string | undefined);
  const createId = useCreateId();
  const [error, setError] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);

  const choosePhotographer = () => {
    setError(null);
    // docs/rules/product.md#validation: the choice needs a session; the stored user is read afresh (another tab may have signed out).
    if (!sessionStore.get()) {
      setSignedOut(true);
      return;
    }
    createId.mutate(
      { role: 'photographer' },
      {
        onSuccess: () => navigate(paths.photographerDashboard),
        onError: () => setError(roleChoiceTexts.failure),
      },
    );
  };

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-center font-serif text-4xl leading-tight text-ink sm:text-5xl dark:text-white">
        {roleChoiceTexts.title}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-center text-lg text-stone-700 dark:text-stone-300">
        {roleChoiceTexts.intro}
      </p>

      <div aria-live="assertive" className="mx-auto mt-6 max-w-xl empty:hidden">
        <FormAlert
          text={
            signedOut ? (
              <>
                {roleChoiceTexts.notLoggedIn}{' '}
                <Link to={signInPath(paths.roleChoice)} className="font-semibold underline">
                  {roleChoiceTexts.signIn}
                </Link>
              </>
            ) : (
              error
            )
          }
        />
      </div>

      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        <RoleCard
          icon={<Search className="size-6" />}
          title={roleChoiceTexts.client.title}
          body={roleChoiceTexts.client.body}
          points={[roleChoiceTexts.client.point1, roleChoiceTexts.client.point2, roleChoiceTexts.client.point3]}
          action={
            <button
              type="button"
              disabled={createId.isPending}
              onClick={() => navigate(next ?? paths.dashboard)}
              className={`${buttonClass} border border-ink text-ink hover:bg-ink hover:text-white dark:border-white dark:text-white dark:hover:bg-white dark:hover:text-ink`}
            >
              {roleChoiceTexts.client.action}
            </button>
          }
        />
        <RoleCard
          icon={<Camera className="size-6" />}
          title={roleChoiceTexts.photographer.title}
          body={roleChoiceTexts.photographer.body}
          points={[
            roleChoiceTexts.photographer.point1,
            roleChoiceTexts.photographer.point2,
            roleChoiceTexts.photographer.point3,
          ]}
          action={
            <button
              type="button"
              disabled={createId.isPending}
              onClick={choosePhotographer}
              className={`${buttonClass} bg-clay text-white hover:bg-clay-dark`}
            >
              {createId.isPending ? (
                <>
                  <Spinner /> {roleChoiceTexts.creating}
                </>
              ) : (
                roleChoiceTexts.photographer.action
              )}
            </button>
          }
        />
      </ul>
    </div>
  );
}
