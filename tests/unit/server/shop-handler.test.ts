// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';
import { NON_HTML_POLICY, SECURITY_HEADERS } from '@/lib/security-headers';
import { createPageReuse, REUSE_MILLISECONDS } from '@/server/page-reuse';
import { BROTLI_QUALITY, createShopHandler, REVALIDATE_PATH } from '@/server/shop-handler';
import { noteServiceUnavailable } from '@/services/server/request-outcome';
import { requestTo, type Answer } from '../support/http-request';

const CACHED = 's-maxage=60, stale-while-revalidate=31535940';
const PER_REQUEST = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** What the stand-in for Next answers, and every request it was asked. */
let page: { status: number; cacheControl: string; body: string; cookie?: string; serviceDown?: boolean };
let nextCalls: string[];
let clock: number;
let server: Server;

// A stand-in for Next's handler: a page with one chunk script, written in two pieces as Next streams it.
async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  nextCalls.push(`${req.method} ${req.url}`);
  if (req.url === REVALIDATE_PATH) {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json');
    res.end('{"revalidated":true}');
    return;
  }
  // As the data layer does when a section's service did not answer and the page rendered without it.
  if (page.serviceDown) noteServiceUnavailable();
  res.statusCode = page.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', page.cacheControl);
  res.setHeader('x-nextjs-cache', 'MISS');
  if (page.cookie) res.setHeader('Set-Cookie', page.cookie);
  const [head, tail] = [page.body.slice(0, 20), page.body.slice(20)];
  res.write(Buffer.from(head));
  res.end(tail);
}

