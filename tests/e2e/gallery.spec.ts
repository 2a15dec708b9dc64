// The product gallery in a real browser: a trailer that plays, HLS through hls.js where the browser has no
// HLS of its own, the full-screen viewer (open, swipe, next and previous, Escape), and no accessibility violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';

const gallery = (page: Page) => page.getByRole('region', { name: 'گالری تصاویر و ویدیو' });
const playbackTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** Records whether the page fetched hls.js: a script whose text holds its buffer settings, which no other code has. */
function watchForHlsJs(page: Page): { fetched: () => boolean } {
  let fetched = false;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const text = await response.text().catch(() => '');
    if (text.includes('maxBufferLength')) fetched = true;
  });
  return { fetched: () => fetched };
}

/** A browser without HLS of its own (Firefox, Chromium before it had one): canPlayType says no to playlists. */
async function withoutNativeHls(page: Page) {
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });
}

/** A finger drawn across most of `box`, through the browser's touch input, as a phone sends it. */
async function swipe(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  towards: 'left' | 'right',
) {
  const cdp = await page.context().newCDPSession(page);
  const y = Math.round(box.y + box.height / 2);
  const [from, to] =
    towards === 'right'
      ? [box.x + box.width * 0.2, box.x + box.width * 0.8]
      : [box.x + box.width * 0.8, box.x + box.width * 0.2];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * step) / 10, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('an MP4 trailer starts by itself, muted, once it is on screen, and plays on; hls.js is never fetched for it', async ({
  page,
}) => {
  const hlsJs = watchForHlsJs(page);
  await page.goto('/product/elden-ring');
  await expect(gallery(page).getByRole('heading', { name: 'گالری تصاویر و ویدیو' })).toBeVisible();
  const trailer = gallery(page).getByLabel('تریلر الدن رینگ', { exact: true });
  await trailer.scrollIntoViewIfNeeded();
  await expect.poll(() => playbackTime(trailer)).toBeGreaterThan(1);
  expect(
    await trailer.evaluate((element: HTMLVideoElement) => [element.muted, element.controls, element.currentSrc]),
  ).toEqual([true, true, expect.stringMatching(/\/commerce\/files\/videos\/elden-ring\/trailer\.mp4$/)]);
  expect(hlsJs.fetched()).toBe(false);
});

test('under reduced motion a trailer waits for its play button, then plays', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/product/elden-ring');
  const trailer = gallery(page).getByLabel('تریلر الدن رینگ', { exact: true });
  await trailer.scrollIntoViewIfNeeded();
  // The viewer opening and closing shows the page is live: had the trailer been going to start, it would have.
  await gallery(page).getByRole('button', { name: 'الدن رینگ: نمای جهان بازی' }).click();
  await page.getByRole('dialog', { name: 'الدن رینگ' }).getByRole('button', { name: 'بستن' }).click();
  expect(await trailer.evaluate((element: HTMLVideoElement) => [element.paused, element.currentTime])).toEqual([
    true,
    0,
  ]);
  await expect(gallery(page).getByText('۰:۰۵')).toBeVisible();

  await gallery(page).getByRole('button', { name: 'پخش تریلر الدن رینگ' }).click();
  await expect.poll(() => playbackTime(trailer)).toBeGreaterThan(1);
  await expect(gallery(page).getByRole('button', { name: 'پخش تریلر الدن رینگ' })).toBeHidden();
});

test('an HLS trailer plays through hls.js in a browser without HLS of its own', async ({ page }) => {
  await withoutNativeHls(page);
  const hlsJs = watchForHlsJs(page);
  const segments: string[] = [];
  page.on('response', (response) => {
    if (/\/hls\/segment-\d+\.ts$/.test(response.url())) segments.push(response.headers()['content-type']);
  });
  await page.goto('/product/god-of-war-ragnarok');
  const trailer = gallery(page).getByLabel('تریلر خدای جنگ: رگناروک', { exact: true });
  await trailer.scrollIntoViewIfNeeded();
  await expect.poll(() => playbackTime(trailer)).toBeGreaterThan(1);
  expect(hlsJs.fetched()).toBe(true);
  // hls.js feeds the video through Media Source Extensions: its source is a blob: URL, not the playlist.
  expect(await trailer.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:/);
  expect(segments[0]).toBe('video/mp2t');
});

