import type { GalleryPhoto } from '@studio/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { refusalMessage } from '@/lib/api-client';
import { useGalleries, useGallery, useSelection } from '../api/galleries-api';
import { GalleryBrowser } from './gallery-browser';
import { ShareLinks } from './share-links';

const panel =
  'rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900';
const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Nairobi',
  });

/** The client's galleries (in their dashboard): one per delivered booking. */
export function ClientGalleries({ hrefOf }: { hrefOf: (id: string) => string }) {
  const list = useGalleries();
  if (list.isPending) return <LoadingBlock label="Loading your galleries" />;
  if (list.isError)
    return (
      <LoadError
        message={refusalMessage(list.error, 'Could not load. Check your connection and try again.')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  const mine = list.data.filter((g) => g.role === 'client');
  if (!mine.length)
    return <p className="text-stone-700 dark:text-stone-300">Your photographers have not delivered a gallery yet.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {mine.map((g) => (
        <li key={g.id} className={panel}>
          <Link to={hrefOf(g.id)} className="font-serif text-xl font-semibold hover:underline">
            {g.title}
          </Link>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {g.photos} photographs · {g.expired ? 'expired' : `open until ${dateOf(g.expiresAt)}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One gallery as the booking's client sees it: browse, favourite, choose the selection, share, download. */
export function ClientGallery({ id }: { id: string }) {
  const gallery = useGallery(id);
  const { choose, submit } = useSelection(id);
  if (gallery.isPending) return <LoadingBlock label="Loading the gallery" />;
  if (gallery.isError)
    return (
      <LoadError
        message={refusalMessage(gallery.error, 'Could not load. Check your connection and try again.')}
        onRetry={() => void gallery.refetch()}
        retrying={gallery.isFetching}
      />
    );
  const view = gallery.data;
  const sel = view.selection;
  const selected = view.photos.filter((p) => p.selected).map((p) => p.id);
  const hasBounds = sel.min !== null || sel.max !== null;
  const toggle = (photo: GalleryPhoto) =>
    choose.mutate(photo.selected ? selected.filter((x) => x !== photo.id) : [...selected, photo.id]);
  const bounds = [sel.min !== null ? `at least ${sel.min}` : '', sel.max !== null ? `at most ${sel.max}` : '']
    .filter(Boolean)
    .join(' and ');
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="font-serif text-4xl leading-tight text-ink sm:text-5xl dark:text-white">{view.title}</h1>
        <p className="mt-2 text-stone-700 dark:text-stone-300">
          {view.photos.length} photographs · open until {dateOf(view.expiresAt)}
        </p>
      </header>
      {hasBounds && (
        <section className={panel} aria-labelledby="selection-heading">
          <h2 id="selection-heading" className="font-semibold">
            Your selection
          </h2>
          {sel.submittedAt ? (
            <p className="mt-1 text-sm">
              You submitted {sel.count} photographs on {dateOf(sel.submittedAt)}. The selection is locked.
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm">
                Choose {bounds} photographs for your album: open a photograph and press Select. Chosen:{' '}
                <strong data-testid="selection-count">{sel.count}</strong>.
              </p>
              <button
                type="button"
                onClick={() => submit.mutate()}
                disabled={submit.isPending}
                className="mt-3 rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white dark:bg-white dark:text-ink"
              >
                Submit the selection
              </button>
            </>
          )}
          {(submit.isError || choose.isError) && (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
              {refusalMessage(submit.error ?? choose.error, 'Could not save the selection.')}
            </p>
          )}
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
              <Check aria-hidden className="size-4" /> {photo.selected ? 'Selected' : 'Select'}
            </button>
          ) : null
        }
      />
      {choose.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {refusalMessage(choose.error, 'Could not save the selection.')}
        </p>
      )}
      <section className={panel} aria-labelledby="share-heading">
        <h2 id="share-heading" className="mb-3 font-semibold">
          Share with family and guests
        </h2>
        <ShareLinks galleryId={id} />
      </section>
    </div>
  );
}
