// The bank's word in the return address, read tolerantly (docs/contracts/payment.md, Bank simulator and Paying an
// order).
import { returnStatusOf } from '@/components/shared/payment/return-status';
import { paidNotice } from '@/components/cart/checkoutReducer';
import { reportContractDrift } from '@/services/contract-drift';
import { orderOf } from './fixtures';

vi.mock('@/services/contract-drift', () => ({ reportContractDrift: vi.fn() }));

describe("the bank's return", () => {
  it('the payment host says 1 or 0; the older success, failed or canceled are still read', () => {
    const read = (status: string | undefined) => returnStatusOf(status, 'ReserveGatewayReturn_Navigate');
    expect(read('1')).toBe('success');
    expect(read('0')).toBe('failed');
    expect(read(' 1 ')).toBe('success');
    expect(read('success')).toBe('success');
    expect(read('Failed')).toBe('failed');
    expect(read('Canceled')).toBe('canceled');
    expect(read(undefined)).toBeNull();
    expect(reportContractDrift).not.toHaveBeenCalled();
  });

  it("any other word says nothing and is reported as drift under the return's operation", () => {
    expect(returnStatusOf('paid', 'ReserveGatewayReturn_Navigate')).toBeNull();
    expect(returnStatusOf('2', 'GatewayReturn_Navigate')).toBeNull();
    expect(reportContractDrift).toHaveBeenCalledWith({
      service: 'payment',
      operation: 'GatewayReturn_Navigate',
      field: 'status',
    });
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
