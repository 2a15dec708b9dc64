// Search from anywhere, against the sandbox: the header's 'جستجو' opens 'جستجو در گیمینو', a phrase
// typed with Arabic letters finds the Persian-named game and a post, the keyboard reaches them, Enter opens the
// catalog with the full results, and the search is remembered.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

// 'ایرانی' as an Arabic keyboard types it (Arabic Yeh, U+064A), as in 'شاهزاده‌ی ایرانی: تاج گمشده'.
const ARABIC_LETTERS = 'ايراني';
const GAME = /شاهزاده‌ی ایرانی: تاج گمشده/;
const POST = /شاهزاده‌ی ایرانی: تاج گمشده؛ بازگشتی باشکوه/;

async function openSearch(page: import('./fixtures').Page) {
  await page.getByRole('banner').getByRole('button', { name: 'جستجو' }).click();
  const dialog = page.getByRole('dialog', { name: 'جستجو در گیمینو' });
  await expect(dialog).toBeVisible();
  return { dialog, box: dialog.getByRole('searchbox', { name: 'عبارت جستجو' }) };
}

test('a phrase in Arabic letters finds the Persian-named game and its post, and the keyboard opens the game', async ({
  page,
}) => {
  await page.goto('/blogs');
  const { dialog, box } = await openSearch(page);
  await expect(box).toBeFocused();
  await box.pressSequentially(ARABIC_LETTERS);

  const games = dialog.getByRole('region', { name: 'بازی ها' });
  const posts = dialog.getByRole('region', { name: 'مقاله ها' });
  await expect(games.getByRole('link', { name: GAME })).toHaveAttribute(
    'href',
    '/product/prince-of-persia-the-lost-crown',
  );
  await expect(posts.getByRole('link', { name: POST })).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await box.press('ArrowDown');
  await expect(games.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/prince-of-persia-the-lost-crown$/);
  await expect(page.getByRole('heading', { level: 1, name: GAME })).toBeVisible();
});

test('Enter opens the catalog with the full results, and the search is offered again next time', async ({ page }) => {
  await page.goto('/');
  const { box } = await openSearch(page);
  await box.pressSequentially(ARABIC_LETTERS);
  await expect(
    page.getByRole('dialog', { name: 'جستجو در گیمینو' }).getByRole('region', { name: 'بازی ها' }),
  ).toBeVisible();
  await box.press('Enter');

  await expect(page).toHaveURL(`/products?q=${encodeURIComponent('ایرانی')}`);
  await expect(page.getByRole('dialog', { name: 'جستجو در گیمینو' })).toBeHidden();
  await expect(page.getByRole('main').getByRole('link', { name: GAME })).toBeVisible();

  await page.reload();
  const again = await openSearch(page);
  const recent = again.dialog.getByRole('region', { name: 'جستجوهای اخیر' });
  await expect(recent.getByRole('button', { name: 'ایرانی' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(again.dialog).toBeHidden();
});
