// Commerce and payment hosts over real HTTP: one order as its page reads it (Order/Get with prices, discount,
// profit and each item's progress), Order/Approve settling a payment, and the order's payments on the payment
// host (TransactionDeposit/GetAll?reserveId=); CONTRACTS §12.1.
import type { CreatedOrder } from '@/services/types/commerce';
import type { PagedResult } from '@/services/types/common';
import { commerceCalls, PERSIAN } from './commerce-calls';
import { request, sandboxForThisFile, type AbpBody } from './helpers';

const sandbox = sandboxForThisFile();
const { api, variantOf, newShopper, addItem, createOrder, getOrder, payAtGateway } = commerceCalls(sandbox);

type Step = { step: string; stepStr: string; status: string; description: string; isFinal: boolean; isDone: boolean };
type Item = {
  id: number;
  productId: number;
  variantId: number;
  quantity: number;
  unitPrice: number;
  unitDiscountAmount: number;
  strikePrice: number;
  currencyType: string;
  product: { id: number; name: string; slug: string; filePath: string };
  variant: {
    id: number;
    name: string;
    description: string;
    filePath: string | null;
    attributes: string[];
    product: null;
  };
  currentTimeline: {
    step: string;
    stepStr: string;
    status: string;
    description: string;
    isFinal: boolean;
    progressPercent: number;
    nextStepStr: string | null;
  };
  timeLines: Step[];
  allowNewLoginSubmission: boolean;
};
type OrderDetail = {
  id: number;
  orderNumber: string;
  status: string;
  creationTime: string;
  creationDateStr: string;
  creationTimeStr: string;
  currencyType: string;
  totalItemsPrice: number;
  totalDiscountPrice: number;
  profitAmount: number;
  payableAmount: number;
  paymentStatus: string;
  items: Item[];
};
type Transaction = { id: number; amount: number; type: string; reserveId: number | null; information: string };

const payment = (path: string) => `${sandbox.url}/payment/api/services/app/${path}`;
const detail = async (token: string, id: number) => (await getOrder(token, id)).body.result as unknown as OrderDetail;
const setStatus = (id: number, status: string) =>
  sandbox.deps.db.prepare('UPDATE commerce_orders SET status = ? WHERE id = ?').run(status, id);
const steps = (item: Item) => item.timeLines.map((step) => `${step.isDone ? '✓' : '·'} ${step.stepStr}`);

/** One ready-made account (GoW Ragnarok PS5 capacity 3, 21,000,000 → 18,500,000) and one pre-order (Stellar Blade PC, 12,000,000). */
async function mixedOrder() {
  const token = await newShopper();
  await addItem({ token }, (await variantOf('god-of-war-ragnarok', 'playstation-5', 'capacity-3')).id);
  await addItem({ token }, (await variantOf('stellar-blade', 'pc', 'offline')).id, 2);
  const created = (await createOrder({ token })).body.result! as CreatedOrder;
  return { token, created };
}

const submitPsn = (token: string, orderItemId: number) =>
  request(api('OrderItemProviderField/Submit'), {
    token,
    body: {
      orderItemId,
      loginProviderId: 1,
      fields: [
        { fieldKey: 'email', value: 'me@example.com' },
        { fieldKey: 'password', value: 'Secret#123' },
        { fieldKey: 'region', value: 'Asia' },
        { fieldKey: 'consent', value: 'true' },
      ],
    },
  });

