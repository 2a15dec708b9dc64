// POST /__sandbox/drift: until set again or reset, a field of an operation's answer is renamed and an operation is
// withdrawn (answering as its host answers a route it does not know), and the shop's webhook is told to read the
// catalog, the CMS and the blog again. The server's own check (server/contract-check.ts) passes the sandbox's
// answers with the switch off and names what differs with it on; so does the sandbox's contract test.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkAnswer } from '@/server/contract-check';
import type { HostName } from '@/contracts/hosts';
import { takeViolations } from './contract';
import { request, sandboxForThisFile } from './helpers';

const sandbox = sandboxForThisFile();
const SECRET = 'drift-secret';
let shop: Server;
let received: unknown[] = [];

beforeAll(async () => {
  shop = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push(JSON.parse(text));
      res.setHeader('content-type', 'application/json');
      res.end('{"revalidated":true}');
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

beforeEach(async () => {
  received = [];
  sandbox.deps.config.shopRevalidateUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/revalidate`;
  sandbox.deps.config.revalidateSecret = SECRET;
  await request(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
});

type Drifts = { drifts?: Record<string, unknown>[]; webhook?: { status: number | null }; error?: string };
const setDrift = (drifts: unknown) => request<Drifts>(`${sandbox.url}/__sandbox/drift`, { body: { drifts } });

/** The reads the shop's largest pages make, as the server's check sees them. */
const READS: { service: HostName; method: string; path: string; query?: string; body?: unknown }[] = [
  {
    service: 'commerce',
    method: 'POST',
    path: '/api/services/app/Product/SearchWithFacets',
    body: { skipCount: 0, maxResultCount: 24 },
  },
  { service: 'commerce', method: 'GET', path: '/api/services/app/Product/GetBySlug', query: 'Slug=elden-ring' },
  {
    service: 'cms',
    method: 'GET',
    path: '/api/pages',
    query: 'filters[Page][$eq]=Home&locale=fa&populate[Sections][populate]=*&populate[Seo][populate]=*',
  },
  { service: 'blog', method: 'GET', path: '/wp-json/wp/v2/posts', query: '_embed=1&per_page=10' },
];

async function read({ service, method, path, query, body }: (typeof READS)[number]) {
  const url = `${sandbox.url}/${service}${path}${query ? `?${query}` : ''}`;
  const response = await request<unknown>(url, { method, body });
  return { service, method, path, status: response.status, body: response.body };
}

describe('the server check against the sandbox', () => {
  it('passes the largest answers of the home page, a product page and the blog with the switch off', async () => {
    for (const call of READS) {
      const answer = await read(call);
      expect(answer.status).toBe(200);
      expect(checkAnswer(answer), `${call.service} ${call.path}`).toBeNull();
    }
  });
});

describe('POST /__sandbox/drift', () => {
  it('renames a field inside result, in every item a path reaches, and the checks name it', async () => {
    const set = await setDrift([
      { operation: 'Product_SearchWithFacets', field: 'pagedResult.items[].fileAltAttribute', to: 'fileAlt' },
      { operation: 'Product_GetBySlug', field: 'fileAltAttribute', to: 'fileAlt' },
    ]);
    expect(set.status).toBe(200);
    expect(set.body.drifts).toEqual([
      {
        service: 'commerce',
        operation: 'Product_SearchWithFacets',
        field: 'pagedResult.items[].fileAltAttribute',
        to: 'fileAlt',
      },
      { service: 'commerce', operation: 'Product_GetBySlug', field: 'fileAltAttribute', to: 'fileAlt' },
    ]);
    const search = await read(READS[0]);
    const items = (search.body as { result: { pagedResult: { items: Record<string, unknown>[] } } }).result.pagedResult
      .items;
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(Object.keys(item)).toContain('fileAlt');
    for (const item of items) expect(Object.keys(item)).not.toContain('fileAltAttribute');
    expect(checkAnswer(search)).toEqual({
      service: 'commerce',
      operation: 'Product_SearchWithFacets',
      kind: 'shape',
      fields: ['pagedResult.items[].fileAltAttribute'],
    });
    const product = await read(READS[1]);
    expect(checkAnswer(product)?.fields).toEqual(['fileAltAttribute']);
    expect(takeViolations().join('\n')).toMatch(/required property 'fileAltAttribute'/);
  });

  it('renames a member of the body on the CMS and the blog, in each item of a list body', async () => {
    await setDrift([
      { operation: 'Post_List', field: '[].title', to: 'heading' },
      { operation: 'Page_Find', field: 'meta', to: 'metadata' },
    ]);
    const posts = await read(READS[3]);
    for (const post of posts.body as Record<string, unknown>[]) {
      expect(post).toHaveProperty('heading');
      expect(post).not.toHaveProperty('title');
    }
    const home = await read(READS[2]);
    expect(home.body).toHaveProperty('metadata');
    expect(checkAnswer(home)?.fields).toEqual(['meta']);
    // The sandbox's contract test, whose objects are closed, sees both; the server's check cannot see the post's
    // title, since the document also allows a post cut down by `_fields` (docs/contracts/drift.md).
    const violations = takeViolations().join('\n');
    expect(violations).toContain('blog GET /wp-json/wp/v2/posts 200');
    expect(violations).toContain('cms GET /api/pages 200');
  });

  it('withdraws an operation: it answers as its host answers a route it does not know, and the check says so', async () => {
    await setDrift([
      { operation: 'Product_GetSimilar', withdraw: true },
      { operation: 'Post_List', withdraw: true },
      { operation: 'Page_Find', withdraw: true },
    ]);
    const similar = await read({
      service: 'commerce',
      method: 'GET',
      path: '/api/services/app/Product/GetSimilar',
      query: 'Slug=elden-ring',
    });
    expect(similar.status).toBe(404);
    expect(similar.body).toMatchObject({
      success: false,
      error: { message: expect.stringMatching(/^No route matches/) },
    });
    expect(checkAnswer(similar)).toEqual({
      service: 'commerce',
      operation: 'Product_GetSimilar',
      kind: 'withdrawn',
      fields: [],
    });
    const posts = await read(READS[3]);
    expect(posts).toMatchObject({ status: 404, body: { code: 'rest_no_route' } });
    expect(checkAnswer(posts)?.kind).toBe('withdrawn');
    const home = await read(READS[2]);
    expect(home).toMatchObject({ status: 404, body: { error: { name: 'NotFoundError' } } });
    expect(checkAnswer(home)?.kind).toBe('withdrawn');
    // The documents list no 404 for the two lists: the sandbox's contract test says so too.
    expect(takeViolations().join('\n')).toMatch(/status 404 is not documented/);
    // Another operation of the same path's host is untouched.
    expect((await read(READS[1])).status).toBe(200);
  });

  it("calls the shop's webhook with catalog, cms and blog, on and off", async () => {
    const on = await setDrift([{ operation: 'Product_GetSimilar', withdraw: true }]);
    expect(on.body.webhook).toEqual({ status: 200, body: { revalidated: true } });
    const off = await setDrift([]);
    expect(off.body).toEqual({ drifts: [], webhook: { status: 200, body: { revalidated: true } } });
    expect(received).toEqual([{ tags: ['catalog', 'cms', 'blog'] }, { tags: ['catalog', 'cms', 'blog'] }]);
  });

  it('is switched off by [] and by a reset, and GET says what is on', async () => {
    await setDrift([{ operation: 'Product_GetBySlug', field: 'fileAltAttribute', to: 'fileAlt' }]);
    expect((await request<Drifts>(`${sandbox.url}/__sandbox/drift`)).body.drifts).toHaveLength(1);
    await request(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    expect((await request<Drifts>(`${sandbox.url}/__sandbox/drift`)).body).toEqual({ drifts: [] });
    expect(checkAnswer(await read(READS[1]))).toBeNull();
    await setDrift([{ operation: 'Product_GetSimilar', withdraw: true }]);
    await setDrift([]);
    expect((await read({ ...READS[1], path: '/api/services/app/Product/GetSimilar' })).status).toBe(200);
  });

  it('refuses an unknown operationId, a malformed path or name, and a rule that both renames and withdraws', async () => {
    const refused = [
      [{ operation: 'Made_Up', withdraw: true }],
      [{ operation: 'Product_GetBySlug', field: 'a..b', to: 'c' }],
      [{ operation: 'Product_GetBySlug', field: 'items[]', to: 'c' }],
      [{ operation: 'Product_GetBySlug', field: 'name', to: 'a.b' }],
      [{ operation: 'Product_GetBySlug', field: 'name', to: 'title', withdraw: true }],
      [{ operation: 'Product_GetBySlug', withdraw: false }],
      Array(21).fill({ operation: 'Product_GetSimilar', withdraw: true }),
    ];
    for (const drifts of refused) {
      const response = await setDrift(drifts);
      expect(response.status, JSON.stringify(drifts).slice(0, 80)).toBe(400);
      expect(response.body.error).toBeTypeOf('string');
    }
    expect((await request(`${sandbox.url}/__sandbox/drift`, { body: { on: true } })).status).toBe(400);
    expect((await request<Drifts>(`${sandbox.url}/__sandbox/drift`)).body).toEqual({ drifts: [] });
    expect(received).toEqual([]);
  });
});
