// Payment host over real HTTP: paying commerce orders from the wallet or at a gateway
// (docs/contracts/payment.md, "Paying an order").
import { DEMO_USER } from '@/sandbox/seed/demo';
import { request, sandboxForThisFile, type AbpBody } from './helpers';
import { paymentCalls, CALLBACK, SAMAN } from './payment-calls';

const sandbox = sandboxForThisFile();
const { app, newShopper, demoToken, balanceOf, decide, transactions, createOrder, orderStatus } = paymentCalls(sandbox);

describe('paying an order (reserve)', () => {
  it('DepositReserve/ConfirmByDeposit pays from the wallet once; a second call changes nothing', async () => {
    const token = await demoToken();
    const before = await balanceOf(token);
    const order = await createOrder(token);
    const first = await request(app('DepositReserve/ConfirmByDeposit'), {
      token,
      body: { reserveId: order.id, username: DEMO_USER.phoneNumber },
    });
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({
      isSuccess: true,
      reserveId: order.id,
      remainingBalance: before - order.payableAmount,
    });
    expect(await orderStatus(token, order.id)).toBe('Paid');

    const second = await request(app('DepositReserve/ConfirmByDeposit'), { token, body: { reserveId: order.id } });
    expect(second.body.result).toEqual({
      isSuccess: true,
      reserveId: order.id,
      remainingBalance: before - order.payableAmount,
    });
    expect(await balanceOf(token)).toBe(before - order.payableAmount);
    const debits = await transactions(token, `&reserveId=${order.id}&Type=DecreaseDeposit`);
    expect(debits.totalCount).toBe(1);
  });

  it('a short balance is a user-friendly 500 with the shortfall in details', async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const response = await request(app('DepositReserve/ConfirmByDeposit'), { token, body: { reserveId: order.id } });
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('موجودی کیف پول برای پرداخت این سفارش کافی نیست.');
    expect(response.body.error!.details).toBe(`مبلغ کسری: ${order.payableAmount.toLocaleString('fa-IR')} ریال`);
    expect(await orderStatus(token, order.id)).toBe('Pending');
  });

  it("someone else's order is a 404", async () => {
    const order = await createOrder(await newShopper());
    const stranger = await newShopper();
    const confirm = await request(app('DepositReserve/ConfirmByDeposit'), {
      token: stranger,
      body: { reserveId: order.id },
    });
    expect(confirm.status).toBe(404);
    const gateways = await request(`${app('ReserveBankGateway/GetAll')}?ReserveId=${order.id}&Username=x`, {
      token: stranger,
    });
    expect(gateways.status).toBe(404);
    const madeToken = await request(app('ReserveBankGateway/MakeToken'), {
      token: stranger,
      body: { gatewayId: SAMAN, amount: order.payableAmount, callBackUrl: CALLBACK, reserveId: order.id },
    });
    expect(madeToken.status).toBe(404);
    expect(madeToken.body.error!.message).toBe(`رکورد مورد نظر شما Order با شناسه = ${order.id} یافت نشد!`);
  });

  it('a reserve token paid at the gateway credits and debits the wallet and marks the order paid, once', async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const gateways = await request<AbpBody<unknown[]>>(
      `${app('ReserveBankGateway/GetAll')}?ReserveId=${order.id}&Username=x`,
      { token },
    );
    expect(gateways.body.result!.length).toBeGreaterThanOrEqual(2);
    const made = await request<AbpBody<{ tokenId: string }>>(app('ReserveBankGateway/MakeToken'), {
      token,
      body: {
        gatewayId: SAMAN,
        amount: order.payableAmount,
        callBackUrl: CALLBACK,
        currencyType: 'IRR',
        reserveId: order.id,
        ipAddress: 1,
      },
    });
    expect(made.status).toBe(200);
    const tokenId = made.body.result!.tokenId;
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => decide(tokenId, 'pay')));
    expect(outcomes.every((outcome) => outcome.location.searchParams.get('status') === 'success')).toBe(true);
    expect(await orderStatus(token, order.id)).toBe('Paid');
    expect(await balanceOf(token)).toBe(0);
    const ledger = await transactions(token, `&reserveId=${order.id}`);
    expect(ledger.items.map((item) => item.type).sort()).toEqual(['DecreaseDeposit', 'IncreaseDeposit']);

    const again = await request(app('ReserveBankGateway/MakeToken'), {
      token,
      body: { gatewayId: SAMAN, amount: order.payableAmount, callBackUrl: CALLBACK, reserveId: order.id },
    });
    expect(again.status).toBe(500);
    expect(again.body.error!.message).toBe('این سفارش در انتظار پرداخت نیست.');
  });

  it('a reserve payment below the order total keeps the money in the wallet and reports failed', async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const made = await request<AbpBody<{ tokenId: string }>>(app('ReserveBankGateway/MakeToken'), {
      token,
      body: { gatewayId: SAMAN, amount: 10_000, callBackUrl: CALLBACK, reserveId: order.id },
    });
    const { location } = await decide(made.body.result!.tokenId, 'pay');
    expect(location.searchParams.get('status')).toBe('failed');
    expect(await balanceOf(token)).toBe(10_000);
    expect(await orderStatus(token, order.id)).toBe('Pending');
  });
});
