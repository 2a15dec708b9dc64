import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import { shopperApi } from './api/shopperApi';
import { makePersistConfig } from './persist';
import auth from './slices/authSlice';
import cart from './slices/cartSlice';
import errorModal from './slices/errorModalSlice';
import filters from './slices/filtersSlice';
import header from './slices/headerSlice';
import notification from './slices/notificationSlice';
import style from './slices/styleSlice';

export const rootReducer = combineReducers({
  auth,
  cart,
  errorModal,
  notification,
  header,
  filters,
  style,
  // Never persisted (persist.ts keeps only the cart): the shopper's reads are answered afresh each visit.
  [shopperApi.reducerPath]: shopperApi.reducer,
});

/** A fresh store per request on the server, one per tab in the browser. */
export function makeStore() {
  return configureStore({
    reducer: persistReducer(makePersistConfig<ReturnType<typeof rootReducer>>(), rootReducer),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions (register, rehydrate callbacks).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(shopperApi.middleware),
  });
}

export function makePersistor(store: AppStore) {
  return persistStore(store);
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
