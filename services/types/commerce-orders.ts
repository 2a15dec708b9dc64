// The commerce service's cart and order shapes, as contracts/commerce.openapi.yaml gives them (docs/contracts/
// commerce.md, Cart, Orders, Delivered accounts and Account forms); imported through ./commerce.ts with the catalog's.
import type { components } from '@/contracts/generated/commerce';

type Schemas = components['schemas'];

/** A variant as cart lines and order items show it; in an order, with the prices paid. */
export type CartVariant = Schemas['CartVariant'];
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
export type OrderTimelineStep = Schemas['OrderTimelineStep'];
export type OrderCurrentStep = Schemas['OrderCurrentStep'];
export type OrderItem = Schemas['OrderItem'];
export type Order = Schemas['Order'];
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