describe('Order/Get', () => {
  it('answers the amounts, Jalali date and time, and each item with its unit price and discount', async () => {
    const { token, created } = await mixedOrder();
    const order = await detail(token, created.id);
    expect(order).toMatchObject({
      id: created.id,
      orderNumber: created.orderNumber,
      status: 'Pending',
      currencyType: 'IRR',
      totalItemsPrice: 21_000_000 + 2 * 12_000_000,
      totalDiscountPrice: 2_500_000,
      profitAmount: 2_500_000,
      payableAmount: 18_500_000 + 2 * 12_000_000,
      paymentStatus: 'Unpaid',
    });
    expect(order.creationDateStr).toMatch(/^14\d\d\/\d\d\/\d\d$/);
    expect(order.creationTimeStr).toBe(order.creationTime.slice(11, 16));
    expect(order.items[0]).toMatchObject({ quantity: 1, unitPrice: 18_500_000, unitDiscountAmount: 2_500_000 });
    expect(order.items[1]).toMatchObject({ quantity: 2, unitPrice: 12_000_000, unitDiscountAmount: 0 });
    expect(order.items[0].variant).toMatchObject({
      name: 'ظرفیت ۳ PS5',
      attributes: ['ظرفیت ۳', 'PlayStation 5'],
    });
    expect(order.items[0].product.filePath).toMatch(/\/commerce\/files\/products\/god-of-war-ragnarok\.webp$/);
  });

  it("names each item's game on the item, with its product and variant ids, the regular price then and the currency; the variant's product is null, as the real service answers", async () => {
    const { token, created } = await mixedOrder();
    const [ready, preorder] = (await detail(token, created.id)).items;
    expect(ready).toMatchObject({
      productId: ready.product.id,
      variantId: ready.variant.id,
      strikePrice: 21_000_000,
      currencyType: 'IRR',
      product: { slug: 'god-of-war-ragnarok', name: 'God of War Ragnarök' },
      variant: { product: null },
    });
    expect(preorder).toMatchObject({
      product: { slug: 'stellar-blade' },
      strikePrice: 12_000_000,
      variant: { product: null },
    });
  });

  it("each step carries its key, a status and isFinal, as the real service's steps do; only the item's last step is final", async () => {
    const { token, created } = await mixedOrder();
    const [ready] = (await detail(token, created.id)).items;
    expect(ready.timeLines.map((step) => [step.step, step.status, step.isFinal])).toEqual([
      ['Created', 'Done', false],
      ['Paid', 'Pending', false],
      ['AccountPrepared', 'Pending', false],
      ['AccountDelivered', 'Pending', true],
    ]);
    expect(ready.currentTimeline).toMatchObject({ step: 'Paid', status: 'Pending', isFinal: false });
  });

  it('a pending order: each item is waiting for the payment, and no item takes account details yet', async () => {
    const { token, created } = await mixedOrder();
    const [ready, preorder] = (await detail(token, created.id)).items;
    expect(ready.currentTimeline).toEqual({
      step: 'Paid',
      stepStr: 'پرداخت',
      status: 'Pending',
      description: expect.stringMatching(PERSIAN),
      isFinal: false,
      progressPercent: 25,
      nextStepStr: 'آماده‌سازی اکانت',
    });
    expect(steps(ready)).toEqual(['✓ ثبت سفارش', '· پرداخت', '· آماده‌سازی اکانت', '· تحویل اکانت']);
    expect(steps(preorder)).toEqual([
      '✓ ثبت سفارش',
      '· پرداخت',
      '· ثبت اطلاعات اکانت',
      '· در حال انجام',
      '· انجام شده',
    ]);
    expect([ready.allowNewLoginSubmission, preorder.allowNewLoginSubmission]).toEqual([false, false]);
  });

  it("paid: the ready-made account is handed over, the pre-order waits for the buyer's account; submitting moves it on", async () => {
    const { token, created } = await mixedOrder();
    await payAtGateway(token, created);
    let order = await detail(token, created.id);
    expect(order).toMatchObject({ status: 'Paid', paymentStatus: 'Paid' });
    let [ready, preorder] = order.items;
    expect(ready.currentTimeline).toMatchObject({ stepStr: 'تحویل اکانت', progressPercent: 100, nextStepStr: null });
    expect(ready.allowNewLoginSubmission).toBe(false);
    expect(preorder.currentTimeline).toMatchObject({
      stepStr: 'ثبت اطلاعات اکانت',
      progressPercent: 40,
      nextStepStr: 'در حال انجام',
    });
    expect(preorder.allowNewLoginSubmission).toBe(true);

    expect((await submitPsn(token, preorder.id)).status).toBe(200);
    order = await detail(token, created.id);
    [ready, preorder] = order.items;
    expect(order.status).toBe('InProgress');
    expect(preorder.currentTimeline).toMatchObject({
      stepStr: 'در حال انجام',
      progressPercent: 60,
      nextStepStr: 'انجام شده',
    });
    expect(steps(preorder)).toEqual([
      '✓ ثبت سفارش',
      '✓ پرداخت',
      '✓ ثبت اطلاعات اکانت',
      '· در حال انجام',
      '· انجام شده',
    ]);
    expect(preorder.allowNewLoginSubmission).toBe(false);

    setStatus(created.id, 'Completed');
    preorder = (await detail(token, created.id)).items[1];
    expect(preorder.currentTimeline).toMatchObject({ stepStr: 'انجام شده', progressPercent: 100, nextStepStr: null });
    expect(preorder.timeLines.every((step) => step.isDone)).toBe(true);
  });

  it('cancelled and refunded orders end their timelines so, and take no account details', async () => {
    const { token, created } = await mixedOrder();
    await payAtGateway(token, created);
    setStatus(created.id, 'Refunded');
    let order = await detail(token, created.id);
    expect(order.paymentStatus).toBe('Refunded');
    expect(steps(order.items[1])).toEqual(['✓ ثبت سفارش', '✓ پرداخت', '✓ بازگشت وجه']);
    expect(order.items[1].allowNewLoginSubmission).toBe(false);
    setStatus(created.id, 'Canceled');
    order = await detail(token, created.id);
    expect(order.items[0].currentTimeline).toMatchObject({
      stepStr: 'لغو سفارش',
      progressPercent: 100,
      nextStepStr: null,
    });
    expect(order.items[1].allowNewLoginSubmission).toBe(false);
  });

  it("someone else's order is a 404; no login is a 401", async () => {
    const { created } = await mixedOrder();
    expect((await getOrder(await newShopper(), created.id)).status).toBe(404);
    expect((await request(`${api('Order/Get')}?Id=${created.id}`)).status).toBe(401);
  });
});

