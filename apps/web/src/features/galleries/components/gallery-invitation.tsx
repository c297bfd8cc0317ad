import { galleriesTexts, paths, siteTexts } from '@studio/shared';
import { Images, Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert, Spinner } from '@/components/form/fields';
import { primaryButton, secondaryButton } from '@/components/ui/buttons';
import { LoadingBlock } from '@/components/ui/load-states';
import { Notice } from '@/components/ui/notice';
import { pathTo } from '@/config/paths';
import { refusalMessage } from '@/lib/api-client';
import { forgetFragmentToken, useFragmentToken } from '@/lib/fragment-token';
import { useCurrentUser } from '@/lib/session-store';
import { signInPath } from '@/lib/sign-in-path';
import { useAcceptGalleryInvitation, useGalleryInvitation } from '../api/galleries-api';

const t = galleriesTexts.invitation;

/** Where the token waits while the client signs in (the link's fragment is gone after the round trip). */
const TOKEN_KEY = 'galleryInvitationToken';
const NOTICE_ID = 'gallery-invitation-title';

/**
 * /gallery-invitation#token (docs/decisions/0047-studio-client-galleries.md): the studio's invitation
 * to a gallery made for its own client. Signed out, the client is sent to sign in (or create an
 * account) and back; signed in, they add the gallery to their account and land on it.
 */
export function GalleryInvitation() {
  const token = useFragmentToken(TOKEN_KEY);
  const lookup = useGalleryInvitation(token);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const accept = useAcceptGalleryInvitation();

  let body: ReactNode;
  if (token === undefined || (token && lookup.isPending))
    body = (
      <div className="mx-auto max-w-xl py-10 sm:py-16">
        <LoadingBlock label={t.loading} />
      </div>
    );
  else if (!token || lookup.isError || !lookup.data)
    body = (
      <Notice
        icon={<Link2Off aria-hidden className="size-6" />}
        title={t.title}
        id={NOTICE_ID}
        actions={
          <Link to={paths.home} className={`${secondaryButton} mt-6`}>
            {siteTexts.routeError.backHome}
          </Link>
        }
      >
        <p role="alert">{lookup.isError ? refusalMessage(lookup.error, t.notFound) : t.notFound}</p>
      </Notice>
    );
  else
    body = (
      <Notice
        icon={<Images aria-hidden className="size-6" />}
        title={t.title}
        id={NOTICE_ID}
        actions={
          <div className="mt-6 grid justify-items-center gap-4">
            {user ? (
              <button
                type="button"
                className={primaryButton}
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(token, {
                    onSuccess: ({ id }) => {
                      forgetFragmentToken(TOKEN_KEY);
                      navigate(pathTo(paths.dashboardGallery, { id }));
                    },
                  })
                }
              >
                {accept.isPending && <Spinner />} {t.accept}
              </button>
            ) : (
              <Link to={signInPath(paths.galleryInvitation)} className={primaryButton}>
                {t.signInLink}
              </Link>
            )}
            <FormAlert text={accept.isError ? refusalMessage(accept.error, t.failed) : undefined} />
          </div>
        }
      >
        <p className="[overflow-wrap:anywhere]">{t.intro({ title: lookup.data.title })}</p>
        {!user && <p className="mt-2">{t.signIn}</p>}
      </Notice>
    );
  return <div className="px-4">{body}</div>;
}
