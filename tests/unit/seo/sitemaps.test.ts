// robots.txt and the sitemaps in both modes, built against the sandbox through Next's real data cache: before launch
// robots are turned away and every sitemap address answers 404; in an indexable build the index lists the sitemaps
// the services fill, split at the protocol's limit, with the real products, trailers and posts.
import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import robots from '@/app/robots';
import { GET } from '@/app/sitemaps/[file]/route';
import { parseSitemapFile, sitemapFileName, type SitemapLimits } from '@/services/server/sitemap-files';
import { sitemapXml } from '@/services/server/sitemaps';
import type { PagedResult } from '@/services/types/common';
import type { SiteMapProduct } from '@/services/types/commerce';
import { http, HttpResponse } from 'msw';
import { BLOG, COMMERCE, server, startMswServer } from '../services/msw';
import { realDataCacheForEachTest } from '../support/data-cache';
import { forwardCatalogToSandbox, forwardContentToSandbox, sandboxJson } from '../support/sandbox';
import { indexingOff, indexingOn, SITE } from './support';

startMswServer();
realDataCacheForEachTest();
beforeEach(() => {
  forwardContentToSandbox();
  forwardCatalogToSandbox();
});

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
const texts = (xml: string, tag: string) =>
  [...parse(xml).getElementsByTagName(tag)].map((node) => node.textContent ?? '');
const request = (file: string) =>
  GET(new Request(`http://localhost:3000/sitemaps/${file}`), { params: Promise.resolve({ file }) });

async function siteMapMedia(mediaType: 'Image' | 'Video'): Promise<SiteMapProduct[]> {
  const body = await sandboxJson<{ result: PagedResult<SiteMapProduct> }>(
    `/commerce/api/services/app/Product/GetAllForSiteMap?MediaType=${mediaType}&MaxResultCount=1000`,
  );
  return body.result.items;
}

const postSlugs = async () =>
  (await sandboxJson<{ slug: string }[]>('/blog/wp-json/wp/v2/posts?per_page=100&_fields=slug')).map(
    (post) => post.slug,
  );

describe('SITE_INDEXING off: robots turned away, no sitemap', () => {
  indexingOff();

  it('robots.txt: User-agent * and Disallow /, and no sitemap named', () => {
    expect(resolveRobots(robots())).toBe('User-Agent: *\nDisallow: /\n\n');
  });

  it.each([
    'index.xml',
    'pages.xml',
    'products-1.xml',
    'videos-1.xml',
    'posts-1.xml',
    'brands.xml',
    'categories.xml',
    'companies.xml',
    'topics.xml',
  ])('/sitemaps/%s is 404', async (file) => {
    const response = await request(file);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<urlset');
  });
});

describe('SITE_INDEXING on: robots.txt', () => {
  indexingOn();

  it("allows crawling but not the visitor's own pages or the API, and names the sitemap index", () => {
    expect(resolveRobots(robots()).split('\n')).toEqual([
      'User-Agent: *',
      'Allow: /',
      'Disallow: /profile',
      'Disallow: /cart',
      'Disallow: /login',
      'Disallow: /api',
      '',
      `Sitemap: ${SITE}/sitemap.xml`,
      '',
    ]);
  });
});

