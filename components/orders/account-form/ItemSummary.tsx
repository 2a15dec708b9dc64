// Which item the details are for: its cover, the game and the variant, and the order it belongs to.
import { toPersianDigits } from '@/lib/digits';
import type { Order, OrderItem } from '@/services/types/commerce';
import { CoverImage } from '@/components/ui/CoverImage';
import { VariantLabel } from '@/components/ui/VariantLabel';

export function gameTitle(item: OrderItem): string {
  const product = item.variant.product;
  return product.persianName || product.name;
}

export function ItemSummary({ order, item }: { order: Pick<Order, 'orderNumber'>; item: OrderItem }) {
  const product = item.variant.product;
  const title = gameTitle(item);
  return (
    <div
      data-testid="account-form-item"
      className="mx-4 flex items-center gap-3 rounded-2xl border border-slate-200 p-3"
    >
      <CoverImage src={product.filePath} alt={product.fileAltAttribute || title} size={64} />
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
