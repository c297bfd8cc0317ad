import {
  STUDIO_IMAGE_ALT_MAX,
  type StudioImage,
  studioImagesTexts,
  studioImageUpdateSchema,
  studioMediaTexts as t,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Search, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert, inputClass, TextAreaField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { refusalMessage } from '@/lib/api-client';
import { studioImagesQuery, useDeleteStudioImage, useDescribeStudioImage } from '../images/images-api';
import { matches, uploadChoice } from './media-choices';
import { panelClass } from '@/components/ui/panel';
import { secondaryButton } from '../shared/ui';
import { BulkUploader } from '../images/bulk-uploader';

/**
 * /studio/content/media (docs/rules/history.md#issue-23): the studio's own photographs, which any picture of the site
 * may show: upload many at once, find one by its description or file name, describe each (for
 * people who cannot see it; the pages showing it change at once), delete one no page shows.
 */
export function MediaLibraryView() {
  const id = useId();
  const uploads = useQuery(studioImagesQuery());
  const remove = useDeleteStudioImage();
  const [query, setQuery] = useState('');
  const [confirming, setConfirming] = useState<StudioImage | null>(null);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);

  if (uploads.isPending) return <LoadingBlock label={t.library.title} />;
  if (uploads.isError)
    return (
      <LoadError
        message={studioImagesTexts.uploaded.title}
        onRetry={() => void uploads.refetch()}
        retrying={uploads.isFetching}
      />
    );
  const all = uploads.data;
  const shown = all.filter((image) => matches(uploadChoice(image), query));
  return (
    <>
      <BulkUploader />
      <section aria-labelledby={`${id}-title`} className="mt-8">
        <h3 id={`${id}-title`} className="font-serif text-xl text-ink dark:text-white">
          {studioImagesTexts.uploaded.title}
        </h3>
        <div className="mt-3 max-w-md">
          <label htmlFor={`${id}-search`} className="block text-sm font-semibold text-stone-800 dark:text-stone-200">
            {t.library.search}
          </label>
          <div className="relative mt-1.5">
            <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" />
            <input
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
        <p role="status" className="mt-3 min-h-5 text-sm font-medium text-stone-700 dark:text-stone-300">
          {message?.kind === 'done'
            ? message.text
            : all.length > 0
              ? t.library.count({ shown: shown.length, all: all.length })
              : ''}
        </p>
        <FormAlert text={message?.kind === 'error' ? message.text : undefined} className="mt-1" />
        {all.length === 0 ? (
          <p className="mt-2 text-stone-600 dark:text-stone-400">{studioImagesTexts.uploaded.none}</p>
        ) : shown.length === 0 ? (
          <p className="mt-2 text-stone-600 dark:text-stone-400">{t.library.none}</p>
        ) : (
          <ul aria-labelledby={`${id}-title`} className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
            {shown.map((image) => (
              <LibraryTile
                key={image.id}
                image={image}
                onRemove={() => {
                  setMessage(null);
                  setConfirming(image);
                }}
              />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        message={studioImagesTexts.uploaded.confirm}
        detail={confirming ? studioImagesTexts.uploaded.confirmDetail({ alt: confirming.alt }) : undefined}
        confirmLabel={studioImagesTexts.uploaded.removeLabel}
        busy={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          remove.mutate(confirming.id, {
            onSuccess: () => setMessage({ kind: 'done', text: studioImagesTexts.uploaded.removed }),
            onError: (err) => setMessage({ kind: 'error', text: refusalMessage(err, studioImagesTexts.notFound) }),
            onSettled: () => setConfirming(null),
          })
        }
      />
    </>
  );
}

/** One photograph of the library: its picture, file name, description (editable) and Delete. */
function LibraryTile({ image, onRemove }: { image: StudioImage; onRemove: () => void }) {
  const describe = useDescribeStudioImage();
  const name = image.name ?? image.alt;
  const initial = (described: StudioImage) => ({ alt: described.alt, 'sw.alt': described.sw?.alt ?? '' });
  const { form, control, values, pending, outcome } = useForm({
    fields: ['alt', 'sw.alt'] as const,
    initial: () => initial(image),
    // docs/rules/public-pages.md#languages: the Kiswahili is always sent, empty being none.
    validate: (v) =>
      validateWith<'alt' | 'sw.alt', { alt: string; sw?: { alt?: string } }>(studioImageUpdateSchema, {
        alt: v.alt,
        sw: { alt: v['sw.alt'] },
      }),
    send: ({ alt, sw }) => describe.mutateAsync({ id: image.id, alt, sw: { alt: sw?.alt ?? '' } }),
    clearOnChange: 'field',
    keepOnSuccess: (_sent, updated) => initial(updated),
    success: () => t.library.altSaved,
    // The server's message about the description stands under it; another failure under the form.
    failure: (err, underFields) =>
      Object.keys(underFields).length > 0 ? undefined : refusalMessage(err, t.bulk.network),
  });
  return (
    <li className={`${panelClass} grid gap-2 p-3`}>
      <img
        src={uploadChoice(image).thumbnail}
        alt=""
        width={image.widths[0]}
        height={Math.round((image.widths[0]! * image.height) / image.width)}
        className="aspect-[4/3] w-full rounded-lg bg-sand object-cover"
      />
      <p className="truncate text-xs text-stone-600 dark:text-stone-400" title={name}>
        {name}
      </p>
      <form {...form} className="grid gap-2">
        <TextAreaField
          {...control('alt')}
          label={t.library.editAlt({ name })}
          rows={2}
          maxLength={STUDIO_IMAGE_ALT_MAX + 50}
        />
        <TextAreaField
          {...control('sw.alt')}
          label={t.library.editAltSw({ name })}
          hint={t.library.altSwHint}
          rows={2}
          maxLength={STUDIO_IMAGE_ALT_MAX + 50}
          lang="sw"
        />
        <FormAlert text={outcome.kind === 'error' ? outcome.detail : undefined} />
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="submit"
            className={secondaryButton}
            disabled={pending || (values.alt === image.alt && values['sw.alt'] === (image.sw?.alt ?? ''))}
          >
            {t.library.saveAlt}
          </button>
          <button
            type="button"
            className={`${secondaryButton} text-red-700 dark:text-red-300`}
            aria-label={studioImagesTexts.uploaded.remove({ alt: image.alt })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden className="size-4" />
            <span>{studioImagesTexts.uploaded.removeLabel}</span>
          </button>
          <span role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
            {outcome.kind === 'success' ? outcome.message : ''}
          </span>
        </div>
      </form>
    </li>
  );
}
