import { isStudioFilmId, studioFilmSource, studioMediaTexts, VIDEO_MAX_BYTES } from '@studio/shared';
import { mediaFile } from '@studio/shared/media/media';
import { Film, Upload } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { FieldError } from '@/components/form/fields';
import { ApiError } from '@/lib/api-client';
import { uploadStudioFilm } from '../images/images-api';
import { sampleBadge } from './media-picker';
import { secondaryButton } from '../shared/ui';

const t = studioMediaTexts.films;
const FILM_TYPES = ['video/mp4', 'video/webm'];

/** What a chosen file may not be, before anything is sent: its type and size (the server checks the bytes again). */
export const filmProblem = (file: File) =>
  !FILM_TYPES.includes(file.type) ? t.type : file.size > VIDEO_MAX_BYTES ? t.tooLarge : null;

/**
 * A wedding film slot (docs/rules/history.md#issue-23): the film it shows now (a sample of the library, or the studio's
 * own), and an upload that puts the studio's own film in this slot; the slot's place, words and
 * poster stay. The film is stored at once; the slot names it in the draft, shown once published.
 */
// eslint-disable-next-line no-restricted-syntax -- the console's film slot reads the studio's media API, which the kit (components/) may not import.
export function FilmField(props: {
  id: string;
  label: string;
  value: string;
  onValue: (id: string) => void;
  error?: string;
  describedBy?: string;
  hint?: ReactNode;
}) {
  const { id, label, value, onValue } = props;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const own = isStudioFilmId(value);
  const src = own ? studioFilmSource(value).url : mediaFile(value)?.src;

  const choose = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const refused = filmProblem(file);
    if (refused) {
      setProblem(refused);
      if (input.current) input.current.value = '';
      return;
    }
    setProgress(0);
    try {
      const film = await uploadStudioFilm(file, { onProgress: (f) => setProgress(Math.round(f * 100)) });
      onValue(film.id);
    } catch (err) {
      setProblem(err instanceof ApiError && err.message ? (err.errors?.video?.[0] ?? err.message) : t.failed);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const error = problem ?? props.error;
  return (
    <div>
      <p id={`${id}-label`} className="block text-sm font-semibold text-stone-800 dark:text-stone-200">
        {label}
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <div className="flex h-24 w-40 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-stone-900">
          {src ? (
            <video src={src} preload="metadata" muted playsInline className="size-full object-cover" aria-hidden />
          ) : (
            <Film aria-hidden className="size-6 text-stone-400" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-sm text-stone-700 [overflow-wrap:anywhere] dark:text-stone-300">{own ? t.own : value}</p>
          {!own && <p className="mt-1">{sampleBadge}</p>}
          <label className={`${secondaryButton} mt-2 cursor-pointer`}>
            <Upload aria-hidden className="size-4" />
            {progress !== null ? t.uploading({ percent: progress }) : own ? t.replace : t.upload}
            <input
              ref={input}
              id={id}
              type="file"
              accept={FILM_TYPES.join(',')}
              className="sr-only"
              disabled={progress !== null}
              onChange={(e) => void choose(e.target.files?.[0])}
              aria-labelledby={`${id}-label`}
              aria-describedby={[props.describedBy, `${id}-film-hint`].filter(Boolean).join(' ')}
              aria-invalid={error ? true : undefined}
            />
          </label>
        </div>
      </div>
      <p id={`${id}-film-hint`} className="mt-1.5 text-sm text-stone-600 dark:text-stone-400">
        {t.hint}
      </p>
      {props.hint}
      <FieldError fieldId={id} error={error ?? undefined} />
    </div>
  );
}
