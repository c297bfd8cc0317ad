import type { PageFormId, PageFormSubmission } from '@studio/shared';
import { createContext, useContext } from 'react';

/** What the server answered to a page form posted before the scripts ran (set by the server renderer). */
export const PageFormSubmissionContext = createContext<PageFormSubmission | null>(null);

/** The server's answer to this form's post, when the page is that answer. */
export function usePageFormSubmission(form: PageFormId): PageFormSubmission | null {
  const submission = useContext(PageFormSubmissionContext);
  return submission?.form === form ? submission : null;
}
