// Paged lists that grow by "load more": the next page can repeat what is already shown when something was added
// meanwhile (an order placed, a request saved), since the service counts pages from the newest.

/** `shown` followed by the page's entries that are not listed yet (by `idOf`), each once. */
export function appendUnlisted<T>(shown: readonly T[], page: readonly T[], idOf: (entry: T) => number | string): T[] {
  const ids = new Set(shown.map(idOf));
  const added: T[] = [];
  for (const entry of page) {
    const id = idOf(entry);
    if (ids.has(id)) continue;
    ids.add(id);
    added.push(entry);
  }
  return [...shown, ...added];
}
