// Paying an order on the wire (docs/contracts/payment.md, Paying an order): the gateways asked with the order's id
// and number, a token toward the order with reserveId and never below 30,000 IRR, its own bank page, and
// Order/Approve read tolerantly.
import { http } from 'msw';
import { approveOrder } from '@/services/commerce';
import { reportContractDrift } from '@/services/contract-drift';
import { getReserveGateways, makeOrderToken, orderPaymentPageUrl } from '@/services/payment';
import { setToken } from '@/services/session';
import { COMMERCE, PAYMENT, abpError, abpOk, server, startMswServer } from './msw';

vi.mock('@/services/contract-drift', () => ({ reportContractDrift: vi.fn() }));

startMswServer();
beforeEach(() => {
  setToken('good');
  vi.mocked(reportContractDrift).mockReset();
});

const order = { id: 12, orderNumber: 'GM-10012' };

describe('paying an order', () => {
  it("asks an order's gateways with ReserveId and its number as Username", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${PAYMENT}/api/services/app/ReserveBankGateway/GetAll`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return abpOk([]);
      }),
    );
    expect(await getReserveGateways({ reserveId: 12, orderNumber: 'GM-10012' })).toEqual({
      ok: true,
      data: { groups: [], gateways: [] },
    });
    expect(asked).toEqual(['?ReserveId=12&Username=GM-10012']);
  });

  it('a token toward an order is UserDepositBankGateway/MakeToken with reserveId, the amount raised to 30,000 IRR', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${PAYMENT}/api/services/app/UserDepositBankGateway/MakeToken`, async ({ request }) => {
        bodies.push(await request.json());
        return abpOk({ tokenId: 't-1' });
      }),
    );
    const callBackUrl = 'http://localhost:3000/cart?order=12';
    expect(await makeOrderToken({ gatewayId: 3, amount: 12_000, callBackUrl, reserveId: 12 })).toEqual({
      ok: true,
      data: { tokenId: 't-1' },
    });
    await makeOrderToken({ gatewayId: 3, amount: 4_500_000, callBackUrl, reserveId: 12 });
    expect(bodies).toEqual([
      { gatewayId: 3, amount: 30_000, callBackUrl, reserveId: 12, currencyType: 'IRR', ipAddress: 1 },
      { gatewayId: 3, amount: 4_500_000, callBackUrl, reserveId: 12, currencyType: 'IRR', ipAddress: 1 },
    ]);
  });

  it("an order's bank page is under /fa-IR/Reserves/Payment/PaymentRequest on the payment host", () => {
    expect(orderPaymentPageUrl('abc 1')).toBe(
      'http://localhost:4010/payment/fa-IR/Reserves/Payment/PaymentRequest?tokenId=abc%201',
    );
  });

  it('Order/Approve sends the order id and number and reads success, message and detail', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${COMMERCE}/api/services/app/Order/Approve`, async ({ request }) => {
        bodies.push(await request.json());
        return abpOk({ success: true, message: 'پرداخت شد.', detail: ' ' });
      }),
    );
    expect(await approveOrder(order)).toEqual({ paid: true, message: 'پرداخت شد.', detail: null });
    expect(bodies).toEqual([{ orderId: 12, orderNumber: 'GM-10012' }]);
    expect(reportContractDrift).not.toHaveBeenCalled();
  });

  it('an answer without success (or with no result) says nothing of the payment and is reported as drift', async () => {
    server.use(http.post(`${COMMERCE}/api/services/app/Order/Approve`, () => abpOk({ ok: 1, message: 7 })));
    expect(await approveOrder(order)).toEqual({ paid: null, message: null, detail: null });
    expect(reportContractDrift).toHaveBeenCalledWith({
      service: 'commerce',
      operation: 'Order_Approve',
      field: 'success',
    });
    expect(reportContractDrift).toHaveBeenCalledWith({
      service: 'commerce',
      operation: 'Order_Approve',
      field: 'message',
    });

    server.use(http.post(`${COMMERCE}/api/services/app/Order/Approve`, () => abpOk(null)));
    expect(await approveOrder(order)).toEqual({ paid: null, message: null, detail: null });
  });

  it("a refusal throws the service's message with its details", async () => {
    server.use(
      http.post(`${COMMERCE}/api/services/app/Order/Approve`, () =>
        abpError(500, { message: 'موجودی کیف پول کافی نیست.', details: 'مبلغ کسری: ۵۰۰ ریال' }),
      ),
    );
    await expect(approveOrder(order)).rejects.toMatchObject({
      error: { kind: 'server', message: 'موجودی کیف پول کافی نیست.', details: 'مبلغ کسری: ۵۰۰ ریال' },
    });
  });
});
