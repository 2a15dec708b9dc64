// The content routes rendered whole, their server components resolved against the sandbox's CMS and blog
// (over HTTP), through Next's real data cache; only Next's request APIs are stubbed.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import AboutPage from '@/app/(about)/about/page';
import ContactPage from '@/app/(back)/contact/page';
import FaqPage from '@/app/(back)/faq/page';
import FaqTopicPage from '@/app/(back)/faq/[slug]/page';
import UncachedFaqTopicPage from '@/app/(back)/faq/[slug]/uncached/page';
import TermsPage, { generateMetadata as termsMetadata } from '@/app/(back)/terms/page';
import OrderGuidePage from '@/app/(back)/order-guide/page';
import BlogPage from '@/app/(blogs)/blogs/[page]/page';
import CategoryPage from '@/app/(blogs)/blogs/category/[slug]/[page]/page';
import UncachedCategoryPage from '@/app/(blogs)/blogs/category/[slug]/uncached/page';
import TagPage from '@/app/(blogs)/blogs/tag/[slug]/[page]/page';
import UncachedTagPage from '@/app/(blogs)/blogs/tag/[slug]/uncached/page';
import PostPage, { generateMetadata as postMetadata } from '@/app/(detail)/blog/[post]/page';
import { makeStore } from '@/store/store';
import { startMswServer } from '../services/msw';
import { realDataCacheForEachTest } from '../support/data-cache';
import { forwardContentToSandbox } from '../support/sandbox';

vi.mock('next/server', () => ({ connection: async () => {} }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

startMswServer();
realDataCacheForEachTest();
beforeEach(forwardContentToSandbox);

/** Awaits every async server component in the tree (react-dom/server cannot), Suspense fallbacks dropped. */
async function resolveTree(node: unknown): Promise<unknown> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveTree));
  if (!node || typeof node !== 'object' || !('type' in node) || !('props' in node)) return node;
  const element = node as ReactElement<Record<string, unknown>>;
  if (typeof element.type === 'function' && element.type.constructor.name === 'AsyncFunction') {
    return resolveTree(await (element.type as (props: unknown) => Promise<unknown>)(element.props));
  }
  const props = { ...element.props };
  if ('children' in props) props.children = await resolveTree(props.children);
  if ('fallback' in props) props.fallback = null;
  return { ...element, props };
}

async function renderPage(page: unknown): Promise<HTMLElement> {
  const tree = (await resolveTree(await page)) as ReactElement;
  const root = document.createElement('main');
  root.innerHTML = renderToString(<Provider store={makeStore()}>{tree}</Provider>);
  return root;
}

const h1Of = (root: HTMLElement) => [...root.querySelectorAll('h1')].map((h1) => h1.textContent);
const postParams = (post: string) => ({ params: Promise.resolve({ post }) });
const blogPageParams = (page: string) => ({ params: Promise.resolve({ page }) });
const topicParams = (slug: string) => ({ params: Promise.resolve({ slug }) });
const termPageParams = (slug: string, page: string) => ({ params: Promise.resolve({ slug, page }) });
const uncachedTermParams = (slug: string, page?: string) => ({
  params: Promise.resolve({ slug }),
  searchParams: Promise.resolve(page === undefined ? {} : { page }),
});
const chipsOf = (card: Element, label: string) =>
  [...card.querySelectorAll(`ul[aria-label="${label}"] a`)].map((link) => link.getAttribute('href'));

