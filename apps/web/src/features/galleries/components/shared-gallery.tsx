import { galleriesTexts, PAGE_FORM_FIELD } from '@studio/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '@/components/form/use-typed-before-hydration';
import { LoadingBlock } from '@/components/ui/load-states';
import { PageHeading } from '@/components/ui/page-heading';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { usePageFormSubmission } from '@/lib/page-form-submission';
import { useDoor, useSharedGallery, useVisit } from '../api/galleries-api';
import { GalleryBrowser } from './gallery-browser';
import { FormAlert } from '@/components/form/fields';

const t = galleriesTexts.shared;

const field =
  'rounded-lg border border-stone-300 bg-white px-3 py-2 dark:border-stone-600 dark:bg-stone-950 dark:text-white';
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
  if (door.isError) return <Notice title={t.linkBroken}>{refusalMessage(door.error, t.askForNewLink)}</Notice>;
  if (!open)
    return <Notice title={t.linkBroken}>{('refused' in door.data && door.data.refused) || t.askForNewLink}</Notice>;
  if (open.expired || status(view.error) === 403) return <Notice title={open.title}>{galleriesTexts.expired}</Notice>;
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
      className="mx-auto grid max-w-sm gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <h1 className="font-serif text-3xl text-ink dark:text-white">{open.title}</h1>
      <input type="hidden" name={PAGE_FORM_FIELD} value="galleryVisit" />
      <label className="grid gap-1 text-sm">
        <span className="font-medium">{t.yourName}</span>
        <input
          className={field}
          name="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={60}
          autoComplete="name"
        />
      </label>
      {open.needsPin && (
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{t.pin}</span>
          <input
            className={field}
            name="pin"
            value={pin}
            onChange={(e) => setPin(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            required
          />
        </label>
      )}
      <button
        type="submit"
        disabled={visit.isPending}
        className="rounded-full bg-ink px-5 py-2.5 font-semibold text-white dark:bg-white dark:text-ink"
      >
        {t.open}
      </button>
      <FormAlert
        text={visit.isError ? refusalMessage(visit.error, t.openFailed) : visit.isIdle && refused ? refused : undefined}
      />
    </form>
  );
}

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <div
      className="mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm dark:border-stone-800 dark:bg-stone-900"
      role="status"
    >
      <h1 className="font-serif text-3xl text-ink dark:text-white">{title}</h1>
      <p className="mt-3 text-stone-700 dark:text-stone-300">{children}</p>
    </div>
  );
}
