// What the "notify me" tests do over real HTTP, bound to one running sandbox: save and read a user's requests,
// and put a variant back in stock. Shared by commerce-notifications.test.ts and commerce-restock.test.ts.
import { expect } from 'vitest';
import type { PagedResult } from '@/services/types/common';
import { commerceCalls } from './commerce-calls';
import { request, type AbpBody, type StartedSandbox } from './helpers';

export type NotificationRequest = {
  id: number;
  productId: number;
  productVariantId: number | null;
  type: string;
  channels: string[];
  status: 'Pending' | 'Sent';
  creationTime: string;
  sentTime: string | null;
  product: {
    id: number;
    name: string;
    persianName: string;
    slug: string;
    filePath: string;
    fileTitleAttribute: string;
    fileAltAttribute: string;
  };
  variant: { id: number; name: string; status: string } | null;
};
export type Restocked = {
  variantId: number;
  productSlug: string;
  stock: number;
  status: string;
  sent: number;
  webhook: { status: number | null };
};

export const GHOST = 'ghost-of-tsushima-directors-cut';

export function notificationCalls(sandbox: StartedSandbox) {
  const { api, product, variantOf } = commerceCalls(sandbox);

  /** Ghost of Tsushima's only variant without stock, and one with stock. */
  const ghostOutOfStock = () => variantOf(GHOST, 'playstation-5', 'capacity-2');
  const ghostInStock = () => variantOf(GHOST, 'playstation-5', 'capacity-1');

  const upsert = (token: string | undefined, body: Record<string, unknown>) =>
    request<AbpBody<NotificationRequest | null>>(api('ProductNotification/Upsert'), { token, body });

  async function mine(token: string, productId: number) {
    const response = await request<AbpBody<NotificationRequest[]>>(
      `${api('ProductNotification/GetMine')}?ProductId=${productId}`,
      { token },
    );
    expect(response.status).toBe(200);
    return response.body.result!;
  }

  async function allMine(token: string, query = 'SkipCount=0&MaxResultCount=100') {
    const response = await request<AbpBody<PagedResult<NotificationRequest>>>(
      `${api('ProductNotification/GetAllMine')}?${query}`,
      { token },
    );
    expect(response.status).toBe(200);
    return response.body.result!;
  }

  const restock = (body: unknown) =>
    request<Restocked & { error?: string }>(`${sandbox.url}/__sandbox/restock`, { body });

  /** A back-in-stock request for Ghost of Tsushima's out-of-stock variant. */
  const ghostRequest = async (channels: string[], type = 'ProductAvailable') => {
    const ghost = await product(GHOST);
    return { productId: ghost.id, productVariantId: (await ghostOutOfStock()).id, type, channels };
  };

  return { ghostOutOfStock, ghostInStock, upsert, mine, allMine, restock, ghostRequest };
}
