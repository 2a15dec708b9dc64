// Background Sync for the adds queued offline: a page that queues one asks for a sync where the browser has
// it; the worker answers the sync by asking the open pages to send their queue and settles only once one says
// nothing waits; a page asked sends, then answers on the port it was given.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { sendPendingAdds } from '@/components/shared/cart/pending-adds';
import { requestPendingAddsSync } from '@/components/shared/cart/request-pending-adds-sync';
import {
  askPagesToSend,
  PAGE_ANSWER_TIMEOUT_MS,
  PENDING_ADDS_SYNC_TAG,
  SEND_PENDING_ADDS,
  type PageClient,
} from '@/lib/pending-adds-sync';
import type { Cart } from '@/services/types/commerce';
import { queueAdd } from '@/store/slices/cartSlice';
import { makeStore } from '@/store/store';
import { treeWithSoldOutType } from '../catalog/back-in-stock-fixtures';
import { abpOk, COMMERCE, server, startMswServer } from '../services/msw';
import { renderWithStore, storeRestored } from '../shell/render';

startMswServer();

const emptyCart = (deviceId: string): Cart => ({
  id: 1,
  deviceId,
  totalQuantity: 1,
  totalItemsPrice: 0,
  payableAmount: 0,
  profitAmount: 0,
  items: [],
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
}

/** A page controlled by a worker, as the browser gives it; `sync` only where Background Sync exists. */
function controlledPage({
  syncManager,
  register,
}: {
  syncManager: boolean;
  register?: (tag: string) => Promise<void>;
}) {
  const container = Object.assign(new EventTarget(), {
    controller: {},
    ready: Promise.resolve({ sync: register ? { register } : undefined }),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  if (syncManager) Object.defineProperty(window, 'SyncManager', { configurable: true, value: class SyncManager {} });
  return container;
}

afterEach(() => {
  setOnline(true);
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'SyncManager');
  vi.useRealTimers();
});

describe('asking for a sync when an add is queued', () => {
  it('an add made offline on a product page registers the one-off sync', async () => {
    server.use(http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)));
    const register = vi.fn(() => Promise.resolve());
    controlledPage({ syncManager: true, register });
    const { store } = renderWithStore(<ProductPurchase productId={7} variants={treeWithSoldOutType} />, {
      withCart: true,
      persist: true,
    });
    await storeRestored(store);

    setOnline(false);
    await userEvent.click(screen.getByRole('button', { name: 'افزودن به سبد خرید' }));
    expect(store.getState().cart.pendingAdds).toEqual([{ variantId: 201, quantity: 1 }]);
    await waitFor(() => expect(register).toHaveBeenCalledWith(PENDING_ADDS_SYNC_TAG));
  });

  it('is skipped without SyncManager, without a worker in control, and a refusal is swallowed', async () => {
    const register = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    controlledPage({ syncManager: false, register });
    await requestPendingAddsSync();
    expect(register).not.toHaveBeenCalled();

    Object.defineProperty(window, 'SyncManager', { configurable: true, value: class SyncManager {} });
    Object.defineProperty(navigator.serviceWorker, 'controller', { configurable: true, value: null });
    await requestPendingAddsSync();
    expect(register).not.toHaveBeenCalled();

    controlledPage({ syncManager: true, register });
    await expect(requestPendingAddsSync()).resolves.toBeUndefined();
    expect(register).toHaveBeenCalledTimes(1);
  });
});

describe("the worker's sync", () => {
  /** A window client that answers on the port it is given, or keeps silent. */
  function page(answer: { queueEmpty: boolean } | null) {
    const asked: unknown[] = [];
    const client: PageClient = {
      postMessage(message, [port]) {
        asked.push(message);
        if (answer) (port as MessagePort).postMessage(answer);
      },
    };
    return { client, asked };
  }

  it('with no page open, fails, so that the browser tries again later', async () => {
    await expect(askPagesToSend([])).rejects.toThrow();
  });

  it('asks every open page and settles once one says its queue is empty', async () => {
    const silent = page(null);
    const sender = page({ queueEmpty: true });
    await expect(askPagesToSend([silent.client, sender.client])).resolves.toBeUndefined();
    expect(silent.asked).toEqual([{ type: SEND_PENDING_ADDS }]);
    expect(sender.asked).toEqual([{ type: SEND_PENDING_ADDS }]);
  });

  it('fails when every page says adds still wait (the service did not answer)', async () => {
    await expect(
      askPagesToSend([page({ queueEmpty: false }).client, page({ queueEmpty: false }).client]),
    ).rejects.toThrow();
  });

  it('fails when no page answers within 20 s', async () => {
    vi.useFakeTimers();
    const asking = askPagesToSend([page(null).client]);
    const outcome = expect(asking).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(PAGE_ANSWER_TIMEOUT_MS);
    await outcome;
    expect(PAGE_ANSWER_TIMEOUT_MS).toBe(20_000);
  });
});

describe("a page asked by the worker's sync", () => {
  /** The worker's request as the page receives it, with the port to answer on. */
  function askPage(container: EventTarget) {
    const channel = new MessageChannel();
    const answer = new Promise<unknown>((resolve) => {
      channel.port1.onmessage = ({ data }) => {
        channel.port1.close();
        resolve(data);
      };
    });
    container.dispatchEvent(
      Object.assign(new Event('message'), { data: { type: SEND_PENDING_ADDS }, ports: [channel.port2] }),
    );
    return answer;
  }

  it('sends its queue, then answers that it is empty; asked again once empty, it says so without sending', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${COMMERCE}/api/services/app/Cart/AddItem`, async ({ request }) => {
        sent.push(await request.json());
        return abpOk(emptyCart('device-new'));
      }),
    );
    const container = controlledPage({ syncManager: true, register: () => Promise.resolve() });
    const store = makeStore();
    store.dispatch(queueAdd(7));
    // Started while offline, as the cart provider does when an add waits: nothing goes yet.
    setOnline(false);
    const stop = sendPendingAdds(store, () => undefined);
    expect(sent).toEqual([]);

    setOnline(true);
    expect(await askPage(container)).toEqual({ queueEmpty: true });
    expect(sent).toEqual([{ variantId: 7, quantity: 1 }]);
    expect(store.getState().cart.pendingAdds).toEqual([]);

    stop();
    expect(await askPage(container)).toEqual({ queueEmpty: true });
    expect(sent).toHaveLength(1);
  });

  it('still offline, answers that adds still wait', async () => {
    const container = controlledPage({ syncManager: true, register: () => Promise.resolve() });
    const store = makeStore();
    store.dispatch(queueAdd(7));
    setOnline(false);
    const stop = sendPendingAdds(store, () => undefined);
    expect(await askPage(container)).toEqual({ queueEmpty: false });
    stop();
  });
});
