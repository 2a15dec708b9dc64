// The structured data each page renders, read from the page's HTML as a crawler would: none before launch; in an
// indexable build, what each page shows, built from the data it read, and each item complete for its rich result.
import HomePage from '@/app/(shop)/page';
import CatalogStatePage from '@/app/(shop)/products/[state]/page';
import BrandStatePage from '@/app/(shop)/brand/[slug]/[state]/page';
import CategoryStatePage from '@/app/(shop)/category/[slug]/[state]/page';
import CategoriesPage from '@/app/(categories)/categories/page';
import ProductPage from '@/app/(detail)/product/[slug]/[variant]/page';
import BlogPage from '@/app/(blogs)/blogs/[page]/page';
import PostPage from '@/app/(detail)/blog/[post]/page';
import FaqPage from '@/app/(back)/faq/page';
import FaqTopicPage from '@/app/(back)/faq/[slug]/page';
import ContactPage from '@/app/(back)/contact/page';
import TermsPage from '@/app/(back)/terms/page';
import { searchWithFacets } from '@/services/commerce';
import type { WpPost } from '@/services/types/blog';
import type { GalleryItem, ProductDetail } from '@/services/types/commerce';
import { startMswServer } from '../services/msw';
import { realDataCacheForEachTest } from '../support/data-cache';
import { forwardCatalogToSandbox, forwardContentToSandbox, sandboxJson } from '../support/sandbox';
import {
  indexingOff,
  indexingOn,
  jsonLdOf,
  ofType,
  renderPage,
  richResultProblems,
  SITE,
  type JsonLdObject,
} from './support';

