// The server data layer (services/server/cached/) on Next's real data cache: one service call per key and
// lifetime, failures never kept, and a tag's revalidation reading again.
import { http, HttpResponse } from 'msw';
import { CACHE_POLICY } from '@/services/server/cached/policy';
import { readGallery, readProduct, readSearch, readSimilar } from '@/services/server/cached/catalog';
import { readCmsDescription, readCmsPage } from '@/services/server/cached/cms';
import { readPostBySlug } from '@/services/server/cached/blog';
import { runWithRequestOutcome } from '@/services/server/request-outcome';
import { productTag } from '@/lib/revalidation';
import { realDataCacheForEachTest } from '../support/data-cache';
import { BLOG, CMS, COMMERCE, abpOk, server, startMswServer } from './msw';

const connection = vi.hoisted(() =>
  vi.fn(async () => {
    throw new Error('render this page per request');
  }),
);
vi.mock('next/server', () => ({ connection }));

startMswServer();
const dataCache = realDataCacheForEachTest();

const product = (slug: string) => ({ id: 1, slug, title: `بازی ${slug}` });

/** Answers GetBySlug with a product for every slug and counts the calls per slug. */
function countProductCalls(): Map<string, number> {
  const calls = new Map<string, number>();
  server.use(
    http.get(`${COMMERCE}/api/services/app/Product/GetBySlug`, ({ request }) => {
      const slug = new URL(request.url).searchParams.get('Slug') ?? '';
      calls.set(slug, (calls.get(slug) ?? 0) + 1);
      return abpOk(product(slug));
    }),
  );
  return calls;
}

