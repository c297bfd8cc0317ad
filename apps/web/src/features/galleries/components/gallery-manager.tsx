import { formatKesCents, type GalleryPhoto, type GalleryView, galleriesTexts } from '@studio/shared';
import { Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { refusalMessage } from '@/lib/api-client';
import {
  useAddSet,
  useCreateGallery,
  useDeletePhoto,
  useDeliverableBookings,
  useGalleries,
  useGallery,
  usePicks,
  useUpdateGallery,
} from '../api/galleries-api';
import { GalleryBrowser } from './gallery-browser';
import { panelClass } from '@/components/ui/panel';
import { dateOf, GalleryCards, waitingFor } from './gallery-cards';
import { GalleryUploader } from './gallery-uploader';
import { ShareLinksPanel } from './share-links';
import { CheckboxField, FormAlert, FormField, SelectField } from '@/components/form/fields';
import { primaryButton } from '@/components/ui/buttons';
import { DashboardPageHeading } from '@/components/ui/page-heading';
import { studioDayIn, studioToday } from '@/lib/calendar-date';

const t = galleriesTexts.manager;
/** yyyy-mm-dd `days` from today in Nairobi. */
const nairobiDay = (iso: string) => studioToday(new Date(iso));

/** The photographer's galleries, and a form to make one for an accepted or completed booking. */
export function GalleryList({ hrefOf }: { hrefOf: (id: string) => string }) {
  const list = useGalleries();
  const bookings = useDeliverableBookings();
  const create = useCreateGallery();
  const navigate = useNavigate();
  const [bookingId, setBookingId] = useState('');
  const [title, setTitle] = useState('');
  const [expiresOn, setExpiresOn] = useState(studioDayIn(90));
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const waiting = waitingFor(list, t.loadingList);
  if (waiting || !list.data) return waiting;
  // A studio client's gallery has no booking (docs/decisions/0047-studio-client-galleries.md).
  const made = new Set(list.data.flatMap((g) => (g.bookingRequestId ? [g.bookingRequestId] : [])));
  const open = (bookings.data ?? []).filter((b) => !made.has(b.id));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        bookingId,
        input: { title, expiresOn, selectionMin: min ? Number(min) : null, selectionMax: max ? Number(max) : null },
      },
      { onSuccess: (view) => navigate(hrefOf(view.id)) },
    );
  };
  return (
    <div className="grid gap-6">
      <section className={`${panelClass} p-4 sm:p-6`} aria-labelledby="new-gallery">
        <h2 id="new-gallery" className="mb-3 font-semibold">
          {t.newGallery}
        </h2>
        {open.length === 0 ? (
          <p className="text-sm text-stone-600 dark:text-stone-400">{t.noBookings}</p>
        ) : (
          <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <SelectField
                id="new-gallery-booking"
                label={t.booking}
                value={bookingId}
                onValueChange={setBookingId}
                placeholder={t.chooseBooking}
                options={open.map((b) => ({
                  value: b.id,
                  label: `${b.clientName} · ${b.service}${b.eventDate ? ` · ${b.eventDate}` : ''}`,
                }))}
                required
              />
            </div>
            <FormField
              id="new-gallery-title"
              label={t.title}
              value={title}
              onValueChange={setTitle}
              required
              maxLength={120}
            />
            <FormField
              id="new-gallery-open-until"
              label={t.openUntil}
              type="date"
              value={expiresOn}
              min={studioDayIn(1)}
              onValueChange={setExpiresOn}
              required
            />
            <FormField
              id="new-gallery-selection-min"
              label={t.selectionMin}
              type="number"
              min={0}
              value={min}
              onValueChange={setMin}
            />
            <FormField
              id="new-gallery-selection-max"
              label={t.selectionMax}
              type="number"
              min={1}
              value={max}
              onValueChange={setMax}
            />
            <div className="sm:col-span-2">
              <button type="submit" className={primaryButton} disabled={create.isPending}>
                {t.create}
              </button>
            </div>
            <FormAlert
              text={create.isError ? refusalMessage(create.error, t.createFailed) : undefined}
              className="sm:col-span-2"
            />
          </form>
        )}
      </section>
      <GalleryCards galleries={list.data.filter((g) => g.role === 'photographer')} hrefOf={hrefOf} />
    </div>
  );
}

/**
 * One gallery as its photographer runs it: sets and uploads, expiry and rights, picks, links. The
 * studio's staff run a studio client's gallery with it too (docs/decisions/0047-studio-client-galleries.md):
 * `eyebrow` goes over the heading and `lead` comes before the panels (the console's client panel).
 */
