/** The texts of one namespace in the customer's language, for a screen or component. */
import { use, useEffect, useRef, useSyncExternalStore } from 'react';
import { formatterFor, type Formatter } from './format';
import { currentLanguage, subscribeLanguage } from './language';
import { LOCALES, type Language } from './languages';
import { hasTranslation, loadTexts, loadedTexts } from './load';
import { fill, type Namespace, type Params, type Text, type TextTree } from './texts';

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}

/** Calls `onChange` when the customer switches language while the screen is shown, so it loads server-worded data again. */
export function useLanguageChange(onChange: () => void): void {
  const language = useLanguage();
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (language === shownLanguage.current) return;
    shownLanguage.current = language;
    onChange();
  }, [language, onChange]);
}

export interface Texts<T extends TextTree> extends Formatter {
  /** The namespace's texts in the current language. */
  t: T;
  /** A text with its `{param}` holes filled and its plural form chosen. */
  fill: (text: Text, params?: Params) => string;
  language: Language;
  /** The Intl locale of the language ('en-IN', 'hi-IN'). */
  locale: string;
}

/**
 * English comes with the screen's own chunk; another language's namespace is loaded the first time it
 * is needed, suspending the screen until it arrives (the nearest Suspense boundary shows the loader).
 */
export function useTexts<T extends TextTree>(namespace: Namespace<T>): Texts<T> {
  const language = useLanguage();
  let texts: TextTree = namespace.texts;
  if (language !== 'en' && hasTranslation(language, namespace.name)) {
    // `use` on every render, loaded or not: React replays a component that suspended and expects the same calls.
    use(loadTexts(language, namespace.name));
    texts = loadedTexts(language, namespace.name) ?? namespace.texts;
  }
  return {
    t: texts as T,
    fill: (text, params) => fill(text, params, language),
    language,
    locale: LOCALES[language],
    ...formatterFor(language),
  };
}
