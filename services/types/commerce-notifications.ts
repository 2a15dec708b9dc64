// The commerce service's "tell me when" requests (docs/contracts/commerce.md, Notify me); imported through
// ./commerce.ts with the catalog's.
import type { StockStatus } from './commerce';

/** ProductAvailable: back in stock; AmazingDiscount: on a big discount. */
export type ProductNotificationType = 'ProductAvailable' | 'AmazingDiscount';

/** The ways a request can be answered, always written back in this order: Email, Sms, InAppNotification. */
export type NotificationChannel = 'Email' | 'Sms' | 'InAppNotification';

export type ProductNotificationStatus = 'Pending' | 'Sent';

/** What ProductNotification/Upsert takes; no channels cancels the request. */
export type ProductNotificationInput = {
  productId: number;
  /** null or left out: the whole product. */
  productVariantId?: number | null;
  type: ProductNotificationType;
  channels: NotificationChannel[];
};

/** A saved request, as Upsert, GetMine and GetAllMine answer it. */
export type ProductNotification = {
  id: number;
  productId: number;
  productVariantId: number | null;
  type: ProductNotificationType;
  channels: NotificationChannel[];
  status: ProductNotificationStatus;
  creationTime: string;
  /** Tehran time without an offset; null while pending. */
  sentTime: string | null;
  product: {
    id: number;
    name: string;
    persianName: string | null;
    slug: string;
    filePath: string | null;
    fileTitleAttribute: string | null;
    fileAltAttribute: string | null;
  };
  /** null for a whole-product request; `status` is the variant's stock now. */
  variant: { id: number; name: string; status: StockStatus } | null;
};
