// redux-persist settings (docs/PRODUCT.md, Persistence): only the cart survives a reload, under 'root', with a 5 s time-out.
import type { PersistConfig, Storage } from 'redux-persist';
// The ES builds, as the package's own entry resolves to: the CommonJS ones under lib/ would put a second
// copy of the reconciler (and the interop helpers) in every page's script.
import autoMergeLevel1 from 'redux-persist/es/stateReconciler/autoMergeLevel1';
import createWebStorage from 'redux-persist/es/storage/createWebStorage';
import { PERSIST_TIMEOUT_MS } from '@/lib/constants';

/** On the server there is no localStorage; persisting there is a no-op. */
const noopStorage: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: (_key: string, value: unknown) => Promise.resolve(value),
  removeItem: () => Promise.resolve(),
};

export function persistStorage(): Storage {
  return typeof window === 'undefined' ? noopStorage : createWebStorage('local');
}

export const PERSIST_KEY = 'root';
export const PERSISTED_SLICES: readonly string[] = ['cart'];

export function makePersistConfig<S>(): PersistConfig<S> {
  return {
    key: PERSIST_KEY,
    storage: persistStorage(),
    whitelist: [...PERSISTED_SLICES] as PersistConfig<S>['whitelist'],
    timeout: PERSIST_TIMEOUT_MS,
    // The whitelist only filters writes; also ignore any other slice found in storage when reading.
    stateReconciler: (inbound, original, reduced, config) => {
      const kept = Object.fromEntries(
        Object.entries(inbound ?? {}).filter(([key]) => PERSISTED_SLICES.includes(key)),
      ) as typeof inbound;
      return autoMergeLevel1(kept, original, reduced, config);
    },
  };
}
