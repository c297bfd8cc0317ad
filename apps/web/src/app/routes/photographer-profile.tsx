import { data, type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
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

/** /photographer/:id, the public profile (SPEC 2). */
export function Component() {
  const { id = '' } = useParams();
  const loaded = useLoaderData() as ProfileLoaderData;
  const user = useCurrentUser();
  return <ProfileView key={id} id={id} loaded={loaded} viewerId={user?.id ?? null} />;
}
