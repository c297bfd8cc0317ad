import { type PageFormSubmission, siteTexts } from '@studio/shared';
import type { DehydratedState } from '@tanstack/react-query';
import { type HydrationState, isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router';

/** What the server hands the browser so it can hydrate the page it rendered. */
export interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
  /** The server's answer to a page form this page was rendered with (docs/decisions/0012), for the same first render. */
  submission?: PageFormSubmission | null;
}

interface SerializedRouteError {
  __routeError: true;
  status: number;
  statusText: string;
  data: unknown;
}
interface SerializedError {
  __error: true;
  message: string;
}

/** Route errors are classes; JSON carries them as tagged objects. */
export function serializeRouterErrors(errors: HydrationState['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, err]) => [
      id,
      isRouteErrorResponse(err)
        ? ({
            __routeError: true,
            status: err.status,
            statusText: err.statusText,
            data: err.data,
          } satisfies SerializedRouteError)
        : ({ __error: true, message: err instanceof Error ? err.message : String(err) } satisfies SerializedError),
    ]),
  );
}

export function deserializeRouterErrors(errors: Record<string, unknown> | null | undefined): HydrationState['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, value]) => {
      const v = value as Partial<SerializedRouteError & SerializedError>;
      if (v.__routeError) return [id, new UNSAFE_ErrorResponseImpl(v.status!, v.statusText!, v.data)];
      return [id, new Error(v.message ?? siteTexts.routeError.unknown)];
    }),
  );
}
