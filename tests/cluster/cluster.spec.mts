// The cluster is one shop: two instances of the production server behind nginx share their render
// and data caches in one Redis, a publish through the load balancer refreshes both, an instance stopped under
// load loses no request, and without Redis both keep serving. As it faces the internet: nginx
// serves HTTPS only (plain HTTP redirects), with HSTS, a request id and per-address limits, and nothing reaches
// an instance around it. Each instance shows its metrics to this machine and logs JSON lines.
import fs from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import tls from 'node:tls';
import autocannon, { type AutocannonResult } from 'autocannon';
import { expect, test } from '@playwright/test';
import { DEFAULT_RATE_LIMITS, startCluster, type Cluster } from '../../scripts/cluster.mjs';

test.describe.configure({ mode: 'serial' });

const SECRET = 'cluster-test-secret';
const OUTAGE_WARNING = /\[cache\] Redis at \S+ does not answer/g;
// Ports of its own unless the shell names others (CLUSTER_PORT…, CLUSTER_TEST_REDIS_PORT).
const PORT = Number(process.env.CLUSTER_PORT ?? 8089);
const TLS_PORT = Number(process.env.CLUSTER_TLS_PORT ?? 8449);
const FIRST_INSTANCE_PORT = Number(process.env.CLUSTER_FIRST_INSTANCE_PORT ?? 3111);
const REDIS_PORT = Number(process.env.CLUSTER_TEST_REDIS_PORT ?? 6391);
let cluster: Cluster;

test.beforeAll(async () => {
  // Its own Redis on its own port, whatever REDIS_URL the shell has; the limits a deployment gets by default.
  const env: NodeJS.ProcessEnv = { ...process.env, REVALIDATE_SECRET: SECRET, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.REDIS_URL;
  delete env.SHOP_HOST;
  cluster = await startCluster({
    instances: 2,
    port: PORT,
    tlsPort: TLS_PORT,
    firstInstancePort: FIRST_INSTANCE_PORT,
    redisUrl: `redis://127.0.0.1:${REDIS_PORT}`,
    rateLimits: DEFAULT_RATE_LIMITS,
    workDir: '.cluster/test',
    sandboxDbFile: null,
    env,
    echo: null,
  });
});

test.afterAll(async () => {
  await cluster?.stop();
});

// The harness starts a crashed instance again, which would hide the crash and the log it wrote.
test.afterEach(() => {
  for (const instance of cluster?.instances ?? [])
    expect(instance.unexpectedExits, `the instance on port ${instance.port} exited unexpectedly`).toEqual([]);
});

async function visit(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() };
}

/** The Terms page's first section title as the CMS serves it now. */
async function termsSectionTitle(): Promise<string> {
  const response = await fetch(
    `${cluster.sandboxOrigin}/cms/api/pages?filters[Page][$eq]=Terms&populate[Sections][populate]=*`,
  );
  return ((await response.json()) as { data: { Sections: { Title: string }[] }[] }).data[0].Sections[0].Title;
}

