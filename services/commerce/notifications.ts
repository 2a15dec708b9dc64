// "Tell me when" requests (docs/contracts/commerce.md, Notify me); exported through ../commerce.ts.
import { abpResultOrThrow } from '../abp';
import type { ProductNotification, ProductNotificationInput } from '../types/commerce-notifications';
import type { PagedResult } from '../types/common';
import { client } from './client';

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
