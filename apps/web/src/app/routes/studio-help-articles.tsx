import { pagesTexts, studioSupportTexts, studioTexts } from '@studio/shared';
import { HelpArticlesView } from '@/features/studio/support/help-articles-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioSupportTexts.consoleArticlesTitle} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.helpArticles,
    noindex: true,
  }),
};

/** /studio/help-articles (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console). */
export function Component() {
  return <HelpArticlesView />;
}
