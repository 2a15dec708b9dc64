// Adds to the cart made without a connection: kept in the persisted cart slice, sent one by one when the
// connection is back, each to the cart the last one answered with; kept while the service does not answer,
// dropped with a message when it refuses.
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Toast } from '@/components/shell/Toast';
import { SENT_MESSAGE } from '@/components/shared/cart/pending-add-messages';
import cart, { clearDeviceId, dropPendingAdd, initialCartState, queueAdd } from '@/store/slices/cartSlice';
import { makeStore } from '@/store/store';
import { abpError, abpOk, COMMERCE, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';

startMswServer();

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
  if (online) act(() => void window.dispatchEvent(new Event('online')));
}

const cartWith = (deviceId: string, variantIds: number[]) => ({
  id: 1,
  deviceId,
  totalQuantity: variantIds.length,
  totalItemsPrice: 0,
  payableAmount: 0,
  profitAmount: 0,
  items: [],
});

// Back to online without the event: the next test decides when a connection returns.
afterEach(() => Object.defineProperty(navigator, 'onLine', { configurable: true, value: true }));

describe('the queue', () => {
  it('adds a unit per tap, one entry per variant; sent or refused entries leave; a cart given up takes its queue with it', () => {
    let state = cart(initialCartState, queueAdd(7));
    state = cart(state, queueAdd(7));
    state = cart(state, queueAdd(9));
    expect(state.pendingAdds).toEqual([
      { variantId: 7, quantity: 2 },
      { variantId: 9, quantity: 1 },
    ]);
    expect(cart(state, dropPendingAdd(7)).pendingAdds).toEqual([{ variantId: 9, quantity: 1 }]);
    expect(cart({ ...state, deviceId: 'device-1' }, clearDeviceId()).pendingAdds).toEqual([]);
  });

  it('works on a cart restored from before the queue existed', () => {
    const restored = { deviceId: 'device-1', quantity: 1 };
    expect(cart(restored, queueAdd(3)).pendingAdds).toEqual([{ variantId: 3, quantity: 1 }]);
  });
});

describe('sending when the connection is back', () => {
  it('sends each waiting add to the cart the one before answered with, then says so once', async () => {
    const sent: { body: unknown; device: string | null }[] = [];
    server.use(
      http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)),
      http.post(`${COMMERCE}/api/services/app/Cart/AddItem`, async ({ request }) => {
        sent.push({ body: await request.json(), device: request.headers.get('X-Device-Id') });
        return abpOk(cartWith('device-new', []));
      }),
    );
    setOnline(false);
    const store = makeStore();
    store.dispatch(queueAdd(7));
    store.dispatch(queueAdd(7));
    store.dispatch(queueAdd(9));
    store.dispatch({ type: 'persist/REHYDRATE', key: 'root' });
    renderWithStore(<Toast />, { store, withCart: true });
    expect(sent).toEqual([]);

    setOnline(true);
    await screen.findByText(SENT_MESSAGE);
    expect(sent).toEqual([
      { body: { variantId: 7, quantity: 2 }, device: null },
      { body: { variantId: 9, quantity: 1 }, device: 'device-new' },
    ]);
    expect(store.getState().cart.pendingAdds).toEqual([]);
    expect(store.getState().cart.deviceId).toBe('device-new');
  });

  it('keeps what the service did not answer for, and drops what it refused, saying why', async () => {
    server.use(
      http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)),
      http.post(`${COMMERCE}/api/services/app/Cart/AddItem`, async ({ request }) => {
        const { variantId } = (await request.json()) as { variantId: number };
        return variantId === 7 ? abpError(400, { message: 'این کالا دیگر موجود نیست.' }) : HttpResponse.error();
      }),
    );
    setOnline(false);
    const store = makeStore();
    store.dispatch(queueAdd(7));
    store.dispatch(queueAdd(9));
    store.dispatch({ type: 'persist/REHYDRATE', key: 'root' });
    renderWithStore(<Toast />, { store, withCart: true });
    setOnline(true);
    await screen.findByText(/این کالا دیگر موجود نیست/);
    await vi.waitFor(() => expect(store.getState().cart.pendingAdds).toEqual([{ variantId: 9, quantity: 1 }]));
  });
});
