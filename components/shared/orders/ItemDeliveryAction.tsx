// What an order item offers its buyer now (item-delivery.ts): the link to the account form, the ready-made account
// revealed on demand, or nothing. The cart's order list shows it small, the order page across the card.
import { IntentLink } from '@/components/shared/IntentLink';
import type { OrderItem, OrderStatus } from '@/services/types/commerce';
import { AccountDetails } from './AccountDetails';
import { itemDelivery } from './item-delivery';
import { accountFormHref } from './order-status';

const FORM_LINK_CLASSES = {
  compact: 'self-start rounded-lg px-3 py-1.5',
  wide: 'rounded-xl px-4 py-2.5 text-center',
};

export function ItemDeliveryAction({
  order,
  item,
  size,
}: {
  order: { id: number; status: OrderStatus };
  item: Pick<OrderItem, 'id' | 'allowNewLoginSubmission' | 'timeLines'>;
  size: keyof typeof FORM_LINK_CLASSES;
}) {
  const delivery = itemDelivery(order.status, item);
  if (delivery === 'accountForm') {
    return (
      <IntentLink
        href={accountFormHref(order.id, item.id)}
        className={`${FORM_LINK_CLASSES[size]} bg-brand-600 text-sm font-bold text-white hover:bg-brand-700`}
      >
        ثبت اطلاعات اکانت
      </IntentLink>
    );
  }
  return delivery === 'readyAccount' ? <AccountDetails orderItemId={item.id} /> : null;
}
