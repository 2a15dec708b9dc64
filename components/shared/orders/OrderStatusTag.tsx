// An order's status as a coloured tag with its Persian name.
import type { OrderStatus } from '@/services/types/commerce';
import { ORDER_STATUS_LABELS } from './order-status';

const TAG_CLASSES: Record<OrderStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Paid: 'bg-sky-100 text-sky-900',
  InProgress: 'bg-indigo-100 text-indigo-900',
  Completed: 'bg-emerald-100 text-emerald-900',
  Canceled: 'bg-slate-200 text-slate-700',
  Refunded: 'bg-rose-100 text-rose-900',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <span
      data-testid="order-status"
      className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ${TAG_CLASSES[status]}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
