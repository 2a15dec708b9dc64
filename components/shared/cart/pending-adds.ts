// Sends the adds to the cart made without a connection (cartSlice's pendingAdds) once there is one: at once
// when online, and on the browser's `online` event. One at a time, each to the cart the one before answered
// with (a first add makes the device's cart). A service that does not answer keeps the rest waiting; one that
// refuses an add (sold out meanwhile) drops it and says so. Loaded by the cart provider only while adds wait.
import { addItem } from '@/services/commerce';
import { serviceErrorOf } from '@/services/errors';
import { isOutage } from '@/services/outage';
import type { Cart } from '@/services/types/commerce';
import type { AppStore } from '@/store/store';
import { dropPendingAdd } from '@/store/slices/cartSlice';
import { showNotification } from '@/store/slices/notificationSlice';
import { SENT_MESSAGE } from './pending-add-messages';

// One sender at a time for the page, however often the provider starts one: an add is never sent twice.
let sending = false;

/** Starts sending; returns what stops listening for the connection. */
export function sendPendingAdds(store: AppStore, applyCart: (cart: Cart | null) => void): () => void {
  const send = async () => {
    if (sending || !navigator.onLine) return;
    sending = true;
    let sent = 0;
    try {
      for (const { variantId, quantity } of store.getState().cart.pendingAdds ?? []) {
        try {
          applyCart(await addItem({ variantId, quantity }, store.getState().cart.deviceId));
          store.dispatch(dropPendingAdd(variantId));
          sent += 1;
        } catch (failure) {
          const error = serviceErrorOf(failure);
          if (isOutage(error)) return;
          store.dispatch(dropPendingAdd(variantId));
          store.dispatch(showNotification({ status: 'error', message: `افزودن یکی از کالاهای در صف به سبد خرید انجام نشد: ${error.message}` }));
        }
      }
    } finally {
      sending = false;
      if (sent > 0) store.dispatch(showNotification({ status: 'success', message: SENT_MESSAGE }));
    }
  };
  void send();
  addEventListener('online', send);
  return () => removeEventListener('online', send);
}
