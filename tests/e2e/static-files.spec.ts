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

test('the app icons are PNGs answered as image/png: 192, 512, the maskable 512 and the iOS touch icon', async ({
  page,
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  const pngs: string[] = manifest.icons
    .filter((icon: { type: string }) => icon.type === 'image/png')
    .map((icon: { src: string }) => icon.src);
  expect(pngs.sort()).toEqual(['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png']);
  await page.goto('/');
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(touchIcon).toBe('/icons/apple-touch-icon.png');
  for (const src of [...pngs, touchIcon!]) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type'], src).toBe('image/png');
  }
});
