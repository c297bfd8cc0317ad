import { studioMediaTexts as t } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Check, Search, X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { inputClass } from '@/components/form/fields';
import { LoadingBlock } from '@/components/ui/load-states';
import { studioImagesQuery } from '../images/images-api';
import { type MediaAccept, type MediaChoice, matches, sampleChoices, uploadChoice } from './media-choices';
import { badgeClass, secondaryButton } from '../shared/ui';
import { BulkUploader } from '../images/bulk-uploader';

export const sampleBadge = (
  <span className={`${badgeClass} bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100`}>
    {t.picker.sample}
  </span>
);

interface MediaPickerProps {
  open: boolean;
  /** What the slot shows: photographs, portraits or logos among the samples ('own': no samples); every upload fits. */
  accept: MediaAccept;
  /** The slot's picture now, marked as chosen. */
  current?: string;
  onChoose: (id: string) => void;
  onClose: () => void;
}

/**
 * docs/rules/history.md#issue-23: the visual picker of an image slot, on a modal dialog: the studio's own photographs
 * (newest first) and, apart and labelled "Sample", the bundled ones; a search by description or
 * file name; and an upload panel, so a photograph taken today can go straight into the slot.
 */
export function MediaPicker({ open, accept, current, onChoose, onClose }: MediaPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [uploading, setUploading] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const uploads = useQuery({ ...studioImagesQuery(), enabled: open });
  const samples = useMemo(() => sampleChoices(accept), [accept]);
  const mine = (uploads.data ?? []).map(uploadChoice).filter((c) => matches(c, query));
  const shownSamples = samples.filter((c) => matches(c, query));

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onShown={() => searchRef.current?.focus()}
      aria-labelledby={`${id}-title`}
      className="w-[min(64rem,calc(100vw-1.5rem))] max-h-[calc(100dvh-1.5rem)]"
    >
      {open && (
        <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
          <div className="flex items-center justify-between gap-3 border-b border-stone-200 p-4 dark:border-stone-800">
            <h2 id={`${id}-title`} className="font-serif text-2xl text-ink dark:text-white">
              {t.picker.title}
            </h2>
            <button type="button" className={secondaryButton} onClick={onClose}>
              <X aria-hidden className="size-4" />
              <span>{t.picker.close}</span>
            </button>
          </div>
          <div className="overflow-y-auto p-4">
            <div className="flex flex-wrap items-end gap-3">
              <div className="min-w-0 flex-1">
                <label
                  htmlFor={`${id}-search`}
                  className="block text-sm font-semibold text-stone-800 dark:text-stone-200"
                >
                  {t.library.search}
                </label>
                <div className="relative mt-1.5">
                  <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" />
                  <input
                    ref={searchRef}
                    id={`${id}-search`}
                    type="search"
                    value={query}
                    onChange={(e) => setQuery(e.target.value)}
                    aria-describedby={`${id}-search-hint`}
                    className={`${inputClass} pl-9`}
                  />
                </div>
                <p id={`${id}-search-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
                  {t.library.searchHint}
                </p>
              </div>
              <button
                type="button"
                className={secondaryButton}
                aria-expanded={uploading}
                aria-controls={`${id}-upload`}
                onClick={() => setUploading((u) => !u)}
              >
                {t.picker.upload}
              </button>
            </div>
            <div id={`${id}-upload`} hidden={!uploading} className="mt-4">
              {uploading && <BulkUploader />}
            </div>

            <h3 className="mt-6 font-sans text-base font-semibold text-ink dark:text-white">{t.picker.uploadsGroup}</h3>
            {uploads.isPending ? (
              <LoadingBlock label={t.picker.uploadsGroup} />
            ) : (uploads.data ?? []).length === 0 ? (
              <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t.picker.noUploads}</p>
            ) : (
              <ChoiceGrid label={t.picker.uploadsGroup} choices={mine} current={current} onChoose={onChoose} />
            )}

            {samples.length > 0 && (
              <>
                <h3 className="mt-8 font-sans text-base font-semibold text-ink dark:text-white">
                  {t.picker.samplesGroup}
                </h3>
                <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t.picker.samplesHint}</p>
                <ChoiceGrid
                  label={t.picker.samplesGroup}
                  choices={shownSamples}
                  current={current}
                  onChoose={onChoose}
                  wide={accept === 'logo'}
                />
              </>
            )}
          </div>
        </div>
      )}
    </ModalDialog>
  );
}

function ChoiceGrid({
  label,
  choices,
  current,
  onChoose,
  wide = false,
}: {
  label: string;
  choices: MediaChoice[];
  current?: string;
  onChoose: (id: string) => void;
  wide?: boolean;
}) {
  if (choices.length === 0) return <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t.picker.none}</p>;
  return (
    <ul aria-label={label} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
      {choices.map((choice) => {
        const chosen = choice.id === current;
        return (
          <li key={choice.id}>
            <button
              type="button"
              onClick={() => onChoose(choice.id)}
              aria-label={t.picker.select({ alt: choice.alt })}
              aria-current={chosen ? 'true' : undefined}
              title={choice.name || choice.alt}
              className={`group relative block w-full overflow-hidden rounded-lg border-2 text-left focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none ${
                chosen ? 'border-gold' : 'border-transparent hover:border-stone-400'
              }`}
            >
              <img
                src={choice.thumbnail}
                alt=""
                loading="lazy"
                className={`aspect-[4/3] w-full bg-sand ${wide ? 'bg-white object-contain p-2' : 'object-cover'}`}
              />
              <span className="absolute inset-x-1.5 top-1.5 flex flex-wrap gap-1">
                {choice.sample && sampleBadge}
                {chosen && (
                  <span className={`${badgeClass} bg-ink text-white`}>
                    <Check aria-hidden className="size-3" />
                    {t.picker.current}
                  </span>
                )}
              </span>
              <span className="block truncate px-1.5 py-1 text-xs text-stone-700 dark:text-stone-300">
                {choice.name || choice.alt}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
