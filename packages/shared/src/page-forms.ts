/**
 * Forms of public pages that also work as plain HTML forms, before (or without) the page's
 * scripts (docs/rules/public-pages.md#rendering): they post to the page's own address with `_form` naming the form; the server
 * validates with the same schema as its API and answers with the page, its message and what was
 * entered.
 */
export const PAGE_FORM_FIELD = '_form';

export const PAGE_FORMS = {
  contact: ['name', 'email', 'message'],
  newsletter: ['email'],
  inquiry: ['name', 'email', 'phone', 'service', 'packageId', 'eventDate', 'message'],
  /** A share link's door (/g/:token, docs/decisions/0044-gallery-first-screen.md): the guest's name and the PIN. */
  galleryVisit: ['name', 'pin'],
} as const;
export type PageFormId = keyof typeof PAGE_FORMS;

export function isPageFormId(value: unknown): value is PageFormId {
  return typeof value === 'string' && Object.hasOwn(PAGE_FORMS, value);
}

/** What the server answered to a page form's post, rendered into the page. */
export interface PageFormSubmission {
  form: PageFormId;
  ok: boolean;
  /** The API's message: the success text, or why it failed. */
  message: string;
  /** What was entered (empty after a success, as the form clears). */
  values: Record<string, string>;
  /** The first message per field. */
  errors: Record<string, string>;
}
