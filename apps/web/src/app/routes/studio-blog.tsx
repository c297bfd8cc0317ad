import { pagesTexts, studioBlogTexts, studioTexts } from '@studio/shared';
import { BlogListView } from '@/features/studio/blog/blog-list-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioBlogTexts.title} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.blog,
    noindex: true,
  }),
};

/** /studio/blog (docs/rules/history.md#issue-14): every post, drafts and scheduled ones included. */
export function Component() {
  return <BlogListView />;
}
