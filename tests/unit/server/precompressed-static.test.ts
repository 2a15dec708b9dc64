// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { acceptsBrotli, createPrecompressedStatic } from '@/server/precompressed-static';
import { createShopHandler } from '@/server/shop-handler';
import { requestTo } from '../support/http-request';

const SCRIPT = 'console.log("سلام");'.repeat(50);
const STYLES = '.card{color:red}'.repeat(50);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

let root: string;
let staticDir: string;
let server: Server;
let nextCalls: string[];

function writeWithCopy(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
}

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  staticDir = path.join(root, 'static');
  writeWithCopy(path.join(staticDir, 'chunks', 'app.js'), SCRIPT);
  writeWithCopy(path.join(staticDir, 'chunks', 'site.css'), STYLES);
  mkdirSync(path.join(staticDir, 'media'), { recursive: true });
  writeFileSync(path.join(staticDir, 'chunks', 'uncopied.js'), SCRIPT);
  // A copy outside the static folder, which no address may reach.
  writeWithCopy(path.join(root, 'secret.js'), 'secret');
  nextCalls = [];
  const servePrecompressed = createPrecompressedStatic(staticDir);
  const handler = createShopHandler(
    async (req, res) => {
      nextCalls.push(`${req.method} ${req.url}`);
      res.setHeader('Content-Type', 'text/plain');
      res.end('from next');
    },
    { reactRuntime: [], origins: [], servePrecompressed },
  );
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

test('a script is sent as its Brotli copy, with the headers Next gives build files, and Next is not asked', async () => {
  const answer = await requestTo(server, '/_next/static/chunks/app.js', { headers: BROWSER });
  expect(answer.status).toBe(200);
  expect(answer.body).toBe(SCRIPT);
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(answer.headers.vary).toBe('Accept-Encoding');
  expect(Number(answer.headers['content-length'])).toBe(brotliCompressSync(Buffer.from(SCRIPT)).byteLength);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(nextCalls).toEqual([]);
});

test('a stylesheet is sent as text/css, and a query after the name does not matter', async () => {
  const answer = await requestTo(server, '/_next/static/chunks/site.css?v=1', { headers: BROWSER });
  expect(answer.body).toBe(STYLES);
  expect(answer.headers['content-type']).toBe('text/css; charset=UTF-8');
});

test('HEAD gets the headers and no body', async () => {
  const answer = await requestTo(server, '/_next/static/chunks/app.js', { method: 'HEAD', headers: BROWSER });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.body).toBe('');
});

test.each([
  ['a browser that does not take Brotli', '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' }],
  ['a browser that refuses Brotli', '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' }],
  ['a file without a copy', '/_next/static/chunks/uncopied.js', BROWSER],
  ['a path that climbs out of the static folder', '/_next/static/../secret.js', BROWSER],
  ['an encoded climb', '/_next/static/%2E%2E/secret.js', BROWSER],
  ['a page', '/products', BROWSER],
])('%s goes on to Next', async (_case, address, headers) => {
  const answer = await requestTo(server, address, { headers });
  expect(answer.body).toBe('from next');
  expect(nextCalls).toHaveLength(1);
});

test('a POST to a build file goes on to Next', async () => {
  await requestTo(server, '/_next/static/chunks/app.js', { method: 'POST', headers: BROWSER });
  expect(nextCalls).toEqual(['POST /_next/static/chunks/app.js']);
});

test('a copy made while the server runs is not picked up: the files are listed once, from the first request', async () => {
  await requestTo(server, '/_next/static/chunks/app.js', { headers: BROWSER });
  writeWithCopy(path.join(staticDir, 'chunks', 'later.js'), SCRIPT);
  const answer = await requestTo(server, '/_next/static/chunks/later.js', { headers: BROWSER });
  expect(answer.body).toBe('from next');
});

test('an empty or missing static folder sends everything on to Next', async () => {
  const serve = createPrecompressedStatic(path.join(root, 'missing'));
  const handler = createShopHandler(
    async (_req, res) => {
      res.end('from next');
    },
    { reactRuntime: [], origins: [], servePrecompressed: serve },
  );
  const other = createServer(handler);
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const answer = await requestTo(other, '/_next/static/chunks/app.js', { headers: BROWSER });
  await new Promise((resolve) => other.close(resolve));
  expect(answer.body).toBe('from next');
});

test.each([
  ['gzip, deflate, br, zstd', true],
  ['br', true],
  ['BR;q=0.5', true],
  ['gzip, br;q=0', false],
  ['gzip, br ; q=0.0', false],
  ['br;q=high', false],
  [['gzip', 'br'], true],
  ['gzip', false],
  ['brotli', false],
  ['', false],
  [undefined, false],
])('Accept-Encoding %j takes Brotli: %s', (header, expected) => {
  expect(acceptsBrotli(header)).toBe(expected);
});
