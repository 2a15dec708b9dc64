// Recently viewed: the products a shopper opened, newest first, at the end of the home page and under a product
// page (without that product), kept in this browser only, and cleared with 'پاک کردن'.
import { expect, test, type Page } from './fixtures';
import { ELDEN_RING, GTA_V } from './support';

const GOD_OF_WAR = { slug: 'god-of-war-ragnarok', title: 'خدای جنگ: رگناروک' };

const recentlyViewed = (page: Page) => page.getByRole('region', { name: 'بازدیدهای اخیر' });
const cardTitles = (page: Page) => recentlyViewed(page).getByRole('heading', { level: 3 });

async function openProduct(page: Page, product: { slug: string; title: string }) {
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  // Recorded once the page is idle.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]')[0]?.slug))
    .toBe(product.slug);
}

test('two products opened show newest first on / and under a third product, without it; پاک کردن empties the list', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'استوری ها' })).toBeVisible();
  await expect(recentlyViewed(page)).toHaveCount(0);

  await openProduct(page, ELDEN_RING);
  await openProduct(page, GTA_V);

  await page.goto('/');
  await recentlyViewed(page).scrollIntoViewIfNeeded();
  await expect(cardTitles(page)).toHaveText([GTA_V.title, ELDEN_RING.title]);

  await openProduct(page, GOD_OF_WAR);
  await recentlyViewed(page).scrollIntoViewIfNeeded();
  await expect(cardTitles(page)).toHaveText([GTA_V.title, ELDEN_RING.title]);

  await recentlyViewed(page).getByRole('link', { name: ELDEN_RING.title }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${ELDEN_RING.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: ELDEN_RING.title })).toBeVisible();
  await recentlyViewed(page).scrollIntoViewIfNeeded();
  await expect(cardTitles(page)).toHaveText([GOD_OF_WAR.title, GTA_V.title]);

  await recentlyViewed(page).getByRole('button', { name: 'پاک کردن' }).click();
  await expect(recentlyViewed(page)).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'استوری ها' })).toBeVisible();
  await expect(recentlyViewed(page)).toHaveCount(0);
});
