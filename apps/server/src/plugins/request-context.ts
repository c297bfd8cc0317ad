import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { loadAllAreas } from '@studio/shared/i18n/messages';
import { setLocaleSource } from '@studio/shared/i18n/current-locale';
import { DEFAULT_LOCALE, LOCALES, type Locale, OTHER_LOCALES, splitLocalePath } from '@studio/shared/i18n/locales';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { requestContext } from '../lib/request-context';

/**
 * The language a request is answered in: the best of `Accept-Language` among the product's
 * languages (the web app sends its page's language), English when none matches. An address under
 * `/sw` is answered in Kiswahili whatever the header says.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers' | 'url'>): Locale {
  const { locale } = splitLocalePath(request.url.split('?', 1)[0] ?? '/');
  if (locale !== DEFAULT_LOCALE) return locale;
  const [best] = new Negotiator(request).languages([...LOCALES]);
  return (best as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** Each request's language, worked out once: the context is entered twice. */
const localeOf = new WeakMap<FastifyRequest, Locale>();

function enter(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  let locale = localeOf.get(request);
  if (!locale) {
    locale = requestLocale(request);
    localeOf.set(request, locale);
  }
  requestContext.run({ reqId: String(request.id), locale }, done);
}

/**
 * Serves every request inside its own request context (ADR 0021) and language, entered when the request
 * arrives; register it first, so that every other hook runs inside it. It is entered again before
 * validation, as @fastify/request-context does: the hooks and handler after the body was read run
 * from the body stream's events, which have lost the context on some Node versions (on Node 20.20
 * they keep it, even for a body arriving in parts: the tests check the id after such a body).
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    // Every text read while serving a request is in the request's language (docs/decisions/0046-languages.md).
    setLocaleSource(() => requestContext.getStore()?.locale ?? DEFAULT_LOCALE);
    for (const locale of OTHER_LOCALES) await loadAllAreas(locale);
    app.addHook('onRequest', enter);
    // An API answer's words follow Accept-Language: a cache keeps one copy per language.
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
    });
    app.addHook('preValidation', enter);
  },
  { name: 'request-context' },
);
