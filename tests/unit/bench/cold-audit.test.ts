// @vitest-environment node
// bench:web's simulated and cold audits stand for a first visit: nothing kept by the audit before it. Lighthouse's
// own reset leaves local storage, IndexedDB and cookies, and a product page audited earlier in a round then had
// every later audit of `/` load and draw its recently viewed rail (bench/lighthouse.mjs).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { auditPages } from '../../../bench/lighthouse.mjs';

// A page that remembers its visitor in each kind of storage and says, on every load, whether it found a trace.
const PAGE = `<!doctype html><html lang="fa"><head><meta name="viewport" content="width=device-width"><title>بازدید</title></head>
<body><p>بازدید</p><script>
  const kept = localStorage.getItem('visited') !== null || document.cookie.includes('visited=');
  localStorage.setItem('visited', '1');
  document.cookie = 'visited=1; max-age=3600';
  // The database is new (and upgraded) only on a visit that finds none.
  let created = false;
  const opened = indexedDB.open('visits', 1);
  opened.onupgradeneeded = () => { created = true; };
  opened.onsuccess = () => fetch(kept || !created ? '/returning' : '/first');
</script></body></html>`;

let server: Server;
let url: string;
const visits = { first: 0, returning: 0 };

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/first') visits.first += 1;
    if (request.url === '/returning') visits.returning += 1;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(request.url === '/' ? PAGE : '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the bench's cold audits", () => {
  it('find nothing that an audit before them stored', { timeout: 180_000 }, async () => {
    // The warm-up audit and one simulated run: the second visit must look like the first.
    await auditPages([url], { runs: 1, devtoolsRuns: 0 });
    expect(visits).toEqual({ first: 2, returning: 0 });
  });
});
