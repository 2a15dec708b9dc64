// What the proxy asks before a page may be kept per address (services/server/known-addresses.ts): everything the
// address names must exist; only what exists is remembered; a failed lookup answers "no".
import { http, HttpResponse } from 'msw';
import { catalogScope, parseCatalogQuery, type CatalogScope } from '@/lib/catalog-query';
import { forgetKnownNames, namesExist } from '@/services/server/known-addresses';
import { BLOG, CMS, COMMERCE, abpOk, server, startMswServer } from './msw';

startMswServer();
beforeEach(() => forgetKnownNames());

const notFound = () =>
  HttpResponse.json(
    { success: false, error: { code: 0, message: 'یافت نشد' }, result: null, __abp: true },
    { status: 404 },
  );

/** A catalog with two genres and one platform, EA Sports as its one brand, and one game with variants 11 and 12. */
function catalogService(calls: string[] = []) {
  server.use(
    http.post(`${COMMERCE}/api/services/app/Product/SearchWithFacets`, () => {
      calls.push('facets');
      return abpOk({
        facets: [
          {
            key: 'genres',
            label: 'ژانر',
            items: [
              { value: 'Sport', label: 'ورزشی', count: 3 },
              { value: 'Adventure', label: 'ماجرایی', count: 2 },
            ],
          },
          { key: 'variants', label: 'پلتفرم', items: [{ value: 'playstation-5', label: 'PS5', count: 4 }] },
          { key: 'publishers', label: 'ناشر', items: [{ value: 'capcom', label: 'Capcom', count: 3 }] },
          { key: 'developers', label: 'سازنده', items: [{ value: 'fromsoftware', label: 'FromSoftware', count: 2 }] },
        ],
        pagedResult: { totalCount: 0, items: [] },
      });
    }),
    http.get(`${COMMERCE}/api/services/app/Brand/GetBySlug`, ({ request }) => {
      const slug = new URL(request.url).searchParams.get('Slug');
      calls.push(`brand:${slug}`);
      return slug === 'ea-sports' ? abpOk({ id: 1, name: 'EA Sports', slug }) : notFound();
    }),
    http.get(`${COMMERCE}/api/services/app/Category/GetBySlug`, () => notFound()),
    http.get(`${COMMERCE}/api/services/app/Product/GetBySlug`, ({ request }) => {
      const slug = new URL(request.url).searchParams.get('Slug');
      calls.push(`product:${slug}`);
      if (slug !== 'fc-26') return notFound();
      const item = (id: number) => ({ id, status: 'InStock' });
      return abpOk({
        id: 7,
        slug,
        variants: [
          {
            id: 1,
            children: [
              { id: 2, items: [item(11)] },
              { id: 3, items: [item(12)] },
            ],
          },
        ],
      });
    }),
  );
  return calls;
}

const catalog = (search: string, scope: CatalogScope | null = null) => ({
  kind: 'catalog' as const,
  query: parseCatalogQuery(new URLSearchParams(search), scope),
});

