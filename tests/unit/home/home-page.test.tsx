// The home page over the sandbox: the CMS Home page's sections in its order, the rails, the posts and the about
// page's part; each read fails alone with a notice in its place, and only with every service down does the page
// fail (and the server answer 503).
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import HomePage from '@/app/(shop)/page';
import { loadBestSellers } from '@/app/(shop)/best-sellers-action';
import { loadHomeRail } from '@/app/(shop)/home-rails-action';
import { BLOG, CMS, COMMERCE, server, startMswServer } from '../services/msw';
import { realDataCacheForEachTest } from '../support/data-cache';
import { forwardCatalogToSandbox, forwardContentToSandbox } from '../support/sandbox';

vi.mock('next/server', () => ({ connection: async () => {} }));

startMswServer();
realDataCacheForEachTest();
beforeEach(() => {
  forwardContentToSandbox();
  forwardCatalogToSandbox();
});

const down = (base: string) => server.use(http.all(`${base}/*`, () => HttpResponse.error()));

async function renderHome(): Promise<HTMLElement> {
  const root = document.createElement('main');
  root.innerHTML = renderToString((await HomePage()) as ReactElement);
  return root;
}

const notices = (root: HTMLElement) =>
  [...root.querySelectorAll('[role="status"]')].map((notice) => notice.textContent);
const headings = (root: HTMLElement) => [...root.querySelectorAll('h2')].map((heading) => heading.textContent);
const sections = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-home-section]')].map((section) => section.getAttribute('data-home-section'));

const NOTICE = {
  highlights: 'استوری ها فعلا در دسترس نیستند.',
  banners: 'بنرهای صفحه اصلی فعلا در دسترس نیستند.',
  about: 'معرفی گیمینو و پرسش های پرتکرار فعلا در دسترس نیستند.',
  rails: 'فهرست بازی ها فعلا در دسترس نیست؛ کمی بعد دوباره سر بزنید.',
  bestSellers: 'پرفروش ترین ها فعلا در دسترس نیستند.',
  preorders: 'پیش خریدها فعلا در دسترس نیستند.',
  posts: 'نوشته های وبلاگ فعلا در دسترس نیستند.',
};

