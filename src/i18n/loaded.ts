/** The translations that have arrived, by language and namespace; filled by load.ts, read without importing it. */
import type { Language } from './languages';
import type { TextTree } from './texts';

const loaded = new Map<string, TextTree>();

export const translationKey = (language: Language, name: string) => `./${language}/${name}.ts`;

/** The translation if it is already here. */
export function loadedTexts(language: Language, name: string): TextTree | undefined {
  return loaded.get(translationKey(language, name));
}

export function keepLoaded(language: Language, name: string, texts: TextTree): void {
  loaded.set(translationKey(language, name), texts);
}
