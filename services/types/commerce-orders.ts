// The commerce service's cart and order shapes (docs/contracts/commerce.md, Cart and Orders); imported through
// ./commerce.ts with the catalog's.
import type { StockStatus } from './commerce';
import type { CurrencyType } from './common';

export type CartVariant = {
  id: number;
  name: string | null;
  description: string | null;
  attributes: string[];
  filePath: string | null;
  currencyType: CurrencyType;
  status: StockStatus;
  isActive: boolean;
  isVirtual: boolean;
  isDownloadable: boolean;
  regularPrice: number | null;
  salePrice: number | null;
  product: {
    id: number;
    name: string;
    persianName?: string | null;
    slug: string;
    filePath: string | null;
    fileTitleAttribute: string | null;
    fileAltAttribute: string | null;
  };
};

export type CartItem = {
  id: number;
  variantId: number;
  quantity: number;
  profitPercent?: number;
  unitPrice?: number;
  unitDiscountAmount?: number;
  strikePrice?: number;
  totalPrice?: number;
  totalDiscountAmount?: number;
  /** Absent in the per-product cart (GetCartByProductId). */
  variant?: CartVariant;
};

export type Cart = {
  id: number;
  deviceId: string;
  totalQuantity: number;
  totalItemsPrice: number;
  payableAmount: number;
  profitAmount: number;
  items: CartItem[];
};

export type CreateOrderInput = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email?: string | null;
  gender?: boolean | null;
  specialRequest?: string | null;
};

export type CreatedOrder = { id: number; orderNumber: string; payableAmount: number; currencyType: CurrencyType };

/** CONTRACTS §12.1: an order is placed Pending; Paid once paid; InProgress once the buyer's details are in. */
export type OrderStatus = 'Pending' | 'Paid' | 'InProgress' | 'Completed' | 'Canceled' | 'Refunded';

/** The three tabs of the order pages, as Order/GetAll's `Statuses` names them (InProgress covers Pending and Paid). */
export type OrderTab = 'InProgress' | 'Completed' | 'Canceled';

export type OrderTimelineStep = { stepStr: string; description: string | null; isDone: boolean };

export type OrderCurrentStep = {
  stepStr: string;
  description: string | null;
  progressPercent: number;
  nextStepStr: string | null;
};

export type OrderItem = {
  id: number;
  quantity: number;
  unitPrice: number;
  unitDiscountAmount: number;
  totalPrice?: number;
  variant: CartVariant;
  currentTimeline: OrderCurrentStep | null;
  timeLines: OrderTimelineStep[];
  /** True while the buyer may send their game account's details for this item (§12.2). */
  allowNewLoginSubmission: boolean;
};

export type Order = {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  statusStr?: string | null;
  creationTime: string;
  /** Jalali date (Latin digits) and Tehran hour:minute, as the service formats them. */
  creationDateStr?: string | null;
  creationTimeStr?: string | null;
  paymentStatus?: string | null;
  /** IRR: the items at regular prices, everything saved (variants' discounts and a code's), what is charged. */
  totalItemsPrice: number;
  totalDiscountPrice: number;
  profitAmount: number;
  payableAmount: number;
  /** [PROP] The discount code on the order and its share of totalDiscountPrice. */
  promoCode?: string | null;
  promoCodeDiscountAmount?: number | null;
  currencyType: CurrencyType;
  items: OrderItem[];
};

export type OrderStatistics = { totalRowsInProgress: number; totalRowsCompleted: number; totalRowsCanceled: number };

/** A field of a sign-in provider's form (§12.2). */
export type LoginFieldType = 'Select' | 'Text' | 'Password' | 'Checkbox' | 'InputGroup' | 'Email' | 'Textarea';

export type LoginFieldTranslation = { language: string; label: string | null; placeholder: string | null; info: string | null };

export type LoginFieldOption = { value: string; translations: { language?: string; displayName: string }[] };

export type LoginProviderField = {
  id: number;
  key: string;
  type: LoginFieldType;
  isRequired: boolean;
  inputGroupCount: number;
  order: number;
  translations: LoginFieldTranslation[];
  options: LoginFieldOption[];
};

export type LoginProvider = { id: number; providerKey: string; displayName: string; icon: string | null; fields: LoginProviderField[] };

export type LoginSubmission = { orderItemId: number; loginProviderId: number; fields: { fieldKey: string; value: string }[] };

export type DeliveredAccount = { username: string; password: string; email: string | null; notes: string | null };
