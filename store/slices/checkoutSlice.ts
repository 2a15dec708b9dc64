// The cart page's checkout runs one step at a time (read an order, place one, pay it, change its code, leave for
// the bank): the step under way is kept here, and a step asked for while another runs is not started, so a double
// click, a second render or the orders list's pay button never pays twice. Injected by the checkout's chunk, so
// other pages' first script carries none of it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, type AppDispatch, type RootState } from '@/store/store';

/** 'redirecting' lasts until the bank's page has replaced this one. */
export type CheckoutStep = 'reading' | 'creating' | 'paying' | 'discount' | 'redirecting';

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: { step: null as CheckoutStep | null },
  reducers: {
    checkoutStepStarted(state, action: PayloadAction<CheckoutStep>) {
      state.step = action.payload;
    },
    checkoutStepEnded(state) {
      state.step = null;
    },
  },
  selectors: { selectCheckoutStep: (state) => state.step },
});

export type { checkoutSlice };

const injected = checkoutSlice.injectInto(rootReducer);
export const { selectCheckoutStep } = injected.selectors;
const { checkoutStepStarted, checkoutStepEnded } = checkoutSlice.actions;

/**
 * Runs `run` as the checkout's step, unless one is under way (then null, and nothing is sent). The check and the
 * mark are one synchronous dispatch. A step whose result `leaves` the page stays 'redirecting' after it.
 */
export const runCheckoutStep =
  <T>(step: CheckoutStep, run: () => Promise<T>, leaves: (result: T) => boolean = () => false) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<T | null> => {
    if (selectCheckoutStep(getState()) !== null) return null;
    dispatch(checkoutStepStarted(step));
    let leaving = false;
    try {
      const result = await run();
      leaving = leaves(result);
      return result;
    } finally {
      dispatch(leaving ? checkoutStepStarted('redirecting') : checkoutStepEnded());
    }
  };
