// A fake address bar for the ledger tests: what the page reads through useSearchParams and writes through
// router.replace. Kept apart from the components, since vi.mock('next/navigation') loads it before them.
import { useMemo, useSyncExternalStore } from 'react';

const TRANSACTIONS_HREF = '/profile/wallet/transactions';

const listeners = new Set<() => void>();
let search = '';

/** The fake address bar: what the page has in its query, and every address it asked the router for. */
export const addressBar = {
  get search() {
    return search;
  },
  visit(query: string) {
    search = query.replace(/^\?/, '');
    listeners.forEach((listener) => listener());
  },
  replace: vi.fn((href: string) => addressBar.visit(href.split('?')[1] ?? '')),
};

/** What vi.mock('next/navigation') answers with in the ledger tests. */
export function navigationModule() {
  return {
    usePathname: () => TRANSACTIONS_HREF,
    useRouter: () => ({ replace: addressBar.replace, push: vi.fn() }),
    useSearchParams: () => {
      const current = useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => search,
      );
      return useMemo(() => new URLSearchParams(current), [current]);
    },
  };
}

export function resetAddressBar(query = '') {
  search = query;
  addressBar.replace.mockClear();
}
