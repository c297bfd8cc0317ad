import { formatKesCents, type GalleryPhoto, type GalleryView, galleriesTexts } from '@studio/shared';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { refusalMessage } from '@/lib/api-client';
import { useGalleries, useGallery, useSelection } from '../api/galleries-api';
import { GalleryBrowser } from './gallery-browser';
import { panelClass } from '@/components/ui/panel';
import { dateOf, GalleryCards, waitingFor } from './gallery-cards';
import { ShareLinksPanel } from './share-links';
import { FormAlert } from '@/components/form/fields';
import { DashboardPageHeading } from '@/components/ui/page-heading';

const t = galleriesTexts.client;

/** The client's galleries (in their dashboard): one per delivered booking. */
export function ClientGalleries({ hrefOf }: { hrefOf: (id: string) => string }) {
  const list = useGalleries();
  const waiting = waitingFor(list, t.loadingList);
  if (waiting || !list.data) return waiting;
  const mine = list.data.filter((g) => g.role === 'client');
  if (!mine.length) return <p className="text-stone-700 dark:text-stone-300">{t.noGalleries}</p>;
  return <GalleryCards galleries={mine} hrefOf={hrefOf} />;
}

/**
 * One gallery as the booking's client sees it: browse, favourite, choose the selection, share,
 * download. `payBalance` shows the booking's payment while downloads wait for its balance (the
 * app composes it from the payments feature).
 */
export function ClientGallery({ id, payBalance }: { id: string; payBalance?: (view: GalleryView) => ReactNode }) {
  const gallery = useGallery(id);
  const { choose, submit } = useSelection(id);
  const waiting = waitingFor(gallery, t.loadingOne);
  if (waiting || !gallery.data) return waiting;
  const view = gallery.data;
  const sel = view.selection;
  const selected = view.photos.filter((p) => p.selected).map((p) => p.id);
  const hasBounds = sel.min !== null || sel.max !== null;
  const toggle = (photo: GalleryPhoto) =>
    choose.mutate(photo.selected ? selected.filter((x) => x !== photo.id) : [...selected, photo.id]);
  return (
    <>
      <DashboardPageHeading title={view.title}>
        <p>{t.summary({ photos: view.photos.length, date: dateOf(view.expiresAt) })}</p>
        {!view.canDownload && !view.downloadsAwaitPayment && (
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400" data-testid="downloads-off">
            {t.downloadsOff}
          </p>
        )}
      </DashboardPageHeading>
      <div className="grid gap-6">
        {view.clientDownloads && view.downloadsAwaitPayment && (
          <section
            className={`${panelClass} p-4 sm:p-6`}
            aria-labelledby="balance-heading"
            data-testid="downloads-await-payment"
          >
            <h2 id="balance-heading" className="font-semibold">
              {t.downloadsAfterBalance({ balance: formatKesCents(view.balanceDueCents ?? 0) })}
            </h2>
            {payBalance && <div className="mt-3">{payBalance(view)}</div>}
          </section>
        )}
        {hasBounds && (
          <section className={`${panelClass} p-4 sm:p-6`} aria-labelledby="selection-heading">
            <h2 id="selection-heading" className="font-semibold">
              {t.selectionHeading}
            </h2>
            {sel.submittedAt ? (
              <p className="mt-1 text-sm">{t.submitted({ count: sel.count, date: dateOf(sel.submittedAt) })}</p>
            ) : (
              <>
                <p className="mt-1 text-sm">
                  {t.choose({ min: sel.min, max: sel.max })} {t.chosen}{' '}
                  <strong data-testid="selection-count">{sel.count}</strong>.
                </p>
                <button
                  type="button"
                  onClick={() => submit.mutate()}
                  disabled={submit.isPending}
                  className="mt-3 rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white dark:bg-white dark:text-ink"
                >
                  {t.submit}
                </button>
              </>
            )}
            <FormAlert
              text={
                submit.isError || choose.isError
                  ? refusalMessage(submit.error ?? choose.error, t.saveSelectionFailed)
                  : undefined
              }
              className="mt-2"
            />
          </section>
        )}
        <GalleryBrowser
          view={view}
          source={{ kind: 'account', id }}
          extra={(photo) =>
            hasBounds && view.canSelect ? (
              <button
                type="button"
                aria-pressed={photo.selected}
                onClick={() => toggle(photo)}
                className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold hover:bg-white/20"
              >
                <Check aria-hidden className="size-4" /> {photo.selected ? t.selected : t.select}
              </button>
            ) : null
          }
        />
        <ShareLinksPanel galleryId={id} headingId="share-heading" title={t.share} />
      </div>
    </>
  );
}
