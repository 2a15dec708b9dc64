// Where proxy.ts sends pages that read their query string, so that the render cache can keep them. Each of
// these addresses is rewritten, the bare one too, so that Next's client router never predicts the page of one
// query from another (see lib/render-routes.ts).
import {
  CATALOG_QUERY_KEYS,
  catalogHref,
  catalogScope,
  emptyCatalogQuery,
  parseCatalogQuery,
} from '@/lib/catalog-query';
import {
  bareAddressRewrites,
  catalogStateKey,
  PER_REQUEST_SEGMENT,
  renderPlanFor,
  searchFromCatalogStateKey,
} from '@/lib/render-routes';
import { proxyMatcher } from '@/lib/proxied-kinds';

const route = (url: string) => {
  const parsed = new URL(url, 'http://shop.test');
  // Where the request is rendered when everything it names exists.
  const plan = renderPlanFor(parsed.pathname, parsed.searchParams);
  return plan && (plan.kept ?? plan.perRequest);
};

describe('catalog states', () => {
  it('the default catalog is the state "all", whatever unknown or default parameters come with it', () => {
    expect(route('/products')).toBe('/products/all');
    expect(route('/products?sort=newest&page=1&utm_source=sms')).toBe('/products/all');
    expect(searchFromCatalogStateKey('all')).toBe('');
  });

  it('a filtered state has one cached path, whatever the order or spelling of its query', () => {
    const canonical = route('/products?genres=Sport&sort=cheapest&variants=PS5');
    expect(canonical).toMatch(/^\/products\/[A-Za-z0-9_-]+$/);
    expect(route('/products?variants=PS5&sort=cheapest&genres=Sport')).toBe(canonical);
    expect(route('/products?genres=Sport,&sort=cheapest&variants=PS5&variants=PS5')).toBe(canonical);
    expect(route('/products?genres=Sport&sort=cheapest')).not.toBe(canonical);
  });

  it('the path carries the state: Persian values and all', () => {
    const query = parseCatalogQuery(new URLSearchParams('brands=سونی&genres=Sport&page=3'));
    const key = route(catalogHref(query))!.split('/')[2];
    expect(searchFromCatalogStateKey(key)).toBe(new URLSearchParams(catalogHref(query).split('?')[1]).toString());
    expect(parseCatalogQuery(new URLSearchParams(searchFromCatalogStateKey(key)!))).toEqual(query);
  });

  it('a segment that is not a canonical state is refused, so one state is never kept twice', () => {
    expect(searchFromCatalogStateKey(catalogStateKey('genres=Sport&sort=cheapest'))).toBeNull(); // not canonical order
    expect(searchFromCatalogStateKey(catalogStateKey('sort=cheapest&genres=Sport'))).toBe('sort=cheapest&genres=Sport');
    expect(searchFromCatalogStateKey(catalogStateKey(''))).toBeNull();
    expect(searchFromCatalogStateKey('not base64!')).toBeNull();
    expect(searchFromCatalogStateKey('_-_-')).toBeNull();
  });

  it('free-text searches and long filter lists are rendered per request instead of filling the cache', () => {
    expect(route('/products?q=fifa&sort=cheapest')).toBe('/products/search?q=fifa&sort=cheapest');
    const many = Array.from({ length: 5 }, (_, index) => `genres=g${index}`).join('&');
    expect(route(`/products?${many}`)).toMatch(/^\/products\/search\?genres=g0&/);
    expect(route(`/products?genres=${'x'.repeat(61)}`)).toMatch(/^\/products\/search\?/);
    expect(route(`/products?genres=${'x'.repeat(60)}`)).toMatch(/^\/products\/[A-Za-z0-9_-]+$/);
  });

  it('the empty state links to /products itself', () => {
    expect(catalogHref(emptyCatalogQuery())).toBe('/products');
  });
});

