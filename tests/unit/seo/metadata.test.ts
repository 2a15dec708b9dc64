// Each kind of page's metadata in both modes of SITE_INDEXING, read against the sandbox through Next's real data
// cache. Off: exactly what the shop said before (the layout's fixed English title and noindex, a description).
// On: a Persian title under '… | گیمینو', index,follow, the canonical address and Open Graph and Twitter cards.
import type { Metadata } from 'next';
import { rootMetadata } from '@/app/root-metadata';
import { generateMetadata as homeMetadata } from '@/app/(shop)/page';
import { generateMetadata as catalogMetadata } from '@/app/(shop)/products/[state]/page';
import { generateMetadata as catalogSearchMetadata } from '@/app/(shop)/products/search/page';
import { generateMetadata as brandMetadata } from '@/app/(shop)/brand/[slug]/[state]/page';
import { generateMetadata as categoryMetadata } from '@/app/(shop)/category/[slug]/[state]/page';
import { generateMetadata as categoriesMetadata } from '@/app/(categories)/categories/page';
import { generateMetadata as productMetadata } from '@/app/(detail)/product/[slug]/[variant]/page';
import { generateMetadata as blogListMetadata } from '@/app/(blogs)/blogs/[page]/page';
import { generateMetadata as postMetadata } from '@/app/(detail)/blog/[post]/page';
import { generateMetadata as aboutMetadata } from '@/app/(about)/about/page';
import { generateMetadata as faqMetadata } from '@/app/(back)/faq/page';
import { generateMetadata as termsMetadata } from '@/app/(back)/terms/page';
import { generateMetadata as contactMetadata } from '@/app/(back)/contact/page';
import { catalogSearch, parseCatalogQuery } from '@/lib/catalog-query';
import { SHOP_TITLE } from '@/lib/constants';
import { catalogStateKey } from '@/lib/render-routes';
import { siteIndexing } from '@/lib/site-indexing';
import type { WpPost } from '@/services/types/blog';
import type { ProductDetail } from '@/services/types/commerce';
import { startMswServer } from '../services/msw';
import { realDataCacheForEachTest } from '../support/data-cache';
import { forwardCatalogToSandbox, forwardContentToSandbox, sandboxJson } from '../support/sandbox';
import { indexingOff, indexingOn, SITE } from './support';

vi.mock('next/server', () => ({ connection: async () => {} }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  permanentRedirect: () => {
    throw new Error('NEXT_REDIRECT');
  },
}));

startMswServer();
realDataCacheForEachTest();
beforeEach(() => {
  forwardContentToSandbox();
  forwardCatalogToSandbox();
});

const stateParams = (search: string, slug?: string) =>
  Promise.resolve({ ...(slug ? { slug } : {}), state: search ? catalogStateKey(search) : 'all' });
const canonicalSearch = (search: string) => catalogSearch(parseCatalogQuery(new URLSearchParams(search)));

async function sandboxProduct(slug: string): Promise<ProductDetail> {
  return (await sandboxJson<{ result: ProductDetail }>(`/commerce/api/services/app/Product/GetBySlug?Slug=${slug}`))
    .result;
}

async function sandboxPost(slug: string): Promise<WpPost> {
  return (await sandboxJson<WpPost[]>(`/blog/wp-json/wp/v2/posts?slug=${slug}&_embed`))[0];
}

/** What a browser shows: the page's title through the layout's template, or the layout's own. */
function shownTitle(layout: Metadata, page: Metadata): string {
  const own = layout.title;
  if (typeof page.title === 'string')
    return own && typeof own === 'object' && 'template' in own && own.template
      ? own.template.replace('%s', page.title)
      : page.title;
  if (typeof own === 'string') return own;
  return own && typeof own === 'object' && 'default' in own ? own.default : '';
}

/** The robots a page ends with: its own, else the layout's. */
const shownRobots = (layout: Metadata, page: Metadata) => page.robots ?? layout.robots;