describe('content pages', () => {
  it('"one h1 per page", with the fixed Persian titles', async () => {
    expect(h1Of(await renderPage(TermsPage()))).toEqual(['قوانین و مقررات']);
    expect(h1Of(await renderPage(FaqPage()))).toEqual(['سوالات متداول']);
    expect(h1Of(await renderPage(AboutPage()))).toEqual(['درباره ما']);
    expect(h1Of(await renderPage(ContactPage()))).toEqual(['تماس با ما']);
    expect(h1Of(await renderPage(BlogPage(blogPageParams('1'))))).toEqual(['وبلاگ']);
    expect(h1Of(await renderPage(PostPage(postParams('offline-account-guide'))))).toEqual([
      'اکانت آفلاین چیست و برای چه کسی مناسب است؟',
    ]);
  });

  it("/order-guide: the CMS's ordering guide under 'راهنمای ثبت سفارش', its steps numbered in order", async () => {
    const root = await renderPage(OrderGuidePage());
    expect(h1Of(root)).toEqual(['راهنمای ثبت سفارش']);
    const steps = [...root.querySelectorAll('ol > li')].map((step) => step.textContent ?? '');
    expect(steps).toHaveLength(6);
    expect(steps[0]).toContain('انتخاب بازی');
    expect(steps[5]).toContain('دریافت اکانت');
    expect(root.querySelector('a[href="/faq"]')).not.toBeNull();
  });

  it('"/faq lists the topics as links": title and the number of questions in Persian digits', async () => {
    const root = await renderPage(FaqPage());
    const links = [...root.querySelectorAll('nav[aria-label="موضوع‌های پرسش‌ها"] a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/faq/buying',
      '/faq/delivery',
      '/faq/warranty',
      '/faq/wallet',
      '/faq/account',
    ]);
    expect(links[0].textContent).toBe('خرید و پرداخت۵ پرسش');
    expect(root.querySelectorAll('button[aria-expanded]')).toHaveLength(0);
  });

  it('"/faq/<keyword> shows one topic\'s questions as the accordion", under its own h1, with a link back to /faq', async () => {
    const root = await renderPage(FaqTopicPage(topicParams('delivery')));
    expect(h1Of(root)).toEqual(['تحویل اکانت']);
    const questions = root.querySelectorAll('button[aria-expanded="false"]');
    expect(questions).toHaveLength(4);
    expect(questions[0].textContent).toBe('اکانت بعد از پرداخت کجا نمایش داده می‌شود؟');
    expect(root.querySelector('a[href="/faq"]')?.textContent).toBe('همه‌ی سوالات متداول');
  });

  it('"/faq/<unknown keyword> → notFound()", kept or rendered per request, and a malformed one is not even read', async () => {
    await expect(FaqTopicPage(topicParams('unknown'))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(
      UncachedFaqTopicPage({ ...topicParams('unknown'), searchParams: Promise.resolve({}) }),
    ).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(UncachedFaqTopicPage({ ...topicParams('%2e%2e'), searchParams: Promise.resolve({}) })).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
  });

  it('"/contact": channels, the form with its labels, and the contact FAQ', async () => {
    const root = await renderPage(ContactPage());
    expect(root.querySelector('a[href="tel:02100000000"]')).not.toBeNull();
    expect([...root.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'نام',
      'شماره موبایل یا ایمیل',
      'پیام',
    ]);
    expect(root.querySelector('#form button[type="submit"]')?.textContent).toBe('ارسال');
    expect(root.textContent).toContain('پاسخ تیکت چقدر طول می‌کشد؟');
  });

  it('"/blogs pages with ?page=N" (rewritten to /blogs/N): cards, Persian page numbers, and the totals of X-WP-TotalPages', async () => {
    const first = await renderPage(BlogPage(blogPageParams('1')));
    expect(first.querySelectorAll('article')).toHaveLength(6);
    expect(first.querySelector('nav')?.textContent).toContain('صفحه‌ی ۱ از ۳');
    expect(first.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/blogs?page=2');
    const last = await renderPage(BlogPage(blogPageParams('3')));
    expect(last.querySelectorAll('article')).toHaveLength(3);
    expect(last.querySelector('[aria-current="page"]')?.textContent).toContain('۳');
  });

  it('"/blogs/category/<slug>": the category named in the heading, only its posts, paged under its own address', async () => {
    const first = await renderPage(CategoryPage(termPageParams('guides', '1')));
    expect(h1Of(first)).toEqual(['دسته: راهنمای خرید']);
    const cards = [...first.querySelectorAll('article')];
    expect(cards).toHaveLength(6);
    for (const card of cards) expect(chipsOf(card, 'دسته‌بندی‌ها')).toContain('/blogs/category/guides');
    expect(first.querySelector('nav')?.textContent).toContain('صفحه‌ی ۱ از ۲');
    expect(first.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/blogs/category/guides?page=2');
    const second = await renderPage(CategoryPage(termPageParams('guides', '2')));
    expect(second.querySelectorAll('article')).toHaveLength(3);
    expect(second.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/blogs/category/guides');
  });

  it('"/blogs/tag/<slug>": the tag named in the heading, its posts', async () => {
    const root = await renderPage(TagPage(termPageParams('ps5', '1')));
    expect(h1Of(root)).toEqual(['برچسب: PS5']);
    expect(root.querySelectorAll('article')).toHaveLength(6);
    expect(root.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/blogs/tag/ps5?page=2');
    const uncached = await renderPage(UncachedTagPage(uncachedTermParams('ps5', '۲')));
    expect(uncached.querySelectorAll('article')).toHaveLength(1);
  });

  it('"an unknown category or tag, a page past the last or a page that is none → notFound()"', async () => {
    await expect(renderPage(CategoryPage(termPageParams('unknown', '1')))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(renderPage(UncachedCategoryPage(uncachedTermParams('unknown')))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(renderPage(UncachedTagPage(uncachedTermParams('unknown')))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(renderPage(CategoryPage(termPageParams('guides', '3')))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(renderPage(UncachedCategoryPage(uncachedTermParams('guides', 'abc')))).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
    await expect(renderPage(CategoryPage(termPageParams('guides', '0')))).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('"a post\'s category and tag chips link to their pages"', async () => {
    const root = await renderPage(PostPage(postParams('ps5-account-capacities-explained')));
    const article = root.querySelector('article')!;
    expect(chipsOf(article, 'دسته‌بندی‌ها')).toEqual(['/blogs/category/guides', '/blogs/category/playstation']);
    expect(chipsOf(article, 'برچسب‌ها')).toEqual(['/blogs/tag/ps5', '/blogs/tag/capacity', '/blogs/tag/beginners']);
  });

  it('"/blogs?page past the last page or not a number → notFound()"', async () => {
    await expect(renderPage(BlogPage(blogPageParams('9')))).rejects.toThrow('NEXT_NOT_FOUND');
    // Where proxy.ts sends a page number that is not one.
    await expect(BlogPage(blogPageParams('0'))).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('"the hostile seeded post must show its text and run nothing"', async () => {
    const root = await renderPage(PostPage(postParams('account-security-tips')));
    expect(root.querySelectorAll('script, iframe, [style*="javascript"]')).toHaveLength(0);
    const attributes = [...root.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => attribute.name),
    );
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(root.innerHTML).not.toMatch(/javascript:|alert\(/i);
    expect(root.textContent).toContain('این نمونه‌ی یک لینک جعلی است');
    expect(root.textContent).toContain('نرم‌افزارهای تقلب دانلود نکنید.');
  });

  it('"/blog/[post]": author, Jalali date, tags and up to 3 related posts of the same category', async () => {
    const root = await renderPage(PostPage(postParams('ps5-account-capacities-explained')));
    expect(root.textContent).toContain('رضا کریمی');
    expect(root.querySelector('article time')?.textContent).toBe('۱۸ دی ۱۴۰۴');
    expect([...root.querySelectorAll('[aria-label="برچسب‌ها"] li')].map((tag) => tag.textContent)).toEqual([
      '#PS5',
      '#ظرفیت اکانت',
      '#تازه‌کارها',
    ]);
    const related = [...root.querySelectorAll('#related-posts ~ ul a')].map((link) => link.getAttribute('href'));
    expect(related).toHaveLength(3);
    expect(related).not.toContain('/blog/ps5-account-capacities-explained');
  });

  it('"unknown slug → notFound()" before the page renders anything', async () => {
    await expect(PostPage(postParams('no-such-post'))).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('"generateMetadata gives a Persian description only — never a title"', async () => {
    const post = await postMetadata(postParams('account-security-tips'));
    expect(Object.keys(post)).toEqual(['description']);
    expect(post.description).toMatch(/^رمز قوی/);
    const terms = await termsMetadata();
    expect(Object.keys(terms)).toEqual(['description']);
    expect(await postMetadata(postParams('no-such-post'))).toEqual({});
  });
});
