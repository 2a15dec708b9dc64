import { cartStillHoldsOrder } from '@/components/cart/orders';
import {
  accountFormHref,
  isSettled,
  ORDER_STATUS_LABELS,
  orderPageHref,
  orderPaymentHref,
  orderTitle,
} from '@/components/shared/orders/order-status';
import { idFromParam } from '@/lib/route-params';
import { cartOf, line, orderOf } from './fixtures';

describe('orders on the cart page and the order pages', () => {
  it('the six statuses of CONTRACTS §12.1 as Persian tags', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      Pending: 'در انتظار پرداخت',
      Paid: 'پرداخت شده',
      InProgress: 'در حال انجام',
      Completed: 'انجام شده',
      Canceled: 'لغو شده',
      Refunded: 'بازگشت وجه',
    });
  });

  it('paid, in-progress and completed orders were paid; pending, cancelled and refunded ones are not settled', () => {
    const statuses = ['Pending', 'Paid', 'InProgress', 'Completed', 'Canceled', 'Refunded'] as const;
    expect(statuses.map(isSettled)).toEqual([false, true, true, true, false, false]);
  });

  it('the cart is cleared after payment only when it still holds just what the order bought', () => {
    const order = orderOf(5, 'Paid', [101, 202]);
    expect(cartStillHoldsOrder(cartOf([line(1, 101, 1, 10, 10)]), order)).toBe(true);
    expect(cartStillHoldsOrder(cartOf([line(1, 101, 1, 10, 10), line(2, 303, 1, 10, 10)]), order)).toBe(false);
    expect(cartStillHoldsOrder(cartOf([]), order)).toBe(false);
    expect(cartStillHoldsOrder(null, order)).toBe(false);
  });

  it("an order's addresses, and ids from the URL: a positive integer or nothing", () => {
    expect(orderPaymentHref(12)).toBe('/cart?order=12');
    expect(orderPageHref(12)).toBe('/profile/orders/12');
    expect(accountFormHref(12, 40)).toBe('/profile/orders/12/40');
    expect(idFromParam('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-3', '1.5', 'abc', ['12']]) expect(idFromParam(bad as never)).toBeNull();
  });

  it("the header's title names the order in Persian digits once it has been read", () => {
    expect(orderTitle(orderOf(5, 'Pending', [101]))).toBe('سفارش GM-۱۰۰۰۵');
    expect(orderTitle(null)).toBe('سفارش');
  });
});
