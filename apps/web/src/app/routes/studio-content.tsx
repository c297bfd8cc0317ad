import { pagesTexts, studioContentTexts, studioTexts } from '@studio/shared';
import { useParams } from 'react-router';
import { CONTENT_KINDS, ContentView } from '@/features/studio/content/content-view';
import type { RouteHandle } from '@/lib/route-meta';
import { PagePreview } from '../preview/page-preview';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioContentTexts.title} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.content,
    noindex: true,
  }),
};

/**
 * /studio/content and /studio/content/:kind (docs/rules/history.md#issue-14, docs/rules/public-pages.md#studio-content): the first kind when none is named. The
 * preview of a draft is the public page's own components (docs/rules/history.md#issue-23), composed here.
 */
export function Component() {
  const { kind } = useParams();
  return (
    <ContentView
      kind={kind ?? CONTENT_KINDS[0]!}
      renderPreview={(path, content) => <PagePreview path={path} content={content} />}
    />
  );
}
