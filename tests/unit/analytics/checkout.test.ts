// The checkout's reports: begin_checkout for an order placed, add_payment_info for the way it is paid, purchase
// once it is paid, once per order in this browser.
import { http } from 'msw';
import { checkoutEffects } from '@/components/cart/checkoutEffects';
import { goToGateway } from '@/components/shared/payment/gatewayRedirect';
import { setToken } from '@/services/session';
import type { ServiceError } from '@/services/types/common';
import { setDeviceId } from '@/store/slices/cartSlice';
import { makeStore } from '@/store/store';
import { COMMERCE, PAYMENT, abpOk, server, startMswServer } from '../services/msw';
import { orderOf } from '../cart/fixtures';
import { BUYER, carriesBuyer } from './fixtures';

vi.mock('@/components/shared/payment/gatewayRedirect', () => ({ goToGateway: vi.fn() }));

startMswServer();

const api = {
  cart: `${COMMERCE}/api/services/app/Cart/GetCurrentCart`,
  createOrder: `${COMMERCE}/api/services/app/Order/Create`,
  order: `${COMMERCE}/api/services/app/Order/Get`,
  approve: `${COMMERCE}/api/services/app/Order/Approve`,
  balance: `${PAYMENT}/api/services/app/Deposit/GetBalance`,
  makeToken: `${PAYMENT}/api/services/app/UserDepositBankGateway/MakeToken`,
};

const approved = { success: true, message: 'پرداخت سفارش انجام شد.', detail: null };

function effects() {
  const store = makeStore();
  store.dispatch(setDeviceId('device-1'));
  return checkoutEffects({
    dispatch: store.dispatch,
    send: () => undefined,
    expire: (error: ServiceError) => error.kind === 'unauthorized',
    refreshCart: () => undefined,
    applyCart: () => undefined,
  });
}

const contact = {
  firstName: 'علی',
  lastName: 'رضایی',
  phoneNumber: BUYER.phone,
  email: BUYER.email,
  gender: true,
  specialRequest: null,
};
const pushed = () =>
  (window.dataLayer ?? []).filter((entry) => typeof entry.event === 'string' && entry.event !== 'page_view');

beforeEach(() => {
  setToken(BUYER.token);
  window.dataLayer = [];
  window.history.replaceState(null, '', '/cart');
});
afterAll(() => window.history.replaceState(null, '', '/'));

describe("the checkout's analytics", () => {
  it('an order placed and paid from the wallet: begin_checkout, add_payment_info (wallet), purchase, with its items', async () => {
    let paid = false;
    server.use(
      http.post(api.createOrder, () =>
        abpOk({ id: 61, orderNumber: 'GM-10061', payableAmount: 9_900_000, currencyType: 'IRR' }),
      ),
      http.get(api.order, () => abpOk(orderOf(61, paid ? 'Paid' : 'Pending', [202], 9_900_000))),
      http.get(api.balance, () => abpOk({ amount: 25_000_000, currencyType: 'IRR' })),
      http.get(api.cart, () => abpOk(null)),
      http.post(api.approve, () => {
        paid = true;
        return abpOk(approved);
      }),
    );
    expect(await effects().place(contact, () => undefined)).toBeNull();
    const events = pushed();
    expect(events.map((entry) => entry.event)).toEqual(['begin_checkout', 'add_payment_info', 'purchase']);
    for (const entry of events) {
      expect(entry.ecommerce).toMatchObject({
        currency: 'IRR',
        value: 9_900_000,
        items: [expect.objectContaining({ item_id: '202', quantity: 1, price: 9_900_000 })],
      });
    }
    expect(events[1].ecommerce).toMatchObject({ payment_type: 'wallet' });
    expect(events[2].ecommerce).toMatchObject({ transaction_id: '61' });
    // The contact details went to Order/Create: none is in an event.
    expect(carriesBuyer(window.dataLayer)).toBe(false);
  });

  it("the shortfall through a gateway: add_payment_info (gateway); purchase on the bank's return, once however often it is read", async () => {
    const pending = orderOf(62, 'Pending', [202], 9_900_000);
    server.use(
      http.post(api.makeToken, () => abpOk({ tokenId: 'token-1' })),
      http.get(api.order, () => abpOk(orderOf(62, 'Paid', [202], 9_900_000))),
      http.get(api.cart, () => abpOk(null)),
      http.post(api.approve, () => abpOk(approved)),
      http.get(api.balance, () => abpOk({ amount: 0, currencyType: 'IRR' })),
    );
    expect(await effects().payShortfall(pending, 4_000_000, 3)).toBe('leaving');
    expect(goToGateway).toHaveBeenCalled();
    expect(pushed().map((entry) => [entry.event, (entry.ecommerce as { payment_type?: string }).payment_type])).toEqual(
      [['add_payment_info', 'gateway']],
    );

    // Back from the bank (a new page, a new data layer): paid, reported once, also when the page is read again.
    window.dataLayer = [];
    await effects().load(62, { returnStatus: 'success' });
    await effects().load(62, { returnStatus: 'success' });
    expect(pushed().map((entry) => entry.event)).toEqual(['purchase']);
  });

  it("an order read without the bank's word of success (a paid order opened from the list) is no purchase", async () => {
    server.use(http.get(api.order, () => abpOk(orderOf(63, 'Paid', [202]))));
    await effects().load(63, { returnStatus: null });
    expect(pushed()).toEqual([]);
  });
});
