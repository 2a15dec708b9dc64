// /profile/orders for the demo account, against the sandbox: the tabs and their counts, the search, the address
// keeping both, the way to a Pending order's payment and to an order's page, the login guard and axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { toPersianDigits } from '../../lib/digits';
import { SANDBOX, authorised, cartWithOneItem, demoToken, storeToken } from './support';

type Statistics = { totalRowsInProgress: number; totalRowsCompleted: number; totalRowsCanceled: number };
type ListedOrder = { id: number; orderNumber: string; status: string };

const ORDERS_API = `${SANDBOX}/commerce/api/services/app/Order`;

async function statistics(request: APIRequestContext, token: string): Promise<Statistics> {
  const response = await request.get(`${ORDERS_API}/GetStatistics`, { headers: authorised(token) });
  return (await response.json()).result as Statistics;
}

async function ordersOf(
  request: APIRequestContext,
  token: string,
  query: string,
): Promise<{ totalCount: number; items: ListedOrder[] }> {
  const response = await request.get(`${ORDERS_API}/GetAll?SkipCount=0&MaxResultCount=50&${query}`, {
    headers: authorised(token),
  });
  return (await response.json()).result;
}

/** A new Pending order of the demo account (one Elden Ring), so no other test's payments can move it. */
async function pendingOrder(request: APIRequestContext, token: string): Promise<ListedOrder> {
  await cartWithOneItem(request, token);
  const created = await request.post(`${ORDERS_API}/Create`, {
    headers: authorised(token),
    data: {
      firstName: 'سارا',
      lastName: 'محمدی',
      phoneNumber: '09123456789',
      email: null,
      gender: false,
      specialRequest: null,
    },
  });
  expect(created.ok()).toBe(true);
  const { id, orderNumber } = (await created.json()).result;
  return { id, orderNumber, status: 'Pending' };
}

const tabs = (page: Page) => page.getByRole('tablist', { name: 'وضعیت سفارش‌ها' });
const panel = (page: Page) => page.getByRole('tabpanel');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'جستجوی سفارش' });

const TABS = [
  {
    tab: 'InProgress',
    label: 'جاری',
    key: 'totalRowsInProgress',
    statuses: ['در انتظار پرداخت', 'پرداخت شده', 'در حال انجام'],
  },
  { tab: 'Completed', label: 'انجام شده', key: 'totalRowsCompleted', statuses: ['انجام شده'] },
  { tab: 'Canceled', label: 'لغو شده', key: 'totalRowsCanceled', statuses: ['لغو شده', 'بازگشت وجه'] },
] as const;

test.describe('my orders', () => {
  let token: string;
  test.beforeEach(async ({ page, request }) => {
    token = await demoToken(request);
    await storeToken(page, token);
  });

  test('each tab is named with the count Order/GetStatistics gives, and lists only its statuses', async ({
    page,
    request,
  }) => {
    const counts = await statistics(request, token);
    await page.goto('/profile/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'سفارش های من' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('سفارش های من');
    await expect(page.getByRole('banner').getByRole('link', { name: 'بازگشت' })).toHaveAttribute('href', '/profile');
    for (const { label, key } of TABS) {
      await expect(
        tabs(page).getByRole('tab', { name: `${label} ${toPersianDigits(counts[key])}`, exact: true }),
      ).toBeVisible();
    }
    for (const { tab, label, key, statuses } of TABS) {
      await tabs(page)
        .getByRole('tab', { name: new RegExp(`^${label}`) })
        .click();
      if (tab !== 'InProgress') await expect(page).toHaveURL(`/profile/orders?tab=${tab}`);
      await expect(panel(page)).toHaveAccessibleName(`${label} ${toPersianDigits(counts[key])}`);
      const cards = panel(page).getByRole('article');
      // The seeded account has orders under every tab; a page holds ten.
      await expect(cards).toHaveCount(Math.min(counts[key], 10));
      for (const tag of await panel(page).getByTestId('order-status').allTextContents())
        expect(statuses).toContain(tag);
    }
  });

  test('a search by part of a game name or by an order number finds the order, and a reload keeps tab and search', async ({
    page,
    request,
  }) => {
    const found = await ordersOf(request, token, 'Statuses=Completed&IdOrTitle=Minecraft');
    expect(found.totalCount).toBe(1);
    const [minecraft] = found.items;

    await page.goto('/profile/orders');
    await tabs(page)
      .getByRole('tab', { name: /^انجام شده/ })
      .click();
    // Part of «ماینکرافت», typed with an Arabic kaf as an Arabic keyboard gives it.
    await searchBox(page).fill('ماینك');
    await expect(page).toHaveURL(`/profile/orders?tab=Completed&q=${encodeURIComponent('ماینك')}`);
    await expect(panel(page).getByRole('article')).toHaveCount(1);
    await expect(panel(page).getByRole('article', { name: `سفارش ${minecraft.orderNumber}` })).toBeVisible();

    await page.reload();
    await expect(tabs(page).getByRole('tab', { name: /^انجام شده/ })).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveValue('ماینك');
    await expect(panel(page).getByRole('article')).toHaveCount(1);
    await expect(panel(page).getByRole('article', { name: `سفارش ${minecraft.orderNumber}` })).toBeVisible();

    // The order number without its prefix, in Persian digits.
    const digits = toPersianDigits(minecraft.orderNumber.replace(/^GM-/, ''));
    await searchBox(page).fill(digits);
    await expect(page).toHaveURL(`/profile/orders?tab=Completed&q=${encodeURIComponent(digits)}`);
    await expect(panel(page).getByRole('article')).toHaveCount(1);
    await expect(panel(page).getByRole('article', { name: `سفارش ${minecraft.orderNumber}` })).toBeVisible();

    await searchBox(page).fill('zzzz');
    await expect(panel(page).getByText('سفارشی با «zzzz» در این بخش پیدا نشد.')).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'مشاهده محصولات' })).toHaveAttribute('href', '/products');
  });

  test("a Pending order's پرداخت leads to its payment in the cart", async ({ page, request }) => {
    const order = await pendingOrder(request, token);
    await page.goto('/profile/orders');
    const card = panel(page).getByRole('article', { name: `سفارش ${order.orderNumber}` });
    await expect(card.getByTestId('order-status')).toHaveText('در انتظار پرداخت');
    await card.getByRole('link', { name: 'پرداخت' }).click();
    await expect(page).toHaveURL(`/cart?order=${order.id}`);
  });

  test("a tap on an order's card leads to the order's page", async ({ page, request }) => {
    const [completed] = (await ordersOf(request, token, 'Statuses=Completed')).items;
    await page.goto('/profile/orders?tab=Completed');
    await panel(page)
      .getByRole('article', { name: `سفارش ${completed.orderNumber}` })
      .click();
    await expect(page).toHaveURL(`/profile/orders/${completed.id}`);
  });

  test('axe finds no violations, with the list and with a search that matches nothing', async ({ page }) => {
    await page.goto('/profile/orders');
    await expect(panel(page).getByRole('article').first()).toBeVisible();
    const check = async () => {
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
        ),
      ).toEqual([]);
    };
    await check();
    await searchBox(page).fill('zzzz');
    await expect(panel(page).getByText('سفارشی با «zzzz» در این بخش پیدا نشد.')).toBeVisible();
    await check();
  });
});

test('a visitor who is not logged in is sent to the login, with the way back', async ({ page }) => {
  await page.goto('/profile/orders?tab=Completed');
  await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent('/profile/orders?tab=Completed')}`);
});