describe('brand and category pages', () => {
  it('a brand page keeps its catalog states under its own path, the bare page as "all"', () => {
    expect(route('/brand/ea-sports')).toBe('/brand/ea-sports/all');
    const state = route('/brand/ea-sports?genres=Sport&preorder=1');
    expect(state).toMatch(/^\/brand\/ea-sports\/[A-Za-z0-9_-]+$/);
    expect(searchFromCatalogStateKey(state!.split('/')[3], { kind: 'brand', slug: 'ea-sports' })).toBe(
      'genres=Sport&preorder=1',
    );
    expect(route('/category/sport-games?q=fifa')).toBe('/category/sport-games/search?q=fifa');
  });

  it('on a brand page a brands parameter is ignored: the page is its brand, one cached state', () => {
    expect(route('/brand/ea-sports?brands=ubisoft')).toBe('/brand/ea-sports/all');
    const brand = { kind: 'brand' as const, slug: 'ea-sports' };
    expect(searchFromCatalogStateKey(catalogStateKey('brands=ubisoft'), brand)).toBeNull();
    expect(route('/category/sport-games?brands=ubisoft')).toMatch(/^\/category\/sport-games\/[A-Za-z0-9_-]+$/);
  });

  it('its links stay on its own path, slug encoded', () => {
    const query = parseCatalogQuery(new URLSearchParams('available=1'), { kind: 'category', slug: 'بازی' });
    expect(catalogHref(query)).toBe(`/category/${encodeURIComponent('بازی')}?available=1`);
    expect(catalogHref({ ...query, onlyAvailable: false })).toBe(`/category/${encodeURIComponent('بازی')}`);
  });

  it('a deeper path or another section is not a catalog', () => {
    expect(route('/brand/ea-sports/all')).toBeNull();
    expect(route('/brand')).toBeNull();
  });
});

describe('blog pages', () => {
  it('/blogs is page 1; page N is /blogs/N; Persian digits are read', () => {
    expect(route('/blogs')).toBe('/blogs/1');
    expect(route('/blogs?page=1')).toBe('/blogs/1');
    expect(route('/blogs?page=2')).toBe('/blogs/2');
    expect(route('/blogs?page=۳')).toBe('/blogs/3');
  });

  it('every malformed page number goes to the one address that answers 404', () => {
    for (const page of ['0', '-1', 'abc', '2.5']) expect(route(`/blogs?page=${page}`)).toBe('/blogs/0');
  });
});

describe("a company's page", () => {
  it("each tab and state of a company is kept under its own path; the publisher's tab is the bare address", () => {
    expect(route('/company/capcom')).toBe('/company/capcom/all');
    const developer = route('/company/capcom?role=developer&sort=cheapest');
    expect(developer).toBe(`/company/capcom/${catalogStateKey('role=developer&sort=cheapest')}`);
    expect(route('/company/capcom?sort=cheapest&role=developer')).toBe(developer);
    // Anything but 'developer' is the publisher's tab, under the one canonical path.
    expect(route('/company/capcom?role=made-up')).toBe('/company/capcom/all');
  });

  it('names the company, decoded, so that an unknown one is rendered per request and never kept', () => {
    const parsed = new URL('/company/made%20up?role=developer', 'http://shop.test');
    const plan = renderPlanFor(parsed.pathname, parsed.searchParams);
    expect(plan?.names).toMatchObject({
      kind: 'catalog',
      query: { scope: { kind: 'company', slug: 'made up', role: 'developer' } },
    });
    expect(plan?.perRequest).toBe('/company/made%20up/search?role=developer');
  });

  it("a state key made for a company's tab reads back as that tab", () => {
    const scope = catalogScope('company', 'capcom');
    expect(searchFromCatalogStateKey(catalogStateKey('role=developer'), scope)).toBe('role=developer');
    expect(parseCatalogQuery(new URLSearchParams('role=developer'), scope).scope).toEqual({
      kind: 'company',
      slug: 'capcom',
      role: 'developer',
    });
  });
});

