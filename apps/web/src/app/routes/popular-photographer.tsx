import { type LoaderFunctionArgs, redirect } from 'react-router';
import { pathTo, paths } from '@/config/paths';
import { FEATURED_ANCHOR } from '@/features/marketplace/components/card-grid';
import { fetchPhotographer } from '@/features/photographer-profile/api/profile-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /popular/photographer/:id (docs/rules/photographers-and-portfolios.md#public-directory). The header's search index links it literally, with ':id':
 * that, or any id that is not a photographer's, leads to the featured photographers of the
 * directory; a real photographer's id leads to their profile. The server answers with a redirect.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (UUID.test(id)) {
    try {
      await fetchPhotographer(id, request.signal);
      return redirect(pathTo(paths.photographerProfile, { id }));
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
    }
  }
  return redirect(`${paths.photographers}#${FEATURED_ANCHOR}`);
}

/** Never rendered: the loader always redirects. */
export function Component() {
  return null;
}
