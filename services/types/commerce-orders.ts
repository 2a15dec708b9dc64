// The commerce service's cart and order shapes, as contracts/commerce.openapi.yaml gives them (docs/contracts/
// commerce.md, Cart, Orders, Delivered accounts and Account forms); imported through ./commerce.ts with the catalog's.
import type { components } from '@/contracts/generated/commerce';

type Schemas = components['schemas'];

/** A variant as cart lines show it, at today's prices, with its game. */
export type CartVariant = Schemas['CartVariant'];
/** Variant/Get: one variant at today's prices, its game by name and slug only. */
export type Variant = Schemas['Variant'];
/** An order item's variant: its game is on the item (`product` here is null on the real service). */
export type OrderItemVariant = Schemas['OrderItemVariant'];
/** The game a cart line, order item or notify-me request names, with its cover. */
export type ProductRef = Schemas['ProductSummary'];
export type CartLine = Schemas['CartLine'];
export type CartItem = Schemas['CartItem'];
export type Cart = Schemas['Cart'];
/** Cart/GetCartByProductId: the whole cart's totals with only one product's lines. */
export type ProductCart = Schemas['ProductCart'];
export type AddCartItemInput = Schemas['AddCartItemInput'];

export type CreateOrderInput = Schemas['CreateOrderInput'];
export type CreatedOrder = Schemas['CreatedOrder'];
/** An order is placed Pending; Paid once paid; InProgress once the buyer's details are in. */
export type OrderStatus = Schemas['OrderStatus'];
/** The three tabs of the order pages, as Order/GetAll's `Statuses` names them (InProgress covers Pending and Paid). */
export type OrderTab = Schemas['OrderTab'];
export type PaymentStatus = Schemas['PaymentStatus'];
/** Order/Get and Order/GetAll's items as the documents give them; the shop reads them through services/commerce/order-reader.ts. */
export type WireOrder = Schemas['Order'];
export type WireListedOrder = Schemas['OrderListItem'];
export type WireOrderItem = Schemas['OrderItem'];
export type WireTimelineStep = Schemas['OrderTimelineStep'];
export type OrderCurrentStep = Schemas['OrderCurrentStep'];

/** A step as the order pages show it: whether it is done is always known (read from isDone, or worked out). */
export type OrderTimelineStep = { stepStr: string; description: string | null; isDone: boolean };
/** An order item as the shop reads it: the game taken from the item (else its variant), null when neither names it. */
export type OrderItem = Omit<
  WireOrderItem,
  'product' | 'variant' | 'currentTimeline' | 'timeLines' | 'currencyType'
> & {
  product: ProductRef | null;
  variant: OrderItemVariant | null;
  currentTimeline: OrderCurrentStep | null;
  timeLines: OrderTimelineStep[];
  /** As answered; the shop shows amounts as Toman only when this is IRR. */
  currencyType: string;
};
/** An order as the order list reads it: the list carries no totalDiscountPrice. */
export type ListedOrder = Omit<WireListedOrder, 'items' | 'currencyType'> & {
  items: OrderItem[];
  currencyType: string;
};
/** One order as its page reads it; without a totalDiscountPrice it shows no discount line. */
export type Order = ListedOrder & Partial<Pick<WireOrder, 'totalDiscountPrice'>>;
export type OrderStatistics = Schemas['OrderStatistics'];
export type ApproveOrderInput = Schemas['ApproveOrderInput'];

export type ApproveOrderResult = Schemas['ApproveOrderResult'];

export type DeliveredAccount = Schemas['DeliveredAccount'];

export type LoginFieldType = Schemas['LoginFieldType'];
export type LoginFieldTranslation = Schemas['LoginFieldTranslation'];
export type LoginFieldOption = Schemas['LoginFieldOption'];
export type LoginProviderField = Schemas['LoginProviderField'];
export type LoginProvider = Schemas['LoginProvider'];
/** One value the buyer sends; an InputGroup repeats its fieldKey. */
export type LoginFieldValue = Schemas['LoginFieldValue'];
export type LoginSubmission = Schemas['LoginSubmission'];