describe('names an address may be kept under', () => {
  it('a catalog state is kept only when every facet value is one the catalog offers and every brand exists', async () => {
    catalogService();
    expect(await namesExist(catalog('genres=Sport&variants=playstation-5'))).toBe(true);
    expect(await namesExist(catalog('genres=Sport&genres=made-up'))).toBe(false);
    expect(await namesExist(catalog('variants=Sport'))).toBe(false); // a value of another facet
    expect(await namesExist(catalog('brands=ea-sports&genres=Adventure'))).toBe(true);
    expect(await namesExist(catalog('brands=made-up'))).toBe(false);
    expect(await namesExist(catalog('sort=cheapest&available=1'))).toBe(true);
  });

  it("a brand's or category's page is kept only for one that exists", async () => {
    catalogService();
    expect(await namesExist(catalog('', { kind: 'brand', slug: 'ea-sports' }))).toBe(true);
    expect(await namesExist(catalog('', { kind: 'brand', slug: 'made-up' }))).toBe(false);
    expect(await namesExist(catalog('', { kind: 'category', slug: 'made-up' }))).toBe(false);
  });

  it("a company's page is kept, on either tab, only for a company some game names as its publisher or developer", async () => {
    const calls = catalogService();
    expect(await namesExist(catalog('', catalogScope('company', 'capcom')))).toBe(true);
    expect(await namesExist(catalog('role=developer&sort=cheapest', catalogScope('company', 'fromsoftware')))).toBe(
      true,
    );
    expect(await namesExist(catalog('', catalogScope('company', 'made-up')))).toBe(false);
    // One read of the catalog's facets answers every company.
    expect(calls.filter((call) => call === 'facets')).toHaveLength(1);
  });

  it('a product is kept for its own slug, and a variant link only for one of its buyable variants', async () => {
    catalogService();
    expect(await namesExist({ kind: 'product', slug: 'fc-26', variantId: null })).toBe(true);
    expect(await namesExist({ kind: 'product', slug: 'fc-26', variantId: 12 })).toBe(true);
    expect(await namesExist({ kind: 'product', slug: 'fc-26', variantId: 999_999 })).toBe(false);
    expect(await namesExist({ kind: 'product', slug: 'made-up', variantId: null })).toBe(false);
    expect(await namesExist({ kind: 'product', slug: 'x'.repeat(201), variantId: null })).toBe(false);
  });

  it('what exists is looked up once; what does not is asked about again, never remembered', async () => {
    const calls = catalogService();
    for (let round = 0; round < 3; round += 1) {
      await namesExist({ kind: 'product', slug: 'fc-26', variantId: 11 });
      await namesExist({ kind: 'product', slug: 'made-up', variantId: null });
      await namesExist(catalog('genres=Sport'));
    }
    expect(calls.filter((call) => call === 'product:fc-26')).toHaveLength(1);
    expect(calls.filter((call) => call === 'product:made-up')).toHaveLength(3);
    expect(calls.filter((call) => call === 'facets')).toHaveLength(1);
  });

  it('a blog page is kept up to the last page; a post only when WordPress has it', async () => {
    server.use(
      http.get(`${BLOG}/wp-json/wp/v2/posts`, ({ request }) => {
        const slug = new URL(request.url).searchParams.get('slug');
        if (slug !== null) return HttpResponse.json(slug === 'spring-2026-releases' ? [{ id: 1, slug }] : []);
        return HttpResponse.json([{ id: 1, slug: 'a' }], { headers: { 'X-WP-Total': '25', 'X-WP-TotalPages': '3' } });
      }),
    );
    expect(await namesExist({ kind: 'blog-page', page: 3 })).toBe(true);
    expect(await namesExist({ kind: 'blog-page', page: 4 })).toBe(false);
    expect(await namesExist({ kind: 'post', slug: 'spring-2026-releases' })).toBe(true);
    expect(await namesExist({ kind: 'post', slug: 'made-up' })).toBe(false);
  });

  it("a blog category's or tag's page is kept only for a term WordPress has, up to its posts' last page", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BLOG}/wp-json/wp/v2/categories`, ({ request }) => {
        const slug = new URL(request.url).searchParams.get('slug');
        asked.push(`category:${slug}`);
        return HttpResponse.json(
          slug === 'guides' ? [{ id: 2, slug, name: 'راهنمای خرید', taxonomy: 'category' }] : [],
        );
      }),
      http.get(`${BLOG}/wp-json/wp/v2/tags`, ({ request }) => {
        const slug = new URL(request.url).searchParams.get('slug');
        return HttpResponse.json(slug === 'ps5' ? [{ id: 11, slug, name: 'PS5', taxonomy: 'post_tag' }] : []);
      }),
      http.get(`${BLOG}/wp-json/wp/v2/posts`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const pages = params.get('categories') === '2' ? '2' : params.get('tags') === '11' ? '0' : '9';
        return HttpResponse.json([], { headers: { 'X-WP-Total': '0', 'X-WP-TotalPages': pages } });
      }),
    );
    const topic = (taxonomy: 'category' | 'tag', slug: string, page: number) => ({
      kind: 'blog-topic' as const,
      taxonomy,
      slug,
      page,
    });
    expect(await namesExist(topic('category', 'guides', 2))).toBe(true);
    expect(await namesExist(topic('category', 'guides', 3))).toBe(false);
    expect(await namesExist(topic('category', 'made-up', 1))).toBe(false);
    expect(await namesExist(topic('category', 'made-up', 1))).toBe(false);
    // A tag with no posts yet keeps its one (empty) page.
    expect(await namesExist(topic('tag', 'ps5', 1))).toBe(true);
    expect(await namesExist(topic('tag', 'guides', 1))).toBe(false);
    // The term that exists was looked up once; the made-up one each time.
    expect(asked).toEqual(['category:guides', 'category:made-up', 'category:made-up']);
  });

  it('a FAQ topic is kept only when the FAQ page has a section with that keyword', async () => {
    let reads = 0;
    server.use(
      http.get(`${CMS}/api/pages`, () => {
        reads += 1;
        return HttpResponse.json({
          data: [
            {
              Page: 'faq',
              Sections: [
                {
                  __component: 'shared.repeter',
                  id: 1,
                  Keyword: 'delivery',
                  Title: 'تحویل اکانت',
                  Items: [{ id: 1, Question: 'کی؟', Answer: 'فوری.' }],
                },
              ],
            },
          ],
          meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
        });
      }),
    );
    expect(await namesExist({ kind: 'faq-topic', slug: 'delivery' })).toBe(true);
    expect(await namesExist({ kind: 'faq-topic', slug: 'made-up' })).toBe(false);
    expect(reads).toBe(2);
    // A keyword no topic could have is answered without asking the CMS.
    expect(await namesExist({ kind: 'faq-topic', slug: '../Delivery' })).toBe(false);
    expect(reads).toBe(2);
  });

  it('a lookup that fails answers no, so the page is rendered per request rather than kept unchecked', async () => {
    server.use(
      http.get(`${COMMERCE}/api/services/app/Product/GetBySlug`, () => HttpResponse.text('down', { status: 503 })),
      http.post(`${COMMERCE}/api/services/app/Product/SearchWithFacets`, () => HttpResponse.error()),
    );
    expect(await namesExist({ kind: 'product', slug: 'fc-26', variantId: null })).toBe(false);
    expect(await namesExist(catalog('genres=Sport'))).toBe(false);
  });

  it('a name already known stays known while a lookup of it fails', async () => {
    let lookups = 0;
    server.use(
      http.get(`${COMMERCE}/api/services/app/Product/GetBySlug`, () => {
        lookups += 1;
        return lookups === 1
          ? abpOk({ id: 7, slug: 'fc-26', variants: [] })
          : HttpResponse.text('down', { status: 503 });
      }),
    );
    expect(await namesExist({ kind: 'product', slug: 'fc-26', variantId: null })).toBe(true);
    vi.useFakeTimers({ now: Date.now() + 11 * 60 * 1000, toFake: ['Date'] });
    try {
      // Past its time: answered from memory while it is looked up again, and that lookup fails…
      expect(await namesExist({ kind: 'product', slug: 'fc-26', variantId: null })).toBe(true);
      await vi.waitFor(() => expect(lookups).toBe(2));
      // …after which it is still known (and looked up again).
      expect(await namesExist({ kind: 'product', slug: 'fc-26', variantId: null })).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