vi.mock('next/server', () => ({ connection: async () => {} }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  permanentRedirect: () => {
    throw new Error('NEXT_REDIRECT');
  },
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), refresh: vi.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

startMswServer();
realDataCacheForEachTest();
beforeEach(() => {
  forwardContentToSandbox();
  forwardCatalogToSandbox();
});

const product = (slug: string) => ProductPage({ params: Promise.resolve({ slug, variant: 'default' }) });
const state = (slug?: string) => Promise.resolve({ ...(slug ? { slug } : {}), state: 'all' });

const PAGES: [name: string, page: () => Promise<unknown>][] = [
  ['home', () => HomePage()],
  ['catalog', () => CatalogStatePage({ params: state() })],
  ['brand', () => BrandStatePage({ params: state('ea-sports') })],
  ['category', () => CategoryStatePage({ params: state('ps5-games') })],
  ['categories', () => CategoriesPage()],
  ['product', () => product('elden-ring')],
  ['blog list', () => BlogPage({ params: Promise.resolve({ page: '1' }) })],
  ['post', () => PostPage({ params: Promise.resolve({ post: 'offline-account-guide' }) })],
  ['faq', () => FaqPage()],
  ['faq topic', () => FaqTopicPage({ params: Promise.resolve({ slug: 'delivery' }) })],
  ['contact', () => ContactPage()],
];

const types = (blocks: JsonLdObject[]) => blocks.map((block) => block['@type']);
const crumbs = (block: JsonLdObject) =>
  (block.itemListElement as { name: string; item: string }[]).map(({ name, item }) => [name, item]);

describe('SITE_INDEXING off: no structured data on any page', () => {
  indexingOff();

  it.each(PAGES)('%s renders no JSON-LD', async (_name, page) => {
    expect(jsonLdOf(await renderPage(page()))).toEqual([]);
  });
});

describe('SITE_INDEXING on: each page its structured data, complete for its rich result', () => {
  indexingOn();

  it.each(PAGES)('%s: every block is valid schema.org that Google accepts', async (_name, page) => {
    const blocks = jsonLdOf(await renderPage(page()));
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(richResultProblems(block), String(block['@type'])).toEqual([]);
  });

  it('home: the Organization and the WebSite, whose search goes to the catalog with ?q=', async () => {
    const blocks = jsonLdOf(await renderPage(HomePage()));
    expect(types(blocks)).toEqual(['Organization', 'WebSite']);
    expect(blocks[0]).toMatchObject({ name: 'گیمینو', url: `${SITE}/`, logo: `${SITE}/icons/icon-512.png` });
    expect(blocks[1]).toMatchObject({
      potentialAction: { target: { urlTemplate: `${SITE}/products?q={search_term_string}` } },
    });
  });

  it('product: Product with an IRR offer per buyable variant and its stock, breadcrumbs, its trailer and its questions', async () => {
    const detail = (
      await sandboxJson<{ result: ProductDetail }>('/commerce/api/services/app/Product/GetBySlug?Slug=elden-ring')
    ).result;
    const gallery = (
      await sandboxJson<{ result: GalleryItem[] }>('/commerce/api/services/app/Product/GetGallries?Slug=elden-ring')
    ).result;
    const blocks = jsonLdOf(await renderPage(product('elden-ring')));
    expect(types(blocks)).toEqual(['Product', 'BreadcrumbList', 'VideoObject', 'FAQPage']);
    const [item, trail, video, faq] = blocks;
    const variants = detail.variants.flatMap((platform) => platform.children.map((node) => node.items[0]));
    expect(item).toMatchObject({
      name: detail.persianName,
      url: `${SITE}/product/elden-ring`,
      brand: { name: detail.brands[0].name },
    });
    expect((item.image as string[])[0]).toBe(detail.filePath);
    expect(item.offers).toEqual(
      variants.map((variant) =>
        expect.objectContaining({
          price: variant.salePrice,
          priceCurrency: 'IRR',
          sku: variant.sku,
          availability: `https://schema.org/${{ InStock: 'InStock', OutOfStock: 'OutOfStock', OnBackOrder: 'PreOrder', ComingSoon: 'OutOfStock' }[variant.status]}`,
        }),
      ),
    );
    // As the page's visible breadcrumbs: home, the game's first category, the game.
    const category = detail.categories[0];
    expect(crumbs(trail)).toEqual([
      ['خانه', `${SITE}/`],
      [category.name, `${SITE}/category/${category.slug}`],
      [detail.persianName, `${SITE}/product/elden-ring`],
    ]);
    const trailer = gallery.find((entry) => entry.mediaType === 'Video')!;
    expect(video).toMatchObject({
      contentUrl: trailer.cdnPath,
      thumbnailUrl: [trailer.cdnThumbnail],
      uploadDate: '2022-02-25T00:00:00+03:30',
      duration: `PT${trailer.duration}S`,
    });
    expect((faq.mainEntity as { name: string }[]).map((question) => question.name)).toEqual(
      detail.faqs.map((entry) => entry.questions),
    );
  });

  it('a pre-order is offered as PreOrder, and sold-out variants as OutOfStock', async () => {
    const { pagedResult } = await searchWithFacets({ skipCount: 0, maxResultCount: 1, statuses: ['OnBackOrder'] });
    const { slug } = pagedResult.items[0];
    const detail = (
      await sandboxJson<{ result: ProductDetail }>(`/commerce/api/services/app/Product/GetBySlug?Slug=${slug}`)
    ).result;
    const [item] = ofType(jsonLdOf(await renderPage(product(slug))), 'Product');
    const bySku = new Map(
      (item.offers as { sku: string; availability: string }[]).map((offer) => [offer.sku, offer.availability]),
    );
    const variants = detail.variants.flatMap((platform) => platform.children.map((node) => node.items[0]));
    expect(variants.some((variant) => variant.status === 'OnBackOrder')).toBe(true);
    for (const variant of variants) {
      const expected =
        variant.status === 'OnBackOrder' ? 'PreOrder' : variant.status === 'InStock' ? 'InStock' : 'OutOfStock';
      expect(bySku.get(variant.sku)).toBe(`https://schema.org/${expected}`);
    }
  });

  it('catalog, brand and category: where the page sits, by name', async () => {
    const [catalog] = jsonLdOf(await renderPage(CatalogStatePage({ params: state() })));
    expect(crumbs(catalog)).toEqual([
      ['خانه', `${SITE}/`],
      ['محصولات', `${SITE}/products`],
    ]);
    const [brand] = jsonLdOf(await renderPage(BrandStatePage({ params: state('ea-sports') })));
    expect(crumbs(brand)).toEqual([
      ['خانه', `${SITE}/`],
      ['محصولات', `${SITE}/products`],
      ['EA Sports', `${SITE}/brand/ea-sports`],
    ]);
    const [category] = jsonLdOf(await renderPage(CategoryStatePage({ params: state('ps5-games') })));
    expect(crumbs(category)).toEqual([
      ['خانه', `${SITE}/`],
      ['دسته بندی ها', `${SITE}/categories`],
      ['بازی‌های PS5', `${SITE}/category/ps5-games`],
    ]);
  });

  it('post: BlogPosting with its headline, dates, picture and author, and its breadcrumbs', async () => {
    const [post] = await sandboxJson<WpPost[]>('/blog/wp-json/wp/v2/posts?slug=offline-account-guide&_embed');
    const blocks = jsonLdOf(await renderPage(PostPage({ params: Promise.resolve({ post: 'offline-account-guide' }) })));
    expect(types(blocks)).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(blocks[0]).toMatchObject({
      headline: 'اکانت آفلاین چیست و برای چه کسی مناسب است؟',
      datePublished: `${post.date_gmt}Z`,
      dateModified: `${post.modified_gmt}Z`,
      image: [post.jetpack_featured_media_url],
      author: { name: post._embedded!.author![0].name },
    });
    expect(crumbs(blocks[1]).at(-1)).toEqual([
      'اکانت آفلاین چیست و برای چه کسی مناسب است؟',
      `${SITE}/blog/offline-account-guide`,
    ]);
  });

  it("a FAQ topic and contact: FAQPage with the questions each shows; /faq (the topics' list) and the terms show none", async () => {
    const topics = jsonLdOf(await renderPage(FaqPage()));
    expect(types(topics)).toEqual(['BreadcrumbList']);
    expect(crumbs(topics[0])).toEqual([
      ['خانه', `${SITE}/`],
      ['سوالات متداول', `${SITE}/faq`],
    ]);
    const faq = await renderPage(FaqTopicPage({ params: Promise.resolve({ slug: 'warranty' }) }));
    const [questions] = ofType(jsonLdOf(faq), 'FAQPage');
    expect(crumbs(ofType(jsonLdOf(faq), 'BreadcrumbList')[0]).at(-1)).toEqual(['گارانتی', `${SITE}/faq/warranty`]);
    const shown = [...faq.querySelectorAll('button[aria-expanded]')].map((button) => button.textContent);
    expect((questions.mainEntity as { name: string }[]).map((entry) => entry.name)).toEqual(shown);
    const contact = await renderPage(ContactPage());
    expect(
      (ofType(jsonLdOf(contact), 'FAQPage')[0].mainEntity as { name: string }[]).map((entry) => entry.name),
    ).toContain('پاسخ تیکت چقدر طول می‌کشد؟');
    expect(jsonLdOf(await renderPage(TermsPage()))).toEqual([]);
  });
});
