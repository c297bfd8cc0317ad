import {
  BULK_UPLOAD_MAX,
  IMAGE_MAX_BYTES,
  type StudioImage,
  studioImagesTexts,
  studioMediaTexts as t,
} from '@studio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ImagePlus, XCircle } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { ApiError, refusalMessage } from '@/lib/api-client';
import { samplePlacesQuery, studioImagesKeys, uploadStudioImage } from './images-api';
import { panelClass } from '@/components/ui/panel';
import { secondaryButton } from '../shared/ui';
import { FormAlert } from '@/components/form/fields';

/** How many files go up at once: the others wait their turn. */
const AT_ONCE = 3;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

type Status = 'queued' | 'uploading' | 'processing' | 'done' | 'failed';
interface Entry {
  key: number;
  file: File;
  status: Status;
  /** 0 to 100. */
  percent: number;
  error?: string;
  image?: StudioImage;
}

/** The same checks the server makes, before a byte is sent: a wrong file fails alone. */
export function refusalOf(file: File): string | undefined {
  if (!/^image\/(jpeg|png|webp|avif)$/.test(file.type)) return studioImagesTexts.type;
  if (file.size > IMAGE_MAX_BYTES) return studioImagesTexts.tooLarge;
  return undefined;
}

/** "IMG_2044.jpg" gives "Photograph IMG 2044": a stand-in description until staff write one. */
export const provisionalAlt = (fileName: string) =>
  t.bulk
    .defaultAlt({
      fileName:
        fileName
          .replace(/\.[A-Za-z0-9]{1,5}$/, '')
          .replace(/[_-]+/g, ' ')
          .trim() || fileName,
    })
    .slice(0, 300);

/**
 * docs/rules/history.md#issue-23: many photographs at once, from a phone's picker (`multiple`) or dropped on the panel.
 * Each file is checked (type, size) and sent on its own request with its own progress bar, a few at
 * a time; one refused never stops the others. Each joins the library (newest first) when done.
 */
