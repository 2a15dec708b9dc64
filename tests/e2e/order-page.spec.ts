// /profile/orders/[id] as the demo user sees the seeded orders: status, each item's steps and
// progress, the timeline dialog, totals and payments as the services answer them, a ready-made account revealed,
// the pre-order's account form link; the not-found state and the login guard. Reads only: no form is sent here.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { formatJalaliDateTime } from '../../lib/dates';
import { toPersianDigits } from '../../lib/digits';
import { formatToman, formatTomanNumber } from '../../lib/money';
import { SANDBOX, authorised, demoToken, registeredUser, storeToken } from './support';

type ApiItem = {
  id: number;
  quantity: number;
  unitPrice: number;
  allowNewLoginSubmission: boolean;
  /** The game, on the item: its variant's product is null, as the real service answers. */
  product: { name: string; persianName: string | null; slug: string };
  currentTimeline: { stepStr: string; description: string | null; progressPercent: number; nextStepStr: string | null };
  timeLines: { stepStr: string; description: string | null; isDone: boolean }[];
};
type ApiOrder = {
  id: number;
  orderNumber: string;
  status: string;
  creationTime: string;
  creationTimeStr: string;
  totalItemsPrice: number;
  totalDiscountPrice: number;
  profitAmount: number;
  payableAmount: number;
  promoCode: string | null;
  items: ApiItem[];
};
type ApiPayment = { amount: number; typeStr: string; information: string | null };

const STATUS_LABELS: Record<string, string> = {
  Paid: 'پرداخت شده',
  InProgress: 'در حال انجام',
  Completed: 'انجام شده',
  Canceled: 'لغو شده',
  Refunded: 'بازگشت وجه',
};

const SETTLED = ['Paid', 'InProgress', 'Completed'];

const titleOf = (item: ApiItem) => item.product.persianName || item.product.name;
const slugsOf = (order: ApiOrder) => order.items.map((item) => item.product.slug);

async function apiResult<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${SANDBOX}${path}`, { headers: authorised(token) });
  expect(response.ok(), path).toBe(true);
  return (await response.json()).result as T;
}

/** The demo user's orders as Order/Get answers each. */
async function demoOrders(request: APIRequestContext, token: string): Promise<ApiOrder[]> {
  const page = await apiResult<{ items: { id: number }[] }>(
    request,
    token,
    '/commerce/api/services/app/Order/GetAll?SkipCount=0&MaxResultCount=100',
  );
  return Promise.all(
    page.items.map(({ id }) => apiResult<ApiOrder>(request, token, `/commerce/api/services/app/Order/Get?Id=${id}`)),
  );
}

const paymentsOf = async (request: APIRequestContext, token: string, orderId: number) =>
  (
    await apiResult<{ items: ApiPayment[] }>(
      request,
      token,
      `/payment/api/services/app/TransactionDeposit/GetAll?reserveId=${orderId}&CurrencyType=IRR&SkipCount=0&MaxResultCount=50`,
    )
  ).items;

/** The seeded orders the page is checked on (sandbox/commerce/seed.ts). */
function seeded(orders: ApiOrder[]) {
  const find = (label: string, test: (order: ApiOrder) => boolean) => {
    const order = orders.find(test);
    if (!order) throw new Error(`no seeded ${label} order`);
    return order;
  };
  return {
    paid: find(
      'Paid',
      (order) =>
        order.status === 'Paid' &&
        slugsOf(order).includes('stellar-blade') &&
        slugsOf(order).includes('the-witcher-3-wild-hunt'),
    ),
    inProgress: find('InProgress', (order) => order.status === 'InProgress' && slugsOf(order).includes('helldivers-2')),
    completed: find('Completed', (order) => order.status === 'Completed' && order.promoCode === 'WELCOME50'),
    canceled: find('Canceled', (order) => order.status === 'Canceled'),
    refunded: find('Refunded', (order) => order.status === 'Refunded'),
  };
}

const item = (page: Page, entry: ApiItem) => page.getByRole('article', { name: titleOf(entry), exact: true });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

/** The page shows what Order/Get and the order's payments say. */
async function expectOrderPage(page: Page, order: ApiOrder, payments: ApiPayment[]) {
  await page.goto(`/profile/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`سفارش ${order.orderNumber}`);
  await expect(page.getByRole('banner')).toContainText(`سفارش ${toPersianDigits(order.orderNumber)}`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'بازگشت' })).toHaveAttribute(
    'href',
    '/profile/orders',
  );
  await expect(page.getByTestId('order-status')).toHaveText(STATUS_LABELS[order.status]);
  const placed = page.locator('main time').first();
  await expect(placed).toHaveText(formatJalaliDateTime(order.creationTime));
  await expect(placed).toContainText(toPersianDigits(order.creationTimeStr));

  for (const entry of order.items) {
    const card = item(page, entry);
    await expect(card.getByRole('link', { name: titleOf(entry) })).toHaveAttribute(
      'href',
      `/product/${entry.product.slug}`,
    );
    await expect(card).toContainText(formatToman(entry.unitPrice));
    const bar = card.getByRole('progressbar', { name: entry.currentTimeline.stepStr, exact: true });
    await expect(bar).toHaveAttribute('aria-valuenow', String(entry.currentTimeline.progressPercent));
    await expect(card).toContainText(`مرحله فعلی: ${entry.currentTimeline.stepStr}`);
    if (entry.currentTimeline.description) await expect(card).toContainText(entry.currentTimeline.description);
    const next = card.getByText(/^مرحله بعد:/);
    if (entry.currentTimeline.nextStepStr)
      await expect(next).toHaveText(`مرحله بعد: ${entry.currentTimeline.nextStepStr}`);
    else await expect(next).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'ثبت اطلاعات اکانت' })).toHaveCount(
      entry.allowNewLoginSubmission ? 1 : 0,
    );
    // A ready-made account once paid; an item bought on the buyer's own account has none.
    const onBuyersAccount = entry.timeLines.some((step) => step.stepStr === 'ثبت اطلاعات اکانت');
    const reveals = SETTLED.includes(order.status) && !entry.allowNewLoginSubmission && !onBuyersAccount;
    await expect(card.getByRole('button', { name: 'نمایش مشخصات اکانت' })).toHaveCount(reveals ? 1 : 0);
  }

  await expect(page.getByTestId('order-items-total')).toHaveText(formatToman(order.totalItemsPrice));
  await expect(page.getByTestId('order-discount')).toHaveText(formatToman(order.totalDiscountPrice));
  await expect(page.getByTestId('order-profit')).toHaveText(formatToman(order.profitAmount));
  await expect(page.getByTestId('order-payable')).toHaveText(formatToman(order.payableAmount));

  const section = page.getByRole('region', { name: 'پرداخت‌ها' });
  if (payments.length === 0) {
    await expect(section).toContainText('پرداختی برای این سفارش ثبت نشده است.');
    return;
  }
  const rows = section.getByRole('list', { name: 'پرداخت‌های سفارش' }).getByRole('listitem');
  await expect(rows).toHaveCount(payments.length);
  for (const [index, payment] of payments.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(payment.typeStr);
    if (payment.information) await expect(row).toContainText(toPersianDigits(payment.information));
    await expect(row).toContainText(
      `${payment.amount >= 0 ? '+' : '−'}${formatTomanNumber(Math.abs(payment.amount))} تومان`,
    );
  }
}

