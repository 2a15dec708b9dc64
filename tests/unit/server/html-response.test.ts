// @vitest-environment node
import { createServer, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import { NON_HTML_POLICY, POLICY_FLOOR } from '@/lib/security-headers';
import { guardHtmlResponse, RETRY_AFTER_SECONDS } from '@/server/html-response';
import type { RequestOutcome } from '@/services/server/request-outcome';
import { requestTo } from '../support/http-request';

const NONCE = 'dGVzdA==';
const POLICY = `script-src 'nonce-${NONCE}' 'strict-dynamic'`;
const PAGE = [
  '<html><body><p>بازی</p>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>alert(1)</script></body></html>',
];

type Handler = (res: ServerResponse, outcome: RequestOutcome) => void;

let server: Server;
let handler: Handler;

beforeAll(async () => {
  const compress = compression();
  server = createServer((req, res) => {
    compress(req as never, res as never, () => {
      const outcome = { serviceUnavailable: false };
      guardHtmlResponse(req, res, { nonce: NONCE, reactRuntime: [], policy: POLICY, outcome });
      handler(res, outcome);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (headers: Record<string, string> = {}) => requestTo(server, '/', { headers });

function servePage(status: number, cacheControl: string, failService = false): Handler {
  return (res, outcome) => {
    if (failService) outcome.serviceUnavailable = true;
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Content-Length', Buffer.byteLength(PAGE.join('')));
    for (const part of PAGE.slice(0, -1)) res.write(Buffer.from(part));
    res.end(PAGE.at(-1));
  };
}
describe('HTML on its way out of the shop server', () => {
  it("carries the policy and gives the nonce to Next's scripts only, streamed in chunks", async () => {
    handler = servePage(200, 'private, no-cache, no-store, max-age=0, must-revalidate');
    const { status, headers, body } = await get();
    expect(status).toBe(200);
    expect(headers['content-security-policy']).toBe(POLICY);
    expect(headers['content-length']).toBeUndefined();
    expect(body).toBe(
      `<html><body><p>بازی</p><script nonce="${NONCE}" src="/_next/static/chunks/a.js" async=""></script><script>alert(1)</script></body></html>`,
    );
  });

  it('keeps Persian text whole when a chunk ends inside a letter', async () => {
    handler = (res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      const bytes = Buffer.from('<p>بازی</p><script src="/_next/static/chunks/a.js"></script>');
      res.write(bytes.subarray(0, 4)); // '<p>' and the first byte of 'ب'
      res.end(bytes.subarray(4));
    };
    expect((await get()).body).toBe(`<p>بازی</p><script nonce="${NONCE}" src="/_next/static/chunks/a.js"></script>`);
  });

  it('is the same once gzipped', async () => {
    handler = servePage(200, 'private, no-cache');
    const { headers, body } = await get({ 'accept-encoding': 'gzip' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(body).toContain(`<script nonce="${NONCE}" src="/_next/static/chunks/a.js"`);
  });

  it('keeps a page from the render cache out of shared caches, since its nonce is new each time', async () => {
    handler = servePage(200, 's-maxage=60, stale-while-revalidate=31535940');
    expect((await get()).headers['cache-control']).toBe('private, no-cache');
  });

  it('sets its policy and caching over the headers Next hands to writeHead', async () => {
    handler = (res) => {
      res.writeHead(200, {
        'Content-Type': 'text/html',
        'Cache-Control': 's-maxage=60',
        'Content-Security-Policy': 'x',
      });
      res.end('<html></html>');
    };
    const { headers } = await get();
    expect(headers['cache-control']).toBe('private, no-cache');
    expect(headers['content-security-policy']).toBe(POLICY);
  });

  it("keeps a router payload out of every cache, the browser's included", async () => {
    handler = (res) => {
      res.setHeader('Content-Type', 'text/x-component');
      res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
      res.end('0:{}');
    };
    const { headers, body } = await get({ rsc: '1', 'next-router-prefetch': '1' });
    expect(headers['cache-control']).toBe('private, no-store');
    expect(body).toBe('0:{}');
  });

  it('answers 503 with Retry-After when the page failed because a service did not answer', async () => {
    handler = servePage(500, 'private, no-cache, no-store, max-age=0, must-revalidate', true);
    const { status, headers } = await get();
    expect(status).toBe(503);
    expect(headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(headers['cache-control']).toBe('no-store');
  });

  it('leaves a failure of the shop itself a 500', async () => {
    handler = servePage(500, 'private, no-cache, no-store, max-age=0, must-revalidate');
    const { status, headers } = await get();
    expect(status).toBe(500);
    expect(headers['retry-after']).toBeUndefined();
  });

  it('leaves the body of anything that is not HTML untouched, under the complete policy for what is not a page', async () => {
    handler = (res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Content-Security-Policy', POLICY_FLOOR);
      res.end('{"script":"<script>alert(1)</script>"}');
    };
    const { headers, body } = await get();
    expect(headers['content-security-policy']).toBe(NON_HTML_POLICY);
    expect(NON_HTML_POLICY).toMatch(/^default-src 'none'/);
    expect(body).toBe('{"script":"<script>alert(1)</script>"}');
  });

  it('tells caches that a page differs by cookie (the look is painted from one), beside what Next varies on', async () => {
    handler = (res) => {
      res.setHeader('Vary', 'rsc, next-router-state-tree');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end('<html><body>ok</body></html>');
    };
    const { headers } = await get();
    expect(String(headers.vary).split(', ')).toEqual(
      expect.arrayContaining(['rsc', 'next-router-state-tree', 'Cookie']),
    );
  });
});
