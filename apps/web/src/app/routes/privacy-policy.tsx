import { legalTexts, STUDIO_NAME } from '@studio/shared';
import { LegalDocumentView } from '@/features/legal/components/legal-document-view';
import { localPrivacyPolicy } from '@/features/legal/content/documents';
import type { RouteHandle } from '@/lib/route-meta';
import { useStudioContent } from '@/lib/studio-content';

/** Served as HTML without islands: nothing on it moves or answers input. */
export const handle: RouteHandle = {
  islands: true,
  meta: {
    title: 'Privacy Policy',
    description: `How ${STUDIO_NAME} collects, uses, keeps and protects personal data under Kenya’s Data Protection Act, 2019, and how to use your rights.`,
  },
};

export function Component() {
  const { contactDetails } = useStudioContent();
  return <LegalDocumentView doc={localPrivacyPolicy(contactDetails)} eyebrow={legalTexts.privacyEyebrow} />;
}
