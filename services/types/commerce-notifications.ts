// The commerce service's "tell me when" requests, as contracts/commerce.openapi.yaml gives them (docs/contracts/
// commerce.md, Notify me); imported through ./commerce.ts with the catalog's.
import type { components } from '@/contracts/generated/commerce';

type Schemas = components['schemas'];

/** ProductAvailable: back in stock; AmazingDiscount: on a big discount. */
export type ProductNotificationType = Schemas['ProductNotificationType'];
/** The ways a request can be answered, always written back in this order: Email, Sms, InAppNotification. */
export type NotificationChannel = Schemas['NotificationChannel'];
export type ProductNotificationStatus = Schemas['ProductNotificationStatus'];
/** What ProductNotification/Upsert takes; no channels cancels the request. */
export type ProductNotificationInput = Schemas['ProductNotificationInput'];
/** A saved request, as Upsert, GetMine and GetAllMine answer it. */
export type ProductNotification = Schemas['ProductNotification'];

/**
 * A request as the shop knows it after saving it: what it asked for. The real service's answer to Upsert is not
 * read (a field we proposed: its client reads none of it, docs/contracts/commerce.md, "Notify me").
 */
export type SavedProductNotification = Pick<
  ProductNotification,
  'productId' | 'productVariantId' | 'type' | 'channels' | 'status'
>;
