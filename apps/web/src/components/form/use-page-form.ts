import { localHref } from '@studio/shared/i18n/current-locale';
import { PAGE_FORM_FIELD, type PageFormId, type PageFormSubmission } from '@studio/shared';
import { type FormStart, type UseFormOptions, useForm } from './use-form';

interface UsePageFormOptions<F extends string, D, R> extends Omit<UseFormOptions<F, D, R>, 'start'> {
  /** The page form it is (posted to `action`, the page's address, before the scripts run). */
  page: { form: PageFormId; action: string };
  /**
   * What the server answered when the form was sent before the page's scripts ran (it was posted as
   * an HTML form): the page is rendered again with the values, messages and outcome.
   */
  submission?: PageFormSubmission | null;
}

function startOf<F extends string>(submission: PageFormSubmission | null | undefined): FormStart<F> | undefined {
  if (!submission) return undefined;
  const hasFieldErrors = Object.keys(submission.errors).length > 0;
  return {
    values: submission.values as FormStart<F>['values'],
    errors: submission.errors as FormStart<F>['errors'],
    // A refusal of fields shows their messages under them, as the scripted check does; only a
    // failure with none (the server down, a limit) shows the form's failure text.
    outcome: submission.ok
      ? { kind: 'success', message: submission.message }
      : hasFieldErrors
        ? { kind: 'idle' }
        : { kind: 'error', detail: submission.message },
    checked: !submission.ok,
  };
}

/**
 * A public page's form (ADR 0012): `useForm`, and also a plain HTML form that posts to its page
 * until the scripts take over, starting from the server's answer to such a post.
 */
export function usePageForm<F extends string, D, R>({ page, submission, ...opts }: UsePageFormOptions<F, D, R>) {
  const state = useForm({ ...opts, start: startOf<F>(submission) });
  return {
    ...state,
    /** The <form>'s props: an HTML form posting to the page until the scripts take over. */
    // The page's address in its language: the server answers in the language it was posted in.
    form: { ...state.form, method: 'post', action: localHref(page.action) } as const,
    /** The hidden field that names the form to the server. */
    formName: { type: 'hidden', name: PAGE_FORM_FIELD, value: page.form } as const,
  };
}
