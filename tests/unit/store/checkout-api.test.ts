// The checkout through the shopper api (store/api/checkoutApi.ts) and the store's one step at a time
// (store/slices/checkoutSlice.ts): each change re-reads what shows it by its tags, and an order is paid once
// however often the shopper presses.
import { http } from 'msw';
import { checkoutCalls } from '@/components/cart/checkoutCalls';
import { checkoutEffects } from '@/components/cart/checkoutEffects';
import type { CheckoutEvent } from '@/components/cart/checkoutReducer';
import { goToGateway } from '@/components/shared/payment/gatewayRedirect';
import { setToken } from '@/services/session';
import type { ServiceError } from '@/services/types/common';
import { checkoutApi } from '@/store/api/checkoutApi';
import { orderApi } from '@/store/api/orderApi';
import { shopperApi } from '@/store/api/shopperApi';
import { runCheckoutStep, selectCheckoutStep } from '@/store/slices/checkoutSlice';
import { setDeviceId } from '@/store/slices/cartSlice';
import { makeStore } from '@/store/store';
import { orderOf } from '../cart/fixtures';
import { COMMERCE, DISCOUNT, PAYMENT, abpOk, server, startMswServer } from '../services/msw';
import { deferred } from '../../support/deferred';

vi.mock('@/components/shared/payment/gatewayRedirect', () => ({ goToGateway: vi.fn() }));

const api = {
  orders: `${COMMERCE}/api/services/app/Order/GetAll`,
  order: `${COMMERCE}/api/services/app/Order/Get`,
  createOrder: `${COMMERCE}/api/services/app/Order/Create`,
  approve: `${COMMERCE}/api/services/app/Order/Approve`,
  cart: `${COMMERCE}/api/services/app/Cart/GetCurrentCart`,
  balance: `${PAYMENT}/api/services/app/Deposit/GetBalance`,
  makeToken: `${PAYMENT}/api/services/app/UserDepositBankGateway/MakeToken`,
  registerCode: `${DISCOUNT}/api/services/app/Discount/Register`,
};

startMswServer();
beforeEach(() => setToken('good'));

function counted(method: 'get' | 'post', url: string, answer: () => Response) {
  let calls = 0;
  server.use(
    http[method](url, () => {
      calls += 1;
      return answer();
    }),
  );
  return () => calls;
}

function checkoutOnStore() {
  const store = makeStore();
  store.dispatch(setDeviceId('device-1'));
  const events: CheckoutEvent[] = [];
  const effects = checkoutEffects({
    dispatch: store.dispatch,
    send: (event) => void events.push(event),
    expire: (error: ServiceError) => error.kind === 'unauthorized',
    refreshCart: () => undefined,
    applyCart: () => undefined,
  });
  return { store, effects, events };
}