test("an HLS trailer plays the browser's own way where it has one, without hls.js", async ({ page }) => {
  const hlsJs = watchForHlsJs(page);
  await page.goto('/product/hogwarts-legacy');
  const native = await page.evaluate(
    () => document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '',
  );
  const trailer = gallery(page).getByLabel('تریلر میراث هاگوارتز', { exact: true });
  await trailer.scrollIntoViewIfNeeded();
  await expect.poll(() => playbackTime(trailer)).toBeGreaterThan(1);
  // Debian's Chromium plays HLS itself (canPlayType answers "maybe"); an older one would go through hls.js.
  expect(hlsJs.fetched()).toBe(!native);
  expect(await trailer.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
    native ? /\/hls\/index\.m3u8$/ : /^blob:/,
  );
});

test('a picture opens the full-screen viewer named after the game; swipe, next, previous, Escape', async ({ page }) => {
  await page.goto('/product/elden-ring');
  const thumbnail = gallery(page).getByRole('button', { name: 'الدن رینگ: صحنه‌ی نبرد' });
  await thumbnail.click();
  const viewer = page.getByRole('dialog', { name: 'الدن رینگ' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('تصویر ۲ از ۵')).toBeVisible();
  const shown = viewer.getByRole('img', { name: 'الدن رینگ: صحنه‌ی نبرد' });
  await expect(shown).toBeInViewport();
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const viewport = page.viewportSize()!;
  expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });

  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(axe.violations.map((violation) => `${violation.id} ${violation.nodes[0]?.target}`)).toEqual([]);

  // A finger swiping right: in a right-to-left strip the next picture comes in from the left.
  const track = viewer.getByRole('list', { name: 'تصاویر' });
  await swipe(page, (await track.boundingBox())!, 'right');
  await expect(viewer.getByText('تصویر ۳ از ۵')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'الدن رینگ: شهر در شب' })).toBeInViewport({ ratio: 0.9 });
  await swipe(page, (await track.boundingBox())!, 'left');
  await expect(viewer.getByText('تصویر ۲ از ۵')).toBeVisible();

  await viewer.getByRole('button', { name: 'تصویر بعدی' }).click();
  await expect(viewer.getByText('تصویر ۳ از ۵')).toBeVisible();
  await viewer.getByRole('button', { name: 'تصویر بعدی' }).click();
  await expect(viewer.getByText('تصویر ۴ از ۵')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'الدن رینگ: جنگل و مسیر اصلی' })).toBeInViewport({ ratio: 0.9 });
  await viewer.getByRole('button', { name: 'تصویر قبلی' }).click();
  await expect(viewer.getByText('تصویر ۳ از ۵')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'الدن رینگ: شهر در شب' })).toBeInViewport({ ratio: 0.9 });

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test('the product page with its gallery has no accessibility violations', async ({ page }) => {
  await page.goto('/product/god-of-war-ragnarok');
  await expect(gallery(page)).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id} ${violation.nodes[0]?.target}`)).toEqual([]);
});

test('the cover stays the largest paint of a product page with a gallery', async ({ page }) => {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as PerformanceEntry & { url: string };
      (window as unknown as { largestPaint: string }).largestPaint = last.url;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/product/elden-ring');
  await page.waitForLoadState('networkidle');
  await expect(gallery(page).getByLabel('تریلر الدن رینگ', { exact: true })).toBeInViewport();
  const largestPaint = await page.evaluate(() => (window as unknown as { largestPaint?: string }).largestPaint);
  expect(decodeURIComponent(largestPaint ?? '')).toContain('/commerce/files/products/elden-ring.webp');
});

test('a game without a gallery shows none, and its page is whole', async ({ page }) => {
  await page.goto('/product/minecraft');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'افزودن به سبد خرید' })).toBeVisible();
  await expect(gallery(page)).toHaveCount(0);
});
