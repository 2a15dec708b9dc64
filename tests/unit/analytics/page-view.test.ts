import { CATALOG_QUERY_KEYS } from '@/lib/catalog-query';
import { looksPersonal, PAGE_QUERY_KEYS, pageView } from '@/lib/analytics/page-view';
import { BUYER, carriesBuyer } from './fixtures';

const SHOP = 'https://gamino.example';

describe('page_view', () => {
  it('carries the page location, its path with the query it keeps, and the title', () => {
    expect(pageView(`${SHOP}/products?genres=Adventure&sort=cheapest#top`, 'محصولات | گیمینو')).toEqual({
      event: 'page_view',
      page_location: `${SHOP}/products?genres=Adventure&sort=cheapest`,
      page_path: '/products?genres=Adventure&sort=cheapest',
      page_title: 'محصولات | گیمینو',
    });
  });

  it("keeps every catalog filter, a product's variant, an order's id and a campaign's tags", () => {
    for (const key of CATALOG_QUERY_KEYS) expect(PAGE_QUERY_KEYS.test(key), key).toBe(true);
    const view = pageView(
      `${SHOP}/product/elden-ring?variantId=201&utm_source=instagram&utm_campaign=yalda&gclid=abc`,
      '',
    );
    expect(view.page_path).toBe('/product/elden-ring?variantId=201&utm_source=instagram&utm_campaign=yalda&gclid=abc');
    expect(pageView(`${SHOP}/cart?order=12&status=success`, '').page_location).toBe(`${SHOP}/cart?order=12`);
  });

  it('strips every other query value: return addresses, phone numbers, e-mail addresses, tokens', () => {
    const addresses = [
      `/login?returnUrl=${encodeURIComponent(`/profile/orders?phone=${BUYER.phone}`)}`,
      `/profile/forget-password?phone=${BUYER.phone}&email=${encodeURIComponent(BUYER.email)}`,
      `/profile/wallet/charge?amount=50000&returnTo=%2Fcart%3Forder%3D3&token=${BUYER.token}`,
      `/cart?order=4&phoneNumber=${encodeURIComponent(BUYER.phonePersian)}&access_token=${BUYER.token}`,
    ];
    for (const address of addresses) expect(carriesBuyer(pageView(`${SHOP}${address}`, 'گیمینو')), address).toBe(false);
    expect(pageView(`${SHOP}${addresses[0]}`, '').page_location).toBe(`${SHOP}/login`);
    expect(pageView(`${SHOP}${addresses[2]}`, '').page_path).toBe('/profile/wallet/charge');
  });

  it('drops a kept key whose value could name a person: a phone number or an e-mail searched for', () => {
    expect(pageView(`${SHOP}/products?q=${BUYER.phone}&sort=newest`, '').page_path).toBe('/products?sort=newest');
    expect(pageView(`${SHOP}/products?q=${encodeURIComponent('۰۹۱۲ ۳۴۵ ۶۷۸۹')}`, '').page_path).toBe('/products');
    expect(pageView(`${SHOP}/products?utm_term=${encodeURIComponent(BUYER.email)}`, '').page_path).toBe('/products');
    expect(pageView(`${SHOP}/products?q=${encodeURIComponent('FIFA 2026')}`, '').page_path).toBe(
      '/products?q=FIFA+2026',
    );
  });
});

describe('what looks personal', () => {
  it.each([
    [BUYER.phone, true],
    ['+98 912 345 6789', true],
    [BUYER.phonePersian, true],
    ['٠٩١٢٣٤٥٦٧٨٩', true],
    [BUYER.email, true],
    ['a'.repeat(40), true],
    ['الدن رینگ', false],
    ['Call of Duty Modern Warfare 3 2023', false],
    ['the-legend-of-zelda-tears-of-the-kingdom', false],
    ['12345', false],
  ])('%s: %s', (text, personal) => {
    expect(looksPersonal(text)).toBe(personal);
  });
});
