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

  if (token === undefined || (token && lookup.isPending))
    return (
      <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
        <LoadingBlock label={t.loading} />
      </div>
    );
  const invitation = token ? lookup.data : undefined;
  let words: ReactNode;
  let actions: ReactNode;
  if (!token || !invitation) {
    words = <p role="alert">{lookup.isError ? refusalMessage(lookup.error, t.notFound) : t.notFound}</p>;
    actions = (
      <Link to={paths.home} className={`${secondaryButton} mt-6`}>
        {siteTexts.routeError.backHome}
      </Link>
    );
  } else {
    words = (
      <>
        <p className="[overflow-wrap:anywhere]">{t.intro({ title: invitation.title })}</p>
        {!user && <p className="mt-2">{t.signIn}</p>}
      </>
    );
    const add = () =>
      accept.mutate(token, {
        onSuccess: ({ id }) => {
          forgetFragmentToken(TOKEN_KEY);
          navigate(pathTo(paths.dashboardGallery, { id }));
        },
      });
    actions = (
      <div className="mt-6 grid justify-items-center gap-4">
        {user ? (
          <button type="button" className={primaryButton} disabled={accept.isPending} onClick={add}>
            {accept.isPending && <Spinner />} {t.accept}
          </button>
        ) : (
          <Link to={signInPath(paths.galleryInvitation)} className={primaryButton}>
            {t.signInLink}
          </Link>
        )}
        <FormAlert text={accept.isError ? refusalMessage(accept.error, t.failed) : undefined} />
      </div>
    );
  }
  const Icon = invitation ? Images : Link2Off;
  return (
    <div className="px-4">
      <Notice icon={<Icon aria-hidden className="size-6" />} title={t.title} id={NOTICE_ID} actions={actions}>
        {words}
      </Notice>
    </div>
  );
}
