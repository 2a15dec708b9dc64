// Every number the shop shows among Persian words is in Persian digits, the services' own text included: the CMS
// pages, a post and a product's description. Latin digits stay only where they belong to something Latin: a name
// (PS5, 4K, FC 26), an address or an e-mail. A phone number is a link a phone can dial.
import { expect, test } from './fixtures';

const ROUTES = ['/about', '/terms', '/faq', '/blog/fc-26-first-impressions', '/product/ea-sports-fc-26'];

/**
 * The words of `text` that hold a Latin digit among Persian words: a word (between spaces) with a Latin digit and no
 * Latin letter, that does not follow a Latin word (FC 26). Each with a little of the text before it, to find it.
 */
function latinDigitsAmongPersian(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\S*[0-9]\S*/g)) {
    const word = match[0];
    if (/[A-Za-z]/.test(word)) continue;
    const before = text.slice(Math.max(0, match.index - 30), match.index);
    if (/[A-Za-z][ \u00a0]+$/.test(before)) continue;
    found.push(`${before}${word}`);
  }
  return found;
}

test('the checker finds Latin digits among Persian words and leaves Latin names and addresses alone', () => {
  const found = latinDigitsAmongPersian('تلفن 021-91012345 و ساعت 9 صبح');
  expect(found.map((context) => context.split(' ').at(-1))).toEqual(['021-91012345', '9']);
  expect(latinDigitsAmongPersian('بازی FC 26 روی PS5 با 4K؛ gamino.example/2 و ۲۴ ساعت')).toEqual([]);
});

for (const route of ROUTES) {
  test(`${route}: no Latin digit among Persian words`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    // Answers folded away (the FAQ's accordion, a product's questions) are text the shopper reads too.
    await main.evaluate((root) => {
      for (const folded of root.querySelectorAll('service-html[hidden]')) folded.removeAttribute('hidden');
      for (const details of root.querySelectorAll('details')) details.setAttribute('open', '');
    });
    expect(latinDigitsAmongPersian(await main.innerText())).toEqual([]);
  });
}

test('/about: the support phone is a tel: link shown in Persian digits, left to right', async ({ page }) => {
  await page.goto('/about');
  const phone = page.getByRole('main').getByRole('link', { name: '۰۲۱-۹۱۰۱۲۳۴۵' });
  await expect(phone).toHaveAttribute('href', 'tel:02191012345');
  await expect(phone).toHaveAttribute('dir', 'ltr');
});