describe('Order/Approve', () => {
  type Approved = { success: boolean; message: string | null; detail: string | null };
  const approve = (token: string | undefined, body: Record<string, unknown>) =>
    request<AbpBody<Approved>>(api('Order/Approve'), { token, body });

  it('answers a paid order the same as often as it is asked, changing nothing; the detail names the next step', async () => {
    const { token, created } = await mixedOrder();
    await payAtGateway(token, created);
    const before = await detail(token, created.id);
    for (let i = 0; i < 2; i++) {
      const response = await approve(token, { orderId: created.id, orderNumber: created.orderNumber });
      expect(response.status).toBe(200);
      // The pre-order waits for the buyer's account details.
      expect(response.body.result).toEqual({
        success: true,
        message: 'پرداخت سفارش انجام شد.',
        detail: 'برای تحویل، اطلاعات اکانت خود را ثبت کنید.',
      });
    }
    expect(await detail(token, created.id)).toEqual(before);
  });

  it('a pending order the wallet does not cover, and a cancelled one: Persian 500s', async () => {
    const { token, created } = await mixedOrder();
    const pending = await approve(token, { orderId: created.id, orderNumber: created.orderNumber });
    expect(pending.status).toBe(500);
    expect(pending.body.error!.message).toBe('موجودی کیف پول برای پرداخت این سفارش کافی نیست.');
    expect(pending.body.error!.details).toMatch(PERSIAN);
    setStatus(created.id, 'Canceled');
    expect((await approve(token, { orderId: created.id, orderNumber: created.orderNumber })).body.error!.message).toBe(
      'این سفارش لغو شده است و تأیید نمی‌شود.',
    );
  });

  it("needs a login (401), the caller's order (404) and its own number (400)", async () => {
    const { token, created } = await mixedOrder();
    await payAtGateway(token, created);
    expect((await approve(undefined, { orderId: created.id, orderNumber: created.orderNumber })).status).toBe(401);
    expect((await approve(await newShopper(), { orderId: created.id, orderNumber: created.orderNumber })).status).toBe(
      404,
    );
    const wrong = await approve(token, { orderId: created.id, orderNumber: 'GM-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error!.validationErrors![0].members).toEqual(['orderNumber']);
    expect((await approve(token, {})).status).toBe(400);
  });
});

describe('TransactionDeposit/GetAll?reserveId= (payment host)', () => {
  it("lists one order's payments only: the gateway's credit and the order's debit, newest first", async () => {
    const { token, created } = await mixedOrder();
    const someoneElse = await mixedOrder();
    await payAtGateway(someoneElse.token, someoneElse.created);
    const other = someoneElse.created;
    await payAtGateway(token, created);
    const response = await request<AbpBody<PagedResult<Transaction>>>(
      `${payment('TransactionDeposit/GetAll')}?reserveId=${created.id}&CurrencyType=IRR&SkipCount=0&MaxResultCount=10`,
      { token },
    );
    expect(response.status).toBe(200);
    const { totalCount, items } = response.body.result!;
    expect(totalCount).toBe(2);
    expect(items.map((item) => [item.type, item.amount, item.reserveId])).toEqual([
      ['DecreaseDeposit', -created.payableAmount, created.id],
      ['IncreaseDeposit', created.payableAmount, created.id],
    ]);
    // Another shopper's paid order: nothing of theirs is shown.
    const foreign = await request<AbpBody<PagedResult<Transaction>>>(
      `${payment('TransactionDeposit/GetAll')}?reserveId=${other.id}`,
      { token },
    );
    expect(foreign.body.result).toEqual({ totalCount: 0, items: [] });
    expect((await request(`${payment('TransactionDeposit/GetAll')}?reserveId=${created.id}`)).status).toBe(401);
  });
});
