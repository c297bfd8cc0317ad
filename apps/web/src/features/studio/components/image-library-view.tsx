import {
  GALLERY_IMAGES_MAX,
  IMAGE_MAX_BYTES,
  type ImageLibrary,
  imageAltSchema,
  imageLibrarySchema,
  PORTFOLIO_GROUP_MAX,
  PORTFOLIO_TABS,
  type PortfolioTab,
  STUDIO_IMAGE_ALT_MAX,
  type StudioImage,
  studioContentTexts,
  studioImageSources,
  studioImagesTexts as t,
} from '@studio/shared';
import { photo } from '@studio/shared/media/media';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError, fieldBorder, inputClass, Spinner } from '@/components/ui/form-field';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-time';
import { contentBlockQuery, useSaveContentBlock } from '../api/content-api';
import {
  studioImagesKeys,
  studioImagesQuery,
  useDeleteStudioImage,
  useUploadStudioImage,
} from '../api/studio-images-api';
import { PHOTO_IDS } from '../utils/photo-ids';
import { type Item, type ItemField, ListEditor } from './content-list-editor';
import { badgeClass, pressedButton, panelClass, secondaryButton } from './ui';

/** The console's sub-pages that edit the image library (the `imageLibrary` content part). */
export const IMAGE_KINDS = ['gallery', 'portfolio'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
export const isImageKind = (value: string | undefined): value is ImageKind =>
  (IMAGE_KINDS as readonly string[]).includes(value ?? '');

type ListKey = keyof ImageLibrary;
const labelClass = 'block text-sm font-semibold text-stone-800 dark:text-stone-200';
const hintClass = 'mt-1.5 text-sm text-stone-600 dark:text-stone-400';

/** Every photograph a list may show: the uploaded ones first (newest first), then the media library's. */
function photoOptions(uploads: readonly StudioImage[]) {
  return [
    ...uploads.map((u) => ({ value: u.id, label: t.uploadedLabel(u.alt) })),
    ...PHOTO_IDS.map((id) => ({ value: id, label: id.slice('photos/'.length) })),
  ];
}

/** A small image of a photograph for its select: the narrowest variant. */
function thumbnail(id: string, uploads: readonly StudioImage[]): string | undefined {
  const upload = uploads.find((u) => u.id === id);
  if (upload) return studioImageSources(upload).thumbnail;
  const p = photo(id);
  return p ? `${p.base}-${p.widths[0]}.webp` : undefined;
}

const altOf = (id: string, uploads: readonly StudioImage[]) =>
  uploads.find((u) => u.id === id)?.alt ?? photo(id)?.alt ?? '';

/**
 * The server names a list's places inside the whole part (`data.gallery.0.alt`, `data.weddings.3`);
 * the list's form names them from `data` (`data.0.alt`, `data.3.src`).
 */
function withListErrors(err: unknown, key: ListKey): never {
  if (err instanceof ApiError && err.errors) {
    const prefix = `data.${key}`;
    const errors = Object.fromEntries(
      Object.entries(err.errors).map(([field, messages]) => {
        if (!field.startsWith(prefix)) return [field, messages];
        const rest = field.slice(prefix.length);
        return [key !== 'gallery' && /^\.\d+$/.test(rest) ? `data${rest}.src` : `data${rest}`, messages];
      }),
    );
    throw new ApiError(err.status, err.message, err.code, errors);
  }
  throw err;
}

/** A portfolio tab's list as the form holds it ({src}), checked by the tab's own shared schema. */
const tabSchema = (tab: PortfolioTab) =>
  z.pipe(
    z.pipe(
      z.array(z.object({ src: z.string() })),
      z.transform((list) => list.map((item) => item.src)),
    ),
    imageLibrarySchema.shape[tab],
  );

/**
 * Upload a photograph with its description: it joins the list at its end (and the uploads at
 * their top) at once; Save publishes it. Lives inside the list's form, so it sends nothing itself.
 */
function UploadPhoto({ onUploaded }: { onUploaded: (image: StudioImage) => void }) {
  const id = useId();
  const upload = useUploadStudioImage();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ image?: string; alt?: string }>({});
  const [done, setDone] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const choose = (chosen: File | undefined) => {
    setDone(false);
    setFile(chosen ?? null);
    if (!chosen) return setErrors((e) => ({ ...e, image: undefined }));
    const image = !/^image\/(jpeg|png|webp|avif)$/.test(chosen.type)
      ? t.type
      : chosen.size > IMAGE_MAX_BYTES
        ? t.tooLarge
        : undefined;
    setErrors((e) => ({ ...e, image }));
  };

  const send = () => {
    const checked = imageAltSchema.safeParse(alt);
    const next = {
      image: file ? errors.image : t.required,
      alt: checked.success ? undefined : checked.error.issues[0]?.message,
    };
    setErrors(next);
    if (next.image || next.alt || !file || !checked.success) {
      document.getElementById(next.image ? `${id}-file` : `${id}-alt`)?.focus();
      return;
    }
    upload.mutate(
      { file, alt: checked.data },
      {
        onSuccess: (image) => {
          queryClient.setQueryData<StudioImage[]>(studioImagesKeys.all, (list) => [image, ...(list ?? [])]);
          setFile(null);
          setAlt('');
          setDone(true);
          if (input.current) input.current.value = '';
          onUploaded(image);
        },
        onError: (err) => {
          const fields = err instanceof ApiError ? err.errors : undefined;
          setErrors({
            image: fields?.image?.[0] ?? (fields?.alt ? undefined : refusalMessage(err, t.type)),
            alt: fields?.alt?.[0],
          });
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`${panelClass} mt-5 p-4 sm:p-6`}>
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold text-ink dark:text-white">
        {t.upload.title}
      </h3>
      <p className={hintClass}>{t.upload.intro}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-file`} className={labelClass}>
            {t.upload.file}
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            onChange={(e) => choose(e.target.files?.[0])}
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={errors.image ? `${id}-file-error` : undefined}
            className="mt-1.5 block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-2 file:font-semibold file:text-ink hover:file:bg-stone-200 dark:text-stone-300 dark:file:bg-stone-800 dark:file:text-stone-100"
          />
          <FieldError fieldId={`${id}-file`} error={errors.image} />
        </div>
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={`${id}-alt`} className={labelClass}>
              {t.upload.alt}
            </label>
            <span aria-hidden className="text-xs text-stone-500 tabular-nums dark:text-stone-400">
              {alt.length}/{STUDIO_IMAGE_ALT_MAX}
            </span>
          </div>
          <input
            id={`${id}-alt`}
            type="text"
            value={alt}
            onChange={(e) => {
              setAlt(e.target.value);
              setDone(false);
            }}
            // Enter uploads rather than saving the list around it.
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                send();
              }
            }}
            aria-invalid={errors.alt ? true : undefined}
            aria-describedby={`${id}-alt-hint${errors.alt ? ` ${id}-alt-error` : ''}`}
            className={`${inputClass} mt-1.5 ${fieldBorder(errors.alt)}`}
          />
          <p id={`${id}-alt-hint`} className={hintClass}>
            {t.upload.altHint}
          </p>
          <FieldError fieldId={`${id}-alt`} error={errors.alt} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" className={secondaryButton} onClick={send} disabled={upload.isPending}>
          {upload.isPending ? <Spinner /> : <ImagePlus aria-hidden className="size-4" />}
          {upload.isPending ? t.upload.uploading : t.upload.action}
        </button>
        <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {done ? t.upload.done : ''}
        </p>
      </div>
    </section>
  );
}

/** The ids the saved image library shows (an upload shown anywhere cannot be deleted). */
const shownIds = (library: ImageLibrary) =>
  new Set([...library.gallery.map((g) => g.src), ...PORTFOLIO_TABS.flatMap((tab) => library[tab])]);

/** The studio's uploaded photographs, each deletable (with its files) once no list shows it. */
function UploadedPhotos({ uploads, library }: { uploads: readonly StudioImage[]; library: ImageLibrary }) {
  const remove = useDeleteStudioImage();
  const [confirming, setConfirming] = useState<StudioImage | null>(null);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const shown = shownIds(library);
  return (
    <section aria-labelledby="studio-uploaded-photos" className="mt-10">
      <h3 id="studio-uploaded-photos" className="font-serif text-xl text-ink dark:text-white">
        {t.uploaded.title}
      </h3>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium">
        {message?.kind === 'done' && <span className="text-emerald-800 dark:text-emerald-300">{message.text}</span>}
      </p>
      {message?.kind === 'error' && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {message.text}
        </p>
      )}
      {uploads.length === 0 ? (
        <p className="mt-2 text-stone-600 dark:text-stone-400">{t.uploaded.none}</p>
      ) : (
        <ul aria-labelledby="studio-uploaded-photos" className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {uploads.map((image) => {
            const inUse = shown.has(image.id);
            return (
              <li key={image.id} className={`${panelClass} flex items-center gap-3 p-3`}>
                <img
                  src={studioImageSources(image).thumbnail}
                  alt=""
                  width={64}
                  height={Math.round((64 * image.height) / image.width)}
                  className="h-14 w-20 shrink-0 rounded-md bg-sand object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-ink [overflow-wrap:anywhere] dark:text-stone-100">{image.alt}</p>
                  {inUse && (
                    <span
                      className={`${badgeClass} mt-1 bg-gold/20 text-ink dark:text-white`}
                      title={t.uploaded.shownHint}
                    >
                      {t.uploaded.shown}
                    </span>
                  )}
                </div>
                <button
                  type="button"
                  className={`${secondaryButton} shrink-0 text-red-700 dark:text-red-300`}
                  aria-label={t.uploaded.remove(image.alt)}
                  title={inUse ? t.uploaded.shownHint : t.uploaded.remove(image.alt)}
                  disabled={inUse || remove.isPending}
                  onClick={() => {
                    setMessage(null);
                    setConfirming(image);
                  }}
                >
                  <Trash2 aria-hidden className="size-4" />
                  <span className="sr-only sm:not-sr-only">{t.uploaded.removeLabel}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        message={t.uploaded.confirm}
        detail={confirming ? t.uploaded.confirmDetail(confirming.alt) : undefined}
        confirmLabel={t.uploaded.removeLabel}
        busy={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          remove.mutate(confirming.id, {
            onSuccess: () => setMessage({ kind: 'done', text: t.uploaded.removed }),
            onError: (err) => setMessage({ kind: 'error', text: refusalMessage(err, t.notFound) }),
            onSettled: () => setConfirming(null),
          })
        }
      />
    </section>
  );
}

interface ListProps {
  listKey: ListKey;
  library: ImageLibrary;
  version: number;
  uploads: readonly StudioImage[];
  save: (version: number, data: ImageLibrary) => Promise<unknown>;
  onReload: () => void;
}

/** One list of the image library (the gallery, or a portfolio tab) in the console's list editor. */
function ImageList({ listKey, library, version, uploads, save, onReload }: ListProps) {
  const gallery = listKey === 'gallery';
  const options = photoOptions(uploads);
  const preview = (id: string) => thumbnail(id, uploads);
  const fields: ItemField[] = [
    { name: 'src', label: t.fields.src, kind: 'select', options, preview, previewShape: 'wide' },
    ...(gallery ? [{ name: 'alt', label: t.fields.alt, kind: 'text', max: STUDIO_IMAGE_ALT_MAX } as ItemField] : []),
  ];
  const items: Item[] = gallery ? library.gallery : library[listKey as PortfolioTab].map((src) => ({ src }));
  const blank = (): Item => {
    const taken = new Set(items.map((i) => i.src));
    const src = PHOTO_IDS.find((id) => !taken.has(id)) ?? PHOTO_IDS[0]!;
    return gallery ? { src, alt: altOf(src, uploads) } : { src };
  };
  return (
    <ListEditor
      listLabel={gallery ? t.kinds.gallery : t.tabs[listKey as PortfolioTab]}
      items={items}
      version={version}
      fields={fields}
      schema={gallery ? imageLibrarySchema.shape.gallery : tabSchema(listKey as PortfolioTab)}
      itemLabel={t.item}
      itemTitle={(item) => (gallery ? String(item.alt ?? '') : altOf(String(item.src ?? ''), uploads))}
      addLabel={t.addFromLibrary}
      blank={blank}
      min={1}
      max={gallery ? GALLERY_IMAGES_MAX : PORTFOLIO_GROUP_MAX}
      save={(v, list) => save(v, { ...library, [listKey]: list }).catch((err: unknown) => withListErrors(err, listKey))}
      onReload={onReload}
      adders={(add) => (
        <UploadPhoto onUploaded={(image) => add(gallery ? { src: image.id, alt: image.alt } : { src: image.id })} />
      )}
    />
  );
}

/**
 * /studio/content/gallery and /studio/content/portfolio (issue 14, D21, D24): the gallery's and
 * each portfolio tab's photographs, reordered, removed, added from the media library or uploaded;
 * each save sends the whole image library with its version (409 when someone saved in between).
 */
export function ImageLibraryView({ kind }: { kind: ImageKind }) {
  const block = useQuery(contentBlockQuery('imageLibrary'));
  const uploads = useQuery(studioImagesQuery());
  const save = useSaveContentBlock('imageLibrary');
  const [generation, setGeneration] = useState(0);
  const [tab, setTab] = useState<PortfolioTab>(PORTFOLIO_TABS[0]);

  if (block.isPending || uploads.isPending) return <LoadingBlock label={t.kinds[kind]} />;
  if (block.isError || uploads.isError)
    return (
      <LoadError
        message={studioContentTexts.loadFailure}
        onRetry={() => void Promise.all([block.refetch(), uploads.refetch()])}
        retrying={block.isFetching || uploads.isFetching}
      />
    );
  const onReload = () => void Promise.all([block.refetch(), uploads.refetch()]).then(() => setGeneration((g) => g + 1));
  const listKey: ListKey = kind === 'gallery' ? 'gallery' : tab;
  return (
    <>
      <p className="mb-5 text-sm text-stone-600 dark:text-stone-400">
        {studioContentTexts.version(
          block.data.version,
          block.data.updatedAt ? formatDateTime(block.data.updatedAt) : null,
        )}
      </p>
      {kind === 'portfolio' && (
        <div role="group" aria-label={t.tabsLabel} className="mb-6 flex flex-wrap gap-2">
          {PORTFOLIO_TABS.map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={tab === k}
              onClick={() => setTab(k)}
              className={`${secondaryButton} ${pressedButton}`}
            >
              {t.tabs[k]}
            </button>
          ))}
        </div>
      )}
      <ImageList
        key={`${listKey}-${generation}`}
        listKey={listKey}
        library={block.data.data}
        version={block.data.version}
        uploads={uploads.data}
        save={(version, data) => save.mutateAsync({ version, data })}
        onReload={onReload}
      />
      <UploadedPhotos uploads={uploads.data} library={block.data.data} />
    </>
  );
}
