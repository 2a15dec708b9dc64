// No page may throw in the browser or disagree with its server HTML (a hydration error makes React throw the
// server's markup away and render again): every route, as a visitor, as a logged-in shopper with a cart, and in the dark look.
import { expect, test, type Page } from './fixtures';
import { cartWithOneItem, demoToken, pageProblems, ROUTE_LAYOUTS, storeToken } from './support';

const ROUTES = [...ROUTE_LAYOUTS.map(([path]) => path), '/products?genres=Adventure&sort=cheapest'];

async function problemsOn(page: Page): Promise<string[]> {
  const problems = pageProblems(page);
  for (const path of ROUTES) {
    await page.goto(path, { waitUntil: 'load' });
    // Hydration is one long task after the scripts load: once the page is idle, it has happened.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  }
  return problems;
}

test('a visitor: no uncaught error and no hydration error on any route', async ({ page }) => {
  expect(await problemsOn(page)).toEqual([]);
});

test('a logged-in shopper with a cart: no uncaught error and no hydration error on any route', async ({
  page,
  request,
}) => {
  const token = await demoToken(request);
  await cartWithOneItem(request, token);
  await storeToken(page, token);
  expect(await problemsOn(page)).toEqual([]);
});

test('a shopper who chose dark (the server paints <html>): no uncaught error and no hydration error on any route', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'color-scheme', value: 'dark', url: baseURL! }]);
  expect(await problemsOn(page)).toEqual([]);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});
