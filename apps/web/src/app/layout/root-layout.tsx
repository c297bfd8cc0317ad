import { hidesSiteChrome, isSignedInArea, siteTexts } from '@studio/shared';
import { Outlet, useLocation } from 'react-router';
import { useKeepAlive } from '@/features/keep-alive/hooks/use-keep-alive';
import { useStudioContent } from '@/lib/studio-content';
import { AppLoader } from './app-loader';
import { DocumentMeta } from './document-meta';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const { pathname } = useLocation();
  const chrome = !hidesSiteChrome(pathname);
  const { searchIndex, socialLinks } = useStudioContent();
  useKeepAlive();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-ink"
      >
        {siteTexts.skipToContent}
      </a>
      <AppLoader />
      <DocumentMeta />
      <ScrollToTop />
      {chrome && <SiteHeader pathname={pathname} searchIndex={searchIndex} />}
      {/* A signed-in area's shell holds its own main, beside its navigation (components/ui/area-shell.tsx). */}
      {isSignedInArea(pathname) ? (
        <Outlet />
      ) : (
        <main id="main" className="min-h-[60vh]">
          <Outlet />
        </main>
      )}
      {chrome && <SiteFooter socialLinks={socialLinks} />}
    </>
  );
}
