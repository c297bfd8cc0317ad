import { galleriesTexts, PAGE_FORM_FIELD } from '@studio/shared';
import { CalendarX2, Link2Off } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { FormAlert, FormField } from '@/components/form/fields';
import { useTypedBeforeHydration } from '@/components/form/use-typed-before-hydration';
import { primaryButton } from '@/components/ui/buttons';
import { LoadingBlock } from '@/components/ui/load-states';
import { Notice } from '@/components/ui/notice';
import { PageHeading } from '@/components/ui/page-heading';
import { panelClass } from '@/components/ui/panel';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { usePageFormSubmission } from '@/lib/page-form-submission';
import { useDoor, useSharedGallery, useVisit } from '../api/galleries-api';
import { GalleryBrowser } from './gallery-browser';

const t = galleriesTexts.shared;

const status = (err: unknown) => (err instanceof ApiError ? err.status : 0);

/**
 * /g/:token: a guest's gallery. First the door (a name, and the PIN when the link has one), then the
 * photographs. The server renders both (docs/decisions/0044-gallery-first-screen.md); the door is a
 * page form that posts to this address until the scripts take over.
 */
export function SharedGallery({ token }: { token: string }) {
  const door = useDoor(token);
  const open = door.data && 'visited' in door.data ? door.data : undefined;
  const view = useSharedGallery(token, open?.visited === true && !open.expired);
  const visit = useVisit(token);
  // The server's answer when the form was posted before the scripts ran (docs/decisions/0012).
  const submission = usePageFormSubmission('galleryVisit');
  const [name, setName] = useState(submission?.values.name ?? '');
  const [pin, setPin] = useState('');
  // What the guest typed into the server's form before the scripts took over is kept.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(
    formRef,
    ['name', 'pin'],
    (field) => (field === 'name' ? (submission?.values.name ?? '') : ''),
    (typed) => {
      if (typed.name !== undefined) setName(typed.name);
      if (typed.pin !== undefined) setPin(typed.pin);
    },
  );

  if (door.isPending || (open?.visited && !open.expired && view.isPending)) return <LoadingBlock label={t.opening} />;
  if (door.isError) return <LinkBroken>{refusalMessage(door.error, t.askForNewLink)}</LinkBroken>;
  if (!open) return <LinkBroken>{('refused' in door.data && door.data.refused) || t.askForNewLink}</LinkBroken>;
  if (open.expired || status(view.error) === 403)
    return (
      <Notice icon={<CalendarX2 aria-hidden className="size-6" />} title={open.title} id={NOTICE_ID}>
        {galleriesTexts.expired}
      </Notice>
    );
  if (view.data)
    return (
      <div className="grid gap-6">
        <header>
          <PageHeading
            title={view.data.title}
            lead={`${t.welcome({ name: view.data.viewerName })} ${view.data.canFavourite ? t.favouriteHint : ''}`.trim()}
          />
          {view.data.clientDownloads && view.data.downloadsAwaitPayment && (
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400" data-testid="downloads-await-payment">
              {galleriesTexts.downloadsAfterBalance}
            </p>
          )}
        </header>
        <GalleryBrowser view={view.data} source={{ kind: 'shared', token }} />
      </div>
    );
  const refused =
    submission && !submission.ok
      ? (submission.errors.name ?? submission.errors.pin ?? (submission.message || t.openFailed))
      : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    visit.mutate({ name, ...(open.needsPin ? { pin } : {}) });
  };
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      method="post"
      action={`/g/${token}`}
      className={`${panelClass} mx-auto grid max-w-sm gap-4 p-6`}
    >
      <h1 className="font-serif text-3xl text-ink [overflow-wrap:anywhere] dark:text-white">{open.title}</h1>
      <input type="hidden" name={PAGE_FORM_FIELD} value="galleryVisit" />
      <FormField
        id="gallery-visit-name"
        name="name"
        label={t.yourName}
        value={name}
        onValueChange={setName}
        required
        maxLength={60}
        autoComplete="name"
      />
      {open.needsPin && (
        <FormField
          id="gallery-visit-pin"
          name="pin"
          label={t.pin}
          value={pin}
          onValueChange={setPin}
          inputMode="numeric"
          autoComplete="off"
          required
        />
      )}
      <button type="submit" disabled={visit.isPending} className={primaryButton}>
        {t.open}
      </button>
      <FormAlert
        text={visit.isError ? refusalMessage(visit.error, t.openFailed) : visit.isIdle && refused ? refused : undefined}
      />
    </form>
  );
}

const NOTICE_ID = 'shared-gallery-notice';

/** The link does not open a gallery (unknown, withdrawn, refused): why, and to ask for a new one. */
function LinkBroken({ children }: { children: string }) {
  return (
    <Notice icon={<Link2Off aria-hidden className="size-6" />} title={t.linkBroken} id={NOTICE_ID}>
      {children}
    </Notice>
  );
}
