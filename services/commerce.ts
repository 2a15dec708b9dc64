// Commerce host (docs/contracts/commerce.md). As docs/PRODUCT.md, Service calls, says, these helpers throw: a failure is a CommerceError carrying a ServiceError.
import { abpResultOrThrow } from './abp';
import { CommerceError } from './errors';
import { createClient } from './http';
import type {
  AddCartItemInput,
  ApproveOrderInput,
  BrandDetail,
  Cart,
  CartVariant,
  Category,
  CreatedOrder,
  CreateOrderInput,
  DeliveredAccount,
  GalleryItem,
  LoginProvider,
  LoginSubmission,
  MediaType,
  Order,
  OrderStatistics,
  OrderTab,
  ProductCart,
  ProductDetail,
  ProductListItem,
  SearchWithFacetsInput,
  SearchWithFacetsResult,
  SiteMapProduct,
} from './types/commerce';
import type { PagedResult } from './types/common';
import type { ProductNotification, ProductNotificationInput } from './types/commerce-notifications';
import type { WishlistItem, WishlistQuery } from './types/commerce-wishlist';

export { CommerceError };

// The Bearer token goes along whenever one is stored: it selects the user's cart (docs/contracts/commerce.md, Cart).
const client = (deviceId: string | null = null) => createClient('commerce', { auth: true, deviceId });

/** A 404 means "no such thing": the caller renders its empty state. */
async function nullWhenNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (err) {
    if (err instanceof CommerceError && err.error.kind === 'notFound') return null;
    throw err;
  }
}

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

/** A game's pictures and videos (docs/contracts/commerce.md, Gallery), as uploaded; none for an unknown game. */
export async function getGallery(slug: string): Promise<GalleryItem[]> {
  const params = { Slug: slug };
  const items = await nullWhenNotFound(
    abpResultOrThrow<GalleryItem[] | null>(client().get('/api/services/app/Product/GetGallries', { params })),
  );
  return items ?? [];
}

/** One variant with its product (docs/contracts/commerce.md, Variant), or null when nobody sells it. */
export function getVariant(id: number): Promise<CartVariant | null> {
  return nullWhenNotFound(
    abpResultOrThrow<CartVariant>(client().get('/api/services/app/Variant/Get', { params: { Id: id } })),
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
export function getOrders(query: OrdersQuery, { signal }: { signal?: AbortSignal } = {}): Promise<PagedResult<Order>> {
  const params = {
    SkipCount: query.skipCount,
    MaxResultCount: query.maxResultCount,
    Statuses: query.tab,
    IdOrTitle: query.idOrTitle?.trim() || undefined,
  };
  return abpResultOrThrow<PagedResult<Order>>(client().get('/api/services/app/Order/GetAll', { params, signal }));
}

/** How many of the user's orders each tab holds. */
export function getOrderStatistics({ signal }: { signal?: AbortSignal } = {}): Promise<OrderStatistics> {
  return abpResultOrThrow<OrderStatistics>(client().get('/api/services/app/Order/GetStatistics', { signal }));
}

export function getOrder(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Order> {
  return abpResultOrThrow<Order>(client().get('/api/services/app/Order/Get', { params: { Id: id }, signal }));
}

/** Confirms a paid order after the payment's return (idempotent on the service). */
export async function approveOrder(order: Pick<Order, 'id' | 'orderNumber'>): Promise<void> {
  const input: ApproveOrderInput = { orderId: order.id, orderNumber: order.orderNumber };
  await abpResultOrThrow<null>(client().post('/api/services/app/Order/Approve', input));
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

// ---------------------------------------------------------------- Product notifications

/** Saves a "tell me when" request (docs/contracts/commerce.md, Notify me); with no channels it cancels it and answers null. */
export function upsertProductNotification(input: ProductNotificationInput): Promise<ProductNotification | null> {
  return abpResultOrThrow<ProductNotification | null>(
    client().post('/api/services/app/ProductNotification/Upsert', input),
  );
}

/** The signed-in user's requests for one product, newest first. */
export function getMyProductNotifications(
  productId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductNotification[]> {
  return abpResultOrThrow<ProductNotification[]>(
    client().get('/api/services/app/ProductNotification/GetMine', { params: { ProductId: productId }, signal }),
  );
}

/** A page of all the signed-in user's requests, newest first (this project's own call, for the profile's list). */
export function getAllMyProductNotifications(
  page: { skipCount: number; maxResultCount: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<PagedResult<ProductNotification>> {
  const params = { SkipCount: page.skipCount, MaxResultCount: page.maxResultCount };
  return abpResultOrThrow<PagedResult<ProductNotification>>(
    client().get('/api/services/app/ProductNotification/GetAllMine', { params, signal }),
  );
}

// ---------------------------------------------------------------- Wishlist (logged in; CONTRACTS §12.4)

/** Puts a game on the user's list; one already there keeps its place and date (no error). */
export async function addToWishlist(productId: number): Promise<void> {
  await abpResultOrThrow<null>(client().post('/api/services/app/Wishlist/Add', { productId }));
}

/** Takes a game off the user's list; one that was not there is no error. */
export async function removeFromWishlist(productId: number): Promise<void> {
  await abpResultOrThrow<null>(client().delete('/api/services/app/Wishlist/Remove', { params: { productId } }));
}

/** Whether the game is on the user's list: a POST with the id in the query and no body, as the contract has it. */
export function isInWishlist(productId: number): Promise<boolean> {
  return abpResultOrThrow<boolean>(client().post('/api/services/app/Wishlist/Exists', null, { params: { productId } }));
}

/** A page of the user's list, newest first; `signal` drops a page nobody waits for any more. */
export function getWishlist(
  query: WishlistQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PagedResult<WishlistItem>> {
  const params = { SkipCount: query.skipCount, MaxResultCount: query.maxResultCount };
  return abpResultOrThrow<PagedResult<WishlistItem>>(
    client().get('/api/services/app/Wishlist/GetAll', { params, signal }),
  );
}
