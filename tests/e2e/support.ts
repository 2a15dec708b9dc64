// What the end-to-end tests need from the sandbox beside the shop: its URL, a demo login, cart set-up; and
// what the cart and checkout specs share: the seeded products they buy, their locators, new accounts, wallets.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Frame } from '../../lib/page-kind-types';
import { PAGE_KIND_NAMES, PAGE_KINDS } from '../../lib/page-kinds';

export const SANDBOX = `http://localhost:${process.env.E2E_SANDBOX_PORT ?? 4010}`;
export const DEMO = { phoneNumber: '09123456789', password: 'Demo@12345' };

export const abpHeaders = {
  'Content-Type': 'application/json',
  'Accept-Language': 'fa-IR',
  apikey: 'gamino-public-key',
  tenantid: '1',
};

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

/** A cart holding one unit of a seeded variant, anonymous or (with a token) the shopper's; returns its device id. */
export async function cartWithOneItem(request: APIRequestContext, token?: string): Promise<string> {
  const headers = token ? authorised(token) : abpHeaders;
  const detail = await request.get(`${SANDBOX}/commerce/api/services/app/Product/GetBySlug?Slug=elden-ring`, {
    headers,
  });
  const product = (await detail.json()).result;
  const variantId = product.variants
    .flatMap((platform: { children: { items: { id: number; status: string }[] }[] }) => platform.children)
    .flatMap((child: { items: { id: number; status: string }[] }) => child.items)
    .find((item: { status: string }) => item.status === 'InStock').id as number;
  const added = await request.post(`${SANDBOX}/commerce/api/services/app/Cart/AddItem`, {
    headers,
    data: { variantId, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  return (await added.json()).result.deviceId as string;
}

/** The shop's persisted cart slice (redux-persist under 'root'), as the browser would have saved it. */
export async function storeDeviceId(page: Page, deviceId: string): Promise<void> {
  await page.addInitScript((id) => {
    const persisted = {
      cart: JSON.stringify({ deviceId: id, quantity: 1 }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    };
    window.localStorage.setItem('persist:root', JSON.stringify(persisted));
  }, deviceId);
}

// Seeded prices (IRR): Elden Ring PC offline 11,000,000 sold at 9,900,000; GTA V PS4 offline 8,000,000.
export const ELDEN_RING = {
  slug: 'elden-ring',
  title: 'الدن رینگ',
  platform: 'PC',
  accountType: 'آفلاین',
  regular: 11_000_000,
  sale: 9_900_000,
};
export const GTA_V = {
  slug: 'grand-theft-auto-v',
  title: 'جی‌تی‌ای ۵',
  platform: 'PlayStation 4',
  accountType: 'آفلاین',
  regular: 8_000_000,
  sale: 8_000_000,
};

export const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'منوی پایین' });
export const cartLine = (page: Page, title: string) =>
  page.getByRole('list', { name: 'اقلام سبد خرید' }).getByRole('article', { name: title });
export const orderUnderWay = (page: Page) => page.getByRole('region', { name: /^سفارش GM-/ });

/** One unit of a product in the cart, from its page. */
export async function addToCart(page: Page, product: typeof ELDEN_RING) {
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('radio', { name: product.platform, exact: true }).check();
  await page.getByRole('radio', { name: new RegExp(product.accountType) }).check();
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await expect(page.getByRole('status', { name: 'تعداد' })).toHaveText('۱');
}

/** The OTP the sandbox last sent to a phone number. */
export async function codeSentTo(request: APIRequestContext, phoneNumber: string): Promise<string> {
  // The page sends the code after a click: wait until the sandbox has it rather than racing the request.
  const read = () => request.get(`${SANDBOX}/__sandbox/otp?phoneNumber=${phoneNumber}`);
  await expect.poll(async () => (await read()).status()).toBe(200);
  return (await (await read()).json()).code as string;
}

/** A new account registered by OTP; returns its access token. */
export async function registeredUser(
  request: APIRequestContext,
  phoneNumber: string,
  password: string,
): Promise<string> {
  await request.post(`${SANDBOX}/identity/api/services/app/OTP/SendOTP`, {
    headers: abpHeaders,
    data: { emailOrPhoneNumber: phoneNumber },
  });
  const code = await codeSentTo(request, phoneNumber);
  const registered = await request.post(`${SANDBOX}/identity/api/services/app/OTP/Register`, {
    headers: abpHeaders,
    data: { emailOrPhoneNumber: phoneNumber, code, password },
  });
  return (await registered.json()).result.accessToken as string;
}

export const authorised = (token: string) => ({ ...abpHeaders, Currency: 'IRR', Authorization: `Bearer ${token}` });

/** A wallet's balance and how many transactions it has, as the payment service reports them. */
export async function wallet(
  request: APIRequestContext,
  token: string,
): Promise<{ balance: number; transactions: number }> {
  const headers = authorised(token);
  const balance = await request.get(`${SANDBOX}/payment/api/services/app/Deposit/GetBalance`, { headers });
  const list = await request.get(
    `${SANDBOX}/payment/api/services/app/TransactionDeposit/GetAll?SkipCount=0&MaxResultCount=1`,
    { headers },
  );
  return { balance: (await balance.json()).result.amount, transactions: (await list.json()).result.totalCount };
}

/** Charges a wallet through the bank simulator, as a shopper would on /profile/wallet/charge. */
export async function chargeWallet(request: APIRequestContext, token: string, amount: number): Promise<void> {
  const headers = authorised(token);
  const groups = (
    await (
      await request.get(`${SANDBOX}/payment/api/services/app/UserDepositBankGateway/GetAll?CurrencyType=IRR`, {
        headers,
      })
    ).json()
  ).result as { gateways: { id: number; isEnabled: boolean }[] }[];
  const gatewayId = groups.flatMap((group) => group.gateways).find((gateway) => gateway.isEnabled)!.id;
  const made = await request.post(`${SANDBOX}/payment/api/services/app/UserDepositBankGateway/MakeToken`, {
    headers,
    data: { gatewayId, amount, callBackUrl: 'http://localhost/profile/wallet', currencyType: 'IRR', ipAddress: 1 },
  });
  const { tokenId } = (await made.json()).result;
  const paid = await request.post(`${SANDBOX}/payment/fa/User/Payment/PaymentRequest`, {
    form: { tokenId, decision: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

/** Pays an order from the wallet, as the checkout does: commerce's Order/Approve. */
export async function approveOrder(
  request: APIRequestContext,
  token: string,
  order: { id: number; orderNumber: string },
): Promise<void> {
  const approved = await request.post(`${SANDBOX}/commerce/api/services/app/Order/Approve`, {
    headers: authorised(token),
    data: { orderId: order.id, orderNumber: order.orderNumber },
  });
  expect((await approved.json()).result.success).toBe(true);
}

/** What frames a route: its header variant, and whether it has the footer and the bottom nav. */
export type Chrome = Frame;

/** Uncaught errors and React's hydration complaints on `page` from now on, each with the address it happened at. */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error #(418|419|421|422|423|425)/i.test(message.text())) {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  return problems;
}

/** The sandbox's outage switch: a service that is down answers every call under its prefix with 503. */
export const switchService = (request: APIRequestContext, service: string, down: boolean) =>
  request.post(`${SANDBOX}/__sandbox/outage`, { data: { service, down } });

/** The frame a page shows: which header, and whether it has a footer and the bottom nav. */
export async function chromeOf(page: Page): Promise<Chrome> {
  const banner = page.getByRole('banner');
  let header: Chrome['header'] = 'none';
  if ((await banner.count()) > 0) {
    if ((await banner.getByRole('button', { name: 'منو' }).count()) > 0) header = 'main';
    else if ((await banner.getByRole('button', { name: 'اشتراک گذاری' }).count()) > 0) header = 'detail';
    else header = 'back';
  }
  return {
    header,
    footer: (await page.getByRole('contentinfo').count()) > 0,
    bottomNav: (await page.getByRole('navigation', { name: 'منوی پایین' }).count()) > 0,
  };
}

/** An address of every kind of page with the frame the table of page kinds gives it (docs/PRODUCT.md's rows). */
export const ROUTE_LAYOUTS: [string, Chrome][] = PAGE_KIND_NAMES.map((kind) => [
  PAGE_KINDS[kind].example,
  PAGE_KINDS[kind].frame,
]);

/** A Pending order of one unit of a variant, placed through the API as `token`'s user; answers Order/Get's order. */
export async function placedOrder(
  request: APIRequestContext,
  token: string,
  pick: { slug: string; preorder?: boolean },
): Promise<{ id: number; orderNumber: string; payableAmount: number; items: { id: number }[] }> {
  const headers = authorised(token);
  const detail = (
    await (
      await request.get(`${SANDBOX}/commerce/api/services/app/Product/GetBySlug?Slug=${pick.slug}`, { headers })
    ).json()
  ).result;
  type Item = { id: number; status: string };
  const items: Item[] = detail.variants.flatMap((platform: { children: { items: Item[] }[] }) =>
    platform.children.flatMap((child) => child.items),
  );
  const wanted = items.find((item) => item.status === (pick.preorder ? 'OnBackOrder' : 'InStock'));
  expect(wanted, `a ${pick.preorder ? 'pre-order' : 'in-stock'} variant of ${pick.slug}`).toBeDefined();
  expect(
    (
      await request.post(`${SANDBOX}/commerce/api/services/app/Cart/AddItem`, {
        headers,
        data: { variantId: wanted!.id, quantity: 1 },
      })
    ).ok(),
  ).toBe(true);
  const contact = {
    firstName: 'سارا',
    lastName: 'احمدی',
    phoneNumber: '09121112233',
    email: null,
    gender: false,
    specialRequest: null,
  };
  const created = await request.post(`${SANDBOX}/commerce/api/services/app/Order/Create`, { headers, data: contact });
  expect(created.ok()).toBe(true);
  return readOrder(request, token, (await created.json()).result.id);
}

/** An order as Order/Get answers it to its owner. */
export async function readOrder(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`${SANDBOX}/commerce/api/services/app/Order/Get?Id=${id}`, {
    headers: authorised(token),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).result;
}
