import { data } from 'react-router';

/** The catch-all route: throws a 404 so the error element shows the fallback page. */
export function loader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** Never rendered: the loader always throws, and the error element shows instead. */
export function Component() {
  return null;
}
