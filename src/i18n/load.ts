/**
 * Loads a namespace's translation on demand: each `<language>/<name>.ts` other than English is its own
 * chunk, fetched the first time a screen needs it in that language.
 */
import type { Language } from './languages';
import type { TextTree } from './texts';

const loaders = import.meta.glob<{ default: TextTree }>(['./*/*.ts', '!./en/*.ts']);

/** React's `use` reads `status`: a promise marked fulfilled lets a screen render at once, without suspending. */
type Loading = Promise<void> & { status?: 'fulfilled' };

const loaded = new Map<string, TextTree>();
const loading = new Map<string, Loading>();

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
  if (!loader) return Promise.resolve();
  let promise = loading.get(key);
  if (!promise) {
    const loadingPromise: Loading = loader().then(
      (module) => {
        loaded.set(key, module.default);
        loadingPromise.status = 'fulfilled';
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    promise = loadingPromise;
    loading.set(key, promise);
  }
  return promise;
}
