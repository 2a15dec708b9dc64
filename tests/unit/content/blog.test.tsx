import { render, screen, within } from '@testing-library/react';
import { Pagination } from '@/components/blog/Pagination';
import { PostCard } from '@/components/blog/PostCard';
import { adjacentPages, blogPageHref, paginationItems, parsePageParam } from '@/lib/blog-paging';
import {
  postAuthor,
  postDateLabel,
  postDescription,
  postImage,
  postTerms,
  readTimeLabel,
  relatedPosts,
  toPostSummary,
} from '@/services/server/views/blog';
import { slugFromParam } from '@/lib/route-params';
import type { WpPost } from '@/services/types/blog';
import { sandboxJson } from '../support/sandbox';

// Every post exactly as the blog stand-in serves it with _embed, read over HTTP.
const all = await sandboxJson<WpPost[]>('/blog/wp-json/wp/v2/posts?per_page=100&_embed=1');
const served = (slug: string): WpPost => {
  const post = all.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`no seeded post ${slug}`);
  return post;
};

const capacities = served('ps5-account-capacities-explained');

describe('blog post summaries (cards)', () => {
  it('"title, excerpt (sanitised to text), Jalali date, category chips, featured image" from an _embed post', () => {
    const card = toPostSummary(capacities);
    expect(card.href).toBe('/blog/ps5-account-capacities-explained');
    expect(card.title).toBe('ظرفیت ۱، ۲ و ۳ اکانت PS5 چه فرقی دارند؟');
    expect(card.excerpt).toBe(
      'سه ظرفیت، سه نوع دسترسی و سه قیمت؛ پیش از خرید اکانت PS5 بدانید هر ظرفیت دقیقاً چه چیزی به شما می‌دهد.',
    );
    expect(card.excerpt).not.toContain('<');
    expect(card.date).toBe('2026-01-08T10:30:00');
    expect(card.dateLabel).toBe('۱۸ دی ۱۴۰۴');
    expect(card.categories.map((term) => term.name)).toEqual(['راهنمای خرید', 'پلی‌استیشن']);
    expect(card.image).toEqual({
      src: 'http://localhost:4010/blog/wp-content/uploads/ps5-capacities-cover.jpg',
      alt: 'ظرفیت‌های اکانت PS5',
      width: 1200,
      height: 675,
    });
  });

  it('"reading time in Persian digits" from ACF time_read, and none when it is missing', () => {
    expect(readTimeLabel(capacities)).toBe('۵ دقیقه مطالعه');
    expect(readTimeLabel({ ...capacities, acf: { time_read: '' } })).toBeNull();
  });

  it('"excerpts are text": HTML, scripts and WordPress\'s [&hellip;] are gone', () => {
    const post = {
      ...capacities,
      excerpt: { rendered: '<p>متن <b>کوتاه</b><script>alert(1)</script> [&hellip;]</p>', protected: false },
    };
    expect(toPostSummary(post).excerpt).toBe('متن کوتاه…');
  });

  it('"featured image only from an absolute http(s) URL"; Jetpack\'s URL when nothing is embedded', () => {
    expect(postImage({ ...capacities, _embedded: {}, jetpack_featured_media_url: 'javascript:alert(1)' })).toBeNull();
    const fromJetpack = postImage({
      ...capacities,
      _embedded: {},
      jetpack_featured_media_url: 'https://cdn.example/a.jpg',
    });
    expect(fromJetpack).toMatchObject({ src: 'https://cdn.example/a.jpg', width: 1200, height: 675 });
  });

  it('"tags and categories" come from wp:term, or from the plain name lists without _embed', () => {
    expect(postTerms(capacities, 'post_tag').map((term) => term.name)).toEqual(['PS5', 'ظرفیت اکانت', 'تازه‌کارها']);
    const bare = { ...capacities, _embedded: undefined };
    expect(postTerms(bare, 'category').map((term) => term.name)).toEqual(['راهنمای خرید', 'پلی‌استیشن']);
  });

  it('"author" is the embedded author with an absolute avatar', () => {
    expect(postAuthor(capacities)).toEqual({
      name: 'رضا کریمی',
      avatar: 'http://localhost:4010/blog/wp-content/avatars/reza-karimi-96.png',
    });
  });

  it('"generateMetadata gives a Persian description": the excerpt, cut at 160 characters', () => {
    expect(postDescription(capacities)).toBe(toPostSummary(capacities).excerpt);
    const long = { ...capacities, excerpt: { rendered: `<p>${'واژه '.repeat(60)}</p>`, protected: false } };
    expect(postDescription(long).length).toBeLessThanOrEqual(161);
    expect(postDescription(long).endsWith('…')).toBe(true);
  });

  it('"slug by param": percent-encoding decoded once, broken encoding kept as is', () => {
    expect(slugFromParam('%D8%B3%D9%84%D8%A7%D9%85')).toBe('سلام');
    expect(slugFromParam('ps5-%E0%A4')).toBe('ps5-%E0%A4');
  });
});

