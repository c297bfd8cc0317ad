import { DEFAULT_LOCALE, isLocale, type Locale, localePath, splitLocalePath } from '@studio/shared/i18n/locales';
import { isSharedGalleryPage } from '@studio/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from './request-context';

/**
 * The language a visitor last read pages in (docs/rules/public-pages.md#languages). Its presence
 * says the visitor has been here: only a first visit is sent by `Accept-Language` to the other
 * language's address, so a visitor who follows the switch stays where the switch took them.
 */
export const LANGUAGE_COOKIE = 'language';
const ONE_YEAR_S = 31_536_000;

/**
 * Where a first visit (no language cookie) to an English address goes when the browser prefers
 * another of the product's languages: the same page in that language. Share links keep their
 * address (their guest cookies belong to it).
 */
export function firstVisitRedirect(request: FastifyRequest): string | undefined {
  if (request.cookies[LANGUAGE_COOKIE] !== undefined) return undefined;
  const { locale, path } = splitLocalePath(request.url);
  if (locale !== DEFAULT_LOCALE || isSharedGalleryPage(path)) return undefined;
  const preferred = requestLocale({ url: request.url, headers: request.headers });
  return preferred === DEFAULT_LOCALE ? undefined : localePath(path, preferred);
}

/** Remembers the language of the page being sent, when the cookie says another (or nothing). */
export function rememberPageLanguage(request: FastifyRequest, reply: FastifyReply): void {
  rememberLanguage(request, reply, splitLocalePath(request.url).locale);
}

/** Sets the language cookie to `locale` unless it already says so. */
export function rememberLanguage(request: FastifyRequest, reply: FastifyReply, locale: Locale): void {
  const remembered = request.cookies[LANGUAGE_COOKIE];
  if (isLocale(remembered) && remembered === locale) return;
  reply.setCookie(LANGUAGE_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ONE_YEAR_S,
  });
}
