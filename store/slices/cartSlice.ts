import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CART_QUANTITY_MIN } from '@/lib/constants';

/** The browser's cart handle (docs/PRODUCT.md, State): the server-issued device id and the quantity stepper's value. */
export type CartState = { deviceId: string | null; quantity: number };

export const initialCartState: CartState = { deviceId: null, quantity: CART_QUANTITY_MIN };

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    setDeviceId(state, action: PayloadAction<string>) {
      state.deviceId = action.payload;
    },
    clearDeviceId(state) {
      state.deviceId = null;
    },
    increaseQuantity(state, action: PayloadAction<number | undefined>) {
      state.quantity += action.payload ?? 1;
    },
    decreaseQuantity(state) {
      state.quantity = Math.max(CART_QUANTITY_MIN, state.quantity - 1);
    },
  },
});

export const { setDeviceId, clearDeviceId, increaseQuantity, decreaseQuantity } = cartSlice.actions;
export default cartSlice.reducer;
