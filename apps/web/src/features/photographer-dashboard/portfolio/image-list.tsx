import { type Photographer, type PortfolioImage, photographerDashboardTexts } from '@studio/shared';
import { ArrowLeft, ArrowRight, GripVertical, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Picture } from '@/components/media/picture';
import { Spinner } from '@/components/form/fields';
import { useSaveImages } from './portfolio-api';
import { moveItem, sameOrder } from './image-files';
import { primaryButton, secondaryButton } from '@/components/ui/buttons';
import { saveFailureText } from './portfolio-form';
import { useToast } from '@/components/ui/toasts';

const photos = photographerDashboardTexts.photos;

/** Keeps the draft's order for images it knows, appends new uploads, drops images that are gone. */
export function mergeDraft(draft: readonly string[], saved: readonly string[]): string[] {
  const savedSet = new Set(saved);
  const kept = draft.filter((id) => savedSet.has(id));
  const keptSet = new Set(kept);
  return [...kept, ...saved.filter((id) => !keptSet.has(id))];
}

type PendingFocus = { id: string; button: 'earlier' | 'later' } | null;

/**
 * The portfolio's photographs in their order (docs/rules/product.md#screens): move earlier or later with buttons (or drag
 * them on a desktop), remove; the changes are a draft until saved with one PATCH, so a slip can be
 * undone. The first photograph is the profile's cover.
 */