/** Every page kind, with what its metadata is built from. */
const PAGES: [name: string, metadata: () => Promise<Metadata> | Metadata][] = [
  ['home', () => homeMetadata()],
  ['catalog', () => catalogMetadata({ params: stateParams('') })],
  [
    'catalog filtered',
    () => catalogMetadata({ params: stateParams(canonicalSearch('genres=Adventure&variants=playstation-5')) }),
  ],
  ['brand', () => brandMetadata({ params: stateParams('', 'ea-sports') })],
  ['category', () => categoryMetadata({ params: stateParams('', 'ps5-games') })],
  ['categories', () => categoriesMetadata()],
  ['product', () => productMetadata({ params: Promise.resolve({ slug: 'elden-ring', variant: 'default' }) })],
  ['blog list', () => blogListMetadata({ params: Promise.resolve({ page: '1' }) })],
  ['post', () => postMetadata({ params: Promise.resolve({ post: 'offline-account-guide' }) })],
  ['about', () => aboutMetadata()],
  ['faq', () => faqMetadata()],
  ['terms', () => termsMetadata()],
  ['contact', () => contactMetadata()],
];

describe('SITE_INDEXING off (the default): the shop as the spec has it', () => {
  indexingOff();

  it('the layout keeps its fixed English title, noindex,nofollow and its description, exactly', () => {
    expect(siteIndexing()).toEqual({ indexing: false });
    expect(rootMetadata(siteIndexing())).toEqual({
      title: 'Gamino - Game Accounts Shop',
      description: 'گیمینو، فروشگاه اکانت بازی های پلی استیشن، ایکس باکس، نینتندو سوییچ و کامپیوتر با تحویل آنی.',
      applicationName: 'Gamino - Game Accounts Shop',
      robots: { index: false, follow: false },
      manifest: '/manifest.webmanifest',
      icons: {
        icon: [{ url: '/icons/icon.svg', type: 'image/svg+xml' }],
        apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
      },
      formatDetection: { telephone: false },
    });
  });

  it.each(PAGES)(
    '%s: the fixed title and noindex; no title, robots, canonical or card of its own',
    async (_name, metadata) => {
      const page = await metadata();
      const layout = rootMetadata(siteIndexing());
      expect(shownTitle(layout, page)).toBe(SHOP_TITLE);
      expect(shownRobots(layout, page)).toEqual({ index: false, follow: false });
      expect(Object.keys(page).filter((key) => key !== 'description' && key !== 'openGraph')).toEqual([]);
    },
  );

  it('what each page said before stays word for word: a description, and the product its card', async () => {
    const product = await sandboxProduct('elden-ring');
    const description = product.page.metas.description;
    expect(await productMetadata({ params: Promise.resolve({ slug: 'elden-ring', variant: 'default' }) })).toEqual({
      description,
      openGraph: { description, images: [product.filePath] },
    });
    expect(await homeMetadata()).toEqual({});
    expect(await catalogMetadata({ params: stateParams('') })).toEqual({});
    expect(await categoriesMetadata()).toEqual({});
    expect(await blogListMetadata({ params: Promise.resolve({ page: '2' }) })).toEqual({
      description: 'وبلاگ گیمینو: راهنمای خرید اکانت، آموزش فعال‌سازی، خبرها و نقد بازی‌های روز.',
    });
    expect(Object.keys(await postMetadata({ params: Promise.resolve({ post: 'offline-account-guide' }) }))).toEqual([
      'description',
    ]);
    expect(Object.keys(await faqMetadata())).toEqual(['description']);
  });
});