/** Opens an item's timeline and checks every step, the current one marked; Escape closes it. */
async function expectTimelineDialog(page: Page, entry: ApiItem, { axe = false } = {}) {
  const trigger = item(page, entry).getByRole('button', { name: 'مراحل انجام' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: `مراحل انجام ${titleOf(entry)}` });
  await expect(dialog).toBeVisible();
  const steps = dialog.getByRole('listitem');
  await expect(steps).toHaveCount(entry.timeLines.length);
  for (const [index, step] of entry.timeLines.entries()) {
    await expect(steps.nth(index)).toContainText(step.stepStr);
    if (step.description) await expect(steps.nth(index)).toContainText(step.description);
    if (step.isDone) await expect(steps.nth(index)).toContainText('انجام شد');
  }
  const current = dialog.locator('[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(entry.currentTimeline.stepStr);
  await expect(current).toContainText('مرحله فعلی');
  if (axe) await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

test.describe('the demo user’s orders', () => {
  let token: string;
  let orders: ReturnType<typeof seeded>;

  test.beforeEach(async ({ page, request }) => {
    token = await demoToken(request);
    orders = seeded(await demoOrders(request, token));
    await storeToken(page, token);
  });

  test('a paid order: a ready-made account revealed, the pre-order’s account form linked, its timeline; no axe violations', async ({
    page,
    request,
  }) => {
    const order = orders.paid;
    await expectOrderPage(page, order, await paymentsOf(request, token, order.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const witcher = order.items.find((entry) => entry.product.slug === 'the-witcher-3-wild-hunt')!;
    const stellar = order.items.find((entry) => entry.product.slug === 'stellar-blade')!;
    await expect(item(page, stellar).getByRole('link', { name: 'ثبت اطلاعات اکانت' })).toHaveAttribute(
      'href',
      `/profile/orders/${order.id}/${stellar.id}`,
    );
    await expectNoAxeViolations(page);

    const account = await apiResult<{ username: string }>(
      request,
      token,
      `/commerce/api/services/app/OrderItem/GetDeliveredAccount?Id=${witcher.id}`,
    );
    await item(page, witcher).getByRole('button', { name: 'نمایش مشخصات اکانت' }).click();
    const box = item(page, witcher).getByTestId('account-details');
    await expect(box).toHaveAttribute('dir', 'ltr');
    await expect(box).toContainText(account.username);

    await expectTimelineDialog(page, stellar, { axe: true });
    await expectTimelineDialog(page, witcher);
  });

  test('in progress, completed with WELCOME50, canceled and refunded orders show their status, steps, totals and payments', async ({
    page,
    request,
  }) => {
    for (const order of [orders.inProgress, orders.completed, orders.canceled, orders.refunded]) {
      await expectOrderPage(page, order, await paymentsOf(request, token, order.id));
      await expectTimelineDialog(page, order.items[0]);
    }
    await page.goto(`/profile/orders/${orders.completed.id}`);
    await expect(page.getByRole('region', { name: 'مبلغ سفارش' })).toContainText('با کد تخفیف WELCOME50');
    await expectNoAxeViolations(page);
  });

  test('an unknown id and a bad one show the not-found state, with a way back to the orders', async ({ page }) => {
    for (const address of ['/profile/orders/987654', '/profile/orders/12abc']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('سفارش پیدا نشد');
      await expect(page.getByRole('link', { name: 'بازگشت به سفارش‌های من' })).toHaveAttribute(
        'href',
        '/profile/orders',
      );
    }
    await expectNoAxeViolations(page);
  });
});

test('someone else’s order reads as a missing one', async ({ page, request }) => {
  const demo = await demoToken(request);
  const { paid } = seeded(await demoOrders(request, demo));
  await storeToken(page, await registeredUser(request, '09377120012', 'secret12'));
  await page.goto(`/profile/orders/${paid.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سفارش پیدا نشد');
  await expect(page.getByText(paid.orderNumber)).toHaveCount(0);
});

test('a visitor who is not logged in goes to /login with the order as returnUrl', async ({ page }) => {
  await page.goto('/profile/orders/5');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile%2Forders%2F5$/);
});
