import { pagesTexts, studioMailTexts, studioTexts } from '@studio/shared';
import { useParams } from 'react-router';
import { CampaignView } from '@/features/studio/newsletter/campaign-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioMailTexts.newsletterTitle} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.newsletterCampaign,
    noindex: true,
  }),
};

/** /studio/newsletter/new and /studio/newsletter/:id (docs/rules/history.md#issue-14). */
export function Component() {
  const { id = 'new' } = useParams();
  return <CampaignView key={id} id={id === 'new' ? null : id} />;
}
