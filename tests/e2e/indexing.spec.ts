// The default build, as a search engine meets it (docs/seo.md): robots are turned away, there is no sitemap, and a
// product page says noindex under the shop's fixed title with no structured data. An indexable build
// (SITE_INDEXING=1) is checked by the unit tests (tests/unit/seo/) and by hand, as docs/seo.md describes.
import { expect, test } from './fixtures';
import { ELDEN_RING } from './support';

test('robots.txt turns every robot away and names no sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n').map((line) => line.trim().toLowerCase());
  expect(lines).toContain('user-agent: *');
  expect(lines).toContain('disallow: /');
  expect(lines.some((line) => line.startsWith('allow:') || line.startsWith('sitemap:'))).toBe(false);
});

test('/sitemap.xml and the sitemaps it would list answer 404, not an empty sitemap', async ({ request }) => {
  for (const path of ['/sitemap.xml', '/sitemaps/index.xml', '/sitemaps/products-1.xml', '/sitemaps/posts-1.xml']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toMatch(/<(urlset|sitemapindex)\b/);
  }
});

test('a product page: noindex,nofollow, the fixed English title, no canonical and no JSON-LD', async ({ page }) => {
  const response = await page.goto(`/product/${ELDEN_RING.slug}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page).toHaveTitle('Gamino - Game Accounts Shop');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex.*nofollow/);
  await expect(page.getByRole('heading', { level: 1, name: ELDEN_RING.title })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});
