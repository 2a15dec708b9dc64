// Renders shell pieces inside a real store (and, when asked, the cart provider), as the app does.
import { render, waitFor } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CartProvider } from '@/components/shared/cart/CartProvider';
import { makePersistor, makeStore, type AppStore } from '@/store/store';

export function renderWithStore(
  ui: ReactElement,
  options: { store?: AppStore; withCart?: boolean; persist?: boolean } = {},
) {
  const store = options.store ?? makeStore();
  if (options.persist) makePersistor(store);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{options.withCart ? <CartProvider>{children}</CartProvider> : children}</Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}

/** Resolves once the store's persisted state is back (`persist` above), waiting as Testing Library does. */
export function storeRestored(store: AppStore) {
  return waitFor(() => expect(store.getState()._persist?.rehydrated).toBe(true));
}
