import { IMAGE_MAX_BYTES, IMAGES_MAX_PER_PORTFOLIO, photographerDashboardTexts, portfolioTexts } from '@studio/shared';
import { ImagePlus, Upload, X } from 'lucide-react';
import { type DragEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FieldError, Spinner } from '@/components/form/fields';
import { ApiError } from '@/lib/api-client';
import { useUploadImages } from './portfolio-api';
import { checkImageSelection, formatBytes } from './image-files';
import { primaryButton, secondaryButton } from '@/components/ui/buttons';
import { useToast } from '@/components/ui/toasts';
import { UploadProgress } from './upload-progress';

const photos = photographerDashboardTexts.photos;

export interface Chosen {
  key: string;
  file: File;
}

let nextKey = 1;

/** Object URLs for the chosen files' previews, revoked when they leave the selection or the page. */
function usePreviews(files: readonly { key: string; file: File }[]): ReadonlyMap<string, string> {
  const made = useRef(new Map<string, string>());
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(() => new Map());
  useEffect(() => {
    const keep = new Set(files.map((f) => f.key));
    for (const [key, url] of made.current) {
      if (keep.has(key)) continue;
      URL.revokeObjectURL(url);
      made.current.delete(key);
    }
    for (const { key, file } of files) if (!made.current.has(key)) made.current.set(key, URL.createObjectURL(file));
    setUrls(new Map(made.current));
  }, [files]);
  useEffect(() => {
    const map = made.current;
    return () => {
      for (const url of map.values()) URL.revokeObjectURL(url);
      map.clear();
    };
  }, []);
  return urls;
}

/**
 * Chooses photographs (docs/rules/product.md#validation, docs/rules/photographers-and-portfolios.md#uploads): image/*, several at once (or dropped on the box); previews
 * of the chosen files before anything is sent, each can be left out; the limits checked here
 * first. What happens to them is the caller's: `children` shows under the previews (the upload
 * button of the Photographs panel), or the portfolio's create form sends them with itself.
 */