describe('cached server reads', () => {
  it('"catalog reads are kept a minute under the tag catalog; CMS and blog five minutes under their own"', () => {
    expect(CACHE_POLICY).toEqual({
      catalog: { tag: 'catalog', revalidateSeconds: 60 },
      cms: { tag: 'cms', revalidateSeconds: 300 },
      blog: { tag: 'blog', revalidateSeconds: 300 },
    });
  });

  it('a second read of the same product is served from the cache; another slug is its own entry', async () => {
    const calls = countProductCalls();
    expect(await readProduct('fc-26')).toMatchObject(product('fc-26'));
    expect(await readProduct('fc-26')).toMatchObject(product('fc-26'));
    expect(await readProduct('gta-v')).toMatchObject(product('gta-v'));
    expect(Object.fromEntries(calls)).toEqual({ 'fc-26': 1, 'gta-v': 1 });
  });

  it('the search parameters are part of the key', async () => {
    let calls = 0;
    server.use(
      http.post(`${COMMERCE}/api/services/app/Product/SearchWithFacets`, async ({ request }) => {
        calls += 1;
        const body = (await request.json()) as { skipCount?: number };
        return abpOk({ facets: [], pagedResult: { totalCount: 40, items: [{ id: body.skipCount ?? 0 }] } });
      }),
    );
    await readSearch({ skipCount: 0, maxResultCount: 20 });
    await readSearch({ skipCount: 0, maxResultCount: 20 });
    const second = await readSearch({ skipCount: 20, maxResultCount: 20 });
    expect(second.pagedResult.items).toEqual([{ id: 20 }]);
    expect(calls).toBe(2);
  });

  it('a failed read is not kept: the next request asks the service again', async () => {
    let calls = 0;
    server.use(
      http.get(`${CMS}/api/pages`, () => {
        calls += 1;
        if (calls === 1)
          return HttpResponse.json(
            { data: null, error: { status: 503, name: 'ServiceUnavailable', message: 'down' } },
            { status: 503 },
          );
        return HttpResponse.json({
          data: [{ id: 1, Page: 'Terms', Sections: [] }],
          meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
        });
      }),
    );
    await expect(readCmsPage('Terms')).rejects.toThrow();
    expect(await readCmsPage('Terms')).toMatchObject({ Page: 'Terms' });
    expect(await readCmsPage('Terms')).toMatchObject({ Page: 'Terms' });
    expect(calls).toBe(2);
  });

  it('a description falls back to the given text when the CMS fails', async () => {
    server.use(http.get(`${CMS}/api/pages`, () => HttpResponse.error()));
    expect(await readCmsDescription('faq', 'پیش‌فرض')).toBe('پیش‌فرض');
  });

  it('revalidating the catalog tag makes the next read ask the service again; other tags stay', async () => {
    const calls = countProductCalls();
    let postCalls = 0;
    server.use(
      http.get(`${BLOG}/wp-json/wp/v2/posts`, () => {
        postCalls += 1;
        return HttpResponse.json([{ id: 7, slug: 'a-post' }]);
      }),
    );
    await readProduct('fc-26');
    await readPostBySlug('a-post');
    // What revalidateTag('catalog') does on the server: entries written before now go stale. The clock moves
    // on a second so that "before now" cannot fall within the same millisecond as the write.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1000);
    await dataCache().revalidateTag([CACHE_POLICY.catalog.tag], {});
    await readProduct('fc-26');
    await readPostBySlug('a-post');
    expect(calls.get('fc-26')).toBe(2);
    expect(postCalls).toBe(1);
    vi.useRealTimers();
  });

  it("revalidating one product's tag reads that product again, and no other", async () => {
    const calls = countProductCalls();
    await readProduct('fc-26');
    await readProduct('gta-v');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1000);
    await dataCache().revalidateTag([productTag('fc-26')], {});
    await readProduct('fc-26');
    await readProduct('gta-v');
    expect(Object.fromEntries(calls)).toEqual({ 'fc-26': 2, 'gta-v': 1 });
    vi.useRealTimers();
  });

  it("similar games are kept per product and variant, and refreshed with the product's own tag", async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${COMMERCE}/api/services/app/Product/GetSimilar`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        calls.push(`${query.get('Slug')}:${query.get('VariantId') ?? ''}`);
        return abpOk([{ id: 9, slug: 'gta-v' }]);
      }),
    );
    expect(await readSimilar('fc-26')).toEqual([{ id: 9, slug: 'gta-v' }]);
    await readSimilar('fc-26');
    await readSimilar('fc-26', 31);
    expect(calls).toEqual(['fc-26:', 'fc-26:31']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1000);
    await dataCache().revalidateTag([productTag('fc-26')], {});
    await readSimilar('fc-26');
    expect(calls).toEqual(['fc-26:', 'fc-26:31', 'fc-26:']);
    vi.useRealTimers();
  });

  it("a product's gallery is kept per product, and refreshed with the product's own tag", async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${COMMERCE}/api/services/app/Product/GetGallries`, ({ request }) => {
        calls.push(new URL(request.url).searchParams.get('Slug') ?? '');
        return abpOk([
          { id: 1, mediaType: 'Image', filePath: 'http://localhost:4010/commerce/files/gallery/fc-26-1.svg' },
        ]);
      }),
    );
    expect(await readGallery('fc-26')).toHaveLength(1);
    await readGallery('fc-26');
    await readGallery('gta-v');
    expect(calls).toEqual(['fc-26', 'gta-v']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1000);
    await dataCache().revalidateTag([productTag('fc-26')], {});
    await readGallery('fc-26');
    await readGallery('gta-v');
    expect(calls).toEqual(['fc-26', 'gta-v', 'fc-26']);
    vi.useRealTimers();
  });

  it('a read that fails while `next build` prerenders makes the page render per request instead of failing the build', async () => {
    server.use(http.get(`${CMS}/api/pages`, () => HttpResponse.error()));
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    await expect(readCmsPage('faq')).rejects.toThrow('render this page per request');
    vi.unstubAllEnvs();
    // Outside the build the failure is the service's own, for the error page to show.
    connection.mockClear();
    await expect(readCmsPage('faq')).rejects.not.toThrow('render this page per request');
    expect(connection).not.toHaveBeenCalled();
  });

  it('a read the service could not answer marks the request, for the server to answer 503; a missing thing does not', async () => {
    server.use(
      http.get(`${CMS}/api/pages`, () => HttpResponse.error()),
      http.get(`${COMMERCE}/api/services/app/Product/GetBySlug`, () =>
        HttpResponse.json(
          { success: false, error: { code: 0, message: 'یافت نشد' }, result: null, __abp: true },
          { status: 404 },
        ),
      ),
    );
    const down = { serviceUnavailable: false };
    await runWithRequestOutcome(down, () => expect(readCmsPage('aboutUs')).rejects.toThrow());
    expect(down.serviceUnavailable).toBe(true);
    const missing = { serviceUnavailable: false };
    expect(await runWithRequestOutcome(missing, () => readProduct('no-such-game'))).toBeNull();
    expect(missing.serviceUnavailable).toBe(false);
  });

  it('a read that finds nothing is not kept: a made-up slug leaves the data cache as it was and is asked again', async () => {
    let calls = 0;
    server.use(
      http.get(`${COMMERCE}/api/services/app/Product/GetBySlug`, () => {
        calls += 1;
        return HttpResponse.json(
          { success: false, error: { code: 0, message: 'یافت نشد' }, result: null, __abp: true },
          { status: 404 },
        );
      }),
    );
    expect(await readProduct('made-up-1')).toBeNull();
    expect(await readProduct('made-up-1')).toBeNull();
    expect(calls).toBe(2);
  });

  it('the uncached form of a read asks the service every time and keeps nothing', async () => {
    const calls = countProductCalls();
    expect(await readProduct.uncached('fc-26')).toMatchObject(product('fc-26'));
    expect(await readProduct.uncached('fc-26')).toMatchObject(product('fc-26'));
    expect(calls.get('fc-26')).toBe(2);
    // The kept form then finds nothing kept by the uncached one.
    await readProduct('fc-26');
    expect(calls.get('fc-26')).toBe(3);
  });
});
