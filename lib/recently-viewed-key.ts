// Where the browser keeps the recently viewed list (localStorage), and its stored text. A module of its own so
// that the rail's slot can tell whether any list is kept without bringing the list's reader (./recently-viewed.ts)
// into a first load.
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';

/** The stored text, or null when there is none or storage refuses (private modes): the list is a convenience. */
export function readStoredRecentlyViewed(): string | null {
  try {
    return window.localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return null;
  }
}
