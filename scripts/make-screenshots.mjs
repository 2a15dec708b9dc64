// `node scripts/make-screenshots.mjs [origin]`: the install sheet's screenshots (app/manifest.ts), taken from a
// running production shop (default http://localhost:3000) at a phone's 390×844 in the light look, with
// Debian's Chromium. Run after a visible change of the home or product page; the PNGs are committed.
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const origin = process.argv[2] ?? 'http://localhost:3000';
const SHOTS = [
  ['/', 'public/screenshots/home.png'],
  ['/product/elden-ring', 'public/screenshots/product.png'],
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({
  viewport: { width: 390, height: 844 },
  locale: 'fa-IR',
  colorScheme: 'light',
  serviceWorkers: 'block',
});
for (const [address, file] of SHOTS) {
  await page.goto(`${origin}${address}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A palette PNG: a third of the bytes, no visible difference on these flat colours.
  await sharp(await page.screenshot())
    .png({ palette: true, compressionLevel: 9 })
    .toFile(file);
  console.log(`${file} ← ${address}`);
}
await browser.close();
