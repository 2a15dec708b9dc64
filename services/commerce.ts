// Commerce host (docs/contracts/commerce.md). As docs/PRODUCT.md, Service calls, says, these helpers throw: a failure is a CommerceError carrying a ServiceError.
import { abpResultOrThrow } from './abp';
import { client, nullWhenNotFound } from './commerce/client';
import { readGallery } from './commerce/gallery-reader';
import { readOrder } from './commerce/order-reader';
import { reportContractDrift } from './contract-drift';
import { CommerceError } from './errors';
import type {
  AddCartItemInput,
  ApproveOrderInput,
  ApproveOrderResult,
  BrandDetail,
  Cart,
  Variant,
  Category,
  CreatedOrder,
  CreateOrderInput,
  DeliveredAccount,
  GalleryItem,
  LoginProvider,
  ListedOrder,
  LoginSubmission,
  MediaType,
  Order,
  OrderStatistics,
  OrderTab,
  WireListedOrder,
  WireOrder,
  ProductCart,
  ProductDetail,
  ProductListItem,
  SearchWithFacetsInput,
  SearchWithFacetsResult,
  SiteMapProduct,
} from './types/commerce';
import type { PagedResult } from './types/common';

export { CommerceError };
// Notify-me requests and the wishlist live beside this file; callers keep importing them from here.
export * from './commerce/notifications';
export * from './commerce/wishlist';

// ---------------------------------------------------------------- cart

/** The visitor's cart, or null when none exists yet. */
export function getCurrentCart(deviceId: string | null): Promise<Cart | null> {
  return abpResultOrThrow<Cart | null>(client(deviceId).get('/api/services/app/Cart/GetCurrentCart'));
}

/** The cart's totals with only this product's lines, or null. */
export function getCartByProductId(productId: number, deviceId: string | null): Promise<ProductCart | null> {
  return abpResultOrThrow<ProductCart | null>(
    client(deviceId).get('/api/services/app/Cart/GetCartByProductId', { params: { ProductId: productId } }),
  );
}

/** Adds (or increments) a line; the result always carries the cart's deviceId to keep. */
export function addItem(item: AddCartItemInput, deviceId: string | null): Promise<Cart> {
  return abpResultOrThrow<Cart>(client(deviceId).post('/api/services/app/Cart/AddItem', item));
}

/** Takes one off the line with this cart item id (not the variant id); the line goes at zero. */
export function removeItem(cartItemId: number, deviceId: string | null): Promise<Cart> {
  return abpResultOrThrow<Cart>(
    client(deviceId).delete('/api/services/app/Cart/RemoveItem', { params: { Id: cartItemId } }),
  );
}

export function clearCart(deviceId: string | null): Promise<Cart | null> {
  return abpResultOrThrow<Cart | null>(client(deviceId).post('/api/services/app/Cart/Clear', {}));
}

// ---------------------------------------------------------------- catalog

