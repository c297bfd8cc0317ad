import { GALLERY_PHOTO_MAX_BYTES, GALLERY_UPLOADS_PATH, galleriesTexts } from '@studio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { DetailedError, Upload } from 'tus-js-client';
import { galleryKeys } from '../api/galleries-api';

const t = galleriesTexts.uploader;
const MAX_MB = GALLERY_PHOTO_MAX_BYTES / 1024 / 1024;

interface Item {
  key: string;
  name: string;
  size: number;
  sent: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

/** Uploads at once; the rest wait their turn (a phone's connection is shared by all of them). */
const PARALLEL = 2;
const CHUNK = 5 * 1024 * 1024;
/**
 * What the file picker offers: JPEG, PNG and an iPhone's HEIC/HEIF (the server converts those to
 * JPEG). The extensions too, since browsers often give HEIC files no type.
 */
export const GALLERY_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.heic,.heif';

function messageOf(err: Error): string {
  if (err instanceof DetailedError) {
    const body = err.originalResponse?.getBody();
    try {
      const parsed = body ? (JSON.parse(body) as { message?: string }) : undefined;
      if (parsed?.message) return parsed.message;
    } catch {
      // not JSON: fall through
    }
    if (!err.originalResponse) return t.connectionDropped;
  }
  return t.uploadFailed;
}

/**
 * The photographer's uploader (docs/decisions/0039-client-galleries.md): resumable (tus), so a
 * dropped connection retries and a reload resumes where the bytes stopped (the browser remembers
 * each file's upload); a bar per file and one for all of them.
 */
export function GalleryUploader({ galleryId, setId }: { galleryId: string; setId: string }) {
  const qc = useQueryClient();
  const [items, setItems] = useState<Item[]>([]);
  const uploads = useRef(new Map<string, Upload>());
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(0);

  const patch = (key: string, change: Partial<Item>) =>
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...change } : it)));

  const pump = () => {
    while (running.current < PARALLEL && queue.current.length) {
      const next = queue.current.shift()!;
      running.current++;
      start(next.key, next.file);
    }
  };

  const finish = () => {
    running.current--;
    void qc.invalidateQueries({ queryKey: galleryKeys.one(galleryId) });
    pump();
  };

  const start = (key: string, file: File) => {
    patch(key, { state: 'uploading', error: undefined });
    const upload = new Upload(file, {
      endpoint: GALLERY_UPLOADS_PATH,
      chunkSize: CHUNK,
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      metadata: { galleryId, setId, filename: file.name, filetype: file.type },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent) => patch(key, { sent }),
      onSuccess: () => {
        patch(key, { state: 'done', sent: file.size });
        finish();
      },
      onError: (err) => {
        patch(key, { state: 'failed', error: messageOf(err) });
        finish();
      },
    });
    uploads.current.set(key, upload);
    // A file this browser began before (a reload, a lost connection) resumes where it stopped.
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  };

  const add = (files: FileList | null) => {
    if (!files?.length) return;
    const added: Item[] = [];
    for (const file of Array.from(files)) {
      const key = `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2)}`;
      if (file.size > GALLERY_PHOTO_MAX_BYTES) {
        added.push({
          key,
          name: file.name,
          size: file.size,
          sent: 0,
          state: 'failed',
          error: galleriesTexts.uploadTooLarge({ mb: MAX_MB }),
        });
        continue;
      }
      added.push({ key, name: file.name, size: file.size, sent: 0, state: 'waiting' });
      queue.current.push({ key, file });
    }
    setItems((list) => [...added, ...list.filter((i) => i.state !== 'done')]);
    pump();
  };

  const retry = (key: string) => {
    const upload = uploads.current.get(key);
    if (!upload) return;
    running.current++;
    patch(key, { state: 'uploading', error: undefined });
    upload.start();
  };

  const total = items.reduce((n, i) => n + i.size, 0);
  const sent = items.reduce((n, i) => n + (i.state === 'failed' ? 0 : i.sent), 0);
  const done = items.filter((i) => i.state === 'done').length;
  const percent = total ? Math.round((sent / total) * 100) : 0;

  return (
    <div className="grid gap-3">
      <label className="flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-stone-300 p-6 text-center text-sm hover:border-ink dark:border-stone-600">
        <span className="font-semibold">{t.add}</span>
        <span className="text-stone-600 dark:text-stone-400">{t.hint({ mb: MAX_MB })}</span>
        <input
          type="file"
          accept={GALLERY_UPLOAD_ACCEPT}
          multiple
          className="sr-only"
          onChange={(e) => add(e.target.files)}
        />
      </label>
      {items.length > 0 && (
        <div className="grid gap-2" aria-live="polite">
          <p className="text-sm font-medium">
            {galleriesTexts.manage.uploadProgress({ done, total: items.length, percent })}
          </p>
          <div
            role="progressbar"
            aria-label={t.all}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700"
          >
            <div className="h-full bg-ink transition-[width] dark:bg-white" style={{ width: `${percent}%` }} />
          </div>
          <ul className="grid max-h-64 gap-1.5 overflow-y-auto text-sm">
            {items.map((i) => {
              const p = i.size ? Math.round((i.sent / i.size) * 100) : 0;
              return (
                <li key={i.key} className="grid gap-1">
                  <span className="flex justify-between gap-2">
                    <span className="truncate">{i.name}</span>
                    <span className="shrink-0 tabular-nums text-stone-600 dark:text-stone-400">
                      {i.state === 'done'
                        ? t.done
                        : i.state === 'failed'
                          ? t.failed
                          : i.state === 'waiting'
                            ? t.waiting
                            : `${p}%`}
                    </span>
                  </span>
                  <div
                    role="progressbar"
                    aria-label={i.name}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={p}
                    className="h-1 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700"
                  >
                    <div
                      className={`h-full ${i.state === 'failed' ? 'bg-red-600' : 'bg-clay'}`}
                      style={{ width: `${p}%` }}
                    />
                  </div>
                  {i.error && (
                    <span role="alert" className="text-red-700 dark:text-red-300">
                      {i.error}{' '}
                      {uploads.current.has(i.key) && (
                        <button type="button" className="font-semibold underline" onClick={() => retry(i.key)}>
                          {t.retry}
                        </button>
                      )}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
