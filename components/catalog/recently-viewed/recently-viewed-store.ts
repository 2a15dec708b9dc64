// The recently viewed list as an external store over localStorage, for useSyncExternalStore: the same array is
// returned while the stored text is unchanged (so React does not re-render for nothing), other tabs' changes
// arrive through the 'storage' event, and this tab's through its own listeners. Storage that throws (private
// modes, a full quota) reads as an empty list and writes are dropped: the list is a convenience.
import {
  parseRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  serialiseRecentlyViewed,
  toRecentProduct,
  withRecentlyViewed,
  type RecentProduct,
} from '@/lib/recently-viewed';
import { readStoredRecentlyViewed } from '@/lib/recently-viewed-key';

const EMPTY: RecentProduct[] = [];
const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let lastList: RecentProduct[] = EMPTY;

function write(raw: string | null) {
  try {
    if (raw === null) window.localStorage.removeItem(RECENTLY_VIEWED_KEY);
    else window.localStorage.setItem(RECENTLY_VIEWED_KEY, raw);
  } catch {
    // Nothing is kept; the page goes on.
  }
  listeners.forEach((listener) => listener());
}

export function getRecentlyViewed(): RecentProduct[] {
  const raw = readStoredRecentlyViewed();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastList = raw === null ? EMPTY : parseRecentlyViewed(raw);
  }
  return lastList;
}

/** The server has no list: it renders none, and so does the browser's first render. */
export function getServerRecentlyViewed(): RecentProduct[] {
  return EMPTY;
}

export function subscribeRecentlyViewed(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENTLY_VIEWED_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Puts the product at the front; an entry that would not read back (too long a title, a strange slug) is not kept. */
export function recordRecentlyViewed(entry: RecentProduct) {
  const checked = toRecentProduct(entry);
  if (checked) write(serialiseRecentlyViewed(withRecentlyViewed(getRecentlyViewed(), checked)));
}

export function clearRecentlyViewed() {
  write(null);
}
