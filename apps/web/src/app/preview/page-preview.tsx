import type { StudioContent } from '@studio/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingBlock } from '@/components/ui/load-states';
import { StudioContentOverride } from '@/lib/studio-content';

const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

/** The public pages a content part shows on, by path: their own route components. */
const PAGES: Record<string, ComponentType> = {
  '/': page(() => import('../routes/home')),
  '/about': page(() => import('../routes/about')),
  '/services': page(() => import('../routes/services')),
  '/testimonials': page(() => import('../routes/testimonials')),
  '/contact': page(() => import('../routes/contact')),
};

/**
 * docs/rules/history.md#issue-23: a public page rendered with the given content (the drafts), by the very components the
 * public page uses, for the console's preview. The page reads its content from
 * `StudioContentOverride` instead of the published copy.
 */
export function PagePreview({ path, content }: { path: string; content: StudioContent }) {
  const Page = PAGES[path];
  if (!Page) return null;
  return (
    <StudioContentOverride.Provider value={content}>
      <Suspense fallback={<LoadingBlock label={path} />}>
        <Page />
      </Suspense>
    </StudioContentOverride.Provider>
  );
}
