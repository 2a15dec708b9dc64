// The demo account's orders as seeded (docs/contracts/README.md, "Seed data and reset"): one in every status,
// a paid one with an item waiting for account details, completed ones, and a wallet whose ledger pays them.
import { DEMO_WALLET_BALANCE } from '@/sandbox/seed/demo';
import type { PagedResult } from '@/services/types/common';
import { commerceCalls } from './commerce-calls';
import { request, sandboxForThisFile, type AbpBody } from './helpers';

const sandbox = sandboxForThisFile();
const { api, demoToken } = commerceCalls(sandbox);

type Item = {
  id: number;
  allowNewLoginSubmission: boolean;
  currentTimeline: { stepStr: string };
  variant: { product: { slug: string } };
};
type Order = {
  id: number;
  orderNumber: string;
  status: string;
  payableAmount: number;
  promoCode: string | null;
  items: Item[];
};
type Transaction = { amount: number; type: string; reserveId: number | null };

const payment = (path: string) => `${sandbox.url}/payment/api/services/app/${path}`;

async function demoOrders(token: string) {
  const response = await request<AbpBody<PagedResult<Order>>>(`${api('Order/GetAll')}?MaxResultCount=100`, { token });
  return response.body.result!;
}

describe("the demo account's orders", () => {
  it('has one in every status, newest first, the newest paid', async () => {
    const token = await demoToken();
    const { totalCount, items } = await demoOrders(token);
    expect(totalCount).toBe(7);
    expect(items.map((order) => order.status)).toEqual([
      'Paid',
      'Pending',
      'InProgress',
      'Completed',
      'Canceled',
      'Refunded',
      'Completed',
    ]);
    const statistics = await request<AbpBody<Record<string, number>>>(api('Order/GetStatistics'), { token });
    expect(statistics.body.result).toEqual({ totalRowsInProgress: 3, totalRowsCompleted: 2, totalRowsCanceled: 2 });
  });

  it("the paid one: a ready-made account to reveal first, then a pre-order waiting for the buyer's account details", async () => {
    const token = await demoToken();
    const [paid] = (await demoOrders(token)).items;
    const [ready, waiting] = paid.items;
    const account = await request<AbpBody<{ password: string }>>(
      `${api('OrderItem/GetDeliveredAccount')}?Id=${ready.id}`,
      { token },
    );
    expect(account.status).toBe(200);
    expect(account.body.result!.password.length).toBeGreaterThanOrEqual(12);
    expect(waiting).toMatchObject({
      allowNewLoginSubmission: true,
      currentTimeline: { stepStr: 'ثبت اطلاعات اکانت' },
      // The game on the item; its variant names none, as the real service answers.
      product: { slug: 'stellar-blade' },
      variant: { product: null },
    });
    const providers = await request<AbpBody<unknown[]>>(`${api('LoginProvider/GetByOrderItemId')}?Id=${waiting.id}`, {
      token,
    });
    expect(providers.body.result).toHaveLength(4);
  });

  it("the one in progress has the buyer's details already, sealed; the pending one can still take a code, not WELCOME50", async () => {
    const token = await demoToken();
    const { items } = await demoOrders(token);
    const inProgress = items.find((order) => order.status === 'InProgress')!;
    expect(inProgress.items[0]).toMatchObject({
      allowNewLoginSubmission: false,
      currentTimeline: { stepStr: 'در حال انجام' },
    });
    const sealed = sandbox.deps.db
      .prepare('SELECT sealed_fields FROM commerce_order_item_logins WHERE order_item_id = ?')
      .get(inProgress.items[0].id) as {
      sealed_fields: string;
    };
    expect(sealed.sealed_fields).not.toContain('Sara-Xbox');

    expect(items.find((order) => order.promoCode === 'WELCOME50')!.status).toBe('Completed');
    const pending = items.find((order) => order.status === 'Pending')!;
    const welcome = await request(`${sandbox.url}/discount/api/services/app/Discount/Register`, {
      token,
      body: { promoCode: 'WELCOME50', reserveId: pending.id, username: pending.orderNumber },
    });
    expect(welcome.body.error!.code).toBe(6105);
  });

  it("the wallet holds DEMO_WALLET_BALANCE, and each paid order's payment (and the refund) is in its ledger", async () => {
    const token = await demoToken();
    const balance = await request<AbpBody<{ amount: number }>>(payment('Deposit/GetBalance'), { token });
    expect(balance.body.result!.amount).toBe(DEMO_WALLET_BALANCE);
    for (const order of (await demoOrders(token)).items) {
      const ledger = await request<AbpBody<PagedResult<Transaction>>>(
        `${payment('TransactionDeposit/GetAll')}?reserveId=${order.id}`,
        { token },
      );
      const amounts = ledger.body.result!.items.map((item) => item.amount);
      const expected = {
        Pending: [],
        Canceled: [],
        Refunded: [order.payableAmount, -order.payableAmount],
      }[order.status as 'Pending'] ?? [-order.payableAmount];
      expect(amounts, order.status).toEqual(expected);
    }
  });
});