beforeEach(async () => {
  nextCalls = [];
  clock = 1_000_000;
  page = {
    status: 200,
    cacheControl: CACHED,
    // Over the 1 KB below which nothing is gzipped.
    body: `<html><body>${'<p>بازی های پلی استیشن</p>'.repeat(40)}<script src="/_next/static/chunks/a.js" async=""></script><script>alert(1)</script></body></html>`,
  };
  const reuse = createPageReuse({ now: () => clock });
  server = createServer(createShopHandler(fakeNext, { reactRuntime: [], origins: ['http://localhost:4010'], reuse }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

const send = (path: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
  requestTo(server, path, options);

const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];

describe('a page from the render cache, answered again for a moment', () => {
  it('answers the next request for the address without Next, with the same page and a nonce of its own', async () => {
    const first = await send('/products');
    const second = await send('/products');
    expect(nextCalls).toEqual(['GET /products']);
    expect(second.status).toBe(200);
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    expect(firstNonce).toBeTruthy();
    expect(secondNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    expect(first.body).toContain(`<script nonce="${firstNonce}" src="/_next/static/chunks/a.js"`);
    expect(second.body).toBe(first.body.replace(firstNonce!, secondNonce!));
    expect(second.body).toContain('<script>alert(1)</script>');
    expect(second.body).not.toContain(`<script nonce="${secondNonce}">alert`);
    expect(second.headers['x-nextjs-cache']).toBe('HIT');
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(second.body));
  });

  it('is gzipped for a browser, already compressed, and plain for a client that refuses gzip', async () => {
    const first = await send('/terms');
    const again = await send('/terms', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const plain = await send('/terms', { headers: { 'accept-encoding': 'identity, gzip;q=0' } });
    expect(nextCalls).toHaveLength(1);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.body).toBe(first.body.replace(nonceOf(first)!, nonceOf(again)!));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(first.body.replace(nonceOf(first)!, nonceOf(plain)!));
  });

  it("without kept pages or their gzip members (the bench's baselines), asks Next each time or compresses anew", async () => {
    const withoutMembers = createServer(
      createShopHandler(fakeNext, { reactRuntime: [], origins: ['http://localhost:4010'], gzipMembers: false }),
    );
    const withoutKept = createServer(
      createShopHandler(fakeNext, { reactRuntime: [], origins: ['http://localhost:4010'], reuse: null }),
    );
    const browser = { headers: { 'accept-encoding': 'gzip' } };
    try {
      for (const other of [withoutMembers, withoutKept])
        await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      const first = await requestTo(withoutMembers, '/terms', browser);
      const again = await requestTo(withoutMembers, '/terms', browser);
      expect(nextCalls).toHaveLength(1);
      expect(again.headers['content-encoding']).toBe('gzip');
      // The middleware streams what it compresses: no length, unlike a kept page's members.
      expect(again.headers['content-length']).toBeUndefined();
      expect(again.body).toBe(first.body.replace(nonceOf(first)!, nonceOf(again)!));

      await requestTo(withoutKept, '/terms', browser);
      await requestTo(withoutKept, '/terms', browser);
      expect(nextCalls).toHaveLength(3);
    } finally {
      await Promise.all(
        [withoutMembers, withoutKept].map((other) => new Promise<void>((resolve) => other.close(() => resolve()))),
      );
    }
  });

  it(`asks Next again once more than ${REUSE_MILLISECONDS} ms have passed`, async () => {
    await send('/products');
    clock += REUSE_MILLISECONDS;
    await send('/products');
    expect(nextCalls).toHaveLength(1);
    clock += 1;
    await send('/products');
    expect(nextCalls).toHaveLength(2);
  });

  it('keeps each address apart, the query included', async () => {
    await send('/products?genres=Adventure');
    await send('/products?genres=Sports');
    await send('/products?genres=Adventure');
    expect(nextCalls).toEqual(['GET /products?genres=Adventure', 'GET /products?genres=Sports']);
  });

  it('forgets every kept page when the publishing webhook refreshed the render cache', async () => {
    await send('/blogs');
    await send(REVALIDATE_PATH, { method: 'POST' });
    await send('/blogs');
    expect(nextCalls).toEqual(['GET /blogs', `POST ${REVALIDATE_PATH}`, 'GET /blogs']);
  });

  it.each([
    ["a client router's request (RSC)", { rsc: '1' }],
    ['a prefetch', { 'next-router-prefetch': '1', rsc: '1' }],
    ['a server action', { 'next-action': 'abc' }],
    ['a draft-mode visit', { cookie: '__prerender_bypass=1' }],
    ['a range request', { range: 'bytes=0-10' }],
  ])('sends %s to Next every time', async (_name, headers) => {
    await send('/products', { headers });
    await send('/products', { headers });
    expect(nextCalls).toHaveLength(2);
  });

  it.each([
    ['rendered per request', { cacheControl: PER_REQUEST }],
    ['a 404', { status: 404 }],
    ['a failure of the shop (500)', { status: 500, cacheControl: PER_REQUEST }],
    ['setting a cookie', { cookie: 'a=1' }],
    ['that rendered while a service of one of its parts was down', { serviceDown: true }],
  ])('never keeps a page %s', async (_name, change) => {
    page = { ...page, ...change };
    await send('/products/search?q=fifa');
    await send('/products/search?q=fifa');
    expect(nextCalls).toHaveLength(2);
  });

  it('never answers HEAD from a kept page', async () => {
    await send('/terms');
    await send('/terms', { method: 'HEAD' });
    expect(nextCalls).toEqual(['GET /terms', 'HEAD /terms']);
  });
});

describe("the shopper's chosen look, on the first byte of a page from the render cache", () => {
  const HEAD =
    '<!DOCTYPE html><html lang="fa" dir="rtl" class="font"><head>' +
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#4f46e5"/>' +
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0f172a"/></head>';

  beforeEach(() => {
    page = { ...page, body: HEAD + page.body.replace('<html>', '') };
  });

  it('paints the page dark for a shopper who chose dark, light for light, and leaves it to the device otherwise', async () => {
    const dark = await send('/', { headers: { cookie: 'color-scheme=dark' } });
    const light = await send('/', { headers: { cookie: 'color-scheme=light' } });
    const device = await send('/');
    expect(dark.body).toContain('<html lang="fa" dir="rtl" class="font dark">');
    expect(dark.body.match(/name="theme-color"/g)).toHaveLength(1);
    expect(light.body).toContain('<html lang="fa" dir="rtl" class="font light">');
    expect(device.body).toContain('<html lang="fa" dir="rtl" class="font">');
    expect(device.body.match(/name="theme-color"/g)).toHaveLength(2);
  });

  it('keeps one page per look: a dark visit never answers a light one', async () => {
    await send('/terms', { headers: { cookie: 'color-scheme=dark' } });
    const light = await send('/terms', { headers: { cookie: 'color-scheme=light' } });
    const darkAgain = await send('/terms', { headers: { cookie: 'color-scheme=dark' } });
    expect(nextCalls).toEqual(['GET /terms', 'GET /terms']);
    expect(light.body).toContain('class="font light"');
    expect(darkAgain.headers['x-nextjs-cache']).toBe('HIT');
    expect(darkAgain.body).toContain('class="font dark"');
  });
});

describe('a page as Brotli', () => {
  it(`is compressed at quality ${BROTLI_QUALITY}, smaller than the middleware's default of 4`, async () => {
    // A catalog-like page: different names and prices, as a real page has, not one line repeated.
    const cards = Array.from(
      { length: 300 },
      (_, index) =>
        `<li><a href="/product/game-${index * 7919}">بازی شماره ${index} نسخه ${(index * 37) % 101}</a><span>${index * 1_250_000} ریال</span></li>`,
    );
    page = { ...page, body: `<html><body><ul>${cards.join('')}</ul></body></html>` };
    const answer = await send('/products', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body).toContain('بازی شماره 299');
    const atDefaultQuality = brotliCompressSync(Buffer.from(answer.body), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(answer.bytes).toBeLessThan(atDefaultQuality.byteLength);
  });
});

describe('security headers', () => {
  it('go with every answer: a page, a kept page, anything else, and a failure of the shop itself', async () => {
    const failing = createServer(
      createShopHandler(async () => Promise.reject(new Error('broken')), {
        reactRuntime: [],
        origins: [],
        reuse: createPageReuse(),
      }),
    );
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      const answers = [
        await send('/products'),
        await send('/products'),
        await send(REVALIDATE_PATH, { method: 'POST' }),
        await requestTo(failing, '/x'),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 500]);
      for (const answer of answers) {
        for (const { key, value } of SECURITY_HEADERS) expect(answer.headers[key.toLowerCase()]).toBe(value);
        expect(answer.headers['content-security-policy']).toBeTruthy();
      }
      expect(answers[2].headers['content-security-policy']).toBe(NON_HTML_POLICY);
      expect(answers[3].headers['content-security-policy']).toBe(NON_HTML_POLICY);
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
    }
  });
  it("a page's policy names the analytics origins it is given, on a fresh page and a kept one alike; none by default", async () => {
    const origins = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];
    const measured = createServer(
      createShopHandler(fakeNext, {
        reactRuntime: [],
        origins: ['http://localhost:4010'],
        analyticsOrigins: origins,
        reuse: createPageReuse(),
      }),
    );
    await new Promise<void>((resolve) => measured.listen(0, '127.0.0.1', resolve));
    try {
      for (const answer of [await requestTo(measured, '/products'), await requestTo(measured, '/products')]) {
        expect(answer.headers['content-security-policy']).toContain(
          `connect-src 'self' http://localhost:4010 ${origins.join(' ')};`,
        );
        expect(answer.headers['content-security-policy']).toContain(
          `img-src 'self' data: blob: http://localhost:4010 ${origins.join(' ')};`,
        );
      }
      expect((await send('/products')).headers['content-security-policy']).not.toMatch(/google/);
    } finally {
      await new Promise<void>((resolve) => measured.close(() => resolve()));
    }
  });
});
