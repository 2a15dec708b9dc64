// A purchase as analytics sees it (docs/analytics.md): the product page, the cart and the paid order leave
// view_item, add_to_cart, begin_checkout and purchase in window.dataLayer with the variant bought, and nothing
// of the buyer. The data layer is the document's: the product page reaches the cart by its link (a client
// navigation), so every event of the visit is read from the one page; a full load would start a new one.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { toPersianDigits } from '../../lib/digits';
import { ELDEN_RING, SANDBOX, abpHeaders, chargeWallet, orderUnderWay, registeredUser, storeToken } from './support';

// A number no other spec registers.
const PHONE = '09363300001';

type Item = { item_id: string; item_name: string; price?: number; quantity: number };
type Entry = {
  event?: string;
  ecommerce?: { currency?: string; value?: number; transaction_id?: string; items?: Item[] } | null;
};

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? []) as Promise<Entry[]>;
const named = async (page: Page, event: string) => (await dataLayer(page)).filter((entry) => entry.event === event);
/** The variant ids of every event of that name, one list per event. */
const itemIdsOf = async (page: Page, event: string) =>
  (await named(page, event)).map((entry) => (entry.ecommerce?.items ?? []).map((item) => item.item_id));

/** The seeded Elden Ring variant the checkout spec buys (PC, offline), as the product's tree names it. */
async function eldenRingOffline(request: APIRequestContext): Promise<number> {
  const detail = (
    await (
      await request.get(`${SANDBOX}/commerce/api/services/app/Product/GetBySlug?Slug=${ELDEN_RING.slug}`, {
        headers: abpHeaders,
      })
    ).json()
  ).result;
  type Node = { value: string; children: { value: string; items: { id: number }[] }[] };
  const platform = (detail.variants as Node[]).find((node) => node.value === ELDEN_RING.platform);
  const accountType = platform?.children.find((child) => child.value === ELDEN_RING.accountType);
  expect(accountType, 'Elden Ring PC offline in the seeded catalog').toBeDefined();
  return accountType!.items[0].id;
}

test('a purchase leaves view_item, add_to_cart, begin_checkout and purchase in the data layer with the variant bought, and nothing of the buyer', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await registeredUser(request, PHONE, 'secret12');
  await chargeWallet(request, token, 20_000_000);
  await storeToken(page, token);
  const variantId = String(await eldenRingOffline(request));

  await page.goto(`/product/${ELDEN_RING.slug}?variantId=${variantId}`);
  await expect.poll(() => itemIdsOf(page, 'view_item')).toEqual([[variantId]]);
  const [pageView] = await named(page, 'page_view');
  expect(pageView).toMatchObject({ page_path: `/product/${ELDEN_RING.slug}?variantId=${variantId}` });

  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await expect(page.getByRole('status', { name: 'تعداد' })).toHaveText('۱');
  await expect.poll(() => itemIdsOf(page, 'add_to_cart')).toEqual([[variantId]]);
  const [added] = await named(page, 'add_to_cart');
  expect(added.ecommerce).toMatchObject({
    currency: 'IRR',
    value: ELDEN_RING.sale,
    items: [{ item_id: variantId, item_name: ELDEN_RING.title, price: ELDEN_RING.sale, quantity: 1 }],
  });

  await page.getByRole('link', { name: 'مشاهده سبد' }).click();
  await expect(page).toHaveURL('/cart');
  await expect.poll(async () => (await itemIdsOf(page, 'view_cart'))[0]).toEqual([variantId]);

  // A new account has no name yet: the contact details are filled from the profile first, then the name.
  await expect(page.getByRole('textbox', { name: 'شماره موبایل' })).toHaveValue(PHONE);
  await page.getByRole('textbox', { name: 'نام', exact: true }).fill('سپیده');
  await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('نوری');
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  // The wallet covers the order: placed and paid at once.
  await expect(orderUnderWay(page).getByRole('status')).toContainText('پرداخت سفارش انجام شد');
  await expect(page).toHaveURL(/\/cart\?order=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('order');

  await expect.poll(() => itemIdsOf(page, 'purchase')).toEqual([[variantId]]);
  expect(await itemIdsOf(page, 'begin_checkout')).toEqual([[variantId]]);
  const [payment] = await named(page, 'add_payment_info');
  expect(payment.ecommerce).toMatchObject({ payment_type: 'wallet', items: [{ item_id: variantId }] });
  const [purchase] = await named(page, 'purchase');
  expect(purchase.ecommerce).toMatchObject({ transaction_id: orderId, currency: 'IRR' });
  expect(purchase.ecommerce?.value).toBeGreaterThan(0);

  // Every page view of the visit, in order, each before its page's events; no event twice.
  const events = (await dataLayer(page)).map((entry) => entry.event).filter(Boolean);
  expect(events.filter((event) => event === 'page_view').length).toBeGreaterThanOrEqual(2);
  expect(events.indexOf('view_item')).toBeGreaterThan(events.indexOf('page_view'));
  for (const event of ['view_item', 'add_to_cart', 'begin_checkout', 'add_payment_info', 'purchase']) {
    expect(
      events.filter((name) => name === event),
      event,
    ).toHaveLength(1);
  }

  // The buyer's number went to Order/Create, never into the data layer, nor the session's token.
  const everything = JSON.stringify(await dataLayer(page));
  for (const secret of [PHONE, PHONE.slice(1), toPersianDigits(PHONE), token]) expect(everything).not.toContain(secret);
});
