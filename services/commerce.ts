// Commerce host (docs/contracts/commerce.md). As docs/PRODUCT.md, Service calls, says, these helpers throw: a failure is a CommerceError carrying a ServiceError.
import { abpResultOrThrow } from './abp';
import { CommerceError } from './errors';
import { createClient } from './http';
import type { Brand, Cart, CartVariant, Category, CreatedOrder, CreateOrderInput, DeliveredAccount, Order, ProductDetail, ProductGalleryItem, ProductListItem, SearchWithFacetsParams, SearchWithFacetsResult, SiteMapProduct } from './types/commerce';
import type { PagedResult } from './types/common';

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

/** The cart with only this product's lines, or null. */
export function getCartByProductId(productId: number, deviceId: string | null): Promise<Cart | null> {
  return abpResultOrThrow<Cart | null>(
    client(deviceId).get('/api/services/app/Cart/GetCartByProductId', { params: { ProductId: productId } }),
  );
}

/** Adds (or increments) a line; the result always carries the cart's deviceId to keep. */
export function addItem(item: { variantId: number; quantity: number }, deviceId: string | null): Promise<Cart> {
  return abpResultOrThrow<Cart>(client(deviceId).post('/api/services/app/Cart/AddItem', item));
}

/** Takes one off the line with this cart item id (not the variant id); the line goes at zero. */
export function removeItem(cartItemId: number, deviceId: string | null): Promise<Cart | null> {
  return abpResultOrThrow<Cart | null>(
    client(deviceId).delete('/api/services/app/Cart/RemoveItem', { params: { Id: cartItemId } }),
  );
}

export function clearCart(deviceId: string | null): Promise<Cart | null> {
  return abpResultOrThrow<Cart | null>(client(deviceId).post('/api/services/app/Cart/Clear', {}));
}

// ---------------------------------------------------------------- catalog

/** A page of the catalog; `signal` cancels it (the header search drops a request the shopper typed past). */
export function searchWithFacets(params: SearchWithFacetsParams, { signal }: { signal?: AbortSignal } = {}): Promise<SearchWithFacetsResult> {
  return abpResultOrThrow<SearchWithFacetsResult>(client().post('/api/services/app/Product/SearchWithFacets', params, { signal }));
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
export async function getGallery(slug: string): Promise<ProductGalleryItem[]> {
  const params = { Slug: slug };
  const items = await nullWhenNotFound(abpResultOrThrow<ProductGalleryItem[] | null>(client().get('/api/services/app/Product/GetGallries', { params })));
  return items ?? [];
}

/** One variant with its product (docs/contracts/commerce.md, Variant), or null when nobody sells it. */
export function getVariant(id: number): Promise<CartVariant | null> {
  return nullWhenNotFound(abpResultOrThrow<CartVariant>(client().get('/api/services/app/Variant/Get', { params: { Id: id } })));
}

export function getBrandBySlug(slug: string): Promise<Brand | null> {
  return nullWhenNotFound(
    abpResultOrThrow<Brand | null>(client().get('/api/services/app/Brand/GetBySlug', { params: { Slug: slug } })),
  );
}

/** A category's page heading (CONTRACTS §12.7), or null for an unknown slug. */
export function getCategoryBySlug(slug: string): Promise<Category | null> {
  return nullWhenNotFound(
    abpResultOrThrow<Category | null>(client().get('/api/services/app/Category/GetBySlug', { params: { Slug: slug } })),
  );
}

export function getAllForSiteMap(
  query: { mediaType?: 'Image' | 'Video'; skipCount?: number; maxResultCount?: number } = {},
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

export function getOrders(query: { skipCount: number; maxResultCount: number }): Promise<PagedResult<Order>> {
  return abpResultOrThrow<PagedResult<Order>>(
    client().get('/api/services/app/Order/GetAll', {
      params: { SkipCount: query.skipCount, MaxResultCount: query.maxResultCount },
    }),
  );
}

export function getOrder(id: number): Promise<Order> {
  return abpResultOrThrow<Order>(client().get('/api/services/app/Order/Get', { params: { Id: id } }));
}

/** The ready-made account delivered for a paid order item (this project's own path, CONTRACTS §10 correction). */
export function getDeliveredAccount(orderItemId: number): Promise<DeliveredAccount> {
  return abpResultOrThrow<DeliveredAccount>(
    client().get('/api/services/app/OrderItem/GetDeliveredAccount', { params: { Id: orderItemId } }),
  );
}
