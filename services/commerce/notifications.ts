// "Tell me when" requests (docs/contracts/commerce.md, Notify me); exported through ../commerce.ts.
import { abpResultOrThrow } from '../abp';
import type {
  ProductNotification,
  ProductNotificationInput,
  SavedProductNotification,
} from '../types/commerce-notifications';
import type { PagedResult } from '../types/common';
import { client } from './client';

/**
 * Saves a request, or cancels it when no channel but `None` is left, and says what was saved: what was asked for
 * (the answer's members are ones we proposed, never relied on), or null for a cancel.
 */
export async function upsertProductNotification(
  input: ProductNotificationInput,
): Promise<SavedProductNotification | null> {
  await abpResultOrThrow<unknown>(client().post('/api/services/app/ProductNotification/Upsert', input));
  const channels = [...new Set(input.channels.filter((channel) => channel !== 'None'))];
  if (channels.length === 0) return null;
  return {
    productId: input.productId,
    productVariantId: input.productVariantId ?? null,
    type: input.type,
    channels,
    status: 'Pending',
  };
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
