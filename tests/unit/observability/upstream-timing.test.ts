// @vitest-environment node
// Every read a server render makes of a service reaches the server's observer: which service, which call
// without its ids, how it ended, how long it took.
import { delay, http, HttpResponse } from 'msw';
import { getPosts, searchPosts } from '@/services/blog';
import { searchWithFacets } from '@/services/commerce';
import { createClient, SERVER_REQUEST_TIMEOUT_MS } from '@/services/http';
import { installServerObserver, type UpstreamAnswer, type UpstreamRead } from '@/services/observer';
import type { SearchWithFacetsInput } from '@/services/types/commerce';
import { operationOf, pathOf, selectsFields } from '@/services/upstream-timing';
import { abpOk, BLOG, COMMERCE, server, startMswServer } from '../services/msw';

startMswServer();

let reads: UpstreamRead[];
let answers: UpstreamAnswer[];
beforeEach(() => {
  reads = [];
  answers = [];
  installServerObserver({
    upstreamRead: (read) => reads.push(read),
    upstreamAnswer: (answer) => answers.push(answer),
    webVitals: vi.fn(),
    sharedCacheReady: vi.fn(),
  });
});
afterEach(() => installServerObserver(undefined));

const emptySearch = { items: [], totalCount: 0, facets: [] };

describe('server reads of the services', () => {
  it('an answer: service, operation and ok, with its time', async () => {
    server.use(http.post(`${COMMERCE}/api/services/app/Product/SearchWithFacets`, () => abpOk(emptySearch)));
    await searchWithFacets({} as SearchWithFacetsInput);
    expect(reads).toEqual([
      {
        service: 'commerce',
        operation: '/api/services/app/Product/SearchWithFacets',
        outcome: 'ok',
        status: 200,
        seconds: expect.any(Number),
      },
    ]);
    expect(reads[0].seconds).toBeGreaterThanOrEqual(0);
  });

  it('an error status by its class, with the status', async () => {
    server.use(http.get(`${BLOG}/wp-json/wp/v2/posts`, () => new HttpResponse('down', { status: 502 })));
    await expect(getPosts({ page: 1 })).rejects.toBeDefined();
    expect(reads[0]).toMatchObject({ service: 'blog', operation: '/wp-json/wp/v2/posts', outcome: '5xx', status: 502 });
  });

  it('no answer in time, and no connection at all', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    server.use(
      http.get(`${COMMERCE}/slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const slow = createClient('commerce')
      .get('/slow')
      .catch(() => null);
    await vi.advanceTimersByTimeAsync(SERVER_REQUEST_TIMEOUT_MS + 10);
    await slow;
    vi.useRealTimers();
    server.use(http.get(`${COMMERCE}/gone`, () => HttpResponse.error()));
    await createClient('commerce')
      .get('/gone')
      .catch(() => null);
    expect(reads.map((read) => [read.operation, read.outcome, read.status])).toEqual([
      ['/slow', 'timeout', null],
      ['/gone', 'unreachable', null],
    ]);
  });

  it('an operation label carries no ids and no query', () => {
    expect(operationOf('/api/services/app/Order/Get?id=1042')).toBe('/api/services/app/Order/Get');
    expect(operationOf('/wp-json/wp/v2/posts/381')).toBe('/wp-json/wp/v2/posts/:id');
    expect(operationOf('/files/3f2b9c1e-77aa-4c1e-9a0b-5d6e7f8a9b0c/cover.png')).toBe('/files/:id/cover.png');
    expect(operationOf(undefined)).toBe('/');
  });

  it('hands the observer each answer of 2xx or 404 as read, by method and path without the query, for its check', async () => {
    server.use(
      http.post(`${COMMERCE}/api/services/app/Product/SearchWithFacets`, () => abpOk(emptySearch)),
      http.get(`${BLOG}/wp-json/wp/v2/posts`, () => HttpResponse.json({ code: 'rest_no_route' }, { status: 404 })),
      http.get(`${COMMERCE}/broken`, () => new HttpResponse('down', { status: 500 })),
    );
    await searchWithFacets({} as SearchWithFacetsInput);
    await expect(getPosts({ page: 1 })).rejects.toBeDefined();
    await createClient('commerce')
      .get('/broken')
      .catch(() => null);
    expect(answers).toEqual([
      {
        service: 'commerce',
        method: 'POST',
        path: '/api/services/app/Product/SearchWithFacets',
        status: 200,
        body: expect.objectContaining({ result: emptySearch }),
      },
      { service: 'blog', method: 'GET', path: '/wp-json/wp/v2/posts', status: 404, body: { code: 'rest_no_route' } },
    ]);
  });

  it('keeps an answer to a request that selects fields (_fields, fields[…]) out of the check: it is partial on purpose', async () => {
    server.use(http.get(`${BLOG}/wp-json/wp/v2/posts`, () => HttpResponse.json([{ id: 1, slug: 'a', title: {} }])));
    await searchPosts('الدن');
    expect(reads).toHaveLength(1);
    expect(answers).toEqual([]);
    expect(selectsFields('/api/pages?fields[0]=Title', undefined)).toBe(true);
    expect(selectsFields('/api/pages', { 'fields[0]': 'Title' })).toBe(true);
    expect(selectsFields('/api/pages?populate=*', { filters: 'x' })).toBe(false);
  });

  it("a call's path is read under its base URL, also when the call names a whole address", () => {
    expect(pathOf('/api/services/app/Order/Get?id=1', 'http://x.test/commerce')).toBe('/api/services/app/Order/Get');
    expect(pathOf('http://x.test/commerce/api/a#b', 'http://x.test/commerce')).toBe('/api/a');
  });
});
