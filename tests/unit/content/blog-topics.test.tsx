// The blog by topic: a category's or tag's slug → its term → its posts (services/server/cached/blog.ts), the chips that
// link there, the paging of a topic's address and its metadata (services/server/views/seo-blog.ts).
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Pagination } from '@/components/blog/Pagination';
import { PostCard } from '@/components/blog/PostCard';
import { blogTopicPath } from '@/lib/blog-paging';
import { CACHE_POLICY } from '@/services/server/cached/policy';
import { readBlogTopic } from '@/services/server/cached/blog';
import { postTerms, toPostSummary } from '@/services/server/views/blog';
import { blogTopicCrumbs, blogTopicSeo, blogTopicTitle } from '@/services/server/views/seo-blog';
import type { WpPost } from '@/services/types/blog';
import { realDataCacheForEachTest } from '../support/data-cache';
import { sandboxJson } from '../support/sandbox';
import { BLOG, server, startMswServer } from '../services/msw';

vi.mock('next/server', () => ({ connection: async () => {} }));

// A post exactly as the blog stand-in serves it with _embed, read over HTTP before msw starts.
const [capacities] = await sandboxJson<WpPost[]>(
  '/blog/wp-json/wp/v2/posts?slug=ps5-account-capacities-explained&_embed=1',
);

startMswServer();
const dataCache = realDataCacheForEachTest();

const guides = { id: 2, slug: 'guides', name: 'راهنمای خرید', description: '', taxonomy: 'category', count: 9 };

/** WordPress with one category, `guides`, of `pages` pages of posts; every call is noted. */
function blogWithGuides(pages = 2) {
  const calls: string[] = [];
  server.use(
    http.get(`${BLOG}/wp-json/wp/v2/categories`, ({ request }) => {
      const slug = new URL(request.url).searchParams.get('slug');
      calls.push(`categories?slug=${slug}`);
      return HttpResponse.json(slug === 'guides' ? [guides] : []);
    }),
    http.get(`${BLOG}/wp-json/wp/v2/posts`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(
        `posts?categories=${params.get('categories')}&page=${params.get('page')}&_embed=${params.get('_embed')}`,
      );
      if (Number(params.get('page')) > pages) {
        return HttpResponse.json(
          { code: 'rest_post_invalid_page_number', message: '', data: { status: 400 } },
          { status: 400 },
        );
      }
      return HttpResponse.json([{ id: 1, slug: 'a' }], {
        headers: { 'X-WP-Total': String(pages * 6), 'X-WP-TotalPages': String(pages) },
      });
    }),
  );
  return calls;
}

describe('a topic page reads slug → term → posts', () => {
  it("reads the term by its slug, then that term's page of posts with their terms embedded: two calls", async () => {
    const calls = blogWithGuides();
    const topic = await readBlogTopic('category', 'guides', 2, 6, true);
    expect(topic).toMatchObject({ term: { id: 2, name: 'راهنمای خرید' }, total: 12, totalPages: 2 });
    expect(calls).toEqual(['categories?slug=guides', 'posts?categories=2&page=2&_embed=']);
  });

  it('an unknown slug is null after one call, and is asked about again next time: nothing is kept for it', async () => {
    const calls = blogWithGuides();
    expect(await readBlogTopic('category', 'made-up', 1, 6, true)).toBeNull();
    expect(await readBlogTopic('category', 'made-up', 1, 6, true)).toBeNull();
    expect(calls).toEqual(['categories?slug=made-up', 'categories?slug=made-up']);
  });

  it('a page past the last (WordPress answers 400) is null; a slug longer than any term is not asked about', async () => {
    const calls = blogWithGuides();
    expect(await readBlogTopic('category', 'guides', 3, 6, false)).toBeNull();
    expect(await readBlogTopic('category', 'x'.repeat(201), 1, 6, false)).toBeNull();
    expect(calls).toEqual(['categories?slug=guides', 'posts?categories=2&page=3&_embed=']);
  });

  it("a kept topic's reads are kept under the blog's tag, so a publish refreshes them", async () => {
    const calls = blogWithGuides();
    await readBlogTopic('category', 'guides', 1, 6, true);
    await readBlogTopic('category', 'guides', 1, 6, true);
    expect(calls).toHaveLength(2);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1000);
    await dataCache().revalidateTag([CACHE_POLICY.blog.tag], {});
    await readBlogTopic('category', 'guides', 1, 6, true);
    vi.useRealTimers();
    expect(calls).toHaveLength(4);
  });
});

describe('chips link to topic pages', () => {
  it('embedded categories and tags carry the address of their page; names alone are labels', () => {
    expect(postTerms(capacities, 'category').map((term) => term.href)).toEqual([
      '/blogs/category/guides',
      '/blogs/category/playstation',
    ]);
    expect(postTerms(capacities, 'post_tag')[0]).toMatchObject({ name: 'PS5', href: '/blogs/tag/ps5' });
    expect(postTerms({ ...capacities, _embedded: undefined }, 'category').every((term) => term.href === null)).toBe(
      true,
    );
    expect(blogTopicPath('tag', 'fc 26')).toBe('/blogs/tag/fc%2026');
  });

  it("a card's category chips are links above its stretched title link", () => {
    render(<PostCard post={toPostSummary(capacities)} />);
    expect(screen.getByRole('link', { name: 'راهنمای خرید' })).toHaveAttribute('href', '/blogs/category/guides');
    expect(screen.getByRole('list', { name: 'دسته‌بندی‌ها' })).toHaveClass('relative', 'z-10');
  });

  it("a topic's pages link under its own address: page 1 is the address itself", () => {
    render(<Pagination current={2} totalPages={3} basePath="/blogs/tag/ps5" />);
    expect(screen.getByRole('link', { name: 'صفحه‌ی قبل' })).toHaveAttribute('href', '/blogs/tag/ps5');
    expect(screen.getByRole('link', { name: 'صفحه‌ی بعد' })).toHaveAttribute('href', '/blogs/tag/ps5?page=3');
  });
});

describe("a topic page's metadata", () => {
  it("titles in natural Persian, the term's description or a count of its posts, its own canonical per page", () => {
    expect(blogTopicTitle('category', guides)).toBe('دسته: راهنمای خرید');
    expect(blogTopicTitle('tag', { name: 'PS5' })).toBe('برچسب: PS5');
    expect(blogTopicSeo('category', guides, 1, 9)).toEqual({
      title: 'دسته: راهنمای خرید',
      description: '۹ مطلب در دسته‌ی «راهنمای خرید» در وبلاگ گیمینو.',
      path: '/blogs/category/guides',
    });
    const second = blogTopicSeo('tag', { name: 'PS5', slug: 'ps5', description: '<p>همه‌چیز درباره‌ی PS5</p>' }, 2, 7);
    expect(second).toEqual({
      title: 'برچسب: PS5، صفحه‌ی ۲',
      description: 'همه‌چیز درباره‌ی PS5',
      path: '/blogs/tag/ps5?page=2',
    });
  });

  it('breadcrumbs: home › the blog › the topic', () => {
    const crumbs = blogTopicCrumbs('https://gamino.example', 'category', guides) as unknown as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map(({ name, item }) => [name, item])).toEqual([
      ['خانه', 'https://gamino.example/'],
      ['وبلاگ', 'https://gamino.example/blogs'],
      ['دسته: راهنمای خرید', 'https://gamino.example/blogs/category/guides'],
    ]);
  });
});