async function publishTermsTitle(title: string): Promise<number | null> {
  const response = await fetch(`${cluster.sandboxOrigin}/__sandbox/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ service: 'cms', page: 'Terms', title }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { webhook: { status: number | null } }).webhook.status;
}

test('each instance and the balancer (over HTTPS, and in plain HTTP for a monitor) answer the health check', async ({
  request,
}) => {
  for (const origin of [...cluster.instances.map((instance) => instance.url), cluster.url, cluster.httpUrl]) {
    const response = await request.get(`${origin}/api/health`, { maxRedirects: 0 });
    expect(response.status(), origin).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  }
});

test('a page rendered by one instance is served by the other from the shared cache, without a second render', async () => {
  const [a, b] = cluster.instances;
  const path = '/products?genres=Adventure&sort=cheapest';
  const rendered = await visit(a.url, path);
  expect(rendered.status).toBe(200);
  expect(rendered.cache).toBe('MISS');
  const served = await visit(b.url, path);
  expect(served.status).toBe(200);
  expect(served.cache).toBe('HIT');
  const products = (html: string) => [...new Set(html.match(/href="\/product\/[^"]+"/g))];
  expect(products(served.html).length).toBeGreaterThan(0);
  expect(products(served.html)).toEqual(products(rendered.html));
});

test('a publish in the CMS, whose webhook reaches one instance through nginx, shows on every instance within a second', async () => {
  const seeded = await termsSectionTitle();
  const edited = 'قوانین خرید، ویرایش تازه';
  for (const instance of cluster.instances) expect((await visit(instance.url, '/terms')).html).toContain(seeded);
  try {
    expect(await publishTermsTitle(edited)).toBe(200);
    await Promise.all(
      cluster.instances.map((instance) =>
        expect
          .poll(async () => (await visit(instance.url, '/terms')).html.includes(edited), {
            timeout: 1_000,
            intervals: [50],
          })
          .toBe(true),
      ),
    );
  } finally {
    expect(await publishTermsTitle(seeded)).toBe(200);
  }
  for (const instance of cluster.instances) {
    await expect
      .poll(async () => (await visit(instance.url, '/terms')).html.includes(seeded), {
        timeout: 1_000,
        intervals: [50],
      })
      .toBe(true);
  }
});

test('an instance stopped under load through nginx loses no request: it finishes what it has and nginx sends the rest to the other', async () => {
  // autocannon is one address standing for a crowd: the page limit is lifted for it, as bench:cluster does.
  await cluster.balancer.restart({ ...DEFAULT_RATE_LIMITS, pageRate: '1000000r/s', pageBurst: 1_000_000 });
  const stopped = cluster.instances[1];
  let answered = 0;
  let instanceStopped: Promise<void> | null = null;
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const load = autocannon({ url: `${cluster.url}/terms`, connections: 10, duration: 6 }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    load.on('response', () => {
      answered += 1;
      if (answered === 200) instanceStopped = stopped.stop();
    });
  });
  expect(instanceStopped, 'the load reached 200 answers before the instance was stopped').not.toBeNull();
  await instanceStopped;
  expect(stopped.output).toContain('SIGTERM: closing the shop server');
  expect(result['2xx']).toBeGreaterThan(200);
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  });
  await stopped.start();
  await cluster.balancer.restart(DEFAULT_RATE_LIMITS);
});

test('with Redis stopped mid-run both instances keep serving, each logs one warning, and they share again once it is back', async () => {
  const redis = cluster.redis!;
  await redis.stop();
  for (const instance of cluster.instances) {
    for (const path of ['/terms', '/products?genres=Adventure&sort=cheapest', '/product/elden-ring', '/']) {
      const page = await visit(instance.url, path);
      expect(page.status, `${path} on ${instance.url}`).toBe(200);
      expect(page.html).toContain('<main');
    }
  }
  for (const instance of cluster.instances) {
    expect(instance.output.match(OUTAGE_WARNING)).toHaveLength(1);
    expect(instance.output).not.toMatch(/Redis client error|Subscriber|Error:/);
  }
  await redis.start();
  for (const instance of cluster.instances) {
    await expect.poll(() => instance.output.includes('answers again: the shared cache is back')).toBe(true);
  }
});

test('plain HTTP answers every other request with a permanent redirect to HTTPS that keeps the method, path and query', async ({
  request,
}) => {
  const path = '/products?genres=Adventure&sort=cheapest&q=%D8%A7%D9%84%D8%AF%D9%86';
  for (const method of ['GET', 'POST']) {
    const response = await request.fetch(`${cluster.httpUrl}${path}`, { method, maxRedirects: 0 });
    expect(response.status(), method).toBe(308);
    expect(response.headers()['location']).toBe(`${cluster.url}${path}`);
    // HSTS over plain HTTP means nothing to a browser and is not sent.
    expect(response.headers()['strict-transport-security']).toBeUndefined();
  }
  const health = await request.get(`${cluster.httpUrl}/api/health`, { maxRedirects: 0 });
  expect(health.headers()['strict-transport-security']).toBeUndefined();
});

test('HTTPS answers over HTTP/2 with HSTS and a request id of its own on every answer', async ({ page }) => {
  const ids = [];
  for (let visit = 0; visit < 2; visit += 1) {
    const response = await page.goto(`${cluster.url}/terms`);
    expect(response?.status()).toBe(200);
    const headers = await response!.allHeaders();
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    ids.push(headers['x-request-id']);
  }
  expect(new Set(ids).size).toBe(2);
  // ALPN offers HTTP/2 first; HTTP/1.1 stays for clients without it.
  expect(await negotiated(['h2', 'http/1.1'])).toBe('h2');
  expect(await negotiated(['http/1.1'])).toBe('http/1.1');
});

/** The application protocol nginx's TLS port picks from `offered`. */
function negotiated(offered: string[]): Promise<string | false | null> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect(
      { host: '127.0.0.1', port: TLS_PORT, servername: 'localhost', ALPNProtocols: offered, rejectUnauthorized: false },
      () => {
        resolve(socket.alpnProtocol);
        socket.end();
      },
    );
    socket.on('error', reject);
  });
}

test('an instance receives the request id the visitor gets back, X-Forwarded-Proto https and the address nginx saw, whatever the visitor wrote', async ({
  request,
}) => {
  // For this test a recorder takes the second instance's place behind nginx, to see what an instance receives.
  const replaced = cluster.instances[1];
  await replaced.stop();
  const received: IncomingHttpHeaders[] = [];
  const recorder = createServer((req, res) => {
    received.push(req.headers);
    res.end('recorded');
  });
  await new Promise<void>((resolve) => recorder.listen(replaced.port, '127.0.0.1', resolve));
  try {
    const forged = { 'x-request-id': 'forged-id', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'http' };
    let answer = { text: '', id: '' };
    // nginx takes turns between the first instance and the recorder.
    await expect
      .poll(async () => {
        const response = await request.get(`${cluster.url}/terms`, { headers: forged });
        answer = { text: await response.text(), id: response.headers()['x-request-id'] };
        return answer.text;
      })
      .toBe('recorded');
    const seen = received.at(-1)!;
    expect(seen['x-request-id']).toBe(answer.id);
    expect(answer.id).toMatch(/^[0-9a-f]{32}$/);
    expect(seen['x-forwarded-proto']).toBe('https');
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
  } finally {
    recorder.close();
    recorder.closeAllConnections();
    await replaced.start();
  }
});

test("each instance is scraped on its own address: its requests by route, Redis up, Node's process; its log is JSON lines with nginx's request id", async ({
  request,
}) => {
  const visited = await request.get(`${cluster.url}/terms`);
  expect(visited.status()).toBe(200);
  const id = visited.headers()['x-request-id'];
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  for (const instance of cluster.instances) {
    expect((await request.get(`${instance.url}/product/elden-ring`)).status()).toBe(200);
    const response = await request.get(`${instance.url}/api/metrics`);
    expect(response.status(), instance.url).toBe(200);
    const text = await response.text();
    expect(text).toContain('shared_cache_redis_up 1');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toMatch(
      /http_server_request_duration_seconds_count\{route="\/product\/\[slug\]",method="GET",status="200",source="\w+"\} [1-9]/,
    );
  }
  // The instance that answered wrote one line for it, under the id the visitor got back.
  const lines = () => cluster.instances.flatMap((instance) => instance.output.split('\n'));
  await expect
    .poll(
      () =>
        lines()
          // A line still being written is not whole JSON yet: the next poll reads it.
          .filter((line) => line.includes(id) && line.endsWith('}'))
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .find((entry) => entry.requestId === id),
      { message: `a log line with requestId ${id}; the last /terms lines: ${lastTermsLines(lines())}` },
    )
    .toMatchObject({ level: 'info', method: 'GET', route: '/terms', status: 200 });
});

/** What the instances logged for /terms last, to tell a missing line from one under another id. */
function lastTermsLines(lines: string[]): string {
  return lines
    .filter((line) => line.includes('"route":"/terms"'))
    .slice(-3)
    .join('\n');
}

test('nginx answers /api/metrics itself with 404: the metrics of an instance never reach the internet, token or not', async ({
  request,
}) => {
  for (const path of ['/api/metrics', '/api/metrics?name[]=up']) {
    const response = await request.get(`${cluster.url}${path}`, { headers: { authorization: 'Bearer any-token' } });
    expect(response.status(), path).toBe(404);
    // nginx's own error page, not the shop's: the request never reached an instance.
    expect(await response.text()).toContain('<center>nginx</center>');
  }
});

test("nginx keeps each script once per encoding an instance sent it in, and serves it again itself with the instance's headers; a missing script is never kept", async ({
  request,
}) => {
  const page = await (await request.get(`${cluster.url}/terms`)).text();
  const script = page.match(/\/_next\/static\/chunks\/[\w.~-]+\.js/)?.[0];
  expect(script, 'a script of the page').toBeTruthy();
  const bodies = new Set<string>();
  for (const [accepted, sent] of [
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const answers = [];
    for (let time = 0; time < 2; time += 1)
      answers.push(await request.get(`${cluster.url}${script}`, { headers: { 'accept-encoding': accepted } }));
    for (const answer of answers) {
      expect(answer.status(), accepted).toBe(200);
      expect(answer.headers()['content-encoding'], accepted).toBe(sent);
      expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers()['x-content-type-options']).toBe('nosniff');
      expect(answer.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      bodies.add(await answer.text());
    }
    // The first may already be kept from an earlier test's visit; the second always is.
    expect(answers[1].headers()['x-cache-status'], accepted).toBe('HIT');
  }
  // Decoded, every copy is the same script.
  expect(bodies.size).toBe(1);

  const missing = `/_next/static/chunks/not-in-this-build-${Date.now()}.js`;
  for (let time = 0; time < 2; time += 1) {
    const answer = await request.get(`${cluster.url}${missing}`);
    expect(answer.status()).toBe(404);
    expect(answer.headers()['x-cache-status']).toBe('MISS');
  }
  // Pages are never kept: each carries its own nonce.
  expect((await request.get(`${cluster.url}/terms`)).headers()['x-cache-status']).toBeUndefined();
});

/** The addresses listening on TCP `port`, from the kernel's own table (IPv4 and IPv6). */
function listeningAddresses(port: number): string[] {
  const addresses = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      const [hex, portHex] = local.split(':');
      // 0A is LISTEN; the kernel prints each 32-bit word of an address in the machine's (little-endian) order.
      if (state !== '0A' || parseInt(portHex, 16) !== port) continue;
      const bytes = hex.match(/.{8}/g)!.flatMap((word) =>
        word
          .match(/../g)!
          .reverse()
          .map((byte) => parseInt(byte, 16)),
      );
      addresses.push(
        bytes.length === 4
          ? bytes.join('.')
          : Array.from({ length: 8 }, (_, i) => ((bytes[2 * i] << 8) | bytes[2 * i + 1]).toString(16)).join(':'),
      );
    }
  }
  return addresses;
}

/** 'connected', or the error code a TCP connection to `host:port` meets. */
function connects(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 3_000 });
    socket.on('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

test('the instances listen on loopback only: another address of this machine is refused there, while nginx answers on it', async () => {
  const external = Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && !address.address.startsWith('fe80:'))
    .map((address) => address!);
  for (const { port } of cluster.instances) {
    expect(listeningAddresses(port!), `port ${port}`).toEqual(['127.0.0.1']);
    for (const { address } of external)
      expect(await connects(address, port!), `${address}:${port}`).toBe('ECONNREFUSED');
  }
  // The addresses are reachable: it is the instances that refuse them (nginx listens on IPv4 only).
  for (const { address } of external.filter(({ family }) => family === 'IPv4'))
    expect(await connects(address, TLS_PORT), address).toBe('connected');
});

test('browsing the shop over HTTPS, faster than a person would, never meets the rate limit', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 429) refused.push(response.url());
  });
  const paths = [
    '/',
    '/products',
    '/products?genres=Adventure&sort=cheapest',
    '/product/elden-ring',
    '/terms',
    '/blogs',
    '/',
  ];
  for (const path of paths) {
    const response = await page.goto(`${cluster.url}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('main')).toBeVisible();
    // Its scripts, images and the prefetches of the links in view, too.
    await page.waitForLoadState('networkidle');
  }
  expect(refused).toEqual([]);
});

