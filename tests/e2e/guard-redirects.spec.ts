// A visitor who opens one account page after another in one tab is sent to /login each time, and every request
// the pages started ends: the router's prefetches of the last page, once kept by the browser, used to hang about
// 30 s when the next page asked for the same payload (server/html-response.ts).
import { expect, test } from './fixtures';

const PROFILE_PAGES = [
  '/profile/change-password',
  '/profile/wallet/faq',
  '/profile',
  '/profile/edit',
  '/profile/orders',
  '/profile/orders/1',
  '/profile/orders/1/1',
  '/profile/notifications',
  '/profile/wishlist',
  '/profile/wallet',
  '/profile/wallet/charge',
  '/profile/wallet/transactions',
];

test('every account page a visitor opens goes to /login and leaves no request hanging', async ({ page }) => {
  for (const path of PROFILE_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(
      new RegExp(`/login\\?returnUrl=${encodeURIComponent(path).replace(/[.*+?^$()|[\]\\]/g, '\\$&')}`),
    );
    await page.waitForLoadState('networkidle', { timeout: 5_000 });
  }
});