describe('related posts', () => {
  it('"same category, excluding itself, up to 3"', () => {
    const related = relatedPosts(capacities, all);
    expect(related).toHaveLength(3);
    expect(related.map((post) => post.id)).not.toContain(capacities.id);
    for (const post of related) expect(post.categories.some((id) => capacities.categories.includes(id))).toBe(true);
  });

  it('"posts sharing more categories come first"', () => {
    // 101 is in guides (2) and playstation (5); 106 and 111 share both.
    expect(
      relatedPosts(capacities, all)
        .slice(0, 2)
        .map((post) => post.id)
        .sort(),
    ).toEqual([106, 111]);
  });

  it('"nothing related" when no other post shares a category', () => {
    expect(relatedPosts({ ...capacities, categories: [999] }, all)).toEqual([]);
  });
});

describe('blog paging', () => {
  it('"?page=N": absent is 1, Persian digits are read, anything else is not a page', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('')).toBe(1);
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('۳')).toBe(3);
    expect(parsePageParam(['4', '5'])).toBe(4);
    for (const bad of ['0', '-1', '1.5', 'abc', '2abc', '9999999']) expect(parsePageParam(bad)).toBeNull();
  });

  it('"page 1 is /blogs itself"; other pages are ?page=N links', () => {
    expect(blogPageHref(1)).toBe('/blogs');
    expect(blogPageHref(3)).toBe('/blogs?page=3');
  });

  it('"Persian digits for page numbers", first/last/neighbours with gaps', () => {
    const items = paginationItems(5, 10);
    expect(items.map((item) => (item.type === 'page' ? item.label : '…'))).toEqual([
      '۱',
      '…',
      '۴',
      '۵',
      '۶',
      '…',
      '۱۰',
    ]);
    expect(items.find((item) => item.type === 'page' && item.current)).toMatchObject({
      page: 5,
      href: '/blogs?page=5',
    });
  });

  it('"a one-page gap shows the page, not an ellipsis"', () => {
    expect(paginationItems(1, 3).map((item) => (item.type === 'page' ? item.page : 0))).toEqual([1, 2, 3]);
    expect(paginationItems(4, 5).map((item) => (item.type === 'page' ? item.page : 0))).toEqual([1, 2, 3, 4, 5]);
  });

  it('"no paging when everything fits on one page"', () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('"previous and next" stop at either end', () => {
    expect(adjacentPages(1, 3)).toEqual({ previous: null, next: '/blogs?page=2' });
    expect(adjacentPages(2, 3)).toEqual({ previous: '/blogs', next: '/blogs?page=3' });
    expect(adjacentPages(3, 3)).toEqual({ previous: '/blogs?page=2', next: null });
  });
});

describe('blog components', () => {
  it('"PostCard": h2 title linking to the post, Jalali date in <time>, category chips, reading time', () => {
    render(<PostCard post={toPostSummary(capacities)} />);
    const link = screen.getByRole('link', { name: 'ظرفیت ۱، ۲ و ۳ اکانت PS5 چه فرقی دارند؟' });
    expect(link).toHaveAttribute('href', '/blog/ps5-account-capacities-explained');
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(link);
    const time = screen.getByText('۱۸ دی ۱۴۰۴');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-01-08T10:30:00');
    const chips = screen.getByRole('list', { name: 'دسته‌بندی‌ها' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['راهنمای خرید', 'پلی‌استیشن']);
    expect(screen.getByText('۵ دقیقه مطالعه')).toBeInTheDocument();
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
  });

  it('"Pagination": server-rendered ?page=N links, Persian digits, the current page marked', () => {
    render(<Pagination current={2} totalPages={3} />);
    const nav = screen.getByRole('navigation', { name: 'صفحه‌بندی مطالب' });
    expect(within(nav).getByRole('link', { name: 'صفحه‌ی قبل' })).toHaveAttribute('href', '/blogs');
    expect(within(nav).getByRole('link', { name: 'صفحه‌ی بعد' })).toHaveAttribute('href', '/blogs?page=3');
    expect(within(nav).getByRole('link', { name: 'صفحه‌ی ۱' })).toHaveAttribute('href', '/blogs');
    expect(within(nav).getByRole('link', { name: 'صفحه‌ی ۳' })).toHaveAttribute('href', '/blogs?page=3');
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('صفحه‌ی ۲');
    expect(nav).toHaveTextContent('صفحه‌ی ۲ از ۳');
    expect(nav.textContent).not.toMatch(/[0-9]/);
  });

  it('"Pagination" renders nothing for a single page', () => {
    const { container } = render(<Pagination current={1} totalPages={1} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('post dates', () => {
  it('"Jalali date (lib/dates.ts)" in Persian digits, and no crash on a date that cannot be read', () => {
    expect(postDateLabel('2026-03-28T09:00:00')).toBe('۸ فروردین ۱۴۰۵');
    expect(postDateLabel('not a date')).toBe('');
    expect(postDateLabel(null)).toBe('');
  });
});
