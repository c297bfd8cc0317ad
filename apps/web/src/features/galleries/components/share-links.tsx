import { galleriesTexts } from '@studio/shared';
import { type FormEvent, useId, useState } from 'react';
import { refusalMessage } from '@/lib/api-client';
import { useCreateLink, useLinks, useRevokeLink } from '../api/galleries-api';
import { CheckboxField, FormAlert, FormField } from '@/components/form/fields';
import { primaryButton } from '@/components/ui/buttons';
import { panelClass } from '@/components/ui/panel';

const t = galleriesTexts.shareLinks;

/** The share links in their panel, under `title` (the photographer's and the client's gallery pages). */
export function ShareLinksPanel({
  galleryId,
  headingId,
  title,
}: {
  galleryId: string;
  headingId: string;
  title: string;
}) {
  return (
    <section className={`${panelClass} p-4 sm:p-6`} aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-semibold">
        {title}
      </h2>
      <ShareLinks galleryId={galleryId} />
    </section>
  );
}

/** Private links to a gallery: a name, an optional PIN, the rights; revoking one stops it at once. */
export function ShareLinks({ galleryId }: { galleryId: string }) {
  const id = useId();
  const links = useLinks(galleryId);
  const create = useCreateLink(galleryId);
  const revoke = useRevokeLink(galleryId);
  const [label, setLabel] = useState('');
  const [pin, setPin] = useState('');
  const [canFavourite, setCanFavourite] = useState(true);
  const [canDownload, setCanDownload] = useState(false);
  const [made, setMade] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { label, pin: pin || null, canFavourite, canDownload },
      {
        onSuccess: (res) => {
          setMade(res.url);
          setLabel('');
          setPin('');
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <FormField
          id={`${id}-name`}
          label={t.name}
          value={label}
          onValueChange={setLabel}
          placeholder={t.namePlaceholder}
          required
          maxLength={60}
        />
        <FormField
          id={`${id}-pin`}
          label={t.pin}
          value={pin}
          onValueChange={setPin}
          inputMode="numeric"
          pattern="\d{4,8}"
          autoComplete="off"
        />
        <CheckboxField
          id={`${id}-favourite`}
          label={galleriesTexts.manage.guestsFavourite}
          checked={canFavourite}
          onCheckedChange={setCanFavourite}
        />
        <CheckboxField
          id={`${id}-download`}
          label={galleriesTexts.manage.guestsDownload}
          checked={canDownload}
          onCheckedChange={setCanDownload}
        />
        <div className="sm:col-span-2">
          <button type="submit" disabled={create.isPending} className={primaryButton}>
            {t.make}
          </button>
        </div>
        <FormAlert
          text={create.isError ? refusalMessage(create.error, t.makeFailed) : undefined}
          className="sm:col-span-2"
        />
      </form>
      {made && (
        <p className="rounded-lg bg-sand p-3 text-sm break-all dark:bg-stone-800" role="status">
          {galleriesTexts.manage.copyOnce}{' '}
          <a href={made} className="font-semibold underline" data-testid="share-url">
            {made}
          </a>
        </p>
      )}
      <ul className="grid gap-2 text-sm" aria-label={t.label}>
        {(links.data ?? []).map((l) => (
          <li
            key={l.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 px-3 py-2 dark:border-stone-700"
          >
            <span>
              <span className="font-semibold">{l.label}</span>{' '}
              <span className="text-stone-600 dark:text-stone-400">
                {[
                  l.hasPin ? t.withPin : t.withoutPin,
                  l.canFavourite ? t.favourites : t.viewOnly,
                  l.canDownload ? t.downloads : t.noDownloads,
                ].join(' · ')}
              </span>
            </span>
            {l.revokedAt ? (
              <span className="text-stone-500">{t.revoked}</span>
            ) : (
              <button
                type="button"
                onClick={() => revoke.mutate(l.id)}
                className="font-semibold text-red-700 dark:text-red-300"
              >
                {t.revoke}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