test('a burst of calls to the publishing webhook is cut off by nginx with 429 past its allowance, while pages still answer', async ({
  request,
}) => {
  const calls = 3 * DEFAULT_RATE_LIMITS.revalidateBurst;
  const statuses = await Promise.all(
    Array.from({ length: calls }, () =>
      request
        .post(`${cluster.url}/api/revalidate`, {
          headers: { 'x-revalidate-secret': 'a guess' },
          data: { tags: ['terms'] },
        })
        .then(async (response) => ({
          status: response.status(),
          hsts: response.headers()['strict-transport-security'],
          body: await response.text(),
        })),
    ),
  );
  // The shop refuses the guesses that reach it (401); nginx refuses the rest before they do.
  const reached = statuses.filter(({ status }) => status === 401);
  const refused = statuses.filter(({ status }) => status === 429);
  // Nothing else: a 502 here was an instance closing the idle connection nginx sent the POST down.
  expect(statuses.filter(({ status }) => status !== 401 && status !== 429)).toEqual([]);
  expect(reached.length).toBeGreaterThanOrEqual(1);
  expect(reached.length).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.revalidateBurst + 2);
  expect(refused[0].body).toContain('429 Too Many Requests');
  expect(refused[0].hsts).toBe('max-age=63072000; includeSubDomains');
  expect((await request.get(`${cluster.url}/terms`)).status()).toBe(200);
});
