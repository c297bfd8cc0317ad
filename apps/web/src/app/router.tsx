import { createBrowserRouter } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';

/** Route modules load on demand (`lazy`), so each page ships only its own code. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { path: paths.home, lazy: () => import('./routes/home') },
            { path: paths.newsletterStatus, lazy: () => import('./routes/newsletter-status') },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ]);
}
