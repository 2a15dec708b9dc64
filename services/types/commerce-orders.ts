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

export type OrderStatus = 'Pending' | 'Paid' | 'Delivered' | 'Canceled';

export type Order = {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  creationTime: string;
  payableAmount: number;
  currencyType: CurrencyType;
  items: { id: number; quantity: number; variant: CartVariant }[];
};

export type DeliveredAccount = { username: string; password: string; email: string | null; notes: string | null };
