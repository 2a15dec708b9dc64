// A page the server keeps for half a second (server/page-reuse.ts) reaches a real browser whole: Chromium takes
// the gzip stitched from the page's deflated parts and the nonce, and the page runs under its own nonce.
import { expect, test } from './fixtures';

test('a page answered again from the kept copy is gzip the browser reads, with a nonce of its own', async ({
  page,
}) => {
  await page.goto('/contact');
  // Another page first: a /terms of its own would be kept for 500 ms from when its HTML arrived, and a slow page
  // load could leave the second request below just past that. So the first request is Next's (and is kept), the
  // second, a moment later, comes from the kept copy. A kept page is sent whole with its length; Next's answers
  // stream without one.
  const answers = await page.evaluate(async () => {
    const read = async () => {
      const response = await fetch('/terms', { cache: 'no-store' });
      return {
        text: await response.text(),
        encoding: response.headers.get('content-encoding'),
        length: response.headers.get('content-length'),
        policy: response.headers.get('content-security-policy') ?? '',
        cache: response.headers.get('x-nextjs-cache'),
      };
    };
    const first = await read();
    const second = await read();
    return [first, second];
  });
  const [first, kept] = answers;
  expect(kept.encoding).toBe('gzip');
  expect(kept.length).not.toBeNull();
  expect(kept.cache).toBe('HIT');
  const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
  expect(nonceOf(kept.policy)).not.toBe(nonceOf(first.policy));
  expect(kept.text).toBe(first.text.replaceAll(nonceOf(first.policy), nonceOf(kept.policy)));
  expect(kept.text).toContain('قوانین و مقررات');

  // And as a page: the browser decodes it, runs its scripts under the new nonce, and the page hydrates.
  const response = await page.goto('/terms');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('قوانین و مقررات');
  await expect(page.getByRole('link', { name: 'بازگشت' })).toBeVisible();
});
