// The cluster is one shop (issue 15): two instances of the production server behind nginx share their render
// and data caches in one Redis, a publish through the load balancer refreshes both, an instance stopped under
// load loses no request, and without Redis both keep serving.
import autocannon, { type AutocannonResult } from 'autocannon';
import { expect, test } from '@playwright/test';
import { startCluster, type Cluster } from '../../scripts/cluster.mjs';

test.describe.configure({ mode: 'serial' });

const SECRET = 'cluster-test-secret';
const OUTAGE_WARNING = /\[cache\] Redis at \S+ does not answer/g;
let cluster: Cluster;

test.beforeAll(async () => {
  // Its own Redis on its own port, whatever REDIS_URL the shell has.
  const env: NodeJS.ProcessEnv = { ...process.env, REVALIDATE_SECRET: SECRET, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.REDIS_URL;
  cluster = await startCluster({
    instances: 2,
    port: 8089,
    firstInstancePort: 3111,
    redisUrl: 'redis://127.0.0.1:6391',
    workDir: '.cluster/test',
    sandboxDbFile: null,
    env,
    echo: null,
  });
});

test.afterAll(async () => {
  await cluster?.stop();
});

async function visit(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() };
}

/** The Terms page's first section title as the CMS serves it now. */
async function termsSectionTitle(): Promise<string> {
  const response = await fetch(`${cluster.sandboxOrigin}/cms/api/pages?filters[Page][$eq]=Terms&populate[Sections][populate]=*`);
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

test('each instance and the balancer answer the health check', async () => {
  for (const origin of [...cluster.instances.map((instance) => instance.url), cluster.url]) {
    const response = await fetch(`${origin}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
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
        expect.poll(async () => (await visit(instance.url, '/terms')).html.includes(edited), { timeout: 1_000, intervals: [50] }).toBe(true),
      ),
    );
  } finally {
    expect(await publishTermsTitle(seeded)).toBe(200);
  }
  for (const instance of cluster.instances) {
    await expect.poll(async () => (await visit(instance.url, '/terms')).html.includes(seeded), { timeout: 1_000, intervals: [50] }).toBe(true);
  }
});

test('an instance stopped under load through nginx loses no request: it finishes what it has and nginx sends the rest to the other', async () => {
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
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
  await stopped.start();
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