export function ImageList({ portfolio }: { portfolio: Photographer }) {
  const id = useId();
  const toast = useToast();
  const saveImages = useSaveImages();
  const saved = useMemo(() => portfolio.gallery.map((img) => img.id), [portfolio.gallery]);
  const [draft, setDraft] = useState<string[]>(saved);
  const [removed, setRemoved] = useState<PortfolioImage[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [pendingFocus, setPendingFocus] = useState<PendingFocus>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());

  // A new upload or a save changes the saved list: fold it into the draft.
  useEffect(() => {
    setDraft((d) => mergeDraft(d, saved));
    setRemoved((r) => r.filter((img) => saved.includes(img.id)));
  }, [saved]);

  useEffect(() => {
    if (!pendingFocus) return;
    const wanted = buttons.current.get(`${pendingFocus.id}:${pendingFocus.button}`);
    const other = buttons.current.get(`${pendingFocus.id}:${pendingFocus.button === 'earlier' ? 'later' : 'earlier'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  const byId = new Map(portfolio.gallery.map((img) => [img.id, img]));
  const images = draft.map((imgId) => byId.get(imgId)).filter((img): img is PortfolioImage => Boolean(img));
  const dirty = !sameOrder(draft, saved);
  const altOf = (index: number) => photos.alt({ position: index + 1 });

  const move = (from: number, to: number, focus?: PendingFocus) => {
    if (to < 0 || to >= draft.length || from === to) return;
    setDraft((d) => moveItem(d, from, to));
    setAnnouncement(photos.moved({ from: from + 1, to: to + 1, total: draft.length }));
    if (focus) setPendingFocus(focus);
  };

  const remove = (index: number) => {
    const image = images[index];
    if (!image) return;
    setDraft((d) => d.filter((x) => x !== image.id));
    setRemoved((r) => [...r, image]);
    setAnnouncement(photos.removed({ position: index + 1 }));
  };

  const discard = () => {
    setDraft(saved);
    setRemoved([]);
    setAnnouncement(photos.discarded);
  };

  const onSave = () => {
    saveImages.mutate(
      { id: portfolio._id, images: draft },
      {
        onSuccess: (res) => {
          if (!res.success) {
            toast({ kind: 'error', text: photos.saveFailed });
            return;
          }
          setRemoved([]);
          setDraft(res.gallery.map((g) => g.id));
          toast({ kind: 'success', text: photos.saved });
        },
        onError: (err) => toast({ kind: 'error', text: saveFailureText(err) }),
      },
    );
  };

  if (images.length === 0 && removed.length === 0)
    return (
      <p className="rounded-xl bg-paper p-5 text-sm text-stone-600 dark:bg-stone-950 dark:text-stone-400">
        {photos.none}
      </p>
    );

  const iconButtonBase =
    'grid size-9 place-items-center rounded-full bg-white/95 shadow-sm ring-1 ring-stone-200 transition-colors hover:bg-sand disabled:opacity-40 disabled:hover:bg-white/95 dark:bg-stone-800 dark:ring-stone-700 dark:hover:bg-stone-700';
  const iconButton = `${iconButtonBase} text-ink dark:text-white`;

  return (
    <div className="space-y-5">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <ol aria-label={photos.listLabel} className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
        {images.map((image, index) => (
          <li
            key={image.id}
            draggable
            onDragStart={(e) => {
              setDragFrom(index);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => {
              if (dragFrom !== null) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragFrom !== null) move(dragFrom, index);
              setDragFrom(null);
            }}
            onDragEnd={() => setDragFrom(null)}
            className={`group overflow-hidden rounded-xl border bg-white shadow-sm transition dark:bg-stone-900 ${
              dragFrom === index ? 'border-clay opacity-60 dark:border-gold' : 'border-stone-200 dark:border-stone-800'
            }`}
          >
            <div className="relative">
              <Picture
                image={image}
                alt={altOf(index)}
                sizes="(min-width: 1280px) 220px, (min-width: 640px) 30vw, 45vw"
                draggable={false}
                imgClassName="aspect-[4/3] w-full object-cover"
              />
              <span className="absolute top-2 left-2 rounded-full bg-ink/80 px-2.5 py-0.5 text-xs font-semibold text-white tabular-nums">
                {index + 1}
                {index === 0 && <span className="ml-1 font-normal">{photos.cover}</span>}
              </span>
              <GripVertical
                aria-hidden
                className="absolute top-2 right-2 hidden size-5 cursor-grab text-white drop-shadow lg:block"
              />
            </div>
            <div className="flex items-center justify-between gap-1 p-2">
              <div className="flex gap-1.5">
                <button
                  type="button"
                  ref={(el) => {
                    buttons.current.set(`${image.id}:earlier`, el);
                  }}
                  className={iconButton}
                  disabled={index === 0 || saveImages.isPending}
                  onClick={() => move(index, index - 1, { id: image.id, button: 'earlier' })}
                  aria-label={photos.moveEarlierLabel({ position: index + 1 })}
                  title={photos.moveEarlier}
                >
                  <ArrowLeft aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  ref={(el) => {
                    buttons.current.set(`${image.id}:later`, el);
                  }}
                  className={iconButton}
                  disabled={index === images.length - 1 || saveImages.isPending}
                  onClick={() => move(index, index + 1, { id: image.id, button: 'later' })}
                  aria-label={photos.moveLaterLabel({ position: index + 1 })}
                  title={photos.moveLater}
                >
                  <ArrowRight aria-hidden className="size-4" />
                </button>
              </div>
              <button
                type="button"
                className={`${iconButtonBase} text-red-700 dark:text-red-300`}
                disabled={saveImages.isPending}
                onClick={() => remove(index)}
                aria-label={photos.removeLabel({ position: index + 1 })}
                title={photos.remove}
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </div>
          </li>
        ))}
      </ol>

      {dirty && (
        <div
          aria-labelledby={`${id}-unsaved`}
          role="group"
          className="sticky bottom-4 z-10 flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white/95 p-4 shadow-lg backdrop-blur sm:flex-row sm:items-center sm:justify-between dark:border-stone-700 dark:bg-stone-900/95"
        >
          <p id={`${id}-unsaved`} className="text-sm text-stone-800 dark:text-stone-200">
            <span className="font-semibold">{photos.unsaved}</span>
            {removed.length > 0 && photos.willBeDeleted({ count: removed.length })}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} onClick={discard} disabled={saveImages.isPending}>
              <Undo2 aria-hidden className="size-4" /> {photos.discard}
            </button>
            <button type="button" className={primaryButton} onClick={onSave} disabled={saveImages.isPending}>
              {saveImages.isPending && <Spinner />} {photos.save}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
