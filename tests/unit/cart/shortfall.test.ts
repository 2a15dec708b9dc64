import { MIN_ORDER_GATEWAY_PAYMENT_IRR, paymentPlan, shortfallToman } from '@/lib/shortfall';

describe('paying an order: the wallet first, the shortfall through a gateway', () => {
  it('a wallet that covers the payable amount pays it all and says what is left', () => {
    expect(paymentPlan(17_900_000, 25_000_000)).toEqual({
      kind: 'wallet',
      payable: 17_900_000,
      balance: 25_000_000,
      remainingBalance: 7_100_000,
    });
  });

  it('exactly enough is enough', () => {
    expect(paymentPlan(8_000_000, 8_000_000)).toMatchObject({ kind: 'wallet', remainingBalance: 0 });
  });

  it('a short wallet leaves the difference to the gateway', () => {
    const plan = paymentPlan(8_000_000, 1_000_000);
    expect(plan).toEqual({
      kind: 'gateway',
      payable: 8_000_000,
      balance: 1_000_000,
      shortfall: 7_000_000,
      gatewayAmount: 7_000_000,
    });
    expect(shortfallToman(plan)).toBe(700_000);
  });

  it('an unknown, empty or negative balance pays nothing from the wallet', () => {
    expect(paymentPlan(8_000_000, null)).toMatchObject({ kind: 'gateway', balance: 0, shortfall: 8_000_000 });
    expect(paymentPlan(8_000_000, -50_000)).toMatchObject({ kind: 'gateway', balance: 0, shortfall: 8_000_000 });
  });

  it('the gateway is asked for whole Toman, rounded up', () => {
    expect(paymentPlan(8_000_005, 0)).toMatchObject({ shortfall: 8_000_005, gatewayAmount: 8_000_010 });
  });

  it('a shortfall below 30,000 IRR is paid at 30,000, the service floor for an order (the rest stays in the wallet)', () => {
    const plan = paymentPlan(8_000_000, 7_997_000);
    expect(MIN_ORDER_GATEWAY_PAYMENT_IRR).toBe(30_000);
    expect(plan).toMatchObject({ kind: 'gateway', shortfall: 3_000, gatewayAmount: 30_000 });
    expect(shortfallToman(plan)).toBe(3_000);
    expect(paymentPlan(8_000_000, 7_975_000)).toMatchObject({ shortfall: 25_000, gatewayAmount: 30_000 });
  });

  it('a wallet plan has no shortfall to charge', () => {
    expect(shortfallToman(paymentPlan(1, 2))).toBe(0);
  });
});
