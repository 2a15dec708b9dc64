// The wallet and the order through the shopper api (store/api/walletApi.ts, orderApi.ts): the payment module's
// { ok: false, error } answers and the commerce module's thrown failures both stay the service's Persian
// ServiceError, and a payment from the wallet or a paid order (Order/Approve, store/api/checkoutApi.ts) re-reads
// what shows it.
import { http } from 'msw';
import { setToken } from '@/services/session';
import type { WalletTransaction } from '@/services/types/payment';
import { orderApi } from '@/store/api/orderApi';
import { checkoutApi } from '@/store/api/checkoutApi';
import { walletApi } from '@/store/api/walletApi';
import { makeStore } from '@/store/store';
import { orderOf } from '../cart/fixtures';
import { COMMERCE, PAYMENT, abpError, abpOk, server, startMswServer } from '../services/msw';

const api = {
  balance: `${PAYMENT}/api/services/app/Deposit/GetBalance`,
  ledger: `${PAYMENT}/api/services/app/TransactionDeposit/GetAll`,
  gateways: `${PAYMENT}/api/services/app/UserDepositBankGateway/GetAll`,
  order: `${COMMERCE}/api/services/app/Order/Get`,
  approve: `${COMMERCE}/api/services/app/Order/Approve`,
  statistics: `${COMMERCE}/api/services/app/Order/GetStatistics`,
};

startMswServer();
beforeEach(() => setToken('good'));

const entry = (id: number, amount: number): WalletTransaction => ({
  id,
  amount,
  currencyType: 'IRR',
  type: amount > 0 ? 'IncreaseDeposit' : 'DecreaseDeposit',
  typeStr: amount > 0 ? 'افزایش اعتبار' : 'برداشت',
  information: 'کیف پول',
  reserveId: null,
  creationTime: '2025-12-14T19:03:45',
  creationDateStr: '1404/09/23',
  creationTimeStr: '19:03',
});

/** Answers each read with the next of `answers` (the last one again once they run out), and counts the reads. */
function answersInTurn(method: 'get', url: string, answers: (() => Response)[]) {
  let reads = 0;
  server.use(http[method](url, () => answers[Math.min(reads++, answers.length - 1)]()));
  return () => reads;
}

describe('the wallet', () => {
  it('the balance is read into the auth slice, where the spec keeps it, and nowhere else (the query keeps no copy)', async () => {
    answersInTurn('get', api.balance, [() => abpOk({ amount: 1_250_000, currencyType: 'IRR' })]);
    const store = makeStore();
    const read = store.dispatch(walletApi.endpoints.balance.initiate());
    await read;
    expect(store.getState().auth).toMatchObject({ balance: 1_250_000, balanceLoading: false });
    expect(walletApi.endpoints.balance.select()(store.getState()).data).toBeNull();
    read.unsubscribe();
  });

  it('an order paid from the wallet (Order/Approve, the Wallet tag) reads the balance and the ledger again', async () => {
    server.use(http.post(api.approve, () => abpOk({ success: true, message: null, detail: null })));
    const balanceReads = answersInTurn('get', api.balance, [
      () => abpOk({ amount: 1_250_000, currencyType: 'IRR' }),
      () => abpOk({ amount: 250_000, currencyType: 'IRR' }),
    ]);
    const ledgerReads = answersInTurn('get', api.ledger, [
      () => abpOk({ totalCount: 1, items: [entry(1, 1_250_000)] }),
      () => abpOk({ totalCount: 2, items: [entry(2, -1_000_000), entry(1, 1_250_000)] }),
    ]);
    const store = makeStore();
    const balance = store.dispatch(walletApi.endpoints.balance.initiate());
    const ledger = store.dispatch(walletApi.endpoints.ledger.initiate({}));
    await Promise.all([balance, ledger]);
    expect(store.getState().auth.balance).toBe(1_250_000);

    await store.dispatch(checkoutApi.endpoints.approveOrder.initiate({ id: 7, orderNumber: 'GM-10007' }));
    await vi.waitFor(() => expect(store.getState().auth.balance).toBe(250_000));
    await vi.waitFor(() =>
      expect(
        walletApi.endpoints.ledger
          .select({})(store.getState())
          .data?.pages[0].items.map((item) => item.id),
      ).toEqual([2, 1]),
    );
    expect([balanceReads(), ledgerReads()]).toEqual([2, 2]);
    balance.unsubscribe();
    ledger.unsubscribe();
  });

  it("keeps a refusal as the payment service's Persian ServiceError, and an unknown balance stays unknown", async () => {
    server.use(
      http.get(api.balance, () => abpError(500, { message: 'سرویس پرداخت در دسترس نیست.' })),
      http.get(api.gateways, () => abpError(500, { message: 'درگاه‌ها خوانده نشد.' })),
    );
    const store = makeStore();
    const balance = store.dispatch(walletApi.endpoints.balance.initiate());
    const gateways = store.dispatch(walletApi.endpoints.depositGateways.initiate());
    await Promise.all([balance, gateways]);
    expect(walletApi.endpoints.balance.select()(store.getState()).error).toEqual({
      kind: 'server',
      status: 500,
      message: 'سرویس پرداخت در دسترس نیست.',
    });
    expect(walletApi.endpoints.depositGateways.select()(store.getState()).error).toMatchObject({
      kind: 'server',
      message: 'درگاه‌ها خوانده نشد.',
    });
    expect(store.getState().auth.balance).toBeNull();
    balance.unsubscribe();
    gateways.unsubscribe();
  });
});

describe('an order', () => {
  it('a paid order (Order/Approve, the Order tag) reads the order and the counts again', async () => {
    server.use(http.post(api.approve, () => abpOk({ success: true, message: null, detail: null })));
    const orderReads = answersInTurn('get', api.order, [
      () => abpOk(orderOf(7, 'Pending', [101])),
      () => abpOk(orderOf(7, 'Paid', [101])),
    ]);
    answersInTurn('get', api.statistics, [
      () => abpOk({ totalRowsInProgress: 1, totalRowsCompleted: 0, totalRowsCanceled: 0 }),
      () => abpOk({ totalRowsInProgress: 0, totalRowsCompleted: 1, totalRowsCanceled: 0 }),
    ]);
    const store = makeStore();
    const order = store.dispatch(orderApi.endpoints.order.initiate(7));
    const statistics = store.dispatch(orderApi.endpoints.orderStatistics.initiate());
    await Promise.all([order, statistics]);
    expect(orderApi.endpoints.order.select(7)(store.getState()).data?.status).toBe('Pending');

    await store.dispatch(checkoutApi.endpoints.approveOrder.initiate({ id: 7, orderNumber: 'GM-10007' }));
    await vi.waitFor(() => expect(orderApi.endpoints.order.select(7)(store.getState()).data?.status).toBe('Paid'));
    await vi.waitFor(() =>
      expect(orderApi.endpoints.orderStatistics.select()(store.getState()).data).toMatchObject({
        totalRowsCompleted: 1,
      }),
    );
    expect(orderReads()).toBe(2);
    order.unsubscribe();
    statistics.unsubscribe();
  });

  it("keeps a 404 as the commerce module's notFound ServiceError with its Persian message", async () => {
    server.use(http.get(api.order, () => abpError(404, { message: 'سفارش پیدا نشد.' })));
    const store = makeStore();
    const order = store.dispatch(orderApi.endpoints.order.initiate(99));
    await order;
    expect(orderApi.endpoints.order.select(99)(store.getState()).error).toMatchObject({
      kind: 'notFound',
      status: 404,
      message: 'سفارش پیدا نشد.',
    });
    order.unsubscribe();
  });
});