describe('product variants', () => {
  it('a variant link renders the product with that variant; anything else is the product page itself', () => {
    expect(route('/product/elden-ring?variantId=12')).toBe('/product/elden-ring/12');
    expect(route('/product/elden-ring')).toBe('/product/elden-ring/default');
    expect(route('/product/elden-ring?variantId=abc')).toBe('/product/elden-ring/default');
    expect(route('/product/elden-ring?variantId=0')).toBe('/product/elden-ring/default');
    expect(route('/product/elden-ring?variantId=1234567890')).toBe('/product/elden-ring/default');
  });

  it("a shared link's ?variant= is the same as ?variantId=, which wins when both are given", () => {
    expect(route('/product/elden-ring?variant=12')).toBe('/product/elden-ring/12');
    expect(route('/product/elden-ring?variant=12&variantId=13')).toBe('/product/elden-ring/13');
    expect(route('/product/elden-ring?variant=abc')).toBe('/product/elden-ring/default');
  });

  it('other pages are never rewritten', () => {
    expect(route('/cart?order=5')).toBeNull();
    expect(route('/product/elden-ring/12?variantId=3')).toBeNull();
  });
});

describe('which requests need the proxy', () => {
  it("proxy.ts's matcher is the one the table of page kinds makes (Next needs it spelled out)", async () => {
    const { config } = await import('@/proxy');
    expect(config.matcher).toEqual(proxyMatcher());
  });

  it('the proxy runs for exactly the query keys whose absence the bare-address rewrites require', () => {
    const proxied = proxyMatcher()
      .filter((entry) => entry.has)
      .map((entry) => `${entry.source}?${entry.has![0].key}`)
      .sort();
    const bare = bareAddressRewrites()
      .flatMap(({ source, missing }) => missing.map(({ key }) => `${source}?${key}`))
      .sort();
    expect(proxied).toEqual(bare);
    expect(bare).toEqual(expect.arrayContaining(CATALOG_QUERY_KEYS.map((key) => `/products?${key}`)));
  });

  it('every brand, category, company, product, post, blog topic and FAQ topic page passes the proxy, with or without a query: each names something to check', () => {
    const always = proxyMatcher()
      .filter((entry) => !entry.has)
      .map((entry) => entry.source);
    expect(always.sort()).toEqual(
      [
        '/brand/:slug',
        '/category/:slug',
        '/company/:slug',
        '/product/:slug',
        '/blog/:post',
        '/blogs/category/:slug',
        '/blogs/tag/:slug',
        '/faq/:slug',
      ].sort(),
    );
  });

  it('a bare address goes where the proxy would have sent it', () => {
    const destinations = Object.fromEntries(
      bareAddressRewrites().map(({ source, destination }) => [source, destination]),
    );
    expect(destinations['/products']).toBe(route('/products'));
    expect(destinations['/blogs']).toBe(route('/blogs'));
    expect(Object.keys(destinations).sort()).toEqual(['/blogs', '/products']);
  });
});

