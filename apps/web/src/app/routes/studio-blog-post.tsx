import { pagesTexts, studioBlogTexts, studioTexts } from '@studio/shared';
import { useParams } from 'react-router';
import { BlogEditorView } from '@/features/studio/blog/blog-editor-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioBlogTexts.editTitle} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.blogPost,
    noindex: true,
  }),
};

/** /studio/blog/new and /studio/blog/:id (docs/rules/history.md#issue-14): the post editor. */
export function Component() {
  const { id = 'new' } = useParams();
  return <BlogEditorView key={id} id={id} />;
}
