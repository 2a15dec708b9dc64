// The cart page's changes on their way to the commerce service (components/cart/useOptimisticCart.ts): each is
// shown at once on top of the cart the service last answered, and leaves this list when its answer (or failure)
// is in. Ids come from RTK's nanoid, not a counter. Injected by the cart page's chunk, not persisted.
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/store';

export type CartChangeKind = 'increase' | 'decrease' | 'remove';

export type CartChange = { id: string; kind: CartChangeKind; itemId: number };

const NONE: CartChange[] = [];

const cartChangesSlice = createSlice({
  name: 'cartChanges',
  initialState: { pending: NONE },
  reducers: {
    cartChangeStarted: {
      reducer(state, action: PayloadAction<CartChange>) {
        state.pending.push(action.payload);
      },
      prepare: (kind: CartChangeKind, itemId: number) => ({ payload: { id: nanoid(), kind, itemId } }),
    },
    /** Its answer is in (and put in the cart's place), or it failed. */
    cartChangeEnded(state, action: PayloadAction<string>) {
      state.pending = state.pending.filter((change) => change.id !== action.payload);
    },
  },
  selectors: { selectPendingCartChanges: (state) => state.pending },
});

export type { cartChangesSlice };

const injected = cartChangesSlice.injectInto(rootReducer);
export const { selectPendingCartChanges } = injected.selectors;
export const { cartChangeStarted, cartChangeEnded } = cartChangesSlice.actions;
