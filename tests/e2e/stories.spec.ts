// The home page's stories in a real browser: covers at the top, a cover opens its story full screen, slides move on
// by themselves, Escape or a finger drawn down closes it with focus back on the cover, the cover stays marked
// viewed after a reload, and the open viewer passes axe in light and in dark. The viewer is not in the home
// page's first load (the build's .next/diagnostics/route-bundle-stats.json), only fetched on a tap.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

const storiesRow = (page: Page) => page.getByRole('region', { name: 'استوری ها' });
// A cover carries data-viewed once its script has run (never in the server's HTML): waiting for it waits for hydration.
const coverOf = (page: Page, title: string) => storiesRow(page).getByRole('button', { name: title, exact: true });

/** Five seconds a slide, with room for a busy machine. */
const SLIDE_TIMEOUT = 7000;

async function axeViolationsInOpenDialog(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} ${violation.nodes[0]?.target}`);
}

/** A finger drawn straight down from the middle of `box`, through the browser's touch input as a phone sends it. */
async function swipeDown(page: Page, box: { x: number; y: number; width: number; height: number }, distance: number) {
  const cdp = await page.context().newCDPSession(page);
  const x = Math.round(box.x + box.width / 2);
  const from = Math.round(box.y + box.height / 3);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: from + (distance * step) / 8 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('covers at the top open their story; it moves on by itself; Escape closes it, focus returns, and the cover stays viewed after a reload', async ({
  page,
}) => {
  // The page's timers run on Playwright's clock, flowing as real time does, so the steps by hand below can hold it.
  await page.clock.install();
  await page.goto('/');
  await expect(storiesRow(page)).toBeVisible();
  await expect(storiesRow(page).getByRole('button').first()).toBeVisible();
  const cover = coverOf(page, 'تخفیف‌های هفته');
  await expect(cover).toHaveAttribute('data-viewed', 'false');

  await cover.click();
  const viewer = page.getByRole('dialog', { name: 'تخفیف‌های هفته' });
  await expect(viewer).toBeVisible();
  await expect(viewer).toHaveAttribute('data-slide', '0');
  await expect(viewer.getByText('۱ از ۴')).toBeVisible();
  const viewport = page.viewportSize()!;
  expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  // No sleep: the next slide comes by itself within five seconds.
  await expect(viewer).toHaveAttribute('data-slide', '1', { timeout: SLIDE_TIMEOUT });
  await expect(viewer.getByText('۲ از ۴')).toBeVisible();
  expect(await axeViolationsInOpenDialog(page)).toEqual([]);

  // axe can take longer than a slide on a slow machine, so the steps are counted from where the story is now, with
  // the clock held (a second on, so never in the page's past): a slide ending by itself between reading it and the
  // tap would count twice.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const shown = Number(await viewer.getAttribute('data-slide'));
  await viewer.getByRole('button', { name: 'استوری بعدی' }).click();
  await expect(viewer).toHaveAttribute('data-slide', String(shown + 1));
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toHaveAttribute('data-slide', String(shown));
  await page.clock.resume();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(cover).toBeFocused();
  await expect(cover).toHaveAttribute('data-viewed', 'true');
  await expect(coverOf(page, 'تازه‌ها')).toHaveAttribute('data-viewed', 'false');

  await page.reload();
  await expect(coverOf(page, 'تخفیف‌های هفته')).toHaveAttribute('data-viewed', 'true');
  await expect(coverOf(page, 'تازه‌ها')).toHaveAttribute('data-viewed', 'false');
});

test("a story's video plays muted and inline; its link leads into the shop; after its last slide the next story follows", async ({
  page,
}) => {
  await page.goto('/');
  await expect(coverOf(page, 'تازه‌ها')).toHaveAttribute('data-viewed', 'false');
  await coverOf(page, 'تازه‌ها').click();
  const viewer = page.getByRole('dialog', { name: 'تازه‌ها' });
  await expect(viewer).toBeVisible();
  const video = viewer.getByLabel('تریلر اف‌سی ۲۶', { exact: true });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.playsInline])).toEqual([
    true,
    true,
  ]);
  await expect(viewer.getByRole('link', { name: 'اف‌سی ۲۶' })).toHaveAttribute('href', '/product/ea-sports-fc-26');

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAttribute('data-slide', '2');
  const nextStory = page.getByRole('dialog', { name: 'تخفیف‌های هفته' });
  await expect(nextStory).toBeVisible({ timeout: SLIDE_TIMEOUT });

  await nextStory.getByRole('link', { name: 'تخفیف‌های هفته' }).click();
  await expect(page).toHaveURL('/products?sort=bestselling');
});

test('a finger drawn down closes the story and gives focus back to its cover', async ({ page }) => {
  await page.goto('/');
  const cover = coverOf(page, 'فصل فوتبال');
  await expect(cover).toHaveAttribute('data-viewed', 'false');
  await cover.click();
  const viewer = page.getByRole('dialog', { name: 'فصل فوتبال' });
  await expect(viewer).toBeVisible();
  await swipeDown(page, (await viewer.getByRole('button', { name: 'استوری بعدی' }).boundingBox())!, 160);
  await expect(viewer).toBeHidden();
  await expect(cover).toBeFocused();
  await expect(cover).toHaveAttribute('data-viewed', 'true');
});

test('in dark the row and the open story pass axe, contrast included', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'color-scheme', value: 'dark', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const row = await new AxeBuilder({ page }).include('section[aria-label="استوری ها"]').analyze();
  expect(row.violations.map((violation) => `${violation.id} ${violation.nodes[0]?.target}`)).toEqual([]);

  await expect(coverOf(page, 'انحصاری‌های PS5')).toHaveAttribute('data-viewed', 'false');
  await coverOf(page, 'انحصاری‌های PS5').click();
  const viewer = page.getByRole('dialog', { name: 'انحصاری‌های PS5' });
  await expect(viewer).toBeVisible();
  await expect(viewer).toHaveCSS('background-color', 'rgb(2, 6, 24)');
  expect(await axeViolationsInOpenDialog(page)).toEqual([]);
  await viewer.getByRole('button', { name: 'بستن' }).click();
  await expect(viewer).toBeHidden();
  await expect(coverOf(page, 'انحصاری‌های PS5')).toBeFocused();
});

test("the viewer is in the build but not in the home page's first load", () => {
  // A text only the viewer renders, as it stands in the minified script.
  const viewerText = 'استوری بعدی';
  const stats = JSON.parse(readFileSync('.next/diagnostics/route-bundle-stats.json', 'utf8')) as {
    route: string;
    firstLoadChunkPaths: string[];
  }[];
  const home = stats.find((candidate) => candidate.route === '/');
  expect(home, '/ in route-bundle-stats.json').toBeDefined();
  const firstLoad = home!.firstLoadChunkPaths
    .filter((chunk) => chunk.endsWith('.js'))
    .map((chunk) => readFileSync(chunk, 'utf8'));
  const chunks = '.next/static/chunks';
  const everyChunk = readdirSync(chunks)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(chunks, file), 'utf8'));
  expect(
    everyChunk.some((script) => script.includes(viewerText)),
    'the viewer is in the build',
  ).toBe(true);
  expect(
    firstLoad.some((script) => script.includes(viewerText)),
    "the viewer is not in /'s first load",
  ).toBe(false);
});
