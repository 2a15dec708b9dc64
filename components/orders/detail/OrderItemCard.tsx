// One item of the order: the game and variant, what was paid for it, its progress, and what it offers the buyer
// now (the account form, or the ready-made account revealed on demand).
import { IntentLink } from '@/components/shared/IntentLink';
import { toPersianDigits } from '@/lib/digits';
import { formatTomanOf } from '@/lib/money';
import type { Order, OrderItem } from '@/services/types/commerce';
import { ItemDeliveryAction } from '@/components/shared/orders/ItemDeliveryAction';
import { CoverImage } from '@/components/ui/CoverImage';
import { VariantLabel } from '@/components/ui/VariantLabel';
import { orderItemGame } from '@/components/shared/orders/order-item-game';
import { ItemProgress } from './ItemProgress';

function ItemPrices({ item }: { item: OrderItem }) {
  const cell = 'flex flex-col gap-0.5';
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-xl bg-slate-50 px-3 py-2 text-xs">
      <div className={cell}>
        <dt className="text-slate-500">قیمت واحد</dt>
        <dd className="font-bold text-slate-900">{formatTomanOf(item.unitPrice, item.currencyType)}</dd>
      </div>
      {item.unitDiscountAmount > 0 ? (
        <div className={cell}>
          <dt className="text-slate-500">تخفیف واحد</dt>
          <dd className="font-bold text-red-700">{formatTomanOf(item.unitDiscountAmount, item.currencyType)}</dd>
        </div>
      ) : null}
      <div className={cell}>
        <dt className="text-slate-500">تعداد</dt>
        <dd className="font-bold text-slate-900">{toPersianDigits(item.quantity)} عدد</dd>
      </div>
    </dl>
  );
}

export function OrderItemCard({ order, item }: { order: Order; item: OrderItem }) {
  const { title, slug, cover } = orderItemGame(item);
  const titleId = `order-item-${item.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-3">
        <div className="flex items-center gap-3">
          {/* The title beside it names the game. */}
          <CoverImage src={cover} alt="" size={64} />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h3 id={titleId} className="font-bold text-slate-900">
              {slug ? (
                <IntentLink href={`/product/${slug}`} className="rounded hover:text-brand-700">
                  {title}
                </IntentLink>
              ) : (
                title
              )}
            </h3>
            <p className="text-xs text-slate-500">
              <VariantLabel item={item} />
            </p>
          </div>
        </div>
        <ItemPrices item={item} />
        <ItemProgress item={item} title={title} stopped={order.status === 'Canceled' || order.status === 'Refunded'} />
        <ItemDeliveryAction order={order} item={item} size="wide" />
      </article>
    </li>
  );
}
