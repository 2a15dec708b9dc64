import { purchaseOptions } from '@/components/catalog/purchase-options';
import { cartOf, line, orderOf } from '../cart/fixtures';
import { treeWithSoldOutType } from '../catalog/back-in-stock-fixtures';
import { BUYER, carriesBuyer } from './fixtures';

/** The modules afresh: a document's data layer and the page view it last reported start empty. */
async function fresh() {
  vi.resetModules();
  window.dataLayer = undefined;
  return {
    layer: await import('@/components/shared/analytics/data-layer'),
    report: await import('@/components/shared/analytics/report'),
  };
}

const events = () => (window.dataLayer ?? []).map((entry) => entry.event ?? (entry.ecommerce === null ? 'clear' : '?'));
const [capacity1] = purchaseOptions(treeWithSoldOutType);
const facts = { item_name: 'گوست آو سوشیما', item_brand: 'Sony PlayStation' };

beforeEach(() => window.history.replaceState(null, '', '/product/ghost-of-tsushima?variantId=101'));
afterAll(() => window.history.replaceState(null, '', '/'));

describe('the data layer', () => {
  it("each e-commerce event follows { ecommerce: null }, and the page's view comes first", async () => {
    const { report } = await fresh();
    document.title = 'شبح سوشیما | گیمینو';
    report.reportViewItem(facts, capacity1);
    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_location: 'http://localhost:3000/product/ghost-of-tsushima?variantId=101',
        page_path: '/product/ghost-of-tsushima?variantId=101',
        page_title: 'شبح سوشیما | گیمینو',
      },
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: expect.objectContaining({ currency: 'IRR', items: [expect.objectContaining({ item_id: '101' })] }),
      },
    ]);
  });

  it('one page view per address: a second report on the same page adds none; another page adds its own', async () => {
    const { layer, report } = await fresh();
    report.reportVariantChange('add_to_cart', facts, capacity1);
    report.reportVariantChange('remove_from_cart', facts, capacity1);
    expect(events()).toEqual(['page_view', 'clear', 'add_to_cart', 'clear', 'remove_from_cart']);
    expect(layer.reportPageView()).toBe(false);
    window.history.pushState(null, '', '/cart');
    expect(layer.reportPageView()).toBe(true);
    expect(layer.currentPage()).toBe('http://localhost:3000/cart');
  });

  it('an event that is not e-commerce goes without the clearing push', async () => {
    const { report } = await fresh();
    report.reportSearch('الدن رینگ');
    report.reportAuth('login', 'password');
    expect(window.dataLayer?.slice(1)).toEqual([
      { event: 'search', search_term: 'الدن رینگ' },
      { event: 'login', method: 'password' },
    ]);
  });
});

describe('reports', () => {
  it("a cart line's change: the quantity changed, nothing for none", async () => {
    const { report } = await fresh();
    const entry = line(1, 202, 3, 11_000_000, 9_900_000);
    report.reportLineChange('remove_from_cart', entry, 3);
    report.reportLineChange('add_to_cart', entry, 0);
    expect(events()).toEqual(['page_view', 'clear', 'remove_from_cart']);
    expect(window.dataLayer?.[2].ecommerce).toMatchObject({
      value: 29_700_000,
      items: [{ item_id: '202', quantity: 3 }],
    });
  });

  it('an add queued offline is reported from the cart the service answered, with the quantity queued', async () => {
    const { report } = await fresh();
    report.reportQueuedAddSent(cartOf([line(1, 202, 2, 11_000_000, 9_900_000)]), 202, 2);
    report.reportQueuedAddSent(cartOf([]), 303, 1);
    report.reportQueuedAddSent(null, 303, 1);
    expect(events()).toEqual(['page_view', 'clear', 'add_to_cart']);
    expect(window.dataLayer?.[2].ecommerce).toMatchObject({
      items: [{ item_id: '202', quantity: 2, price: 9_900_000 }],
    });
  });

  it('view_cart for a cart with lines only, valued at what it costs', async () => {
    const { report } = await fresh();
    report.reportViewCart(cartOf([]));
    report.reportViewCart(cartOf([line(1, 202, 2, 11_000_000, 9_900_000)]));
    expect(events()).toEqual(['page_view', 'clear', 'view_cart']);
    expect(window.dataLayer?.[2].ecommerce).toMatchObject({ value: 19_800_000 });
  });

  it('add_to_wishlist with the item given', async () => {
    const { report } = await fresh();
    report.reportAddToWishlist({ item_id: '201', item_name: 'الدن رینگ', price: 9_900_000, quantity: 1 });
    expect(window.dataLayer?.[2]).toEqual({
      event: 'add_to_wishlist',
      ecommerce: {
        currency: 'IRR',
        value: 9_900_000,
        items: [{ item_id: '201', item_name: 'الدن رینگ', price: 9_900_000, quantity: 1 }],
      },
    });
  });

  it('purchase once per order in this browser: a reload of the return page (a new document) counts it no more', async () => {
    const order = orderOf(41, 'Paid', [202], 9_900_000);
    let { report } = await fresh();
    expect(report.reportPurchase(order)).toBe(true);
    expect(report.reportPurchase(order)).toBe(false);
    expect(events()).toEqual(['page_view', 'clear', 'purchase']);
    expect(JSON.parse(localStorage.getItem(report.REPORTED_PURCHASES_KEY) ?? '[]')).toEqual([41]);

    ({ report } = await fresh());
    expect(report.reportPurchase(order)).toBe(false);
    expect(window.dataLayer ?? []).toEqual([]);
    expect(report.reportPurchase(orderOf(42, 'Paid', [202]))).toBe(true);
  });

  it('keeps the last 50 orders reported, and reports when storage is refused', async () => {
    const { report } = await fresh();
    localStorage.setItem(
      report.REPORTED_PURCHASES_KEY,
      JSON.stringify(Array.from({ length: 50 }, (_, index) => index + 1000)),
    );
    report.reportPurchase(orderOf(43, 'Paid', [202]));
    const kept = JSON.parse(localStorage.getItem(report.REPORTED_PURCHASES_KEY) ?? '[]') as number[];
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)).toBe(43);
    expect(kept[0]).toBe(1001);

    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      expect(report.reportPurchase(orderOf(44, 'Paid', [202]))).toBe(true);
      expect(report.reportPurchase(orderOf(44, 'Paid', [202]))).toBe(false);
    } finally {
      refuse.mockRestore();
    }
  });

  it('nothing the buyer typed or holds reaches the data layer', async () => {
    window.history.replaceState(null, '', `/login?returnUrl=%2Fcart&phone=${BUYER.phone}&token=${BUYER.token}`);
    const { report } = await fresh();
    const order = { ...orderOf(45, 'Paid', [202]), phoneNumber: BUYER.phone, email: BUYER.email };
    report.reportAuth('sign_up', 'otp');
    report.reportSearch(BUYER.phone);
    report.reportSearch(BUYER.email);
    report.reportBeginCheckout(order);
    report.reportPaymentInfo(order, 'wallet');
    report.reportPurchase(order);
    expect(events()).toEqual([
      'page_view',
      'sign_up',
      'search',
      'search',
      'clear',
      'begin_checkout',
      'clear',
      'add_payment_info',
      'clear',
      'purchase',
    ]);
    expect(carriesBuyer(window.dataLayer)).toBe(false);
  });
});
