import { type GalleryPhoto, type GalleryView, galleriesTexts } from '@studio/shared';
import { Download, Heart } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { refusalMessage } from '@/lib/api-client';
import { type GallerySource, photoCount, useComment, useFavourite, useGalleryPhotos } from '../api/galleries-api';
import { PhotoGrid } from './photo-grid';
import { PhotoViewer } from './photo-viewer';
import { FormAlert } from '@/components/form/fields';

const t = galleriesTexts.browser;

const chip = (active: boolean) =>
  `rounded-full px-4 py-1.5 text-sm font-medium transition-colors ${
    active
      ? 'bg-ink text-white dark:bg-white dark:text-ink'
      : 'bg-stone-100 text-stone-700 hover:bg-stone-200 dark:bg-stone-800 dark:text-stone-200'
  }`;

/** Where a ZIP of the gallery (or one set) downloads from, for this viewer. */
export const zipUrl = (source: GallerySource, setId?: string) =>
  `/api/${source.kind === 'account' ? `galleries/${source.id}` : `shared-galleries/${source.token}`}/download${setId ? `?set=${setId}` : ''}`;

/**
 * A gallery as its client or a guest browses it: sets, the justified grid, the full-screen viewer
 * with favourite, comments and downloads as the viewer's rights allow; `extra` adds actions to
 * the viewer (the client's selection). A share link's photographs come in pages as the guest
 * scrolls or walks the viewer towards the last one loaded (docs/decisions/0044-gallery-first-screen.md).
 */
export function GalleryBrowser({
  view,
  source,
  extra,
  badge,
}: {
  /** A share link's view carries the first page only, and `next` for the rest. */
  view: GalleryView & { next?: string | null };
  source: GallerySource;
  extra?: (photo: GalleryPhoto) => ReactNode;
  badge?: (photo: GalleryPhoto) => ReactNode;
}) {
  const [setId, setSetId] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const { photos, total, more } = useGalleryPhotos(source, view, setId);
  const all = photoCount(source, view, null);
  const current = open === null ? undefined : photos[open];
  // The viewer near the last photograph loaded asks for the next page, so "next" never waits long.
  const nearEnd = open !== null && open >= photos.length - 3;
  useEffect(() => {
    if (nearEnd) more?.();
  }, [nearEnd, more]);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={chip(setId === null)}
          onClick={() => setSetId(null)}
          aria-pressed={setId === null}
        >
          {t.all({ count: all })}
        </button>
        {view.sets
          .filter((s) => s.photos > 0)
          .map((s) => (
            <button
              key={s.id}
              type="button"
              className={chip(setId === s.id)}
              onClick={() => setSetId(s.id)}
              aria-pressed={setId === s.id}
            >
              {s.name} ({s.photos})
            </button>
          ))}
        {view.canDownload && all > 0 && (
          <a
            href={zipUrl(source, setId ?? undefined)}
            className="ml-auto inline-flex items-center gap-2 rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold hover:border-ink dark:border-stone-600"
            download
          >
            <Download aria-hidden className="size-4" />
            {setId ? t.downloadSet : t.downloadAll}
          </a>
        )}
      </div>
      {total === 0 ? (
        <p className="text-stone-600 dark:text-stone-400">{t.empty}</p>
      ) : (
        <PhotoGrid key={setId ?? 'all'} photos={photos} more={more} onOpen={setOpen} badge={badge} />
      )}
      {current && open !== null && (
        <PhotoViewer photos={photos} total={total} index={open} onIndex={setOpen} onClose={() => setOpen(null)}>
          <ViewerActions view={view} photo={current} source={source} extra={extra} />
        </PhotoViewer>
      )}
    </div>
  );
}

function ViewerActions({
  view,
  photo,
  source,
  extra,
}: {
  view: GalleryView;
  photo: GalleryPhoto;
  source: GallerySource;
  extra?: (photo: GalleryPhoto) => ReactNode;
}) {
  const favourite = useFavourite(source);
  const comment = useComment(source);
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    comment.mutate({ photoId: photo.id, body: text }, { onSuccess: () => setText('') });
  };
  return (
    <div className="mx-auto grid max-w-3xl gap-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        {view.canFavourite && (
          <button
            type="button"
            aria-pressed={photo.favourite}
            onClick={() => favourite.mutate({ photoId: photo.id, favourite: !photo.favourite })}
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold hover:bg-white/20"
          >
            <Heart aria-hidden className={`size-4 ${photo.favourite ? 'fill-current text-clay' : ''}`} />
            {photo.favourite ? t.favourited : t.favourite}
          </button>
        )}
        {extra?.(photo)}
        {photo.downloadOriginal && (
          <a
            href={photo.downloadOriginal}
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold hover:bg-white/20"
          >
            <Download aria-hidden className="size-4" /> {t.fullSize}
          </a>
        )}
        {photo.downloadWeb && (
          <a
            href={photo.downloadWeb}
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold hover:bg-white/20"
          >
            <Download aria-hidden className="size-4" /> {t.webSize}
          </a>
        )}
      </div>
      <FormAlert text={favourite.isError ? refusalMessage(favourite.error, t.favouriteFailed) : undefined} />
      {photo.comments.length > 0 && (
        <ul className="grid gap-1.5" aria-label={t.comments}>
          {photo.comments.map((c) => (
            <li key={c.id}>
              <span className="font-semibold">{c.author}</span> {c.body}
            </li>
          ))}
        </ul>
      )}
      {view.canFavourite && (
        <form onSubmit={submit} className="flex gap-2">
          <label className="sr-only" htmlFor={`comment-${photo.id}`}>
            {t.comment}
          </label>
          <input
            id={`comment-${photo.id}`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={1000}
            placeholder={t.commentPlaceholder}
            className="min-w-0 flex-1 rounded-full bg-white/10 px-4 py-2 text-white placeholder:text-stone-400"
          />
          <button
            type="submit"
            disabled={comment.isPending}
            className="rounded-full bg-white px-4 py-2 font-semibold text-ink"
          >
            {t.send}
          </button>
        </form>
      )}
      <FormAlert text={comment.isError ? refusalMessage(comment.error, t.commentFailed) : undefined} />
    </div>
  );
}
