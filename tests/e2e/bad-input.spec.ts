// Garbage in every part of the address the shop reads: a normal page or the Persian 404, never a 500.
import { expect, test } from './fixtures';

const repeated = Array.from({ length: 500 }, () => 'genres=RolePlaying').join('&');
const longSearch = encodeURIComponent('فیفا'.repeat(1250));

const ADDRESSES = [
  '/products?page=-1',
  '/products?page=abc',
  '/products?page=1.5',
  '/products?page=99999',
  '/products?page=%DB%B2',
  `/products?${repeated}`,
  `/products?q=${longSearch}`,
  '/products?sort=../../etc&sort=cheapest',
  '/products?genres=%',
  '/products?q=%DA%A9%D9%8A%DB%B1%D9%A23',
  '/blogs?page=-1',
  '/blogs?page=abc',
  '/blogs?page=%',
  '/blogs?page=%DB%B2',
  '/blogs?page=2&page=3',
  '/product/%E0%A4',
  '/product/%',
  '/product/%2E%2E',
  '/product/..%2F..%2Fetc',
  '/product/%DB%B1%DB%B23%D9%A4',
  '/product/elden-ring?variantId=abc',
  '/product/elden-ring?variantId=-1',
  '/product/elden-ring?variantId=%',
  '/blog/%E0%A4',
  '/blog/%',
  '/blog/%DB%B1%DB%B23%D9%A4',
  '/products/%E0%A4',
  '/blogs/%E0%A4',
  '/login?returnUrl=%',
  '/categories?returnUrl=%E0%A4',
  '/cart?order=%E0%A4',
  '/profile/wallet?status=success&amount=%',
];

for (const address of ADDRESSES) {
  test(`${address.slice(0, 60)}: a normal page or the Persian 404`, async ({ request }) => {
    const response = await request.get(address);
    expect([200, 404], `HTTP ${response.status()}`).toContain(response.status());
    expect(response.headers()['content-type']).toContain('text/html');
    if (response.status() === 404) expect(await response.text()).toContain('مورد نظر پیدا نشد');
  });
}
