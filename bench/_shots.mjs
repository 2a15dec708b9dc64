// Scratch: full-page screenshots at 390x844, light and dark, of the paths given. Deleted after review.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
const base = process.env.BASE ?? 'http://localhost:3400';
const [, , ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const scheme of ['light', 'dark']) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    colorScheme: scheme,
  });
  if (scheme === 'dark') await context.addCookies([{ name: 'color-scheme', value: 'dark', url: base }]);
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `/tmp/shots/${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${scheme}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
  }
  await context.close();
}
await browser.close();
