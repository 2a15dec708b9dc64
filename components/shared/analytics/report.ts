// What the screens tell analytics, each report built from what the screen holds (lib/analytics/ecommerce.ts)
// and pushed to the data layer. Screens import this module when they first report, never with the page.
import {
  authEvent,
  ecommerceEvent,
  itemOfLine,
  itemOfVariant,
  orderEvent,
  searchEvent,
  type AnalyticsItem,
  type AuthEvent,
  type AuthMethod,
  type PaymentType,
  type ProductFacts,
} from '@/lib/analytics/ecommerce';
import type { Cart, CartItem, Order } from '@/services/types/commerce';
import type { PurchaseOption } from '@/services/commerce/purchase-options';
import { track } from './data-layer';

/** A game's page before its facts reach the island: its title is unknown, not made up. */
const NO_FACTS: ProductFacts = { item_name: '' };

export function reportViewItem(facts: ProductFacts | undefined, option: PurchaseOption): void {
  track(ecommerceEvent('view_item', [itemOfVariant(facts ?? NO_FACTS, option)]));
}

/** One more (or one less) of a variant from the product page. */
export function reportVariantChange(
  event: 'add_to_cart' | 'remove_from_cart',
  facts: ProductFacts | undefined,
  option: PurchaseOption,
): void {
  track(ecommerceEvent(event, [itemOfVariant(facts ?? NO_FACTS, option)]));
}

/** A change of a cart line: `quantity` of it added or taken off. */
export function reportLineChange(event: 'add_to_cart' | 'remove_from_cart', line: CartItem, quantity: number): void {
  if (quantity > 0) track(ecommerceEvent(event, [itemOfLine(line, quantity)]));
}

/** An add queued offline, once the service has taken it: the line as the answered cart shows it. */
export function reportQueuedAddSent(cart: Cart | null, variantId: number, quantity: number): void {
  const line = cart?.items.find((item) => item.variantId === variantId);
  if (line) reportLineChange('add_to_cart', line, quantity);
}

export function reportViewCart(cart: Cart): void {
  if (cart.items.length > 0)
    track(
      ecommerceEvent(
        'view_cart',
        cart.items.map((item) => itemOfLine(item)),
        { value: cart.payableAmount },
      ),
    );
}

export function reportAddToWishlist(item: AnalyticsItem): void {
  track(ecommerceEvent('add_to_wishlist', [item]));
}

export function reportBeginCheckout(order: Order): void {
  track(orderEvent('begin_checkout', order));
}

export function reportPaymentInfo(order: Order, paymentType: PaymentType): void {
  track(orderEvent('add_payment_info', order, { payment_type: paymentType }));
}

/** Where this browser keeps the orders it has reported paid, so a reload of the bank's return counts none twice. */
export const REPORTED_PURCHASES_KEY = 'analytics-purchases';
const REPORTED_PURCHASES_KEPT = 50;
// Where storage is refused (a private window's quota): at least once per page.
const reportedHere = new Set<number>();

function reportedPurchases(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(REPORTED_PURCHASES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** An order just paid, once per order in this browser; says whether it was reported now. */
export function reportPurchase(order: Order): boolean {
  const reported = reportedPurchases();
  if (reportedHere.has(order.id) || reported.includes(order.id)) return false;
  reportedHere.add(order.id);
  try {
    localStorage.setItem(
      REPORTED_PURCHASES_KEY,
      JSON.stringify([...reported, order.id].slice(-REPORTED_PURCHASES_KEPT)),
    );
  } catch {
    // Not kept: this page still reports it once.
  }
  track(orderEvent('purchase', order));
  return true;
}

export function reportSearch(phrase: string): void {
  track(searchEvent(phrase));
}

export function reportAuth(event: AuthEvent['event'], method: AuthMethod): void {
  track(authEvent(event, method));
}
