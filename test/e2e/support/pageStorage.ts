import type { Page } from 'playwright-core';

/** The app's IndexedDB as idb-keyval keeps it (its default database and store). */
const DATABASE = 'keyval-store';
const STORE = 'keyval';

/** The keys the app has stored on the device. */
export function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    ([database, store]) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(store, 'readonly').objectStore(store).getAllKeys();
          request.onsuccess = () => resolve(request.result.map(String));
          request.onerror = () => reject(request.error);
        };
      }),
    [DATABASE, STORE] as const,
  );
}

/** One stored value; undefined when the key is not there. */
export function storedValue<T>(page: Page, key: string): Promise<T | undefined> {
  return page.evaluate(
    ([database, store, storeKey]) =>
      new Promise<T | undefined>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(store, 'readonly').objectStore(store).get(storeKey);
          request.onsuccess = () => resolve(request.result as T | undefined);
          request.onerror = () => reject(request.error);
        };
      }),
    [DATABASE, STORE, key] as const,
  );
}

export function storeValue(page: Page, key: string, value: unknown): Promise<void> {
  return page.evaluate(
    ([database, store, storeKey, storeValue]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction(store, 'readwrite');
          transaction.objectStore(store).put(storeValue, storeKey as string);
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    [DATABASE, STORE, key, value] as const,
  );
}
