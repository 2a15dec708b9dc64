// Discount host over real HTTP (CONTRACTS §12.3, docs/contracts/discount.md): a code registered on the
// caller's own pending order changes its amounts as Order/Get reads them, is removed again, answers each of the
// family's error codes 6101-6105, and the payment host charges the discounted amount.
import type { CreatedOrder } from '@/services/types/commerce';
import { commerceCalls } from './commerce-calls';
import { request, sandboxForThisFile, type AbpBody } from './helpers';
import { paymentCalls } from './payment-calls';

const sandbox = sandboxForThisFile();
const { variantOf, newShopper, addItem, createOrder, getOrder } = commerceCalls(sandbox);
const { chargeToken, decide, decideOrder, orderToken, approve, balanceOf, transactions } = paymentCalls(sandbox);

type Amounts = {
  status: string;
  totalItemsPrice: number;
  totalDiscountPrice: number;
  profitAmount: number;
  payableAmount: number;
  promoCode: string | null;
  promoCodeDiscountAmount: number;
};
type Registered = { reserveId: number; promoCode: string; discountAmount: number; payableAmount: number };

const discount = (path: string) => `${sandbox.url}/discount/api/services/app/${path}`;
const register = (
  token: string | undefined,
  order: CreatedOrder,
  promoCode: string,
  username: string | null = order.orderNumber,
) =>
  request<AbpBody<Registered>>(discount('Discount/Register'), {
    token,
    body: { promoCode, reserveId: order.id, username },
  });
const remove = (token: string | undefined, order: CreatedOrder, username = order.orderNumber) =>
  request<AbpBody<null>>(`${discount('Discount/Remove')}?ReserveId=${order.id}&Username=${username}`, {
    token,
    method: 'DELETE',
  });
const amounts = async (token: string, order: CreatedOrder) =>
  (await getOrder(token, order.id)).body.result as unknown as Amounts;

/** A pending order of GoW Ragnarok PS5 capacity 3: 21,000,000 at 18,500,000. */
async function pendingOrder(token?: string) {
  const shopper = token ?? (await newShopper());
  await addItem({ token: shopper }, (await variantOf('god-of-war-ragnarok', 'playstation-5', 'capacity-3')).id);
  return { token: shopper, order: (await createOrder({ token: shopper })).body.result! };
}