describe('SITE_INDEXING on: every page its own Persian title, canonical and cards', () => {
  indexingOn();

  const layout = () => rootMetadata(siteIndexing());

  it('the layout: a Persian default title and the template; noindex stays for pages that do not ask (cart, profile, login)', () => {
    const root = layout();
    expect(root.title).toEqual({ default: 'گیمینو', template: '%s | گیمینو' });
    expect(root.robots).toEqual({ index: false, follow: false });
    expect(root.metadataBase).toEqual(new URL(`${SITE}/`));
  });

  it.each(PAGES)(
    '%s: index,follow, a Persian title under the template, an absolute canonical and matching cards',
    async (_name, metadata) => {
      const page = await metadata();
      const title = shownTitle(layout(), page);
      expect(title).toMatch(/^.+ \| گیمینو$/);
      expect(title).toMatch(/[\u0600-\u06FF]/);
      expect(title).not.toContain(SHOP_TITLE);
      expect(page.robots).toEqual({ index: true, follow: true });
      const canonical = page.alternates?.canonical as string;
      expect(canonical.startsWith(`${SITE}/`)).toBe(true);
      expect(page.description).toMatch(/[\u0600-\u06FF]/);
      const openGraph = page.openGraph as {
        url: string;
        title: string;
        siteName: string;
        locale: string;
        images: { url: string }[];
      };
      expect(openGraph).toMatchObject({ url: canonical, title, siteName: 'گیمینو', locale: 'fa_IR' });
      expect(openGraph.images.length).toBeGreaterThan(0);
      for (const image of openGraph.images) expect(image.url).toMatch(/^https?:\/\//);
      expect(page.twitter).toMatchObject({ title, description: page.description });
    },
  );

  it('home: a title of what the shop sells, and its own canonical', () => {
    const page = homeMetadata();
    expect(shownTitle(layout(), page)).toBe('خرید اکانت قانونی بازی | گیمینو');
    expect(page.alternates?.canonical).toBe(`${SITE}/`);
  });

  it('product: its service title, its cover as the card, and a canonical without the variant asked for', async () => {
    const product = await sandboxProduct('elden-ring');
    const variant = product.variants[0].children[0].items[0].id;
    const page = await productMetadata({ params: Promise.resolve({ slug: 'elden-ring', variant: String(variant) }) });
    expect(shownTitle(layout(), page)).toBe(`${product.page.title} | گیمینو`);
    expect(page.description).toBe(product.page.metas.description);
    expect(page.alternates?.canonical).toBe(`${SITE}/product/elden-ring`);
    expect(page.openGraph).toMatchObject({
      type: 'website',
      images: [{ url: product.filePath, alt: product.fileAltAttribute }],
    });
    expect(page.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('catalog: the filters chosen by their Persian names; sort and "load more" keep the state\'s canonical', async () => {
    const search = canonicalSearch('genres=Adventure&sort=cheapest&page=2');
    const page = await catalogMetadata({ params: stateParams(search) });
    expect(shownTitle(layout(), page)).toBe('محصولات: ماجرایی | گیمینو');
    expect(page.alternates?.canonical).toBe(`${SITE}/products?genres=Adventure`);
    expect((await catalogMetadata({ params: stateParams('') })).alternates?.canonical).toBe(`${SITE}/products`);
  });

  it('brand and category pages: their names, pictures and paths', async () => {
    const brand = await brandMetadata({ params: stateParams('', 'ea-sports') });
    expect(shownTitle(layout(), brand)).toBe('بازی های EA Sports | گیمینو');
    expect(brand.alternates?.canonical).toBe(`${SITE}/brand/ea-sports`);
    expect(brand.openGraph).toMatchObject({
      images: [{ url: 'http://localhost:4010/commerce/files/brands/ea-sports.png' }],
    });
    const category = await categoryMetadata({ params: stateParams('', 'ps5-games') });
    expect(shownTitle(layout(), category)).toBe('بازی‌های PS5 | گیمینو');
    expect(category.alternates?.canonical).toBe(`${SITE}/category/ps5-games`);
  });

  it('a search rendered per request is followed but not indexed', async () => {
    const page = await catalogSearchMetadata({
      params: Promise.resolve({}),
      searchParams: Promise.resolve({ q: 'elden' }),
    });
    expect(page.robots).toEqual({ index: false, follow: true });
    expect(shownTitle(layout(), page)).toBe('محصولات: «elden» | گیمینو');
  });

  it('blog: a numbered page says so and is its own canonical; a post is an article with its dates and picture', async () => {
    const second = await blogListMetadata({ params: Promise.resolve({ page: '2' }) });
    expect(shownTitle(layout(), second)).toBe('وبلاگ، صفحه‌ی ۲ | گیمینو');
    expect(second.alternates?.canonical).toBe(`${SITE}/blogs?page=2`);
    const post = await sandboxPost('offline-account-guide');
    const page = await postMetadata({ params: Promise.resolve({ post: 'offline-account-guide' }) });
    expect(shownTitle(layout(), page)).toBe('اکانت آفلاین چیست و برای چه کسی مناسب است؟ | گیمینو');
    expect(page.alternates?.canonical).toBe(`${SITE}/blog/offline-account-guide`);
    expect(page.openGraph).toMatchObject({
      type: 'article',
      publishedTime: `${post.date_gmt}Z`,
      images: [{ url: post.jetpack_featured_media_url }],
    });
  });

  it("CMS pages: the CMS's own SEO title without the shop's name, which the template adds once", async () => {
    expect(shownTitle(layout(), await faqMetadata())).toBe('پرسش‌های متداول | گیمینو');
    expect(shownTitle(layout(), await termsMetadata())).toBe('قوانین و مقررات | گیمینو');
    expect(shownTitle(layout(), await contactMetadata())).toBe('تماس با ما | گیمینو');
    expect((await aboutMetadata()).alternates?.canonical).toBe(`${SITE}/about`);
  });
});
