import { combineSlices, configureStore, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import type { shopperApi } from './api/shopperApi';
import type { cartChangesSlice } from './slices/cartChangesSlice';
import type { checkoutSlice } from './slices/checkoutSlice';
import type { productCartSlice } from './slices/productCartSlice';
import { makePersistConfig } from './persist';
import auth from './slices/authSlice';
import cart from './slices/cartSlice';
import errorModal from './slices/errorModalSlice';
import filters from './slices/filtersSlice';
import header from './slices/headerSlice';
import notification from './slices/notificationSlice';
import style from './slices/styleSlice';

// The shopper api is injected by the screens that read through it (api/shopperApi.ts), so RTK Query and its
// lists are not in every page's first script; the checkout's step by the cart page's checkout (slices/checkoutSlice.ts),
// the product page's change under way by its buying island (slices/productCartSlice.ts), the cart page's changes
// on their way by its lines (slices/cartChangesSlice.ts).
export const rootReducer = combineSlices({
  auth,
  cart,
  errorModal,
  notification,
  header,
  filters,
  style,
}).withLazyLoadedSlices<
  WithSlice<typeof shopperApi> &
    WithSlice<typeof checkoutSlice> &
    WithSlice<typeof productCartSlice> &
    WithSlice<typeof cartChangesSlice>
>();

/** Where a lazily loaded part adds its middleware (the shopper api's). */
export const dynamicMiddleware = createDynamicMiddleware();

/** A fresh store per request on the server, one per tab in the browser. */
export function makeStore() {
  return configureStore({
    reducer: persistReducer(makePersistConfig<ReturnType<typeof rootReducer>>(), rootReducer),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions (register, rehydrate callbacks).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(dynamicMiddleware.middleware),
  });
}

export function makePersistor(store: AppStore) {
  return persistStore(store);
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
