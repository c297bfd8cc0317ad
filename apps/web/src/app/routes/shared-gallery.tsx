import { galleriesTexts } from '@studio/shared';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { doorQuery, sharedViewQuery } from '@/features/galleries/api/galleries-api';
import { SharedGallery } from '@/features/galleries/components/shared-gallery';
import { queryClientFor } from '@/lib/query-client';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
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
  return (
    <main className="mx-auto max-w-7xl px-3 py-8 sm:px-6">
      <SharedGallery key={token} token={token} />
    </main>
  );
}