describe('SITE_INDEXING on: the sitemaps, from the services', () => {
  indexingOn();

  it('/sitemap.xml (rewritten to /sitemaps/index.xml) is an index of every child sitemap', async () => {
    const response = await request('index.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(parse(xml).documentElement.nodeName).toBe('sitemapindex');
    expect(texts(xml, 'loc')).toEqual(
      ['pages', 'categories', 'brands', 'companies', 'topics', 'products-1', 'videos-1', 'posts-1'].map(
        (name) => `${SITE}/sitemaps/${name}.xml`,
      ),
    );
    // Every sitemap it names answers.
    for (const loc of texts(xml, 'loc')) expect((await request(loc.split('/').at(-1)!)).status).toBe(200);
  });

  it('products: every product at ${SITE_URL}/product/<slug>, with its cover as image:image', async () => {
    const products = await siteMapMedia('Image');
    const xml = await (await request('products-1.xml')).text();
    expect(texts(xml, 'loc')).toEqual(products.map((product) => `${SITE}/product/${product.slug}`));
    expect(texts(xml, 'image:loc')).toEqual(products.map((product) => product.galleries[0].filePath));
    expect(texts(xml, 'loc')).toContain(`${SITE}/product/elden-ring`);
  });

  it('videos: every product with a trailer, each trailer with its title, poster, file, length and date', async () => {
    const products = await siteMapMedia('Video');
    expect(products.length).toBeGreaterThan(0);
    const xml = await (await request('videos-1.xml')).text();
    expect(parse(xml).querySelector('parsererror')).toBeNull();
    expect(texts(xml, 'loc')).toEqual(products.map((product) => `${SITE}/product/${product.slug}`));
    const trailers = products.flatMap((product) => product.galleries);
    expect(texts(xml, 'video:content_loc')).toEqual(trailers.map((trailer) => trailer.filePath));
    expect(texts(xml, 'video:thumbnail_loc')).toEqual(trailers.map((trailer) => trailer.thumbnail));
    expect(texts(xml, 'video:title')).toEqual(trailers.map((trailer) => trailer.fileTitleAttribute));
    expect(texts(xml, 'video:duration')).toEqual(trailers.map((trailer) => String(trailer.duration)));
    expect(texts(xml, 'video:publication_date')).toEqual(trailers.map((trailer) => `${trailer.creationTime}+03:30`));
  });

  it('posts: every post at ${SITE_URL}/blog/<slug>, with when it last changed and its picture', async () => {
    const slugs = await postSlugs();
    const xml = await (await request('posts-1.xml')).text();
    expect(texts(xml, 'loc')).toEqual(slugs.map((slug) => `${SITE}/blog/${slug}`));
    expect(texts(xml, 'lastmod').every((date) => /Z$/.test(date))).toBe(true);
    expect(texts(xml, 'image:loc')).toHaveLength(slugs.length);
  });

  it('pages, categories and brands: the static pages, the categories /categories lists, and the brands', async () => {
    const pages = texts(await (await request('pages.xml')).text(), 'loc');
    expect(pages).toEqual(
      ['/', '/products', '/categories', '/blogs', '/about', '/faq', '/terms', '/order-guide', '/contact'].map(
        (path) => `${SITE}${path}`,
      ),
    );
    const categories = texts(await (await request('categories.xml')).text(), 'loc');
    expect(categories).toContain(`${SITE}/category/ps5-games`);
    const brands = texts(await (await request('brands.xml')).text(), 'loc');
    expect(brands).toContain(`${SITE}/brand/ea-sports`);
  });

  it("companies: each publisher's page and each developer's tab, as the catalog's facets name them", async () => {
    const companies = texts(await (await request('companies.xml')).text(), 'loc');
    expect(companies).toContain(`${SITE}/company/capcom`);
    expect(companies).toContain(`${SITE}/company/capcom?role=developer`);
    expect(companies).toContain(`${SITE}/company/fromsoftware?role=developer`);
    expect(companies).not.toContain(`${SITE}/company/fromsoftware`);
  });

  it("topics: the blog's categories and tags that have posts, then the FAQ's topics", async () => {
    const withPosts = async (collection: string) =>
      (
        await sandboxJson<{ slug: string }[]>(
          `/blog/wp-json/wp/v2/${collection}?per_page=100&hide_empty=1&_fields=slug`,
        )
      ).map((term) => term.slug);
    const topics = texts(await (await request('topics.xml')).text(), 'loc');
    const categories = (await withPosts('categories')).filter((slug) => slug !== 'uncategorized');
    const tags = await withPosts('tags');
    expect([...topics].sort()).toEqual(
      [
        ...categories.map((slug) => `${SITE}/blogs/category/${slug}`),
        ...tags.map((slug) => `${SITE}/blogs/tag/${slug}`),
        ...['buying', 'delivery', 'warranty', 'wallet', 'account'].map((slug) => `${SITE}/faq/${slug}`),
      ].sort(),
    );
    expect(topics).toContain(`${SITE}/blogs/category/guides`);
    expect(topics).toContain(`${SITE}/blogs/tag/ps5`);
  });

  it('a name that is no sitemap, or a part past the last, is 404', async () => {
    for (const file of [
      'products-2.xml',
      'posts-9.xml',
      'products-0.xml',
      'products.xml',
      'other.xml',
      'index.xml.gz',
      '..%2Findex.xml',
    ]) {
      expect((await request(file)).status, file).toBe(404);
    }
  });

  it('a service that does not answer makes its sitemap a 503 to come back to', async () => {
    server.use(http.all(`${BLOG}/*`, () => HttpResponse.error()));
    const response = await request('posts-1.xml');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect((await request('products-1.xml')).status).toBe(200);
    server.use(http.all(`${COMMERCE}/*`, () => HttpResponse.error()));
    expect((await request('index.xml')).status).toBe(503);
  });

  it('split at the limit: each list in as many parts as it needs, together every URL once', async () => {
    const limits: SitemapLimits = { urlsPerSitemap: 10, commercePage: 5, blogPage: 5 };
    const products = await siteMapMedia('Image');
    const videos = await siteMapMedia('Video');
    const slugs = await postSlugs();
    const names = texts((await sitemapXml({ kind: 'index' }, SITE, limits))!, 'loc').map((loc) =>
      loc.split('/').at(-1)!,
    );
    const parts = (kind: string, count: number) =>
      Array.from({ length: Math.ceil(count / 10) }, (_, index) => `${kind}-${index + 1}.xml`);
    expect(names).toEqual([
      'pages.xml',
      'categories.xml',
      'brands.xml',
      'companies.xml',
      'topics.xml',
      ...parts('products', products.length),
      ...parts('videos', videos.length),
      ...parts('posts', slugs.length),
    ]);
    const listed = async (kind: string) => {
      const all: string[] = [];
      for (const name of names.filter((each) => each.startsWith(`${kind}-`))) {
        const locs = texts((await sitemapXml(parseSitemapFile(name)!, SITE, limits))!, 'loc');
        expect(locs.length).toBeLessThanOrEqual(10);
        all.push(...locs);
      }
      return all;
    };
    expect(await listed('products')).toEqual(products.map((product) => `${SITE}/product/${product.slug}`));
    expect(await listed('videos')).toEqual(videos.map((product) => `${SITE}/product/${product.slug}`));
    expect(await listed('posts')).toEqual(slugs.map((slug) => `${SITE}/blog/${slug}`));
    const past = { kind: 'posts' as const, part: Math.ceil(slugs.length / 10) + 1 };
    expect(await sitemapXml(past, SITE, limits)).toBeNull();
  });

  it('file names and what they hold, both ways', () => {
    for (const name of [
      'index.xml',
      'pages.xml',
      'brands.xml',
      'categories.xml',
      'topics.xml',
      'products-1.xml',
      'videos-12.xml',
      'posts-3.xml',
    ]) {
      expect(sitemapFileName(parseSitemapFile(name)!)).toBe(name);
    }
    expect(['products-01.xml', 'pages-1.xml', 'products-1234567.xml', 'PRODUCTS-1.xml'].map(parseSitemapFile)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