describe('home page, every service up', () => {
  it('shows the CMS sections in the CMS order, then the rails, the posts and the about part, with no notice', async () => {
    const root = await renderHome();
    expect(notices(root)).toEqual([]);
    const stories = root.querySelector('section[aria-label="استوری ها"]');
    expect(stories!.querySelectorAll('button[aria-haspopup="dialog"]').length).toBeGreaterThanOrEqual(5);
    expect(sections(root)).toEqual([
      'hero',
      'category',
      'banner2',
      'special-offer',
      'banner3',
      'best-sellers',
      'posts',
      'about',
      'faq',
      'support',
    ]);
    expect(headings(root)).toEqual([
      'دسته‌بندی‌ها',
      'حراج آخر هفته',
      'جدیدترین بازی ها',
      'پرفروش ترین ها',
      'پیش خرید',
      'تخفیف دارها',
      'تازه های وبلاگ',
      'گیمینو، فروشگاه اکانت بازی',
      'پرسش های پرتکرار',
      'راه های ارتباط با پشتیبانی',
    ]);
  });

  it('makes the first hero picture the only eager one among the new sections', async () => {
    const root = await renderHome();
    const pictures = [...root.querySelectorAll('[data-home-section] img')];
    const [first, ...rest] = pictures;
    expect(first.closest('[data-home-section]')!.getAttribute('data-home-section')).toBe('hero');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(rest.length).toBeGreaterThan(10);
    for (const picture of rest) expect(picture.getAttribute('loading')).toBe('lazy');
    // Every picture has its size, so nothing moves when it arrives.
    for (const picture of pictures) expect(picture.getAttribute('width')).toBeTruthy();
  });

  it('renders a panel per platform tab, only the first shown, and no games in any: they come when scrolled near or chosen', async () => {
    const root = await renderHome();
    const tablist = root.querySelector('[role="tablist"]')!;
    expect(tablist.getAttribute('aria-label')).toBe('پرفروش ترین ها');
    const tabs = [...tablist.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'PlayStation 5',
      'PlayStation 4',
      'Steam',
      'Xbox One',
      'Xbox Series X|S',
      'Nintendo Switch 2',
    ]);
    const panels = [...root.querySelectorAll('[role="tabpanel"]')];
    expect(panels).toHaveLength(6);
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, true, true, true, true]);
    // The first platform's rail is asked for when the shopper scrolls near it, the others' when their tab is
    // chosen (best-sellers-action.tsx); the first holds its place at the rail's height meanwhile.
    expect(panels.map((panel) => panel.querySelectorAll('a[href^="/product/"]').length)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(panels[0].querySelector('[aria-busy="true"]')?.className).toContain('h-[350px]');
  });

  it('carries the titles of the rails below the best sellers, and their cards come from the server when asked', async () => {
    const root = await renderHome();
    for (const title of ['جدیدترین بازی ها', 'پیش خرید', 'تخفیف دارها']) {
      const rail = root.querySelector(`section[aria-label="${title}"]`)!;
      expect(rail.querySelector('h2')?.textContent).toBe(title);
      expect(rail.querySelectorAll('a[href^="/product/"]')).toHaveLength(0);
    }
    for (const [rail, listId] of [
      ['newest', 'home-newest'],
      ['preorder', 'home-preorder'],
      ['discounted', 'home-discounted'],
    ]) {
      const cards = document.createElement('div');
      cards.innerHTML = renderToString((await loadHomeRail(rail)) as ReactElement);
      const list = cards.querySelector(`ul[data-item-list-id="${listId}"]`)!;
      expect(list.querySelectorAll('a[href^="/product/"]').length, rail).toBeGreaterThan(0);
    }
    await expect(loadHomeRail('constructor')).rejects.toThrow('Not a home rail');
  });

  it("gives another platform's best sellers when its tab asks, and nothing for a platform not in the list", async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString((await loadBestSellers('steam')) as ReactElement);
    const list = root.querySelector('ul[data-item-list-id="home-bestselling-steam"]')!;
    expect(list.querySelectorAll('a[href^="/product/"]').length).toBeGreaterThan(0);
    await expect(loadBestSellers('../../admin')).rejects.toThrow();
    await expect(loadBestSellers({ slug: 'steam' })).rejects.toThrow();
  });

  it('links the support channels and the whole FAQ', async () => {
    const root = await renderHome();
    expect(root.querySelector('[data-home-section="support"] a[href^="tel:"]')!.getAttribute('href')).toBe(
      'tel:02191012345',
    );
    expect(root.querySelector('[data-home-section="support"] a[href^="mailto:"]')!.getAttribute('href')).toBe(
      'mailto:support@gamino.example',
    );
    expect(root.querySelectorAll('[data-home-section="faq"] details')).toHaveLength(4);
    expect(root.querySelector('[data-home-section="faq"] a[href="/faq"]')!.textContent).toBe('همه پرسش ها');
  });
});

describe('home page, one service at a time', () => {
  it('commerce down: the rails give way to notices; the CMS sections and the posts stay', async () => {
    down(COMMERCE);
    const root = await renderHome();
    expect(notices(root)).toEqual([NOTICE.rails, NOTICE.bestSellers, NOTICE.preorders]);
    expect(sections(root)).toEqual([
      'hero',
      'category',
      'banner2',
      'special-offer',
      'banner3',
      'posts',
      'about',
      'faq',
      'support',
    ]);
    expect(root.querySelector('[role="tablist"]')).toBeNull();
  });

  it('CMS down: highlights, banners and the about part give way to notices; the rails stay', async () => {
    down(CMS);
    const root = await renderHome();
    expect(notices(root)).toEqual([NOTICE.highlights, NOTICE.banners, NOTICE.about]);
    expect(sections(root)).toEqual(['best-sellers', 'posts']);
    expect(headings(root)).toContain('پیش خرید');
  });

  it("one platform's search failing: its tab is left out, the others stay", async () => {
    server.use(
      http.post(`${COMMERCE}/api/services/app/Product/SearchWithFacets`, async ({ request }) => {
        const body = (await request.clone().json()) as { variants?: string[] };
        // Any other search falls through to the sandbox.
        return body.variants?.includes('steam') ? HttpResponse.error() : undefined;
      }),
    );
    const root = await renderHome();
    expect(notices(root)).toEqual([]);
    const tabs = [...root.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).not.toContain('Steam');
    expect(tabs).toContain('PlayStation 5');
  });

  it('blog down: the latest posts give way to a notice', async () => {
    down(BLOG);
    const root = await renderHome();
    expect(notices(root)).toEqual([NOTICE.posts]);
    expect(headings(root)).not.toContain('تازه های وبلاگ');
  });

  it('every service down: the page fails, for its error boundary and a 503', async () => {
    down(COMMERCE);
    down(CMS);
    down(BLOG);
    await expect(HomePage()).rejects.toThrow();
  });
});
