// No page may throw in the browser or disagree with its server HTML (a hydration error makes React throw the
// server's markup away and render again): every route, as a visitor and as a logged-in shopper with a cart.
import { expect, test, type Page } from '@playwright/test';
import { authorised, demoToken, SANDBOX, storeToken } from './support';

const ROUTES = [
  '/',
  '/products',
  '/products?genres=Adventure&sort=cheapest',
  '/product/elden-ring',
  '/cart',
  '/login',
  '/profile',
  '/profile/edit',
  '/profile/change-password',
  '/profile/forget-password',
  '/profile/wallet',
  '/profile/wallet/charge',
  '/profile/wallet/faq',
  '/profile/wallet/transactions',
  '/terms',
  '/faq',
  '/about',
  '/contact',
  '/blogs',
  '/blog/ps5-account-capacities-explained',
  '/categories',
];

/** Uncaught errors and React's hydration complaints, route by route. */
async function problemsOn(page: Page): Promise<string[]> {
  const problems: string[] = [];
  let route = '';
  page.on('pageerror', (error) => problems.push(`${route}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error #(418|419|421|422|423|425)/i.test(message.text())) {
      problems.push(`${route}: ${message.text()}`);
    }
  });
  for (const path of ROUTES) {
    route = path;
    await page.goto(path, { waitUntil: 'load' });
    // Hydration is one long task after the scripts load: once the page is idle, it has happened.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  }
  return problems;
}

test('a visitor: no uncaught error and no hydration error on any route', async ({ page }) => {
  expect(await problemsOn(page)).toEqual([]);
});

test('a logged-in shopper with a cart: no uncaught error and no hydration error on any route', async ({ page, request }) => {
  const token = await demoToken(request);
  const product = (await (await request.get(`${SANDBOX}/commerce/api/services/app/Product/GetBySlug?Slug=elden-ring`, { headers: authorised(token) })).json()).result;
  const variantId = product.variants[0].children[0].items[0].id;
  const added = await request.post(`${SANDBOX}/commerce/api/services/app/Cart/AddItem`, { headers: authorised(token), data: { variantId, quantity: 1 } });
  expect(added.ok()).toBe(true);
  await storeToken(page, token);
  expect(await problemsOn(page)).toEqual([]);
});
