/**
 * The language the customer reads Slice in: kept on the device, mirrored on `<html lang>`, and
 * observable so every screen re-renders in the new language at once.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from './languages';

export const LANGUAGE_STORAGE_KEY = 'slice.language';

const listeners = new Set<() => void>();

function stored(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** A year: the choice lasts as long as the one kept in local storage, in practice. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

let current: Language = stored();
mirrorOnDocument(current);

function mirrorOnDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

export function currentLanguage(): Language {
  return current;
}

export function setLanguage(language: Language): void {
  if (language === current) return;
  current = language;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
  mirrorOnDocument(language);
  listeners.forEach((listener) => listener());
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