describe('Discount/Register and Discount/Remove', () => {
  it('reads reserveId written as a string of digits, as the observed client types it', async () => {
    const { token, order } = await pendingOrder();
    const response = await request<AbpBody<Registered>>(discount('Discount/Register'), {
      token,
      body: { promoCode: 'GAMINO10', reserveId: String(order.id), username: order.orderNumber },
    });
    expect(response.status).toBe(200);
    expect(response.body.result!.reserveId).toBe(order.id);
  });

  it('GAMINO10 takes 10% off: totalDiscountPrice, profitAmount and payableAmount change; removing restores them', async () => {
    const { token, order } = await pendingOrder();
    const before = await amounts(token, order);
    expect(before).toMatchObject({
      totalItemsPrice: 21_000_000,
      totalDiscountPrice: 2_500_000,
      profitAmount: 2_500_000,
      payableAmount: 18_500_000,
      promoCode: null,
      promoCodeDiscountAmount: 0,
    });

    const registered = await register(token, order, 'GAMINO10');
    expect(registered.status).toBe(200);
    expect(registered.body.result).toMatchObject({
      reserveId: order.id,
      promoCode: 'GAMINO10',
      discountAmount: 1_850_000,
      payableAmount: 16_650_000,
    });
    expect(await amounts(token, order)).toMatchObject({
      totalItemsPrice: 21_000_000,
      totalDiscountPrice: 4_350_000,
      profitAmount: 4_350_000,
      payableAmount: 16_650_000,
      promoCode: 'GAMINO10',
      promoCodeDiscountAmount: 1_850_000,
    });

    const removed = await remove(token, order);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, result: null });
    expect(await amounts(token, order)).toEqual(before);
    // Removing again: there is nothing to remove, and that is no error.
    expect((await remove(token, order)).status).toBe(200);
  });

  it('a code is read in any case, with spaces around it and Persian digits', async () => {
    const { token, order } = await pendingOrder();
    expect((await register(token, order, '  gamino۱۰ ')).body.result!.promoCode).toBe('GAMINO10');
  });

  it('one code per order: the same code again changes nothing; another is refused until the first is removed', async () => {
    const { token, order } = await pendingOrder();
    await register(token, order, 'GAMINO10');
    const again = await register(token, order, 'gamino10');
    expect(again.status).toBe(200);
    expect((await amounts(token, order)).payableAmount).toBe(16_650_000);
    const other = await register(token, order, 'WELCOME50');
    expect(other.status).toBe(500);
    expect(other.body.error).toMatchObject({
      code: 0,
      message: 'کد تخفیف GAMINO10 روی این سفارش ثبت شده است؛ برای کد دیگر، اول آن را حذف کنید.',
    });
    await remove(token, order);
    expect((await register(token, order, 'WELCOME50')).body.result).toMatchObject({
      discountAmount: 500_000,
      payableAmount: 18_000_000,
    });
  });

  it.each([
    ['NOPE99', 6101, 'کد تخفیف وارد شده وجود ندارد.'],
    ['WALLET20', 6102, 'این کد تخفیف برای این سرویس معتبر نیست.'],
    ['SOON15', 6103, 'زمان استفاده از این کد تخفیف هنوز نرسیده است.'],
    ['EXPIRED20', 6104, 'مهلت استفاده از این کد تخفیف به پایان رسیده است.'],
  ])('%s is refused with error.code %i in the ABP envelope, the order unchanged', async (code, errorCode, message) => {
    const { token, order } = await pendingOrder();
    const response = await register(token, order, code);
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ success: false, result: null, unAuthorizedRequest: false, __abp: true });
    expect(response.body.error).toEqual({ code: errorCode, message, details: null, validationErrors: null });
    expect(await amounts(token, order)).toMatchObject({ payableAmount: 18_500_000, promoCode: null });
  });

  it('WELCOME50 (500,000 IRR) once per user: a second order is 6105 while the first keeps it; free again once removed', async () => {
    const { token, order: first } = await pendingOrder();
    const { order: second } = await pendingOrder(token);
    expect((await register(token, first, 'WELCOME50')).body.result!.discountAmount).toBe(500_000);
    const refused = await register(token, second, 'WELCOME50');
    expect(refused.status).toBe(500);
    expect(refused.body.error).toMatchObject({ code: 6105, message: 'شما قبلاً از این کد تخفیف استفاده کرده‌اید.' });
    // Someone else may still use it.
    const stranger = await pendingOrder();
    expect((await register(stranger.token, stranger.order, 'WELCOME50')).status).toBe(200);
    await remove(token, first);
    expect((await register(token, second, 'WELCOME50')).status).toBe(200);
  });

  it("needs a login (401) and the caller's own order under its own number (404); a code is required (400)", async () => {
    const { token, order } = await pendingOrder();
    for (const response of [await register(undefined, order, 'GAMINO10'), await remove(undefined, order)]) {
      expect(response.status).toBe(401);
      expect(response.body.unAuthorizedRequest).toBe(true);
    }
    const stranger = await newShopper();
    expect((await register(stranger, order, 'GAMINO10')).status).toBe(404);
    expect((await remove(stranger, order)).status).toBe(404);
    expect((await register(token, order, 'GAMINO10', 'GM-1')).status).toBe(404);
    expect((await remove(token, order, 'GM-1')).status).toBe(404);
    expect((await register(token, { ...order, id: 999_999 }, 'GAMINO10')).status).toBe(404);
    const empty = await register(token, order, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error!.validationErrors![0].members).toEqual(['promoCode']);
    // Without a username the order is named by its id alone.
    expect((await register(token, order, 'GAMINO10', null)).status).toBe(200);
  });

  it('a body over 256 KiB is the 413 envelope, and the order takes no code', async () => {
    const { token, order } = await pendingOrder();
    const padded = JSON.stringify({
      promoCode: 'GAMINO10',
      reserveId: order.id,
      username: order.orderNumber,
      note: 'x'.repeat(300 * 1024),
    });
    const response = await request<AbpBody<null>>(discount('Discount/Register'), { token, body: padded });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ success: false, result: null, __abp: true });
    expect(response.body.error).toEqual({
      code: 0,
      message: 'حجم درخواست بیش از حد مجاز است.',
      details: null,
      validationErrors: null,
    });
    expect(await amounts(token, order)).toMatchObject({ payableAmount: 18_500_000, promoCode: null });
  });

  it('only a pending order: a paid one can neither take nor lose a code', async () => {
    const { token, order } = await pendingOrder();
    await register(token, order, 'GAMINO10');
    await decide(await chargeToken(token, 16_650_000), 'pay');
    expect((await approve(token, order)).status).toBe(200);
    for (const response of [await register(token, order, 'WELCOME50'), await remove(token, order)]) {
      expect(response.status).toBe(500);
      expect(response.body.error!.message).toBe('کد تخفیف فقط روی سفارش در انتظار پرداخت ثبت یا حذف می‌شود.');
    }
    expect(await amounts(token, order)).toMatchObject({
      status: 'Paid',
      payableAmount: 16_650_000,
      promoCode: 'GAMINO10',
    });
  });
});

describe('paying a discounted order', () => {
  it('from the wallet: Order/Approve takes the discounted amount, and it is enough', async () => {
    const { token, order } = await pendingOrder();
    await register(token, order, 'GAMINO10');
    await decide(await chargeToken(token, 16_650_000), 'pay');
    const paid = await approve(token, order);
    expect(paid.status).toBe(200);
    expect(paid.body.result).toMatchObject({ success: true });
    expect(await balanceOf(token)).toBe(0);
    const debits = await transactions(token, `&reserveId=${order.id}`);
    expect(debits.items.map((item) => item.amount)).toEqual([-16_650_000]);
  });

  it('at the gateway: a token for the discounted amount, then Order/Approve, pays the order', async () => {
    const { token, order } = await pendingOrder();
    const { payableAmount } = (await register(token, order, 'WELCOME50')).body.result!;
    expect(payableAmount).toBe(18_000_000);
    const outcome = await decideOrder(await orderToken(token, order, payableAmount), 'pay');
    expect(outcome.location.searchParams.get('status')).toBe('1');
    expect((await approve(token, order)).status).toBe(200);
    expect((await amounts(token, order)).status).toBe('Paid');
    expect(await balanceOf(token)).toBe(0);
  });
});