export function PhotoPicker({
  chosen,
  onChange,
  inPortfolio,
  busy,
  error,
  fieldId,
  name,
  children,
}: {
  chosen: Chosen[];
  onChange: (next: Chosen[]) => void;
  inPortfolio: number;
  busy: boolean;
  /** A message about the selection as a whole (e.g. one photograph is required), under the box. */
  error?: string;
  /** The id of the file input (the form's name for it), so that its error is `${fieldId}-error`. */
  fieldId?: string;
  /** The input's name in its form (the form moves focus to it by name). */
  name?: string;
  children?: ReactNode;
}) {
  const ownId = useId();
  const id = fieldId ?? ownId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  // Files the browser cannot draw (not a photograph, or a format it does not know, such as AVIF on old browsers).
  const [unreadable, setUnreadable] = useState<ReadonlySet<string>>(() => new Set());
  const previews = usePreviews(chosen);
  const room = IMAGES_MAX_PER_PORTFOLIO - inPortfolio;

  const add = (files: File[]) => {
    if (files.length === 0) return;
    const { accepted, problems: found } = checkImageSelection(files, { alreadyChosen: chosen.length, inPortfolio });
    setProblems(found);
    if (accepted.length) onChange([...chosen, ...accepted.map((file) => ({ key: `f${nextKey++}`, file }))]);
    if (inputRef.current) inputRef.current.value = '';
  };

  useEffect(() => {
    if (chosen.length === 0) setProblems([]);
  }, [chosen.length]);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (busy) return;
    add(Array.from(e.dataTransfer.files));
  };

  const totalBytes = useMemo(() => chosen.reduce((sum, c) => sum + c.file.size, 0), [chosen]);
  const full = room <= 0;
  const hintId = `${id}-hint`;

  return (
    <div className="space-y-4">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!dragging) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-2xl border-2 border-dashed p-6 text-center transition-colors sm:p-8 ${
          dragging
            ? 'border-clay bg-clay/5 dark:border-gold dark:bg-gold/5'
            : error
              ? 'border-red-600 bg-paper dark:border-red-400 dark:bg-stone-950'
              : 'border-stone-300 bg-paper dark:border-stone-700 dark:bg-stone-950'
        }`}
      >
        <ImagePlus aria-hidden className="mx-auto size-8 text-clay dark:text-gold" />
        <label
          htmlFor={id}
          className={`${secondaryButton} mt-4 cursor-pointer has-[:focus-visible]:outline-2 ${full || busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          {photos.choose}
        </label>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          accept="image/*"
          multiple
          disabled={full || busy}
          aria-describedby={error ? `${hintId} ${id}-error` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(e) => add(Array.from(e.target.files ?? []))}
          className="sr-only"
        />
        <p id={hintId} className="mt-3 text-sm text-stone-600 dark:text-stone-400">
          {full
            ? photos.full({ max: IMAGES_MAX_PER_PORTFOLIO })
            : photos.dropHint({ megabytes: IMAGE_MAX_BYTES / 1024 / 1024, room })}
        </p>
      </div>
      <FieldError fieldId={id} error={error} />

      {problems.length > 0 && (
        <div
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100"
        >
          <p className="font-semibold">{photos.leftOut}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 [overflow-wrap:anywhere]">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}

      {chosen.length > 0 && (
        <section aria-labelledby={`${id}-chosen`} className="space-y-4">
          <h3 id={`${id}-chosen`} className="text-sm font-semibold text-stone-800 dark:text-stone-200">
            {photos.readyToUpload({ count: chosen.length, size: formatBytes(totalBytes) })}
          </h3>
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {chosen.map(({ key, file }) => (
              <li key={key} className="group relative">
                {previews.get(key) && !unreadable.has(key) ? (
                  <img
                    src={previews.get(key)}
                    alt={photos.previewAlt({ file: file.name })}
                    onError={() => setUnreadable((set) => new Set(set).add(key))}
                    className="aspect-square w-full rounded-lg bg-sand object-cover dark:bg-stone-800"
                  />
                ) : (
                  <div className="grid aspect-square w-full place-items-center rounded-lg bg-sand p-2 text-center text-xs text-stone-600 dark:bg-stone-800 dark:text-stone-400">
                    {unreadable.has(key) ? photos.noPreview : ''}
                  </div>
                )}
                <p className="mt-1 truncate text-xs text-stone-600 dark:text-stone-400" title={file.name}>
                  {file.name}
                </p>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onChange(chosen.filter((c) => c.key !== key))}
                  aria-label={photos.leaveOut({ file: file.name })}
                  className="absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-full bg-ink/80 text-white hover:bg-ink disabled:opacity-50"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          {children}
        </section>
      )}
    </div>
  );
}

/**
 * Adds photographs to an existing portfolio (docs/rules/product.md#validation, docs/rules/photographers-and-portfolios.md#uploads): the picker, then one upload with a real
 * progress bar that can be cancelled.
 */
export function ImageUploader({ inPortfolio }: { inPortfolio: number }) {
  const toast = useToast();
  const upload = useUploadImages();
  const abortRef = useRef<AbortController | null>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  const send = () => {
    if (chosen.length === 0 || upload.isPending) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    const count = chosen.length;
    upload.mutate(
      { files: chosen.map((c) => c.file), onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (res) => {
          setChosen([]);
          toast({
            kind: 'success',
            text: photos.added({ count: res.images.length }),
          });
        },
        onError: (err) => {
          if ((err as Error).name === 'AbortError') {
            toast({ kind: 'success', text: photos.cancelled });
            return;
          }
          const reason =
            err instanceof ApiError && err.status > 0 && err.status < 500
              ? err.message
              : err instanceof ApiError && err.status === 0
                ? err.message
                : photos.serverRefused({ count });
          toast({ kind: 'error', text: portfolioTexts.imageUploadFailed, detail: reason });
        },
        onSettled: () => {
          abortRef.current = null;
          setProgress(null);
        },
      },
    );
  };

  return (
    <PhotoPicker chosen={chosen} onChange={setChosen} inPortfolio={inPortfolio} busy={upload.isPending}>
      {progress !== null ? (
        <UploadProgress
          fraction={progress}
          label={photos.uploading({ count: chosen.length })}
          onCancel={() => abortRef.current?.abort()}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={primaryButton} onClick={send} disabled={upload.isPending}>
            {upload.isPending ? <Spinner /> : <Upload aria-hidden className="size-4" />}
            {photos.upload({ count: chosen.length })}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setChosen([])} disabled={upload.isPending}>
            {photos.clear}
          </button>
        </div>
      )}
    </PhotoPicker>
  );
}
