import { pagesTexts, STUDIO_NAME } from '@studio/shared';
import { useSearchParams } from 'react-router';
import { Photo } from '@/components/media/photo';
import { type AuthMode, AuthScreen } from '@/features/auth/components/auth-screen';
import type { RouteHandle } from '@/lib/route-meta';
import { useQuery } from '@tanstack/react-query';
import { studioContentQuery } from '@/lib/studio-content';

const modes: AuthMode[] = ['signup', 'signin', 'forgot', 'otp'];

export const handle: RouteHandle = {
  meta: () => ({
    title: pagesTexts.signup.title,
    description: pagesTexts.signup.description({ studio: STUDIO_NAME }),
    noindex: true,
  }),
};

/** /signup: the four modes of the auth screen (docs/rules/product.md#screens); the mode lives in the URL so Back and reload keep it. */
export function Component() {
  const [params, setParams] = useSearchParams();
  // The first hero slide's picture (docs/rules/history.md#issue-23): the studio's own once it is replaced, never a sample
  // of its own. The page embeds the content; the screen never waits for it.
  const picture = useQuery(studioContentQuery).data?.heroSlides[0]?.image;
  const requested = params.get('mode') as AuthMode | null;
  const mode: AuthMode = requested && modes.includes(requested) ? requested : 'signup';

  const setMode = (next: AuthMode) => {
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next === 'signup') q.delete('mode');
        else q.set('mode', next);
        return q;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="grid min-h-svh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className="flex flex-col px-5 py-8 sm:px-10 lg:px-16">
        <p className="flex items-center gap-2 font-serif text-xl font-semibold text-ink dark:text-white">
          <img src="/favicon.svg" alt="" width="28" height="28" className="size-7 dark:invert" />
          {STUDIO_NAME}
        </p>
        <div className="flex flex-1 items-center justify-center py-10">
          <AuthScreen mode={mode} onModeChange={setMode} next={params.get('next')} />
        </div>
      </div>
      <aside
        className="relative hidden overflow-hidden bg-ink lg:block"
        aria-label={pagesTexts.signupPage.aside({ studio: STUDIO_NAME })}
      >
        {picture && (
          <Photo
            id={picture}
            sizes="55vw"
            alt=""
            priority
            className="absolute inset-0"
            imgClassName="size-full object-cover opacity-80"
          />
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-ink via-ink/30 to-transparent" aria-hidden />
        <div className="absolute inset-x-0 bottom-0 p-12 text-white xl:p-16">
          <p className="font-serif text-4xl leading-tight xl:text-5xl">{pagesTexts.signupPage.tagline}</p>
          <p className="mt-4 max-w-md text-lg text-stone-200">{pagesTexts.signupPage.intro}</p>
        </div>
      </aside>
    </div>
  );
}
