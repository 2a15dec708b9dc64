// Sends the adds to the cart made without a connection (cartSlice's pendingAdds) once there is one: at once
// when online, on the browser's `online` event, and when the service worker asks for them (its Background Sync,
// lib/pending-adds-sync.ts). One at a time, each to the cart the one before answered with (a first add makes
// the device's cart). A service that does not answer keeps the rest waiting; one that refuses an add (sold out
// meanwhile) drops it and says so. An add is told to analytics (add_to_cart) when it is sent, not when it is
// queued: only the service's answer says it is in the cart. Loaded by the cart provider only while adds wait.
import { isSendPendingAddsRequest, type SendPendingAddsAnswer } from '@/lib/pending-adds-sync';
import { addItem } from '@/services/commerce';
import { serviceErrorOf } from '@/services/errors';
import { isOutage } from '@/services/outage';
import { reportQueuedAddSent } from '@/components/shared/analytics/report';
import type { Cart } from '@/services/types/commerce';
import type { AppStore } from '@/store/store';
import { dropPendingAdd } from '@/store/slices/cartSlice';
import { showNotification } from '@/store/slices/notificationSlice';
import { SENT_MESSAGE } from './pending-add-messages';

// One sending at a time for the page, however often the provider starts a sender: a second request (the
// `online` event and the worker's, together) waits for the one under way, and an add is never sent twice.
let sending: Promise<void> | null = null;
// What the worker's request sends with: the latest sender's.
let latest: { store: AppStore; send: () => Promise<void> } | null = null;
let answeringOn: ServiceWorkerContainer | null = null;

/**
 * The worker's request: send, then answer on its port whether anything still waits. The listener stays once
 * added, so that a request arriving after the `online` event sent everything hears that the queue is empty.
 */
function answerWorker(event: MessageEvent) {
  if (!latest || !isSendPendingAddsRequest(event.data)) return;
  const { store, send } = latest;
  const port = event.ports[0];
  void send().then(() => {
    const answer: SendPendingAddsAnswer = { queueEmpty: (store.getState().cart.pendingAdds ?? []).length === 0 };
    port?.postMessage(answer);
  });
}

/** Starts sending; returns what stops listening for the connection. */
export function sendPendingAdds(store: AppStore, applyCart: (cart: Cart | null) => void): () => void {
  const sendAll = async () => {
    let sent = 0;
    try {
      for (const { variantId, quantity } of store.getState().cart.pendingAdds ?? []) {
        try {
          const cart = await addItem({ variantId, quantity }, store.getState().cart.deviceId);
          applyCart(cart);
          store.dispatch(dropPendingAdd(variantId));
          reportQueuedAddSent(cart, variantId, quantity);
          sent += 1;
        } catch (failure) {
          const error = serviceErrorOf(failure);
          if (isOutage(error)) return;
          store.dispatch(dropPendingAdd(variantId));
          store.dispatch(
            showNotification({
              status: 'error',
              message: `افزودن یکی از کالاهای در صف به سبد خرید انجام نشد: ${error.message}`,
            }),
          );
        }
      }
    } finally {
      if (sent > 0) store.dispatch(showNotification({ status: 'success', message: SENT_MESSAGE }));
    }
  };
  const send = (): Promise<void> => {
    if (!navigator.onLine) return Promise.resolve();
    return (sending ??= sendAll().finally(() => {
      sending = null;
    }));
  };

  latest = { store, send };
  const worker = navigator.serviceWorker;
  if (worker && worker !== answeringOn) {
    worker.addEventListener('message', answerWorker);
    answeringOn = worker;
  }
  void send();
  addEventListener('online', send);
  return () => removeEventListener('online', send);
}
