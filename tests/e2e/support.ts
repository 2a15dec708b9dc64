// What the end-to-end tests need from the sandbox beside the shop: its URL, a demo login, cart set-up.
import type { APIRequestContext, Page } from '@playwright/test';

export const SANDBOX = `http://localhost:${process.env.E2E_SANDBOX_PORT ?? 4010}`;
export const DEMO = { phoneNumber: '09123456789', password: 'Demo@12345' };

const abpHeaders = { 'Content-Type': 'application/json', 'Accept-Language': 'fa-IR', apikey: 'gamino-public-key', tenantid: '1' };

/** An access token for the demo account, by password login. */
export async function demoToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${SANDBOX}/identity/api/TokenAuth/Login`, {
    headers: abpHeaders,
    data: { emailOrPhoneNumber: DEMO.phoneNumber, password: DEMO.password },
  });
  const body = await response.json();
  return body.result.accessToken as string;
}

/** Puts a token where the shop keeps it (localStorage 'Token') before any page script runs. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('Token', value), token);
}

/** An anonymous cart holding one unit of a seeded variant; returns its device id. */
export async function anonymousCartWithOneItem(request: APIRequestContext): Promise<string> {
  const detail = await request.get(`${SANDBOX}/commerce/api/services/app/Product/GetBySlug?Slug=elden-ring`, { headers: abpHeaders });
  const product = (await detail.json()).result;
  const variantId = product.variants
    .flatMap((platform: { children: { items: { id: number; status: string }[] }[] }) => platform.children)
    .flatMap((child: { items: { id: number; status: string }[] }) => child.items)
    .find((item: { status: string }) => item.status === 'InStock').id as number;
  const added = await request.post(`${SANDBOX}/commerce/api/services/app/Cart/AddItem`, {
    headers: abpHeaders,
    data: { variantId, quantity: 1 },
  });
  return (await added.json()).result.deviceId as string;
}

/** The shop's persisted cart slice (redux-persist under 'root'), as the browser would have saved it. */
export async function storeDeviceId(page: Page, deviceId: string): Promise<void> {
  await page.addInitScript((id) => {
    const persisted = { cart: JSON.stringify({ deviceId: id, quantity: 1 }), _persist: JSON.stringify({ version: -1, rehydrated: true }) };
    window.localStorage.setItem('persist:root', JSON.stringify(persisted));
  }, deviceId);
}
