import { cartStillHoldsOrder, isSettled, ORDER_STATUS_LABELS, orderHref, orderIdFrom, orderTitle } from '@/components/cart/orders';
import { cartOf, line, orderOf } from './fixtures';

describe('orders on the cart page', () => {
  it('status tags in Persian', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      Pending: 'در انتظار پرداخت',
      Paid: 'پرداخت شده',
      Delivered: 'تحویل شده',
      Canceled: 'لغو شده',
    });
  });

  it('paid and delivered orders have their accounts ready; pending and canceled ones do not', () => {
    expect(['Pending', 'Paid', 'Delivered', 'Canceled'].map((status) => isSettled(status as never))).toEqual([false, true, true, false]);
  });

  it('the cart is cleared after payment only when it still holds just what the order bought', () => {
    const order = orderOf(5, 'Paid', [101, 202]);
    expect(cartStillHoldsOrder(cartOf([line(1, 101, 1, 10, 10)]), order)).toBe(true);
    expect(cartStillHoldsOrder(cartOf([line(1, 101, 1, 10, 10), line(2, 303, 1, 10, 10)]), order)).toBe(false);
    expect(cartStillHoldsOrder(cartOf([]), order)).toBe(false);
    expect(cartStillHoldsOrder(null, order)).toBe(false);
  });

  it('the order in the URL: a positive integer or nothing', () => {
    expect(orderHref(12)).toBe('/cart?order=12');
    expect(orderIdFrom('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-3', '1.5', 'abc', ['12']]) expect(orderIdFrom(bad as never)).toBeNull();
  });

  it("the header's title names the order in Persian digits once it has been read", () => {
    expect(orderTitle(orderOf(5, 'Pending', [101]))).toBe('سفارش GM-۱۰۰۰۵');
    expect(orderTitle(null)).toBe('سفارش');
  });
});
