/**
 * Loads a namespace's translation on demand: each `<language>/<name>.ts` other than English is its own
 * chunk, fetched the first time a screen needs it in that language.
 */
import type { Language } from './languages';
import type { TextTree } from './texts';

const loaders = import.meta.glob<{ default: TextTree }>(['./*/*.ts', '!./en/*.ts']);

const loaded = new Map<string, TextTree>();
const loading = new Map<string, Promise<void>>();

const keyOf = (language: Language, name: string) => `./${language}/${name}.ts`;

/** The translation if it is already here. */
export function loadedTexts(language: Language, name: string): TextTree | undefined {
  return loaded.get(keyOf(language, name));
}

/** Whether the language has a translation of the namespace at all. */
export function hasTranslation(language: Language, name: string): boolean {
  return keyOf(language, name) in loaders;
}

/** One promise per namespace and language, settled when its texts are loaded (React's `use` needs the same promise). */
export function loadTexts(language: Language, name: string): Promise<void> {
  const key = keyOf(language, name);
  const loader = loaders[key];
  if (!loader || loaded.has(key)) return Promise.resolve();
  let promise = loading.get(key);
  if (!promise) {
    promise = loader().then(
      (module) => {
        loaded.set(key, module.default);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}
