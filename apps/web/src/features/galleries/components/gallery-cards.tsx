import { formatDate } from '@studio/shared/i18n/format';
import type { z } from 'zod/mini';
import { type gallerySummarySchema, galleriesTexts } from '@studio/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { panelClass } from '@/components/ui/panel';
import { refusalMessage } from '@/lib/api-client';

/** A day as Nairobi reads it, e.g. "26 February 2027". */
export const dateOf = (iso: string) => formatDate(iso, 'day');

/** What a gallery's card shows of it. */
type CardGallery = Pick<z.infer<typeof gallerySummarySchema>, 'id' | 'title' | 'photos' | 'expired' | 'expiresAt'>;

/**
 * Galleries as cards: the title linked, the number of photographs and until when it is open;
 * `extra` adds lines under the title (the console's client and invitation).
 */
export function GalleryCards<G extends CardGallery>({
  galleries,
  hrefOf,
  extra,
}: {
  galleries: G[];
  hrefOf: (id: string) => string;
  extra?: (gallery: G) => ReactNode;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={galleriesTexts.cards.label}>
      {galleries.map((g) => (
        <li key={g.id} className={`${panelClass} p-4 sm:p-6`}>
          <Link to={hrefOf(g.id)} className="font-serif text-xl font-semibold [overflow-wrap:anywhere] hover:underline">
            {g.title}
          </Link>
          {extra?.(g)}
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {galleriesTexts.manage.cardLine({
              photos: g.photos,
              state: g.expired ? 'expired' : 'open',
              date: g.expired ? '' : dateOf(g.expiresAt),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** What a page shows while its query loads or after it failed; null once the data is there. */
export function waitingFor(
  query: { isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown },
  label: string,
): ReactNode {
  if (query.isPending) return <LoadingBlock label={label} />;
  if (query.isError)
    return (
      <LoadError
        message={refusalMessage(query.error, galleriesTexts.cards.loadFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return null;
}
