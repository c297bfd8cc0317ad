import { splitLocalePath } from '@studio/shared/i18n/locales';
import { PAGE_FORM_FIELD, PAGE_FORMS, type PageFormId, type PageFormSubmission, isPageFormId } from '@studio/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Each page form's API: the server answers a page form exactly as its API answers the script. */
const apiOf: Record<
  PageFormId,
  {
    url: (pathname: string) => string;
    extra?: (pathname: string) => Record<string, string>;
    /**
     * Once it succeeds the page is asked for again (303) with the cookies the API set, rather than
     * rendered with a message: what the form opens is the page itself.
     */
    reopen?: true;
  }
> = {
  contact: { url: () => '/api/contact' },
  newsletter: { url: () => '/api/newsletter' },
  // Posted from /contact/:id, the photographer's inquiry page.
  inquiry: {
    url: () => '/api/booking-requests',
    extra: (pathname) => ({ photographerId: pathname.split('/')[2] ?? '' }),
  },
  // Posted from /g/:token: the visit sets the guest's cookie, and the gallery's page then opens with it.
  galleryVisit: { url: (pathname) => `/api/shared-galleries/${pathname.split('/')[2] ?? ''}/visit`, reopen: true },
};

/** A form's body is small; anything larger is not from our pages. */
const FORM_BODY_LIMIT = 64 * 1024;

interface ApiAnswer {
  message?: unknown;
  errors?: Record<string, unknown>;
}

/** The first message of each field the form has. */
function firstErrors(errors: ApiAnswer['errors'], fields: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const f of fields) {
    const list = errors?.[f];
    if (Array.isArray(list) && typeof list[0] === 'string') found[f] = list[0];
  }
  return found;
}

/**
 * Public pages' forms posted as HTML forms, before (or without) the page's scripts (docs/rules/public-pages.md#rendering): the post
 * goes to the page's own address with `_form` naming the form. The form's own API answers it
 * in-process (the same schema, rules, rate limits and session), and the visitor gets the page back
 * with the API's message and, when it failed, what they entered and the message of each field.
 */
export async function pageFormsPlugin(
  app: FastifyInstance,
  opts: {
    sendPage: (request: FastifyRequest, reply: FastifyReply, submission: PageFormSubmission) => unknown;
  },
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Not part of the API: left out of its document. Its fields meet the text rules (ADR 0036) in
  // the form's API, which answers in the page with the field named, not here as a bare 400.
  app.post('/*', { schema: { hide: true }, config: { controlCharactersAllowed: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const body = (request.body ?? {}) as Record<string, unknown>;
    const form = body[PAGE_FORM_FIELD];
    if (pathname.startsWith('/api/') || !isPageFormId(form)) {
      return reply.status(404).send({ message: `Not found: POST ${pathname}`, code: 'NOT_FOUND' });
    }
    const fields = PAGE_FORMS[form];
    // The page without its language prefix names the form's target; the API answers in its language.
    const { locale, path: page } = splitLocalePath(pathname);
    const values = Object.fromEntries(fields.map((f) => [f, typeof body[f] === 'string' ? (body[f] as string) : '']));
    const api = apiOf[form];
    const answer = await app.inject({
      method: 'POST',
      url: api.url(page),
      remoteAddress: request.ip,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': locale,
        // The session (a signed-in sender is linked) with the proof that the post came from our pages.
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers.origin ? { origin: request.headers.origin } : {}),
        ...(request.headers.referer ? { referer: request.headers.referer } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
      payload: JSON.stringify({ ...values, ...api.extra?.(page) }),
    });
    let json: ApiAnswer = {};
    try {
      json = answer.json<ApiAnswer>();
    } catch {
      // no JSON body: the message below says it failed
    }
    const ok = answer.statusCode >= 200 && answer.statusCode < 300;
    if (ok && api.reopen) {
      const cookies = answer.headers['set-cookie'];
      if (cookies) reply.header('set-cookie', cookies);
      return reply.header('cache-control', 'no-store').redirect(pathname, 303);
    }
    const submission: PageFormSubmission = {
      form,
      ok,
      message: typeof json.message === 'string' ? json.message : '',
      values: ok ? {} : values,
      errors: ok ? {} : firstErrors(json.errors, fields),
    };
    return opts.sendPage(request, reply, submission);
  });
}
