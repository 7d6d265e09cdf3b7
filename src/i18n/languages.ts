/** The languages Slice speaks, and the Intl locale each one formats numbers, rupees and dates with. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The header a request names its language in, beside Accept-Language; it wins over Accept-Language. */
export const LANGUAGE_HEADER = 'x-language';

/**
 * The cookie the chosen language is mirrored in, so the server knows whether its prerendered landing page
 * (in the default language) fits this browser before any JavaScript runs.
 */
export const LANGUAGE_COOKIE = 'slice_language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The best language for an Accept-Language value ('hi-IN,hi;q=0.9,en;q=0.8' -> 'hi'); English when none fits. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const quality = options.map((option) => option.trim()).find((option) => option.startsWith('q='));
      const weight = quality ? Number(quality.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
