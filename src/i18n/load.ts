/**
 * Loads a namespace's translation on demand: each `<language>/<name>.ts` other than English is its own
 * chunk, fetched the first time a screen needs it in that language.
 */
import { currentLanguage, subscribeLanguage } from './language';
import type { Language } from './languages';
import { keepLoaded, loadedTexts, translationKey as keyOf } from './loaded';
import type { TextTree } from './texts';

const loaders = import.meta.glob<{ default: TextTree }>(['./*/*.ts', '!./en/*.ts']);

/** React's `use` reads `status`: a promise marked fulfilled lets a screen render at once, without suspending. */
type Loading = Promise<void> & { status?: 'fulfilled' };

const loading = new Map<string, Loading>();

const MESSAGES_NAMESPACE = 'messages';

export { loadedTexts };

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
        keepLoaded(language, name, module.default);
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

/** Keeps the shared SPEC messages of the current language loaded, for the words the API layer writes itself. */
export function keepMessagesLoaded(): void {
  const load = () => void loadTexts(currentLanguage(), MESSAGES_NAMESPACE).catch(() => undefined);
  load();
  subscribeLanguage(load);
}