describe('what an address names, checked before its page is kept', () => {
  const plan = (url: string) => {
    const parsed = new URL(url, 'http://shop.test');
    return renderPlanFor(parsed.pathname, parsed.searchParams);
  };

  it('a filtered catalog names its values and goes per request, kept nowhere, when they do not all exist', () => {
    const filtered = plan('/products?genres=Sport&brands=ea-sports');
    expect(filtered?.names).toMatchObject({
      kind: 'catalog',
      query: { brands: ['ea-sports'], facets: { genres: ['Sport'] } },
    });
    expect(filtered?.perRequest).toBe('/products/search?brands=ea-sports&genres=Sport');
    expect(plan('/products?sort=cheapest')?.names).toMatchObject({ kind: 'catalog' });
  });

  it('a brand or category page names its slug, decoded, even unfiltered', () => {
    expect(plan(`/category/${encodeURIComponent('بازی')}`)).toEqual({
      kept: `/category/${encodeURIComponent('بازی')}/all`,
      perRequest: `/category/${encodeURIComponent('بازی')}/search?`,
      names: { kind: 'catalog', query: expect.objectContaining({ scope: { kind: 'category', slug: 'بازی' } }) },
    });
  });

  it('a product names its slug and variant; per request it keeps the variant in its query', () => {
    expect(plan('/product/elden-ring?variant=12')).toEqual({
      kept: '/product/elden-ring/12',
      perRequest: `/product/elden-ring/${PER_REQUEST_SEGMENT}?variantId=12`,
      names: { kind: 'product', slug: 'elden-ring', variantId: 12 },
    });
    expect(plan('/product/elden-ring')?.perRequest).toBe(`/product/elden-ring/${PER_REQUEST_SEGMENT}`);
  });

  it('a blog page past the first names its number; page 1 and malformed numbers name nothing', () => {
    expect(plan('/blogs?page=7')).toEqual({
      kept: '/blogs/7',
      perRequest: `/blogs/${PER_REQUEST_SEGMENT}?page=7`,
      names: { kind: 'blog-page', page: 7 },
    });
    expect(plan('/blogs?page=1')?.names).toBeNull();
    expect(plan('/blogs?page=abc')).toEqual({ kept: '/blogs/0', perRequest: '/blogs/0', names: null });
  });

  it('a post names its slug', () => {
    expect(plan('/blog/spring-2026-releases')).toEqual({
      kept: '/blog/spring-2026-releases',
      perRequest: `/blog/spring-2026-releases/${PER_REQUEST_SEGMENT}`,
      names: { kind: 'post', slug: 'spring-2026-releases' },
    });
    expect(plan('/blog/a/b')).toBeNull();
  });

  it("a blog category's or tag's page names its term (decoded) and page, kept as /blogs/<kind>/<slug>/<page>", () => {
    expect(plan('/blogs/category/guides')).toEqual({
      kept: '/blogs/category/guides/1',
      perRequest: `/blogs/category/guides/${PER_REQUEST_SEGMENT}?page=1`,
      names: { kind: 'blog-topic', taxonomy: 'category', slug: 'guides', page: 1 },
    });
    expect(plan(`/blogs/tag/${encodeURIComponent('کیف')}?page=۲`)).toEqual({
      kept: `/blogs/tag/${encodeURIComponent('کیف')}/2`,
      perRequest: `/blogs/tag/${encodeURIComponent('کیف')}/${PER_REQUEST_SEGMENT}?page=2`,
      names: { kind: 'blog-topic', taxonomy: 'tag', slug: 'کیف', page: 2 },
    });
  });

  it("a topic's malformed page number is never kept: it is rendered per request as page 0, a 404", () => {
    for (const page of ['0', 'abc', '-1']) {
      expect(plan(`/blogs/category/guides?page=${page}`)).toEqual({
        kept: null,
        perRequest: `/blogs/category/guides/${PER_REQUEST_SEGMENT}?page=0`,
        names: null,
      });
    }
    expect(plan('/blogs/author/guides')).toBeNull();
    expect(plan('/blogs/category/guides/2')).toBeNull();
  });

  it('a FAQ topic names its keyword', () => {
    expect(plan('/faq/delivery')).toEqual({
      kept: '/faq/delivery',
      perRequest: `/faq/delivery/${PER_REQUEST_SEGMENT}`,
      names: { kind: 'faq-topic', slug: 'delivery' },
    });
    expect(plan('/faq')).toBeNull();
    expect(plan('/faq/delivery/more')).toBeNull();
  });

  it('the plain catalog names nothing; a search is never kept', () => {
    expect(plan('/products')).toEqual({ kept: '/products/all', perRequest: '/products/search?', names: null });
    expect(plan('/products?q=fifa')?.kept).toBeNull();
  });
});
