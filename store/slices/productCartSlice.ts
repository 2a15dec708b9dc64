// The product page's add and remove run one at a time per product: the product whose change is under way is kept
// here, and a press while it runs sends nothing, so a double tap adds one. Not persisted (a reload ends the change)
// and injected by the buying island's chunk, so other pages' first script carries none of it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, type AppDispatch, type RootState } from '@/store/store';

const productCartSlice = createSlice({
  name: 'productCart',
  initialState: { changing: [] as number[] },
  reducers: {
    productCartChangeStarted(state, action: PayloadAction<number>) {
      state.changing.push(action.payload);
    },
    productCartChangeEnded(state, action: PayloadAction<number>) {
      state.changing = state.changing.filter((productId) => productId !== action.payload);
    },
  },
  selectors: {
    selectProductCartChanging: (state, productId: number) => state.changing.includes(productId),
  },
});

export type { productCartSlice };

const injected = productCartSlice.injectInto(rootReducer);
export const { selectProductCartChanging } = injected.selectors;
const { productCartChangeStarted, productCartChangeEnded } = productCartSlice.actions;

/**
 * Runs `change` for the product unless one of its changes is under way (then null, and nothing is sent); its answer
 * comes wrapped, since a change may answer null (a cart emptied). The check and the mark are one synchronous dispatch.
 */
export const runProductCartChange =
  <T>(productId: number, change: () => Promise<T>) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<{ answer: T } | null> => {
    if (selectProductCartChanging(getState(), productId)) return null;
    dispatch(productCartChangeStarted(productId));
    try {
      return { answer: await change() };
    } finally {
      dispatch(productCartChangeEnded(productId));
    }
  };
