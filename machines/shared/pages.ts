/** Paged lists (wallet history, loyalty ledger, order history) that load newest first and append each further page. */

/** The items shown with a further page's appended, each key once: an item added meanwhile shifts the pages, so a page may repeat one. */
export function appendOnce<T>(shown: readonly T[], added: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set(shown.map(keyOf));
  return [...shown, ...added.filter((item) => !seen.has(keyOf(item)))];
}
