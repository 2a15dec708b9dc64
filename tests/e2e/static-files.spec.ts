// The build's scripts and stylesheets reach a real browser as the Brotli copies `npm run build` made
// (scripts/precompress-static.mjs, server/precompressed-static.ts), byte for byte, and the page runs on them.
import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

test('the home page loads its scripts and stylesheet as the Brotli copies of the build', async ({ page }) => {
  const files: { url: string; encoding?: string; length?: string }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/_next\/static\/.+\.(js|css)$/.test(pathname)) {
      const headers = response.headers();
      files.push({ url: pathname, encoding: headers['content-encoding'], length: headers['content-length'] });
    }
  });
  await page.goto('/');
  // The side menu opens only once the page's scripts have run.
  await page.getByRole('button', { name: 'منو' }).click();
  await expect(page.getByRole('dialog', { name: 'منوی کناری' })).toBeVisible();

  expect(files.some((file) => file.url.endsWith('.css'))).toBe(true);
  expect(files.filter((file) => file.url.endsWith('.js')).length).toBeGreaterThan(3);
  for (const file of files) {
    const copy = path.join('.next/static', file.url.slice('/_next/static/'.length) + '.br');
    expect(file, file.url).toMatchObject({ encoding: 'br', length: String(statSync(copy).size) });
  }
});
