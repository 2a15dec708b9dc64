// The home page when one of its three services is down: that part gives way to a notice, the rest renders;
// with all three down the page fails (and the server answers 503).
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import HomePage from '@/app/(shop)/page';
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

const notices = (root: HTMLElement) => [...root.querySelectorAll('[role="status"]')].map((notice) => notice.textContent);
const railTitles = (root: HTMLElement) => [...root.querySelectorAll('h2')].map((heading) => heading.textContent);

describe('home page, one service at a time', () => {
  it('with every service up: stories, rails and posts, and no notice', async () => {
    const root = await renderHome();
    const stories = root.querySelector('section[aria-label="استوری ها"]');
    expect(stories).not.toBeNull();
    expect(stories!.querySelectorAll('button[aria-haspopup="dialog"]').length).toBeGreaterThanOrEqual(5);
    expect(railTitles(root)).toEqual(['جدیدترین بازی ها', 'پرفروش ترین ها', 'تخفیف دارها', 'تازه های وبلاگ']);
    expect(notices(root)).toEqual([]);
  });

  it('commerce down: the rails give way to a notice; stories and posts stay', async () => {
    down(COMMERCE);
    const root = await renderHome();
    expect(notices(root)).toEqual(['فهرست بازی ها فعلا در دسترس نیست؛ کمی بعد دوباره سر بزنید.']);
    expect(railTitles(root)).toEqual(['تازه های وبلاگ']);
    expect(root.querySelector('section[aria-label="استوری ها"] button')).not.toBeNull();
  });

  it('CMS down: the stories give way to a notice; the rails stay', async () => {
    down(CMS);
    const root = await renderHome();
    expect(notices(root)).toEqual(['استوری ها فعلا در دسترس نیستند.']);
    expect(root.querySelector('section[aria-label="استوری ها"] button')).toBeNull();
    expect(railTitles(root)).toContain('جدیدترین بازی ها');
  });

  it('blog down: the latest posts give way to a notice', async () => {
    down(BLOG);
    const root = await renderHome();
    expect(notices(root)).toEqual(['نوشته های وبلاگ فعلا در دسترس نیستند.']);
    expect(railTitles(root)).not.toContain('تازه های وبلاگ');
  });

  it('all three down: the page fails, for its error boundary and a 503', async () => {
    down(COMMERCE);
    down(CMS);
    down(BLOG);
    await expect(HomePage()).rejects.toThrow();
  });
});
