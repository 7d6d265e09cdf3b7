/**
 * The language a request is answered in: the `x-language` header, else Accept-Language, else English.
 * It is kept for the whole handling of the request, so a service deep down words its errors in it
 * without being handed the request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createMiddleware } from 'hono/factory';
import { isApiPath } from './static';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_HEADER, languageFromAcceptLanguage, type Language } from '@/i18n/languages';

const requestLanguages = new AsyncLocalStorage<Language>();

export function languageOfRequest(header: (name: string) => string | undefined): Language {
  const named = header(LANGUAGE_HEADER)?.trim().toLowerCase();
  return isLanguage(named) ? named : languageFromAcceptLanguage(header('accept-language'));
}

/** Answers are worded in the request's language, so a cached one is kept per language. */
const LANGUAGE_VARY = `${LANGUAGE_HEADER}, Accept-Language`;

export function requestLanguage() {
  return createMiddleware(async (c, next) => {
    await requestLanguages.run(
      languageOfRequest((name) => c.req.header(name)),
      next,
    );
    if (isApiPath(c.req.path)) c.res.headers.append('Vary', LANGUAGE_VARY);
  });
}

/** The language of the request being handled; English outside one (payment workers, the reconciler). */
export function currentRequestLanguage(): Language {
  return requestLanguages.getStore() ?? DEFAULT_LANGUAGE;
}
