import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loadProfile, type ProfileLoaderData, reviewsQueryOf } from '@/features/photographer-profile/api/profile-api';
import { profileMeta } from '@/features/photographer-profile/utils/profile-format';
import { Island } from '@/lib/island';
import type { RouteHandle } from '@/lib/route-meta';
import { PhotographerProfileIsland } from '../islands/photographer-profile';

/** The photographer, read on the server; an unknown id answers 404. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const loaded = await loadProfile(params.id ?? '', request.signal, reviewsQueryOf(new URL(request.url).searchParams));
  return data(loaded, { status: loaded.notFound ? 404 : loaded.error ? 503 : 200 });
}

/** docs/rules/public-pages.md#without-javascript: the photographer's name, speciality, location, description and cover in the page's head, plus JSON-LD. */
export const handle: RouteHandle = {
  islands: true,
  meta: ({ data: loaded }) => profileMeta(loaded as ProfileLoaderData | undefined),
};

/** /photographer/:id, the public profile (docs/rules/product.md#screens): one island, since it polls and follows every edit (docs/rules/public-pages.md#polling). */
export function Component() {
  const { id, photographer, packages, reviews, reviewsQuery, freeDates, etag, notFound, error } =
    useLoaderData() as ProfileLoaderData;
  return (
    <Island
      key={id}
      name="photographer-profile"
      component={PhotographerProfileIsland}
      props={{ id, photographer, packages, reviews, reviewSort: reviewsQuery.sort, freeDates, etag, notFound, error }}
    />
  );
}