/** A page of the catalog; `signal` cancels it (the header search drops a request the shopper typed past). */
export function searchWithFacets(
  params: SearchWithFacetsInput,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SearchWithFacetsResult> {
  return abpResultOrThrow<SearchWithFacetsResult>(
    client().post('/api/services/app/Product/SearchWithFacets', params, { signal }),
  );
}

/** The product page's data, or null for an unknown slug. */
export function getProductBySlug(
  slug: string,
  options: { platform?: string; variantId?: number } = {},
): Promise<ProductDetail | null> {
  const params = { Slug: slug, Platform: options.platform, VariantId: options.variantId };
  return nullWhenNotFound(
    abpResultOrThrow<ProductDetail | null>(client().get('/api/services/app/Product/GetBySlug', { params })),
  );
}

/** Games like this one (docs/contracts/commerce.md, Similar games), on the variant's platform when one is given. */
export function getSimilar(slug: string, options: { variantId?: number } = {}): Promise<ProductListItem[]> {
  const params = { Slug: slug, VariantId: options.variantId };
  return abpResultOrThrow<ProductListItem[]>(client().get('/api/services/app/Product/GetSimilar', { params }));
}

/** A game's pictures and videos (docs/contracts/commerce.md, Gallery), as uploaded, read tolerantly; none for an
 * unknown game. */
export async function getGallery(slug: string): Promise<GalleryItem[]> {
  const params = { Slug: slug };
  const items = await nullWhenNotFound(
    abpResultOrThrow<unknown>(client().get('/api/services/app/Product/GetGallries', { params })),
  );
  return readGallery(items);
}

/** One variant with its game's name and slug (docs/contracts/commerce.md, Variant), or null when nobody sells it. */
export function getVariant(id: number): Promise<Variant | null> {
  return nullWhenNotFound(
    abpResultOrThrow<Variant>(client().get('/api/services/app/Variant/Get', { params: { Id: id } })),
  );
}

/** A brand's page heading, or null for an unknown slug. */
export function getBrandBySlug(slug: string): Promise<BrandDetail | null> {
  return nullWhenNotFound(
    abpResultOrThrow<BrandDetail | null>(client().get('/api/services/app/Brand/GetBySlug', { params: { Slug: slug } })),
  );
}

/** A category's page heading (CONTRACTS §12.7), or null for an unknown slug. */
export function getCategoryBySlug(slug: string): Promise<Category | null> {
  return nullWhenNotFound(
    abpResultOrThrow<Category | null>(client().get('/api/services/app/Category/GetBySlug', { params: { Slug: slug } })),
  );
}

export function getAllForSiteMap(
  query: { mediaType?: MediaType; skipCount?: number; maxResultCount?: number } = {},
): Promise<PagedResult<SiteMapProduct>> {
  const params = {
    MediaType: query.mediaType ?? 'Image',
    SkipCount: query.skipCount ?? 0,
    MaxResultCount: query.maxResultCount ?? 100,
  };
  return abpResultOrThrow<PagedResult<SiteMapProduct>>(
    client().get('/api/services/app/Product/GetAllForSiteMap', { params }),
  );
}

// ---------------------------------------------------------------- orders (logged in)

/** Turns the current cart into an order ("reserve"). */
export function createOrder(input: CreateOrderInput, deviceId: string | null): Promise<CreatedOrder> {
  return abpResultOrThrow<CreatedOrder>(client(deviceId).post('/api/services/app/Order/Create', input));
}

export type OrdersQuery = {
  skipCount: number;
  maxResultCount: number;
  /** One tab of the order pages; all orders without it. */
  tab?: OrderTab;
  /** An order number or a game's name (the pages send it from 3 characters on). */
  idOrTitle?: string;
};

/** The user's orders, newest first; `signal` cancels a search the shopper typed past. */
export async function getOrders(
  query: OrdersQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PagedResult<ListedOrder>> {
  const params = {
    SkipCount: query.skipCount,
    MaxResultCount: query.maxResultCount,
    Statuses: query.tab,
    IdOrTitle: query.idOrTitle?.trim() || undefined,
  };
  const page = await abpResultOrThrow<PagedResult<WireListedOrder>>(
    client().get('/api/services/app/Order/GetAll', { params, signal }),
  );
  return { ...page, items: (page.items ?? []).map((order) => readOrder(order, 'Order_GetAll')) };
}

/** How many of the user's orders each tab holds. */
export function getOrderStatistics({ signal }: { signal?: AbortSignal } = {}): Promise<OrderStatistics> {
  return abpResultOrThrow<OrderStatistics>(client().get('/api/services/app/Order/GetStatistics', { signal }));
}

/** One order, read tolerantly (services/commerce/order-reader.ts). */
export async function getOrder(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Order> {
  const order = await abpResultOrThrow<WireOrder>(
    client().get('/api/services/app/Order/Get', { params: { Id: id }, signal }),
  );
  return readOrder(order, 'Order_Get');
}

/** What Order/Approve said, read tolerantly: `paid` is null when the answer does not say (read the order then). */
export type Approval = { paid: boolean | null; message: string | null; detail: string | null };

function textOf(answer: Record<string, unknown>, field: 'message' | 'detail'): string | null {
  const value = answer[field];
  if (typeof value === 'string') return value.trim() || null;
  if (value !== null) reportContractDrift({ service: 'commerce', operation: 'Order_Approve', field });
  return null;
}

/**
 * Settles the order from the wallet: an order the wallet covers, and every return from the bank (whose money the
 * payment host put in the wallet as the order's). At most one debit on the service, however often it is called.
 * A refusal (the wallet short, the order cancelled) throws its ServiceError, Persian message and details.
 */
export async function approveOrder(order: Pick<Order, 'id' | 'orderNumber'>): Promise<Approval> {
  const input: ApproveOrderInput = { orderId: order.id, orderNumber: order.orderNumber };
  const answer: unknown = await abpResultOrThrow<ApproveOrderResult | null>(
    client().post('/api/services/app/Order/Approve', input),
  );
  if (answer === null || typeof answer !== 'object') {
    reportContractDrift({ service: 'commerce', operation: 'Order_Approve', field: '(body)' });
    return { paid: null, message: null, detail: null };
  }
  const fields = answer as Record<string, unknown>;
  const success = fields.success;
  if (typeof success !== 'boolean') {
    reportContractDrift({ service: 'commerce', operation: 'Order_Approve', field: 'success' });
  }
  return {
    paid: typeof success === 'boolean' ? success : null,
    message: textOf(fields, 'message'),
    detail: textOf(fields, 'detail'),
  };
}

/** The sign-in providers and their form fields for an item put on the buyer's own account; [] for a ready-made one. */
export function getLoginProviders(
  orderItemId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LoginProvider[]> {
  return abpResultOrThrow<LoginProvider[]>(
    client().get('/api/services/app/LoginProvider/GetByOrderItemId', { params: { Id: orderItemId }, signal }),
  );
}

/** Sends the buyer's account details for one item, once (an InputGroup repeats its fieldKey). */
export async function submitLoginFields(submission: LoginSubmission): Promise<void> {
  await abpResultOrThrow<null>(client().post('/api/services/app/OrderItemProviderField/Submit', submission));
}

/** The ready-made account delivered for a paid order item (this project's own path, CONTRACTS §10 correction). */
export function getDeliveredAccount(orderItemId: number): Promise<DeliveredAccount> {
  return abpResultOrThrow<DeliveredAccount>(
    client().get('/api/services/app/OrderItem/GetDeliveredAccount', { params: { Id: orderItemId } }),
  );
}
