// What the payment tests do over real HTTP, bound to one running sandbox: new shoppers with empty
// wallets, gateway tokens settled on the bank simulator, the ledger, and commerce orders to pay.
// Shared by the payment-*.test.ts files.
import { DEMO_USER } from '@/sandbox/seed/demo';
import type { PagedResult } from '@/services/types/common';
import type { WalletTransaction } from '@/services/types/payment';
import { expect } from 'vitest';
import { request, type AbpBody, type StartedSandbox } from './helpers';

export type Transaction = WalletTransaction;
export type Paged<T> = PagedResult<T>;
export type Order = { id: number; orderNumber: string; payableAmount: number; status?: string };
export type Approved = { success: boolean; message: string | null; detail: string | null };

export const CALLBACK = 'http://localhost:3000/profile/wallet?from=gateway';
export const SAMAN = 3;
export const DISABLED_GATEWAY = 7;

export function paymentCalls(sandbox: StartedSandbox) {
  const app = (path: string) => `${sandbox.url}/payment/api/services/app/${path}`;
  const pageUrl = (tokenId: string) => `${sandbox.url}/payment/fa/User/Payment/PaymentRequest?tokenId=${tokenId}`;
  /** An order's bank page (a token made with reserveId). */
  const reservePageUrl = (tokenId: string) =>
    `${sandbox.url}/payment/fa-IR/Reserves/Payment/PaymentRequest?tokenId=${tokenId}`;

  let nextPhone = 100;
  /** A new shopper with an empty wallet. */
  async function newShopper(): Promise<string> {
    const phone = `0937000${String(nextPhone++).padStart(4, '0')}`;
    await request(`${sandbox.url}/identity/api/services/app/OTP/SendOTP`, { body: { emailOrPhoneNumber: phone } });
    const { body: otp } = await request<{ code: string }>(`${sandbox.url}/__sandbox/otp?phoneNumber=${phone}`);
    const registered = await request<AbpBody<{ accessToken: string }>>(
      `${sandbox.url}/identity/api/services/app/OTP/Register`,
      {
        body: { emailOrPhoneNumber: phone, code: otp.code, password: 'secret12' },
      },
    );
    return registered.body.result!.accessToken;
  }

  async function demoToken(): Promise<string> {
    const response = await request<AbpBody<{ accessToken: string }>>(`${sandbox.url}/identity/api/TokenAuth/Login`, {
      body: { emailOrPhoneNumber: DEMO_USER.phoneNumber, password: DEMO_USER.password },
    });
    return response.body.result!.accessToken;
  }

  async function balanceOf(token: string): Promise<number> {
    const response = await request<AbpBody<{ amount: number }>>(app('Deposit/GetBalance'), { token });
    return response.body.result!.amount;
  }

  async function makeToken(token: string, body: Record<string, unknown>) {
    return request<AbpBody<{ tokenId: string }>>(app('UserDepositBankGateway/MakeToken'), {
      token,
      body: { gatewayId: SAMAN, callBackUrl: CALLBACK, currencyType: 'IRR', ipAddress: 1, ...body },
    });
  }

  async function chargeToken(token: string, amount: number): Promise<string> {
    const response = await makeToken(token, { amount });
    expect(response.status).toBe(200);
    return response.body.result!.tokenId;
  }

  /** A token toward the order (MakeToken with reserveId), answered as it is. */
  async function makeOrderToken(token: string, order: Pick<Order, 'id'>, amount: number, callBackUrl = CALLBACK) {
    return makeToken(token, { amount, reserveId: order.id, callBackUrl });
  }

  async function orderToken(token: string, order: Pick<Order, 'id'>, amount: number): Promise<string> {
    const response = await makeOrderToken(token, order, amount);
    expect(response.status).toBe(200);
    return response.body.result!.tokenId;
  }

  /** commerce's Order/Approve: the order paid from the wallet. */
  async function approve(token: string, order: Pick<Order, 'id' | 'orderNumber'>) {
    return request<AbpBody<Approved>>(`${sandbox.url}/commerce/api/services/app/Order/Approve`, {
      token,
      body: { orderId: order.id, orderNumber: order.orderNumber },
    });
  }

  /** The simulator's form post at an order's bank page; returns the redirect without following it. */
  function decideOrder(tokenId: string, decision: 'pay' | 'cancel') {
    return decide(tokenId, decision, reservePageUrl(tokenId));
  }

  /** The simulator's form post; returns the redirect without following it. */
  async function decide(tokenId: string, decision: 'pay' | 'cancel', page = pageUrl(tokenId)) {
    const response = await fetch(page, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tokenId, decision }),
      redirect: 'manual',
    });
    return { status: response.status, location: new URL(response.headers.get('location') ?? 'http://none/') };
  }

  async function transactions(token: string, query = '') {
    const response = await request<AbpBody<Paged<Transaction>>>(
      `${app('TransactionDeposit/GetAll')}?CurrencyType=IRR&SkipCount=0&MaxResultCount=50${query}`,
      { token },
    );
    expect(response.status).toBe(200);
    return response.body.result!;
  }

  /** A pending commerce order for the shopper: one cart line, then Order/Create. */
  async function createOrder(token: string): Promise<Order> {
    const search = await request<
      AbpBody<{ pagedResult: { items: { minVariant: { items: { id: number; status: string }[] } }[] } }>
    >(`${sandbox.url}/commerce/api/services/app/Product/SearchWithFacets`, {
      body: { skipCount: 0, maxResultCount: 20, onlyAvailable: true },
    });
    const variantId = search.body
      .result!.pagedResult.items.flatMap((item) => item.minVariant?.items ?? [])
      .find((variant) => variant.status === 'InStock')!.id;
    const added = await request<AbpBody<{ deviceId: string }>>(
      `${sandbox.url}/commerce/api/services/app/Cart/AddItem`,
      {
        token,
        body: { variantId, quantity: 1 },
      },
    );
    expect(added.status).toBe(200);
    const order = await request<AbpBody<Order>>(`${sandbox.url}/commerce/api/services/app/Order/Create`, {
      token,
      headers: { 'X-Device-Id': added.body.result!.deviceId },
      body: {
        firstName: 'آزمون',
        lastName: 'خریدار',
        phoneNumber: '09120000000',
        email: null,
        gender: true,
        specialRequest: null,
      },
    });
    expect(order.status).toBe(200);
    return order.body.result!;
  }

  async function orderStatus(token: string, orderId: number): Promise<string> {
    const response = await request<AbpBody<{ status: string }>>(
      `${sandbox.url}/commerce/api/services/app/Order/Get?Id=${orderId}`,
      { token },
    );
    return response.body.result!.status;
  }

  return {
    app,
    pageUrl,
    reservePageUrl,
    makeOrderToken,
    orderToken,
    approve,
    decideOrder,
    newShopper,
    demoToken,
    balanceOf,
    makeToken,
    chargeToken,
    decide,
    transactions,
    createOrder,
    orderStatus,
  };
}