describe('the checkout through the shopper api', () => {
  it('an order placed (Order/Create) reads the orders list again, as the list below the cart shows it', async () => {
    const listReads = counted('get', api.orders, () => abpOk({ totalCount: 0, items: [] }));
    server.use(
      http.post(api.createOrder, () =>
        abpOk({ id: 5, orderNumber: 'GM-10005', payableAmount: 1, currencyType: 'IRR' }),
      ),
    );
    const { store } = checkoutOnStore();
    const list = store.dispatch(shopperApi.endpoints.orders.initiate({ pageSize: 5 }));
    await list;
    expect(listReads()).toBe(1);
    const contact = {
      firstName: 'علی',
      lastName: 'رضایی',
      phoneNumber: '09123456789',
      email: null,
      gender: true,
      specialRequest: null,
    };
    await store.dispatch(checkoutApi.endpoints.createOrder.initiate(contact));
    await vi.waitFor(() => expect(listReads()).toBe(2));
    list.unsubscribe();
  });

  it('a code put on the order reads that order again (its amounts are the service’s)', async () => {
    let discounted = false;
    server.use(
      http.get(api.order, () =>
        abpOk({ ...orderOf(6, 'Pending', [202], 8_000_000), payableAmount: discounted ? 7_000_000 : 8_000_000 }),
      ),
      http.post(api.registerCode, () => {
        discounted = true;
        return abpOk({ promoCode: 'GAMINO10' });
      }),
    );
    const { store } = checkoutOnStore();
    const order = store.dispatch(orderApi.endpoints.order.initiate(6));
    await order;
    await store.dispatch(
      checkoutApi.endpoints.changeDiscount.initiate({
        kind: 'apply',
        code: 'GAMINO10',
        order: { id: 6, orderNumber: 'GM-10006' },
      }),
    );
    await vi.waitFor(() =>
      expect(orderApi.endpoints.order.select(6)(store.getState()).data?.payableAmount).toBe(7_000_000),
    );
    order.unsubscribe();
  });

  it('pay once: a second press while the first payment runs sends no second Order/Approve', async () => {
    let paid = false;
    const approvals = counted('post', api.approve, () => {
      paid = true;
      return abpOk({ success: true, message: null, detail: null });
    });
    server.use(
      http.get(api.order, () => abpOk(orderOf(6, paid ? 'Paid' : 'Pending', [202], 8_000_000))),
      http.get(api.balance, () => abpOk({ amount: 9_000_000, currencyType: 'IRR' })),
      http.get(api.cart, () => abpOk(null)),
    );
    const { store, effects, events } = checkoutOnStore();
    const order = orderOf(6, 'Pending', [202], 8_000_000);
    const first = store.dispatch(runCheckoutStep('paying', () => effects.payFromWallet(order)));
    const second = store.dispatch(runCheckoutStep('paying', () => effects.payFromWallet(order)));
    expect(selectCheckoutStep(store.getState())).toBe('paying');
    expect(await second).toBeNull();
    await first;
    expect(approvals()).toBe(1);
    expect(events.filter((event) => event.type === 'paid')).toHaveLength(1);
    expect(selectCheckoutStep(store.getState())).toBeNull();
  });

  it("an order read just after Order/Approve keeps its answer when the approval's delayed invalidation lands mid-read", async () => {
    // RTK Query holds a change's invalidation while any request is pending and applies it when the last one ends;
    // an entry nobody subscribes to is then dropped. Here another read (order 99) is pending when Order/Approve
    // ends, and ends while Order/Get of the paid order is in flight: the invalidation lands as that Order/Get ends.
    let paid = false;
    const held = { 99: deferred(), 10: deferred() };
    const tenInFlight = deferred();
    let holdTen = false;
    let readsOfTen = 0;
    server.use(
      http.get(api.order, async ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('Id'));
        if (id === 99) await held[99].promise;
        if (id === 10) readsOfTen += 1;
        if (id === 10 && holdTen) {
          tenInFlight.release();
          await held[10].promise;
        }
        return abpOk(orderOf(id, paid ? 'Paid' : 'Pending', [202], 8_000_000));
      }),
      http.post(api.approve, () => {
        paid = true;
        return abpOk({ success: true, message: null, detail: null });
      }),
    );
    const store = makeStore();
    const calls = checkoutCalls(store.dispatch);
    const order = await calls.getOrder(10);
    expect(order.status).toBe('Pending');

    const otherRead = store.dispatch(orderApi.endpoints.order.initiate(99, { subscribe: false }));
    await calls.approveOrder(order);
    holdTen = true;
    const reread = calls.getOrder(10);
    await tenInFlight.promise;
    held[99].release();
    await otherRead;
    held[10].release();
    expect((await reread).status).toBe('Paid');
    // Subscribed when the invalidation landed, the entry is read once more instead of dropped.
    await vi.waitFor(() => expect(readsOfTen).toBe(3));
  });

  it('on the way to the bank the checkout stays busy (redirecting), so nothing else is sent from the page', async () => {
    server.use(http.post(api.makeToken, () => abpOk({ tokenId: 'token-1' })));
    const { store, effects } = checkoutOnStore();
    const order = orderOf(6, 'Pending', [202], 8_000_000);
    await store.dispatch(
      runCheckoutStep(
        'paying',
        () => effects.payShortfall(order, 7_000_000, 3),
        (outcome) => outcome === 'leaving',
      ),
    );
    expect(goToGateway).toHaveBeenCalledTimes(1);
    expect(selectCheckoutStep(store.getState())).toBe('redirecting');
    const approvals = counted('post', api.approve, () => abpOk({ success: true, message: null, detail: null }));
    expect(await store.dispatch(runCheckoutStep('paying', () => effects.payFromWallet(order)))).toBeNull();
    expect(approvals()).toBe(0);
  });
});
