// The game an order item names, as every order screen shows it. The reader (services/commerce/order-reader.ts)
// takes it from the item, else from its variant; when the service named neither, the item still shows, under its
// variant's name.
import type { OrderItem } from '@/services/types/commerce';

export type OrderItemGame = {
  title: string;
  /** The game's page; null when the service did not say which game it is. */
  slug: string | null;
  cover: string | null;
  coverAlt: string;
};

export const UNNAMED_ITEM = 'کالای سفارش';

export function orderItemGame(item: Pick<OrderItem, 'product' | 'variant'>): OrderItemGame {
  const { product, variant } = item;
  const title = product?.persianName || product?.name || variant?.description || variant?.name || UNNAMED_ITEM;
  return {
    title,
    slug: product?.slug || null,
    cover: product?.filePath || variant?.filePath || null,
    coverAlt: product?.fileAltAttribute || title,
  };
}
