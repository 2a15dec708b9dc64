// Why an item's account form is not open, in the buyer's words (docs/contracts/commerce.md, Account forms).
import type { LoginProvider, Order, OrderItem } from '@/services/types/commerce';

export type ClosedReason = 'readyMade' | 'unpaid' | 'sent' | 'closed';

export const CLOSED_MESSAGES: Record<ClosedReason, { title: string; detail: string }> = {
  readyMade: {
    title: 'این کالا به اطلاعات اکانت شما نیازی ندارد.',
    detail: 'این بازی با اکانت آماده تحویل می‌شود؛ مشخصات آن را در صفحه‌ی سفارش می‌بینید.',
  },
  unpaid: {
    title: 'این سفارش هنوز پرداخت نشده است.',
    detail: 'اطلاعات اکانت را پس از پرداخت سفارش می‌توانید ثبت کنید.',
  },
  sent: {
    title: 'اطلاعات اکانت این کالا قبلاً ثبت شده است.',
    detail: 'کارشناس فروشگاه با همان اطلاعات کار را پیش می‌برد؛ مراحل را در صفحه‌ی سفارش دنبال کنید.',
  },
  closed: {
    title: 'ثبت اطلاعات اکانت برای این سفارش بسته شده است.',
    detail: 'وضعیت این سفارش دیگر ثبت اطلاعات اکانت را نمی‌پذیرد.',
  },
};

/** Null while the buyer may send the item's details; else why not. */
export function closedReason(
  order: Pick<Order, 'status'>,
  item: Pick<OrderItem, 'allowNewLoginSubmission'>,
  providers: LoginProvider[],
): ClosedReason | null {
  // A ready-made account has no providers to choose from, whatever the flag says.
  if (providers.length === 0) return 'readyMade';
  if (item.allowNewLoginSubmission) return null;
  if (order.status === 'Pending') return 'unpaid';
  if (order.status === 'Paid' || order.status === 'InProgress') return 'sent';
  return 'closed';
}
