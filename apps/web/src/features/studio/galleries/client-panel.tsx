import { galleriesTexts, paths, type StudioGalleryClient } from '@studio/shared';
import { ArrowLeft, MailPlus } from 'lucide-react';
import { Link } from 'react-router';
import { FormAlert, Spinner } from '@/components/form/fields';
import { panelClass } from '@/components/ui/panel';
import { refusalMessage } from '@/lib/api-client';
import { primaryButton, secondaryButton } from '../shared/ui';
import { useInviteStudioClient } from './galleries-api';
import { invitationLine } from './galleries-view';

const t = galleriesTexts.studio;

/**
 * A studio client's gallery, its client (docs/decisions/0047-studio-client-galleries.md): who, where
 * the invitation stands, and the button that e-mails a new one. `onInvited` follows a sent invitation
 * (the route reads the gallery again).
 */
export function StudioClientPanel({
  galleryId,
  client,
  onInvited,
}: {
  galleryId: string;
  client: StudioGalleryClient;
  onInvited?: () => void;
}) {
  const invite = useInviteStudioClient(galleryId);
  const shown = invite.data?.client ?? client;
  return (
    <section aria-labelledby="studio-client-heading" className={`${panelClass} p-4 sm:p-6`}>
      <h2 id="studio-client-heading" className="font-semibold [overflow-wrap:anywhere]">
        {t.client({ name: shown.name, email: shown.email })}
      </h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{invitationLine(shown)}</p>
      <div className="mt-4">
        <button
          type="button"
          className={shown.invitedAt || shown.accepted ? secondaryButton : primaryButton}
          disabled={invite.isPending}
          onClick={() => invite.mutate(undefined, { onSuccess: () => onInvited?.() })}
        >
          {invite.isPending ? <Spinner /> : <MailPlus aria-hidden className="size-4" />}{' '}
          {shown.invitedAt ? t.inviteAgain : t.invite}
        </button>
      </div>
      {invite.isSuccess && (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {t.inviteSent({ email: invite.data.client.email })}
        </p>
      )}
      <FormAlert className="mt-3" text={invite.isError ? refusalMessage(invite.error, t.inviteFailed) : undefined} />
    </section>
  );
}

/** The way back from a gallery's page to the console's list. */
export function BackToGalleries() {
  return (
    <Link
      to={paths.studioGalleries}
      className="mb-4 inline-flex items-center gap-2 text-sm font-semibold text-stone-700 hover:text-clay dark:text-stone-300 dark:hover:text-gold"
    >
      <ArrowLeft aria-hidden className="size-4" /> {t.back}
    </Link>
  );
}
