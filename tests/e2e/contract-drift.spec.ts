// Drift survived and counted, end to end: the sandbox's drift switch renames fields the home page, a product page,
// the checkout and an order page read and withdraws an operation the product page reads; the pages still answer 200
// with what they can, and the instance's /api/metrics counts each difference by service and operationId, whether the
// server read the answer or a browser did and reported it (docs/contracts/drift.md).
import { expect, test, type APIRequestContext } from './fixtures';
import { formatToman } from '../../lib/money';
import {
  ELDEN_RING,
  GTA_V,
  SANDBOX,
  addToCart,
  chargeWallet,
  orderUnderWay,
  registeredUser,
  storeToken,
} from './support';

const DRIFTS = [
  // The cover's caption, read by every product card and by the product page's cover; both fall back to the title.
  { operation: 'Product_SearchWithFacets', field: 'pagedResult.items[].fileAltAttribute', to: 'fileAlt' },
  { operation: 'Product_GetBySlug', field: 'fileAltAttribute', to: 'fileAlt' },
  // Similar games: the product page leaves the section out when they cannot be read.
  { operation: 'Product_GetSimilar', withdraw: true },
];

async function setDrift(request: APIRequestContext, drifts: unknown[]) {
  const response = await request.post(`${SANDBOX}/__sandbox/drift`, { data: { drifts } });
  expect(response.ok()).toBe(true);
  // The shop's cached pages are read again, as after a publish.
  expect(((await response.json()) as { webhook: { status: number | null } }).webhook.status).toBe(200);
}

/** `upstream_contract_mismatch_total` by operation, for commerce, as this instance counts it now. */
async function mismatches(request: APIRequestContext): Promise<Record<string, number>> {
  const text = await (await request.get('/api/metrics')).text();
  const counts: Record<string, number> = {};
  for (const [, operation, value] of text.matchAll(
    /^upstream_contract_mismatch_total\{service="commerce",operation="(\w+)"\} (\d+)$/gm,
  ))
    counts[operation] = Number(value);
  return counts;
}

test.afterEach(async ({ request }) => {
  await setDrift(request, []);
});

test('with a field renamed and an operation withdrawn, the home page and a product page show what they can, answer 200 and are counted', async ({
  page,
  request,
}) => {
  const before = await mismatches(request);
  await setDrift(request, DRIFTS);
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });

  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  const bestSellers = page.getByRole('tabpanel').first();
  // The best sellers' cards come as the shopper scrolls near them (app/(shop)/home-rails-action.tsx).
  await bestSellers.scrollIntoViewIfNeeded();
  await expect(bestSellers.getByRole('article').first()).toBeVisible();
  // The card's cover is still there, described by the game's title.
  const firstCard = bestSellers.getByRole('article').first();
  await expect(firstCard.getByRole('img')).toHaveAttribute(
    'alt',
    (await firstCard.getByRole('heading').innerText()).trim(),
  );

  const product = await page.goto(`/product/${ELDEN_RING.slug}`);
  expect(product?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ELDEN_RING.title);
  await expect(page.getByRole('button', { name: 'افزودن به سبد خرید' })).toBeVisible();
  // The sections it could read are there; similar games, withdrawn, are left out.
  const tabs = page.getByRole('navigation', { name: 'بخش های صفحه' });
  await expect(tabs.getByRole('link', { name: 'توضیحات' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'بازی های مشابه' })).toHaveCount(0);

  await expect
    .poll(async () => {
      const now = await mismatches(request);
      return ['Product_SearchWithFacets', 'Product_GetBySlug', 'Product_GetSimilar'].filter(
        (operation) => (now[operation] ?? 0) > (before[operation] ?? 0),
      );
    })
    .toEqual(['Product_SearchWithFacets', 'Product_GetBySlug', 'Product_GetSimilar']);
  expect(failures).toEqual([]);
});

test('with the order item’s game and Order/Approve’s success renamed, the checkout pays from the wallet, the order page shows the order, and the browser’s reports are counted', async ({
  page,
  request,
}) => {
  const token = await registeredUser(request, '09361000048', 'secret12');
  await chargeWallet(request, token, GTA_V.sale);
  const before = await mismatches(request);
  await setDrift(request, [
    { operation: 'Order_Get', field: 'items[].product', to: 'game' },
    { operation: 'Order_Approve', field: 'success', to: 'succeeded' },
  ]);
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });

  await storeToken(page, token);
  await addToCart(page, GTA_V);
  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'نام', exact: true }).fill('سارا');
  await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('کریمی');
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  // Approve's answer no longer says whether it paid: the order, read again, does.
  const order = orderUnderWay(page);
  await expect(order.getByTestId('order-status')).toHaveText('پرداخت شده');
  await expect(page).toHaveURL(/\/cart\?order=\d+$/);
  const id = new URL(page.url()).searchParams.get('order');

  const detail = await page.goto(`/profile/orders/${id}`);
  expect(detail?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^سفارش GM-\d+$/);
  await expect(page.getByTestId('order-status')).toHaveText('پرداخت شده');
  // The item is there without its game (renamed away): its price, no link to a product page.
  const main = page.getByRole('main');
  await expect(main).toContainText(formatToman(GTA_V.sale));
  await expect(main.getByRole('link', { name: GTA_V.title })).toHaveCount(0);
  await expect(page.getByText('مشکلی در نمایش این صفحه پیش آمد')).toHaveCount(0);

  await expect
    .poll(async () => {
      const now = await mismatches(request);
      return ['Order_Get', 'Order_Approve'].filter((operation) => (now[operation] ?? 0) > (before[operation] ?? 0));
    })
    .toEqual(['Order_Get', 'Order_Approve']);
  expect(failures).toEqual([]);
});
