import {
  GALLERY_IMAGES_MAX,
  type ImageLibrary,
  imageLibrarySchema,
  PORTFOLIO_GROUP_MAX,
  PORTFOLIO_TABS,
  type PortfolioTab,
  STUDIO_IMAGE_ALT_MAX,
  type StudioImage,
  studioContentTexts,
  studioImagesTexts as t,
} from '@studio/shared';
import { mediaAlt, photo } from '@studio/shared/media/media';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod/mini';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-time';
import { contentBlockQuery, useSaveContentBlock } from '../content/content-api';
import { studioImagesQuery } from './images-api';
import { PHOTO_IDS } from './photo-ids';
import { BulkUploader } from './bulk-uploader';
import { MediaLibraryView } from '../media/media-library-view';
import { type Item, type ItemField, ListEditor } from '../content/content-list-editor';
import { pressedButton, secondaryButton } from '../shared/ui';

/** The console's sub-pages that edit the image library (the `imageLibrary` content part). */
export const IMAGE_KINDS = ['media', 'gallery', 'portfolio'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
export const isImageKind = (value: string | undefined): value is ImageKind =>
  (IMAGE_KINDS as readonly string[]).includes(value ?? '');

type ListKey = keyof ImageLibrary;

function altOf(id: string, uploads: readonly StudioImage[]): string {
  const sample = photo(id);
  return uploads.find((u) => u.id === id)?.alt ?? (sample ? mediaAlt(sample).alt : '');
}

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
  const fields: ItemField[] = [
    { name: 'src', label: t.fields.src, kind: 'media' },
    ...(gallery
      ? ([
          { name: 'alt', label: t.fields.alt, kind: 'text', max: STUDIO_IMAGE_ALT_MAX },
          // docs/rules/public-pages.md#languages: its optional Kiswahili description, in a group of its own.
          {
            name: 'sw.alt',
            label: studioContentTexts.kiswahiliField({ field: t.fields.alt }),
            kind: 'text',
            max: STUDIO_IMAGE_ALT_MAX,
            hint: studioContentTexts.kiswahiliHint,
            optional: true,
            group: studioContentTexts.kiswahili,
            lang: 'sw',
          },
        ] satisfies ItemField[])
      : []),
  ];
  const items: Item[] = gallery ? library.gallery : library[listKey as PortfolioTab].map((src) => ({ src }));
  const blank = (): Item => {
    const taken = new Set(items.map((i) => i.src));
    const src = PHOTO_IDS.find((id) => !taken.has(id)) ?? PHOTO_IDS[0]!;
    return gallery ? { src, alt: altOf(src, uploads) } : { src };
  };
  return (
    <ListEditor
      layout="grid"
      listLabel={gallery ? t.kinds.gallery : t.tabs[listKey as PortfolioTab]}
      items={items}
      version={version}
      fields={fields}
      schema={gallery ? imageLibrarySchema.shape.gallery : tabSchema(listKey as PortfolioTab)}
      itemLabel={(n) => t.item({ n })}
      itemTitle={(item) => (gallery ? String(item.alt ?? '') : altOf(String(item.src ?? ''), uploads))}
      addLabel={t.addFromLibrary}
      blank={blank}
      min={1}
      max={gallery ? GALLERY_IMAGES_MAX : PORTFOLIO_GROUP_MAX}
      save={(v, list) => save(v, { ...library, [listKey]: list }).catch((err: unknown) => withListErrors(err, listKey))}
      onReload={onReload}
      adders={(add) => (
        <div className="mt-5">
          <BulkUploader
            onUploaded={(image) =>
              add(
                gallery ? { src: image.id, alt: image.alt, ...(image.sw ? { sw: image.sw } : {}) } : { src: image.id },
              )
            }
          />
        </div>
      )}
    />
  );
}

/**
 * /studio/content/gallery and /studio/content/portfolio (docs/rules/history.md#issue-14, docs/rules/photographers-and-portfolios.md#uploads, docs/rules/public-pages.md#studio-content): the gallery's and
 * each portfolio tab's photographs, reordered, removed, added from the media library or uploaded;
 * each save sends the whole image library with its version (409 when someone saved in between).
 */
export function ImageLibraryView({ kind }: { kind: ImageKind }) {
  return kind === 'media' ? <MediaLibraryView /> : <ImageLists kind={kind} />;
}

function ImageLists({ kind }: { kind: Exclude<ImageKind, 'media'> }) {
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
        {studioContentTexts.version({
          version: block.data.version,
          at: block.data.updatedAt ? formatDateTime(block.data.updatedAt) : null,
        })}
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
    </>
  );
}
