import { data, type LoaderFunctionArgs, useLoaderData, useLocation, useParams } from 'react-router';
import { signInPath } from '@/features/auth/utils/next-path';
import { FavouriteToggle } from '@/features/marketplace/components/favourite-toggle';
import { useSavedIds } from '@/features/marketplace/hooks/use-favourites';
import { cardOf } from '@/features/marketplace/utils/card-format';
import { loadProfile, type ProfileLoaderData } from '@/features/photographer-profile/api/profile-api';
import { ProfileView } from '@/features/photographer-profile/components/profile-view';
import { profileMeta } from '@/features/photographer-profile/utils/profile-format';
import { queryClientFor } from '@/lib/query-client';
import type { RouteHandle } from '@/lib/route-meta';
import { useCurrentUser } from '@/lib/session-store';

/** Fills the query cache the page reads (on the server as in the browser); an unknown id answers 404. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const loaded = await loadProfile(queryClientFor(request), params.id ?? '');
  return data(loaded, { status: loaded.notFound ? 404 : loaded.error ? 503 : 200 });
}

/** D5: the photographer's name, speciality, location, description and cover in the page's head, plus JSON-LD. */
export const handle: RouteHandle = {
  meta: ({ data: loaded }) => profileMeta(loaded as ProfileLoaderData | undefined),
};

/** /photographer/:id, the public profile (SPEC 2), with the favourite toggle of the marketplace. */
export function Component() {
  const { id = '' } = useParams();
  const loaded = useLoaderData() as ProfileLoaderData;
  const user = useCurrentUser();
  const location = useLocation();
  const saved = useSavedIds(user !== null);
  return (
    <ProfileView
      key={id}
      id={id}
      loaded={loaded}
      viewerId={user?.id ?? null}
      // The visitor saves the photographer to their favourites (not their own portfolio).
      actions={(photographer, owner) =>
        owner ? null : (
          <FavouriteToggle
            card={cardOf(photographer)}
            saved={saved.has(photographer._id)}
            signedIn={user !== null}
            signInHref={signInPath(location.pathname)}
            variant="pill"
          />
        )
      }
    />
  );
}
