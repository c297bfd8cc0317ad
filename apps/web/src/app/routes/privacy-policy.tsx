import { legalTexts, pagesTexts, STUDIO_NAME } from '@studio/shared';
import { LegalDocumentView } from '@/features/legal/components/legal-document-view';
import { localPrivacyPolicy } from '@/features/legal/content/documents';
import type { RouteHandle } from '@/lib/route-meta';
import { useStudioContent } from '@/lib/studio-content';

/** Served as HTML without islands: nothing on it moves or answers input. */
export const handle: RouteHandle = {
  islands: true,
  meta: () => ({
    title: pagesTexts.privacy.title,
    description: pagesTexts.privacy.description({ studio: STUDIO_NAME }),
  }),
};

export function Component() {
  const { contactDetails } = useStudioContent();
  return <LegalDocumentView doc={localPrivacyPolicy(contactDetails)} eyebrow={legalTexts.privacyEyebrow} />;
}