export function BulkUploader({ onUploaded }: { onUploaded?: (image: StudioImage) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const queue = useRef<Entry[]>([]);
  const active = useRef(0);
  const nextKey = useRef(0);

  const update = (key: number, change: Partial<Entry>) =>
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));

  const run = async (entry: Entry) => {
    update(entry.key, { status: 'uploading' });
    try {
      const image = await uploadStudioImage(entry.file, provisionalAlt(entry.file.name), {
        onProgress: (fraction) =>
          update(entry.key, {
            percent: Math.round(fraction * 100),
            status: fraction >= 1 ? 'processing' : 'uploading',
          }),
      });
      update(entry.key, { status: 'done', percent: 100, image });
      queryClient.setQueryData<StudioImage[]>(studioImagesKeys.all, (list) => [
        image,
        ...(list ?? []).filter((i) => i.id !== image.id),
      ]);
      onUploaded?.(image);
    } catch (err) {
      const fields = err instanceof ApiError ? err.errors : undefined;
      update(entry.key, {
        status: 'failed',
        error: fields?.image?.[0] ?? fields?.alt?.[0] ?? refusalMessage(err, t.bulk.network),
      });
    }
  };

  const pump = () => {
    while (active.current < AT_ONCE && queue.current.length > 0) {
      const entry = queue.current.shift()!;
      active.current += 1;
      void run(entry).finally(() => {
        active.current -= 1;
        pump();
        if (active.current === 0 && queue.current.length === 0) {
          void queryClient.invalidateQueries({ queryKey: studioImagesKeys.all });
          void queryClient.invalidateQueries({ queryKey: samplePlacesQuery().queryKey });
        }
      });
    }
  };

  const add = (files: File[]) => {
    if (files.length === 0) return;
    setNotice(files.length > BULK_UPLOAD_MAX ? t.bulk.tooMany({ max: BULK_UPLOAD_MAX }) : '');
    const added = files.slice(0, BULK_UPLOAD_MAX).map((file): Entry => {
      const error = refusalOf(file);
      return { key: nextKey.current++, file, percent: 0, status: error ? 'failed' : 'queued', error };
    });
    setEntries((list) => [...list, ...added]);
    queue.current.push(...added.filter((e) => e.status === 'queued'));
    pump();
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add(Array.from(e.dataTransfer.files));
  };

  const done = entries.filter((e) => e.status === 'done').length;
  const failed = entries.filter((e) => e.status === 'failed').length;
  const busy = entries.some((e) => e.status === 'queued' || e.status === 'uploading' || e.status === 'processing');

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`${panelClass} p-4 sm:p-6 ${dragging ? 'ring-2 ring-gold' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold text-ink dark:text-white">
        {t.bulk.title}
      </h3>
      <p className="mt-1.5 text-sm text-stone-600 dark:text-stone-400">{t.bulk.intro}</p>
      <div
        className={`mt-4 flex flex-wrap items-center gap-3 rounded-xl border-2 border-dashed p-4 ${
          dragging ? 'border-gold bg-gold/10' : 'border-stone-300 dark:border-stone-700'
        }`}
      >
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          onChange={(e) => {
            add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <label htmlFor={`${id}-files`} className={`${secondaryButton} cursor-pointer focus-within:ring-2`}>
          <ImagePlus aria-hidden className="size-4" />
          {t.bulk.choose}
        </label>
        <span className="text-sm text-stone-600 dark:text-stone-400">{dragging ? t.bulk.dropActive : t.bulk.drop}</span>
      </div>
      <FormAlert text={notice ? notice : undefined} className="mt-3" />
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-stone-700 dark:text-stone-300">
        {entries.length > 0 && !busy ? t.bulk.summary({ done, failed, total: entries.length }) : ''}
      </p>
      {entries.length > 0 && (
        <>
          <ul aria-label={t.bulk.title} className="mt-2 grid gap-2">
            {entries.map((entry) => (
              <UploadRow key={entry.key} entry={entry} />
            ))}
          </ul>
          {!busy && (
            <button type="button" className={`${secondaryButton} mt-3`} onClick={() => setEntries([])}>
              {t.bulk.clear}
            </button>
          )}
          {entries.some((e) => e.status === 'done') && (
            <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{t.bulk.altHint}</p>
          )}
        </>
      )}
    </section>
  );
}

function UploadRow({ entry }: { entry: Entry }) {
  const label =
    entry.status === 'queued'
      ? t.bulk.queued
      : entry.status === 'uploading'
        ? t.bulk.uploading({ percent: entry.percent })
        : entry.status === 'processing'
          ? t.bulk.processing
          : entry.status === 'done'
            ? t.bulk.done
            : t.bulk.failed;
  return (
    <li className="grid gap-1 rounded-lg border border-stone-200 p-2.5 text-sm dark:border-stone-700">
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 truncate font-medium text-ink dark:text-stone-100">{entry.file.name}</span>
        <span
          className={`inline-flex shrink-0 items-center gap-1 ${
            entry.status === 'failed'
              ? 'text-red-700 dark:text-red-300'
              : entry.status === 'done'
                ? 'text-emerald-800 dark:text-emerald-300'
                : 'text-stone-600 dark:text-stone-400'
          }`}
        >
          {entry.status === 'done' && <CheckCircle2 aria-hidden className="size-4" />}
          {entry.status === 'failed' && <XCircle aria-hidden className="size-4" />}
          {label}
        </span>
      </div>
      {entry.status !== 'failed' && entry.status !== 'done' && (
        <progress
          max={100}
          value={entry.status === 'queued' ? 0 : entry.percent}
          aria-label={t.bulk.progress({ name: entry.file.name })}
          className="h-1.5 w-full accent-clay"
        />
      )}
      {entry.error && <p className="text-red-700 dark:text-red-300">{entry.error}</p>}
    </li>
  );
}