export function GalleryManager({
  id,
  eyebrow,
  lead,
}: {
  id: string;
  eyebrow?: ReactNode;
  lead?: (view: GalleryView) => ReactNode;
}) {
  const gallery = useGallery(id);
  const picks = usePicks(id);
  const update = useUpdateGallery(id);
  const addSet = useAddSet(id);
  const deletePhoto = useDeletePhoto(id);
  const [deleting, setDeleting] = useState<GalleryPhoto | null>(null);
  const [deleted, setDeleted] = useState('');
  // The downloads switch shows a change at once while it is saved; a refusal puts it back as the server has it.
  const [downloadsAsked, setDownloadsAsked] = useState<boolean | null>(null);
  const [setId, setSetId] = useState('');
  const [newSet, setNewSet] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const waiting = waitingFor(gallery, t.loadingOne);
  if (waiting || !gallery.data) return waiting;
  const view = gallery.data;
  const target = setId || view.sets[0]?.id || '';
  return (
    <>
      <DashboardPageHeading eyebrow={eyebrow} title={view.title}>
        {t.summary({
          photos: view.photos.length,
          state: view.expired ? 'expired' : 'open',
          date: dateOf(view.expiresAt),
        })}
      </DashboardPageHeading>
      <div className="grid gap-6">
        {lead?.(view)}
        <section className={`${panelClass} p-4 sm:p-6`} aria-labelledby="upload-heading">
          <h2 id="upload-heading" className="mb-3 font-semibold">
            {t.upload}
          </h2>
          <div className="mb-3 flex flex-wrap items-end gap-2">
            <SelectField
              id="gallery-into-set"
              label={t.intoSet}
              value={target}
              onValueChange={setSetId}
              options={view.sets.map((s) => ({ value: s.id, label: `${s.name} (${s.photos})` }))}
            />
            <form
              className="flex items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                addSet.mutate(newSet, { onSuccess: () => setNewSet('') });
              }}
            >
              <FormField
                id="gallery-new-set"
                label={t.newSet}
                value={newSet}
                onValueChange={setNewSet}
                placeholder={t.newSetPlaceholder}
                maxLength={60}
                required
              />
              <button type="submit" className={`${primaryButton} shrink-0`} disabled={addSet.isPending}>
                {t.addSet}
              </button>
            </form>
          </div>
          <FormAlert
            text={addSet.isError ? refusalMessage(addSet.error, t.addSetFailed) : undefined}
            className="mb-2"
          />
          {target && <GalleryUploader key={target} galleryId={id} setId={target} />}
        </section>
        <section className={`${panelClass} p-4 sm:p-6`} aria-labelledby="settings-heading">
          <h2 id="settings-heading" className="mb-3 font-semibold">
            {t.settings}
          </h2>
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              update.mutate({ expiresOn: expiresOn || nairobiDay(view.expiresAt) });
            }}
          >
            <FormField
              id="gallery-open-until"
              label={t.openUntil}
              type="date"
              value={expiresOn || nairobiDay(view.expiresAt)}
              min={studioDayIn(1)}
              onValueChange={setExpiresOn}
            />
            <button type="submit" className={primaryButton} disabled={update.isPending}>
              {t.saveDate}
            </button>
          </form>
          <CheckboxField
            id="client-downloads"
            className="mt-4"
            label={t.clientDownloads}
            hint={
              <>
                {t.clientDownloadsHint}
                {view.downloadsAwaitPayment &&
                  ` ${t.downloadsAwaitBalance({ balance: formatKesCents(view.balanceDueCents ?? 0) })}`}
              </>
            }
            checked={downloadsAsked ?? view.clientDownloads}
            disabled={update.isPending}
            onCheckedChange={(checked) => {
              setDownloadsAsked(checked);
              update.mutate({ clientDownloads: checked }, { onSettled: () => setDownloadsAsked(null) });
            }}
          />
          <FormAlert text={update.isError ? refusalMessage(update.error, t.saveFailed) : undefined} className="mt-2" />
        </section>
        <section className={`${panelClass} p-4 sm:p-6`} aria-labelledby="picks-heading">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="picks-heading" className="font-semibold">
              {t.picks}
            </h2>
            <a href={`/api/galleries/${id}/picks.csv`} className="text-sm font-semibold underline" download>
              {t.exportCsv}
            </a>
          </div>
          {picks.data && (
            <div className="grid gap-3 text-sm">
              <p>
                <span className="font-semibold">{t.selection}</span>{' '}
                {picks.data.selection.submittedAt
                  ? t.submittedOn({ date: dateOf(picks.data.selection.submittedAt) })
                  : t.notSubmitted}
                : {picks.data.selection.photos.map((p) => p.fileName).join(', ') || t.none}
              </p>
              {picks.data.people.map((person) => (
                <p key={person.id} data-testid="person-picks">
                  <span className="font-semibold">{person.name}</span>{' '}
                  {t.personPicks({ kind: person.kind, favourites: person.favourites.length })}:{' '}
                  {person.favourites.map((f) => f.fileName).join(', ') || t.none}
                </p>
              ))}
            </div>
          )}
        </section>
        <ShareLinksPanel galleryId={id} headingId="links-heading" title={t.shareLinks} />
        {deleted && (
          <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
            {deleted}
          </p>
        )}
        <FormAlert text={deletePhoto.isError ? refusalMessage(deletePhoto.error, t.deletePhotoFailed) : undefined} />
        <GalleryBrowser
          view={view}
          source={{ kind: 'account', id }}
          extra={(photo) => (
            <button
              type="button"
              onClick={() => {
                deletePhoto.reset();
                setDeleting(photo);
              }}
              className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold hover:bg-red-700"
            >
              <Trash2 aria-hidden className="size-4" /> {t.deletePhoto}
            </button>
          )}
          badge={(p) =>
            p.favourites > 0 ? (
              <span className="rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-ink">
                ♥ {p.favourites}
              </span>
            ) : null
          }
        />
        <ConfirmDialog
          open={deleting !== null}
          message={deleting ? t.confirmDeletePhoto({ fileName: deleting.fileName }) : ''}
          detail={t.deletePhotoDetail}
          confirmLabel={t.deletePhoto}
          busy={deletePhoto.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            if (!deleting) return;
            const photo = deleting;
            deletePhoto.mutate(photo.id, {
              onSuccess: () => setDeleted(t.photoDeleted({ fileName: photo.fileName })),
              onSettled: () => setDeleting(null),
            });
          }}
        />
      </div>
    </>
  );
}
