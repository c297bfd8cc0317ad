import type { PageFormSubmission, SharedGalleryView } from '@studio/shared';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { type DoorAnswer, doorQuery, sharedViewQuery } from '@/features/galleries/api/galleries-api';
import { SharedGallery } from '@/features/galleries/components/shared-gallery';
import { PageFormSubmissionContext } from '@/lib/page-form-submission';
import { createQueryClient } from '@/lib/query-client';

export interface SharedGalleryIslandProps {
  token: string;
  /** The door and the guest's view as the server read them with the page (absent when it could not). */
  door?: DoorAnswer;
  view?: SharedGalleryView;
  /** The server's answer to the name form posted before the scripts (docs/decisions/0012). */
  submission: PageFormSubmission | null;
}

/**
 * A share link's page as one island (docs/decisions/0044-gallery-first-screen.md, ADR 0035): the
 * door's form, or the title, the sets and the first page of the grid, rendered by the server and
 * made React only when the guest first reaches for them (a tap on a photograph, a set, the form)
 * or scrolls them into view (the grid's next page). On an islands page no app is around it: it
 * keeps its own query cache, filled with what the server read, so the browser asks nothing again.
 * In the client-routed app it uses the app's cache.
 */
export function SharedGalleryIsland({ token, door, view, submission }: SharedGalleryIslandProps) {
  const appClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => {
    if (appClient) return null;
    const client = createQueryClient();
    if (door) client.setQueryData(doorQuery(token).queryKey, door);
    if (view) client.setQueryData(sharedViewQuery(token).queryKey, view);
    return client;
  });
  const opens = door !== undefined && 'visited' in door && door.visited && !door.expired;
  // What the server could not read is read once the island is on screen (entry-islands.ts).
  const incomplete = ownClient !== null && (door === undefined || (opens && view === undefined));
  const page = (
    <PageFormSubmissionContext.Provider value={submission}>
      {incomplete ? (
        <div data-wake-in-view>
          <SharedGallery token={token} />
        </div>
      ) : (
        <SharedGallery token={token} />
      )}
    </PageFormSubmissionContext.Provider>
  );
  return ownClient ? <QueryClientProvider client={ownClient}>{page}</QueryClientProvider> : page;
}
