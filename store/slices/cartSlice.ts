import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CART_QUANTITY_MIN } from '@/lib/constants';

/** An add to the cart made without a connection, sent when it returns (components/shared/cart/PendingAdds.ts). */
export type PendingAdd = { variantId: number; quantity: number };

/**
 * The browser's cart handle (docs/PRODUCT.md, State): the server-issued device id, the quantity stepper's
 * value, and the adds waiting for a connection (persisted with the rest, so a reload loses none; a store saved
 * before they existed has none).
 */
export type CartState = { deviceId: string | null; quantity: number; pendingAdds?: PendingAdd[] };

export const initialCartState: CartState = { deviceId: null, quantity: CART_QUANTITY_MIN, pendingAdds: [] };

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    setDeviceId(state, action: PayloadAction<string>) {
      state.deviceId = action.payload;
    },
    clearDeviceId(state) {
      state.deviceId = null;
      // Adds queued for a cart that is no longer this browser's are not sent to the next one.
      state.pendingAdds = [];
    },
    /** One more unit of a variant to add once the connection is back. */
    queueAdd(state, action: PayloadAction<number>) {
      const pending = (state.pendingAdds ??= []);
      const queued = pending.find((entry) => entry.variantId === action.payload);
      if (queued) queued.quantity += 1;
      else pending.push({ variantId: action.payload, quantity: 1 });
    },
    /** A queued add that was sent, or that the service refused. */
    dropPendingAdd(state, action: PayloadAction<number>) {
      state.pendingAdds = (state.pendingAdds ?? []).filter((entry) => entry.variantId !== action.payload);
    },
    increaseQuantity(state, action: PayloadAction<number | undefined>) {
      state.quantity += action.payload ?? 1;
    },
    decreaseQuantity(state) {
      state.quantity = Math.max(CART_QUANTITY_MIN, state.quantity - 1);
    },
  },
});

export const { setDeviceId, clearDeviceId, increaseQuantity, decreaseQuantity, queueAdd, dropPendingAdd } =
  cartSlice.actions;
export default cartSlice.reducer;
