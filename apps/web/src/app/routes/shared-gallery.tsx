import { galleriesTexts } from '@studio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { doorQuery, sharedViewQuery } from '@/features/galleries/api/galleries-api';
import { Island } from '@/lib/island';
import { usePageFormSubmission } from '@/lib/page-form-submission';
import { queryClientFor } from '@/lib/query-client';
import type { RouteHandle } from '@/lib/route-meta';
import { SharedGalleryIsland } from '../islands/shared-gallery';

/**
 * An islands page (ADR 0035): the loader alone before the guest's first input, the gallery one
 * island that wakes on first use (docs/decisions/0044-gallery-first-screen.md).
 */
export const handle: RouteHandle = {
  islands: true,
  meta: () => ({ ...galleriesTexts.pages.shared, noindex: true }),
};

/**
 * The door, and the guest's view when their cookie opens the link, read before the page renders:
 * on the server the page's HTML then shows the first screen of photographs before any script
 * (docs/decisions/0044-gallery-first-screen.md). The server passes only the guest cookies along.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const queryClient = queryClientFor(request);
  const token = params.token ?? '';
  const door = await queryClient.fetchQuery(doorQuery(token)).catch(() => undefined);
  if (door && 'visited' in door && door.visited && !door.expired)
    await queryClient.prefetchQuery(sharedViewQuery(token));
  return null;
}

/** /g/:token: a gallery shared by a private link (docs/decisions/0039). */
export function Component() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const submission = usePageFormSubmission('galleryVisit');
  // What the loader read, handed to the island as its props (an islands page sends no query cache).
  const door = queryClient.getQueryData(doorQuery(token).queryKey);
  const view = queryClient.getQueryData(sharedViewQuery(token).queryKey);
  return (
    <main className="mx-auto max-w-7xl px-3 py-8 sm:px-6">
      <Island
        key={token}
        name="shared-gallery"
        component={SharedGalleryIsland}
        props={{ token, door, view, submission }}
      />
    </main>
  );
}
