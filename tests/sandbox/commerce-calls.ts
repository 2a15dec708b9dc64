// What the commerce tests do over real HTTP, bound to one running sandbox: search, read products,
// fill carts as different shoppers, place and pay orders. Shared by the commerce-*.test.ts files.
import { expect } from 'vitest';
import { signAccessToken } from '@/sandbox/abp/auth';
import { games } from '@/sandbox/seed/catalog';
import { DEMO_USER } from '@/sandbox/seed/demo';
import type { SeedGame } from '@/sandbox/seed/types';
import type { Cart, CreatedOrder, Facet, Order, ProductDetail, ProductListItem } from '@/services/types/commerce';
import type { PagedResult } from '@/services/types/common';
import { request, type AbpBody, type StartedSandbox } from './helpers';

export type Search = { facets: Facet[]; pagedResult: PagedResult<ProductListItem> };

export const PERSIAN = /[\u0600-\u06FF]/;
export const SAMAN = 3;

export const slugsOf = (result: Search) => result.pagedResult.items.map((item) => item.slug);
export const facet = (result: Search, key: string) => result.facets.find((candidate) => candidate.key === key)!;
export const countOf = (result: Search, key: string, value: string) =>
  facet(result, key).items.find((item) => item.value === value)?.count ?? 0;
export const gamesWhere = (predicate: (game: SeedGame) => boolean) => games.filter(predicate);
export const sellable = (game: SeedGame) => game.variants.some((variant) => variant.stock > 0);
export const cheapestInStock = (game: SeedGame) =>
  Math.min(...game.variants.filter((v) => v.stock > 0).map((v) => v.discountedPrice ?? v.regularPrice));

/** Who calls: a Bearer token, an X-Device-Id cart, both or neither. */
export type Who = { token?: string; deviceId?: string };
const headersOf = (who: Who): Record<string, string> => (who.deviceId ? { 'X-Device-Id': who.deviceId } : {});

export const customer = {
  firstName: 'آزمون',
  lastName: 'خریدار',
  phoneNumber: '09120000000',
  email: 'buyer@example.com',
  gender: true,
  specialRequest: null,
};

export function commerceCalls(sandbox: StartedSandbox) {
  const api = (path: string) => `${sandbox.url}/commerce/api/services/app/${path}`;

  async function search(body: Record<string, unknown> = {}) {
    const response = await request<AbpBody<Search>>(api('Product/SearchWithFacets'), {
      body: { skipCount: 0, maxResultCount: 100, ...body },
    });
    return response;
  }

  async function found(body: Record<string, unknown> = {}): Promise<Search> {
    const response = await search(body);
    expect(response.status).toBe(200);
    return response.body.result!;
  }

  async function product(slug: string, query = ''): Promise<ProductDetail> {
    const response = await request<AbpBody<ProductDetail>>(`${api('Product/GetBySlug')}?Slug=${slug}${query}`);
    expect(response.status).toBe(200);
    return response.body.result!;
  }

  /** The buyable variant id of a product's platform and account type, read from its variant tree. */
  async function variantOf(slug: string, platform: string, accountType: string) {
    const detail = await product(slug);
    const node = detail.variants
      .find((root) => root.slug === platform)!
      .children!.find((child) => child.slug === accountType)!;
    return node.items![0];
  }

  let nextUserId = 7000;
  /** A user id nobody has used yet. */
  const newUserId = () => nextUserId++;
  /** A token for a shopper nobody has used yet (commerce only reads the id from the token). */
  const newShopper = () => signAccessToken(newUserId());

  async function demoToken(): Promise<string> {
    const response = await request<AbpBody<{ accessToken: string }>>(`${sandbox.url}/identity/api/TokenAuth/Login`, {
      body: { emailOrPhoneNumber: DEMO_USER.phoneNumber, password: DEMO_USER.password },
    });
    return response.body.result!.accessToken;
  }

  async function addItem(who: Who, variantId: number, quantity = 1) {
    return request<AbpBody<Cart>>(api('Cart/AddItem'), {
      token: who.token,
      headers: headersOf(who),
      body: { variantId, quantity },
    });
  }

  async function currentCart(who: Who) {
    const response = await request<AbpBody<Cart | null>>(api('Cart/GetCurrentCart'), {
      token: who.token,
      headers: headersOf(who),
    });
    expect(response.status).toBe(200);
    return response.body.result;
  }

  async function createOrder(who: Who, body: Record<string, unknown> = customer) {
    return request<AbpBody<CreatedOrder>>(api('Order/Create'), { token: who.token, headers: headersOf(who), body });
  }

  async function getOrder(token: string, id: number) {
    return request<AbpBody<Order>>(`${api('Order/Get')}?Id=${id}`, { token });
  }

  /**
   * Pays an order as a shopper would: a token toward it (MakeToken with reserveId), paid at its bank page, then
   * Order/Approve on the return.
   */
  async function payAtGateway(token: string, order: CreatedOrder) {
    const made = await request<AbpBody<{ tokenId: string }>>(
      `${sandbox.url}/payment/api/services/app/UserDepositBankGateway/MakeToken`,
      {
        token,
        body: {
          gatewayId: SAMAN,
          amount: Math.max(order.payableAmount, 30_000),
          callBackUrl: 'http://localhost:3000/cart',
          currencyType: 'IRR',
          reserveId: order.id,
          ipAddress: 1,
        },
      },
    );
    expect(made.status).toBe(200);
    const tokenId = made.body.result!.tokenId;
    const paid = await fetch(`${sandbox.url}/payment/fa-IR/Reserves/Payment/PaymentRequest?tokenId=${tokenId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tokenId, decision: 'pay' }),
      redirect: 'manual',
    });
    expect(new URL(paid.headers.get('location')!).searchParams.get('status')).toBe('1');
    const approved = await request(api('Order/Approve'), {
      token,
      body: { orderId: order.id, orderNumber: order.orderNumber },
    });
    expect(approved.status).toBe(200);
  }

  return {
    api,
    search,
    found,
    product,
    variantOf,
    newUserId,
    newShopper,
    demoToken,
    addItem,
    currentCart,
    createOrder,
    getOrder,
    payAtGateway,
  };
}
