// The bank's word in the return address, read tolerantly (docs/contracts/payment.md, Paying an order).
import { returnStatusOf } from '@/components/cart/return-status';
import { paidNotice } from '@/components/cart/checkoutReducer';
import { reportContractDrift } from '@/services/contract-drift';
import { orderOf } from './fixtures';

vi.mock('@/services/contract-drift', () => ({ reportContractDrift: vi.fn() }));

describe("the bank's return", () => {
  it("an order's return says 1 or 0; a wallet charge's success, failed or canceled: all are read", () => {
    expect(returnStatusOf('1')).toBe('success');
    expect(returnStatusOf('0')).toBe('failed');
    expect(returnStatusOf('success')).toBe('success');
    expect(returnStatusOf('Canceled')).toBe('canceled');
    expect(returnStatusOf(undefined)).toBeNull();
    expect(reportContractDrift).not.toHaveBeenCalled();
  });

  it('any other word says nothing and is reported as drift', () => {
    expect(returnStatusOf('paid')).toBeNull();
    expect(reportContractDrift).toHaveBeenCalledWith({
      service: 'payment',
      operation: 'ReserveGatewayReturn_Navigate',
      field: 'status',
    });
  });

  it("a paid order's notice is what Order/Approve said, else the shop's own words", () => {
    const order = orderOf(6, 'Paid', [202]);
    expect(paidNotice(order, { message: 'پرداخت شد.', detail: 'اکانت آماده است.' })).toBe(
      'پرداخت شد. اکانت آماده است.',
    );
    expect(paidNotice(order, { message: null, detail: 'اکانت آماده است.' })).toBe(paidNotice(order));
    expect(paidNotice(order)).toMatch(/^پرداخت سفارش انجام شد/);
  });
});
