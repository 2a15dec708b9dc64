// Payment host over real HTTP: paying commerce orders (docs/contracts/payment.md, "Paying an order"). The bank's
// money for an order comes in through UserDepositBankGateway/MakeToken with reserveId and its own bank page;
// commerce's Order/Approve pays the order from the wallet.
import { request, sandboxForThisFile, type AbpBody } from './helpers';
import { paymentCalls, CALLBACK, SAMAN } from './payment-calls';

const sandbox = sandboxForThisFile();
const {
  app,
  newShopper,
  demoToken,
  balanceOf,
  chargeToken,
  decide,
  decideOrder,
  makeOrderToken,
  orderToken,
  approve,
  pageUrl,
  reservePageUrl,
  transactions,
  createOrder,
  orderStatus,
} = paymentCalls(sandbox);

describe('paying an order (reserve)', () => {
  it('Order/Approve pays from the wallet once; a second call gives the same answer and debits nothing', async () => {
    const token = await demoToken();
    const before = await balanceOf(token);
    const order = await createOrder(token);
    const first = await approve(token, order);
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({
      success: true,
      message: 'پرداخت سفارش انجام شد.',
      detail: expect.stringMatching(/اکانت/),
    });
    expect(await orderStatus(token, order.id)).toBe('Paid');

    const second = await approve(token, order);
    expect(second.status).toBe(200);
    expect(second.body.result).toEqual(first.body.result);
    expect(await balanceOf(token)).toBe(before - order.payableAmount);
    const debits = await transactions(token, `&reserveId=${order.id}&Type=DecreaseDeposit`);
    expect(debits.totalCount).toBe(1);
    expect(debits.items[0]).toMatchObject({ amount: -order.payableAmount, information: `پرداخت سفارش ${order.id}` });
  });

  it('a wallet short of the order is a user-friendly 500 with the shortfall in details; the order stays Pending', async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const response = await approve(token, order);
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('موجودی کیف پول برای پرداخت این سفارش کافی نیست.');
    expect(response.body.error!.details).toBe(`مبلغ کسری: ${order.payableAmount.toLocaleString('fa-IR')} ریال`);
    expect(await orderStatus(token, order.id)).toBe('Pending');
    expect(await balanceOf(token)).toBe(0);
  });

  it("someone else's order is a 404 for the gateways and for a token toward it", async () => {
    const order = await createOrder(await newShopper());
    const stranger = await newShopper();
    const gateways = await request(`${app('ReserveBankGateway/GetAll')}?ReserveId=${order.id}&Username=x`, {
      token: stranger,
    });
    expect(gateways.status).toBe(404);
    const madeToken = await makeOrderToken(stranger, order, order.payableAmount);
    expect(madeToken.status).toBe(404);
    expect(madeToken.body.error!.message).toBe(`رکورد مورد نظر شما Order با شناسه = ${order.id} یافت نشد!`);
  });

  it('the gateways of an order are asked with its id and number (ReserveId, Username)', async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const gateways = await request<AbpBody<unknown[]>>(
      `${app('ReserveBankGateway/GetAll')}?ReserveId=${order.id}&Username=${order.orderNumber}`,
      { token },
    );
    expect(gateways.status).toBe(200);
    expect(gateways.body.result!.length).toBeGreaterThanOrEqual(2);
  });

  it('a token toward an order asks at least 30,000 IRR (a 400 on amount), and only for a Pending order', async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const small = await makeOrderToken(token, order, 29_999);
    expect(small.status).toBe(400);
    expect(small.body.error!.validationErrors![0]).toEqual({
      message: 'مبلغ پرداخت سفارش از درگاه دست‌کم ۳٬۰۰۰ تومان است.',
      members: ['amount'],
    });
    expect((await makeOrderToken(token, order, 30_000)).status).toBe(200);
    // A wallet charge keeps its own floor.
    expect((await request(app('UserDepositBankGateway/MakeToken'), { token, body: {} })).status).toBe(400);

    await decide(await chargeToken(token, order.payableAmount), 'pay');
    expect((await approve(token, order)).status).toBe(200);
    const again = await makeOrderToken(token, order, order.payableAmount);
    expect(again.status).toBe(500);
    expect(again.body.error!.message).toBe('این سفارش در انتظار پرداخت نیست.');
  });

  it("an order's token paid at its bank page credits the wallet as the order's, once; Approve then pays it", async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const tokenId = await orderToken(token, order, order.payableAmount);
    const shown = await fetch(reservePageUrl(tokenId));
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('شماره سفارش');

    const outcomes = await Promise.all(Array.from({ length: 5 }, () => decideOrder(tokenId, 'pay')));
    for (const { status, location } of outcomes) {
      expect(status).toBe(303);
      expect(location.origin + location.pathname).toBe(new URL(CALLBACK).origin + new URL(CALLBACK).pathname);
      expect(location.searchParams.get('from')).toBe('gateway');
      expect(location.searchParams.get('status')).toBe('1');
      expect(location.searchParams.get('orderId')).toBe(String(order.id));
      expect(location.searchParams.get('orderNumber')).toBe(order.orderNumber);
    }
    // The bank's money is the wallet's until the order is approved.
    expect(await balanceOf(token)).toBe(order.payableAmount);
    expect(await orderStatus(token, order.id)).toBe('Pending');
    const credit = await transactions(token, `&reserveId=${order.id}`);
    expect(credit.items).toHaveLength(1);
    expect(credit.items[0]).toMatchObject({ type: 'IncreaseDeposit', amount: order.payableAmount });
    expect(credit.items[0].information).toContain(`برای سفارش ${order.id}`);

    expect((await approve(token, order)).body.result!.success).toBe(true);
    expect(await orderStatus(token, order.id)).toBe('Paid');
    expect(await balanceOf(token)).toBe(0);
    const ledger = await transactions(token, `&reserveId=${order.id}`);
    expect(ledger.items.map((item) => item.type).sort()).toEqual(['DecreaseDeposit', 'IncreaseDeposit']);
  });

  it('the wallet and the card together: a remainder raised to 30,000 IRR leaves the rest in the wallet', async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    // The wallet holds all but 5,000 IRR of the order.
    await decide(await chargeToken(token, order.payableAmount - 5_000), 'pay');
    await decideOrder(await orderToken(token, order, 30_000), 'pay');
    expect((await approve(token, order)).status).toBe(200);
    expect(await orderStatus(token, order.id)).toBe('Paid');
    expect(await balanceOf(token)).toBe(25_000);
  });

  it('a canceled token says 0, credits nothing and leaves the order payable', async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const { location } = await decideOrder(await orderToken(token, order, order.payableAmount), 'cancel');
    expect(location.searchParams.get('status')).toBe('0');
    expect(location.searchParams.get('orderId')).toBe(String(order.id));
    expect(await balanceOf(token)).toBe(0);
    expect((await approve(token, order)).status).toBe(500);
    expect(await orderStatus(token, order.id)).toBe('Pending');
  });

  it("each bank page serves its own kind of token: an order's token is unknown at the wallet's page, and back", async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const forOrder = await orderToken(token, order, order.payableAmount);
    const forWallet = await chargeToken(token, 50_000);
    expect((await fetch(pageUrl(forOrder))).status).toBe(404);
    expect((await fetch(reservePageUrl(forWallet))).status).toBe(404);
    expect((await decide(forOrder, 'pay')).status).toBe(404);
    expect((await decideOrder(forWallet, 'pay')).status).toBe(404);
    expect(await balanceOf(token)).toBe(0);
  });

  it("an order's settled token is a 409 page linking back with the order; an unknown one a 404", async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const tokenId = await orderToken(token, order, order.payableAmount);
    await decideOrder(tokenId, 'cancel');
    const settled = await fetch(reservePageUrl(tokenId));
    expect(settled.status).toBe(409);
    expect(await settled.text()).toContain(`orderId=${order.id}`);
    expect((await fetch(reservePageUrl('no-such-token'))).status).toBe(404);
  });

  it("an order's token older than 20 minutes is a 410 page and ends 0, crediting nothing", async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const tokenId = await orderToken(token, order, order.payableAmount);
    sandbox.deps.db.prepare('UPDATE payment_tokens SET expires_at = ? WHERE token_id = ?').run(Date.now() - 1, tokenId);
    const page = await fetch(reservePageUrl(tokenId));
    expect(page.status).toBe(410);
    const { location } = await decideOrder(tokenId, 'pay');
    expect(location.searchParams.get('status')).toBe('0');
    expect(await balanceOf(token)).toBe(0);
  });

  it('the switched-off operations are gone: ReserveBankGateway/MakeToken and DepositReserve/ConfirmByDeposit are 404s', async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const body = { gatewayId: SAMAN, amount: order.payableAmount, callBackUrl: CALLBACK, reserveId: order.id };
    expect((await request(app('ReserveBankGateway/MakeToken'), { token, body })).status).toBe(404);
    expect(
      (await request(app('DepositReserve/ConfirmByDeposit'), { token, body: { reserveId: order.id } })).status,
    ).toBe(404);
  });
});
