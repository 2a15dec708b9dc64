// Which item the details are for: its cover, the game and the variant, and the order it belongs to.
import { toPersianDigits } from '@/lib/digits';
import type { Order, OrderItem } from '@/services/types/commerce';
import { CoverImage } from '@/components/ui/CoverImage';
import { VariantLabel } from '@/components/ui/VariantLabel';
import { orderItemGame } from '@/components/shared/orders/order-item-game';

export function gameTitle(item: OrderItem): string {
  return orderItemGame(item).title;
}

export function ItemSummary({ order, item }: { order: Pick<Order, 'orderNumber'>; item: OrderItem }) {
  const { title, cover, coverAlt } = orderItemGame(item);
  return (
    <div
      data-testid="account-form-item"
      className="mx-4 flex items-center gap-3 rounded-2xl border border-slate-200 p-3"
    >
      <CoverImage src={cover} alt={coverAlt} size={64} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="truncate font-extrabold text-slate-900">{title}</p>
        <p className="text-sm text-slate-600">
          <VariantLabel item={item} />
        </p>
        <p className="text-xs text-slate-500">
          سفارش <bdi dir="ltr">{toPersianDigits(order.orderNumber)}</bdi>
        </p>
      </div>
    </div>
  );
}
