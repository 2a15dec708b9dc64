// The shop's events in GA4's e-commerce schema, built from what the screens already hold: a product's buyable
// variant, a cart line, an order, a card of a list. Only the fields named here ever leave: a game, its variant,
// prices in IRR and counts; never the buyer's contact details, account or session (docs/analytics.md).
import type { components } from '@/contracts/generated/commerce';
import { WALLET_CURRENCY } from '@/lib/constants';
import { looksPersonal } from './page-view';

type Schemas = components['schemas'];

/** One line of an event. item_id is the variant's id, as a string everywhere. */
export type AnalyticsItem = {
  item_id: string;
  item_name: string;
  item_brand?: string;
  /** The platform (PlayStation 5, PC). */
  item_category?: string;
  /** The account type (ظرفیت ۱, آفلاین); on a card, the service's name of its cheapest variant. */
  item_variant?: string;
  /** IRR paid for one, after the variant's own discount. */
  price?: number;
  quantity: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
};

export type ItemList = { item_list_id: string; item_list_name: string };

export type EcommerceEventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_wishlist'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase';

export type EcommerceEvent = {
  event: EcommerceEventName;
  ecommerce: { currency: typeof WALLET_CURRENCY; value?: number; items: AnalyticsItem[] } & Partial<ItemList> & {
      transaction_id?: string;
      payment_type?: PaymentType;
    };
};

export type PaymentType = 'wallet' | 'gateway';
export type AuthMethod = 'otp' | 'password';
export type SearchEvent = { event: 'search'; search_term: string };
export type AuthEvent = { event: 'login' | 'sign_up'; method: AuthMethod };

/** What a product page says of its game beside the variant chosen: its title and first brand. */
export type ProductFacts = { item_name: string; item_brand?: string };

type Game = Pick<Schemas['ProductListItem'], 'name' | 'persianName' | 'brands'>;
type Listing = Game & Pick<Schemas['ProductListItem'], 'minVariant'>;
/** A variant as the product page's picker holds it (services/commerce/purchase-options.ts, PurchaseOption). */
type PickedVariant = {
  platform: Pick<Schemas['PlatformNode'], 'value'>;
  node: Pick<Schemas['AccountTypeNode'], 'value'>;
  item: Pick<Schemas['VariantItem'], 'id' | 'salePrice' | 'regularPrice'>;
};
type LineGame = Pick<Schemas['ProductSummary'], 'name' | 'persianName'>;
/** A cart line (its game on its variant) or an order's item (its game on the item; its variant may lack one). */
type Line = Pick<Schemas['CartItem'], 'quantity' | 'unitPrice'> & {
  product?: LineGame | null;
  variant: (Pick<Schemas['VariantSummary'], 'id' | 'attributes' | 'name'> & { product?: LineGame | null }) | null;
  variantId?: number;
};
type PaidOrder = Pick<Schemas['Order'], 'id' | 'payableAmount'> & { items: Line[] };

/** Drops the members that are undefined, so an event carries only what is known. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as T;
}

export function productFacts(game: Game): ProductFacts {
  return defined({ item_name: game.persianName || game.name, item_brand: game.brands?.[0]?.name });
}

/** A variant chosen on the product page. */
export function itemOfVariant(facts: ProductFacts, picked: PickedVariant, quantity = 1): AnalyticsItem {
  return defined({
    item_id: String(picked.item.id),
    ...facts,
    item_category: picked.platform.value,
    item_variant: picked.node.value,
    price: picked.item.salePrice ?? picked.item.regularPrice,
    quantity,
  });
}

/** A cart line or an order's item; the service names its variant [account type, platform]. */
export function itemOfLine(line: Line, quantity = line.quantity): AnalyticsItem {
  const { variant } = line;
  const game = line.product ?? variant?.product;
  return defined({
    item_id: String(line.variantId ?? variant?.id),
    item_name: game?.persianName || game?.name || variant?.name || '',
    item_category: variant?.attributes?.[1],
    item_variant: variant?.attributes?.[0],
    price: line.unitPrice,
    quantity,
  });
}

/** A game as a card shows it: its cheapest variant (the card's price); null for a game with none. */
export function itemOfListing(game: Listing): AnalyticsItem | null {
  const variant = game.minVariant;
  const price = variant?.items[0];
  if (!variant || !price) return null;
  return defined({
    item_id: String(price.id),
    ...productFacts(game),
    item_variant: variant.name,
    price: price.salePrice ?? undefined,
    quantity: 1,
  });
}

/** What its lines cost: price × quantity, in IRR. */
export const valueOf = (items: readonly AnalyticsItem[]) =>
  items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);

/** An event about items; `value` is what they cost unless given (an order's payable amount, after a code). */
export function ecommerceEvent(
  event: Exclude<EcommerceEventName, 'view_item_list' | 'select_item'>,
  items: AnalyticsItem[],
  extra: { value?: number; transaction_id?: string; payment_type?: PaymentType } = {},
): EcommerceEvent {
  return { event, ecommerce: { currency: WALLET_CURRENCY, value: valueOf(items), ...extra, items } };
}

/** A list seen, or a card of it chosen: each item with its place in the list (from 0) and the list it is in. */
export function listEvent(
  event: 'view_item_list' | 'select_item',
  list: ItemList,
  items: { item: AnalyticsItem; index: number }[],
): EcommerceEvent {
  return {
    event,
    ecommerce: {
      currency: WALLET_CURRENCY,
      ...list,
      items: items.map(({ item, index }) => ({ ...item, index, ...list })),
    },
  };
}

/** An order's event (begin_checkout, add_payment_info, purchase): its lines, and what it costs after any code. */
export function orderEvent(
  event: 'begin_checkout' | 'add_payment_info' | 'purchase',
  order: PaidOrder,
  extra: { payment_type?: PaymentType } = {},
): EcommerceEvent {
  const transaction = event === 'purchase' ? { transaction_id: String(order.id) } : {};
  return ecommerceEvent(
    event,
    order.items.map((item) => itemOfLine(item)),
    { ...transaction, value: order.payableAmount, ...extra },
  );
}

/** A search, its words only; words that could be a phone number, an e-mail or a token are not sent. */
export function searchEvent(phrase: string): SearchEvent {
  const term = phrase.trim().slice(0, 100);
  return { event: 'search', search_term: looksPersonal(term) ? '(redacted)' : term };
}

export const authEvent = (event: AuthEvent['event'], method: AuthMethod): AuthEvent => ({ event, method });

/**
 * The data-* attribute a card carries for the page's list collection (components/shared/analytics/collector.ts):
 * its variant's id alone, its title being its link's text. Every attribute is in the HTML and again in the
 * flight data, for every card: with the brand, variant and price too, the home page's 30 cards cost 0.9 kB of
 * Brotli instead of 0.27, and its HTML is meant to fit a new connection's first 14.6 kB (docs/analytics.md).
 */
export function cardAttributes(game: Listing): { 'data-item-id'?: string } {
  const item = itemOfListing(game);
  return item ? { 'data-item-id': item.item_id } : {};
}

/** A card's item read back from its attribute (as the DOM's dataset names it) and its title. */
export function itemOfCardData(data: { itemId?: string }, title: string): AnalyticsItem | null {
  return data.itemId ? { item_id: data.itemId, item_name: title.trim(), quantity: 1 } : null;
}

/** The attributes of a list of cards: its id and its name. */
export const listAttributes = ({ item_list_id, item_list_name }: ItemList) => ({
  'data-item-list-id': item_list_id,
  'data-item-list-name': item_list_name,
});
