import { legalTexts, pagesTexts, STUDIO_NAME } from '@studio/shared';
import { LegalDocumentView } from '@/features/legal/components/legal-document-view';
import { localTermsOfService } from '@/features/legal/content/documents';
import type { RouteHandle } from '@/lib/route-meta';
import { useStudioContent } from '@/lib/studio-content';

/** Served as HTML without islands: nothing on it moves or answers input. */
export const handle: RouteHandle = {
  islands: true,
  meta: () => ({
    title: pagesTexts.terms.title,
    description: pagesTexts.terms.description({ studio: STUDIO_NAME }),
  }),
};

export function Component() {
  const { contactDetails } = useStudioContent();
  return <LegalDocumentView doc={localTermsOfService(contactDetails)} eyebrow={legalTexts.termsEyebrow} />;
}
