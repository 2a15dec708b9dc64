// @vitest-environment node
// /sw.js: the build's worker, asked again on every visit, under a policy that lets it fetch this site only;
// a new build in place is served at once; a build without one answers 404, and nothing else is taken for it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServiceWorkerFile, WORKER_POLICY } from '@/server/service-worker';
import { createShopHandler } from '@/server/shop-handler';
import { requestTo } from '../support/http-request';

let root: string;
let file: string;
let server: Server;
let nextCalls: string[];

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'worker-'));
  file = path.join(root, 'sw.js');
  nextCalls = [];
  const handler = createShopHandler(
    async (req, res) => {
      nextCalls.push(req.url ?? '');
      res.end('next');
    },
    { reactRuntime: [], origins: [], serveServiceWorker: createServiceWorkerFile(file) },
  );
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('/sw.js', () => {
  it('is the build file, compressed, never kept by a cache without asking, under the worker policy', async () => {
    writeFileSync(file, 'self.addEventListener("fetch",()=>{});'.repeat(40));
    const answer = await requestTo(server, '/sw.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('self.addEventListener("fetch"');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toBe(WORKER_POLICY);
    expect(WORKER_POLICY).toContain("default-src 'self'");
    expect(nextCalls).toEqual([]);
  });

  it('serves a build that replaced the file at once', async () => {
    writeFileSync(file, '// first build');
    expect((await requestTo(server, '/sw.js')).body).toBe('// first build');
    writeFileSync(file, '// second build');
    expect((await requestTo(server, '/sw.js')).body).toBe('// second build');
  });

  it('is 404 without a built worker; other addresses and methods go to Next', async () => {
    expect((await requestTo(server, '/sw.js')).status).toBe(404);
    writeFileSync(file, '// built');
    await requestTo(server, '/sw.js', { method: 'POST' });
    await requestTo(server, '/sw.js.map');
    await requestTo(server, '/nested/sw.js');
    expect(nextCalls).toEqual(['/sw.js', '/sw.js.map', '/nested/sw.js']);
  });
});
