// @vitest-environment node
// The server around every request: an id, a log line, the request's duration by route template and by where
// the page came from, the services it read; and the metrics themselves for this machine only.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { Gauge } from 'prom-client';
import { createLogger } from '@/server/logger';
import { createMetrics } from '@/server/metrics';
import { mayReadMetrics, noteResponseSource, observeRequests } from '@/server/observability';
import { serverObserver, installServerObserver } from '@/services/observer';
import { runWithRequestOutcome } from '@/services/server/request-outcome';
import { requestTo } from '../support/http-request';

let server: Server;
let lines: Record<string, unknown>[];
let metrics: ReturnType<typeof createMetrics>;

// A stand-in for the shop's handler: a page from the render cache, a kept page, and a render that reads a service.
function shop(req: IncomingMessage, res: ServerResponse) {
  if (req.url === '/product/elden-ring') {
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('content-type', 'text/html');
    res.end('<p>cached</p>');
  } else if (req.url === '/blog/salam') {
    noteResponseSource(res, 'kept');
    res.end('<p>kept</p>');
  } else if (req.url?.startsWith('/products')) {
    runWithRequestOutcome({ serviceUnavailable: false, requestId: String(req.headers['x-request-id']) }, () => {
      serverObserver()?.upstreamRead({
        service: 'commerce',
        operation: '/api/services/app/Product/SearchWithFacets',
        outcome: 'ok',
        status: 200,
        seconds: 0.04,
      });
      serverObserver()?.upstreamRead({
        service: 'cms',
        operation: '/api/pages',
        outcome: 'timeout',
        status: null,
        seconds: 4,
      });
    });
    res.end('<p>rendered</p>');
  } else {
    res.statusCode = 404;
    res.end();
  }
}

function start(token?: string) {
  lines = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      done();
    },
  });
  metrics = createMetrics({ processMetrics: false });
  server = createServer(observeRequests(shop, { metrics, logger: createLogger({ destination }), metricsToken: token }));
  return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}

afterEach(async () => {
  installServerObserver(undefined);
  await new Promise((resolve) => server.close(resolve));
});

describe('each request', () => {
  beforeEach(() => start());

  it("gets an id: the balancer's when it looks like one, a new one otherwise; sent back and logged", async () => {
    const given = await requestTo(server, '/product/elden-ring', {
      headers: { 'x-request-id': '0a1b2c3d4e5f60718293a4b5c6d7e8f9' },
    });
    expect(given.headers['x-request-id']).toBe('0a1b2c3d4e5f60718293a4b5c6d7e8f9');
    const made = await requestTo(server, '/product/elden-ring', { headers: { 'x-request-id': 'not an id; DROP' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    expect(lines.map((line) => line.requestId)).toEqual([
      '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
      made.headers['x-request-id'],
    ]);
    expect(lines[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/product/[slug]',
      status: 200,
      source: 'cache',
    });
  });

  it('is timed by route template and source; the render cache counts its hits', async () => {
    await requestTo(server, '/product/elden-ring');
    await requestTo(server, '/blog/salam');
    await requestTo(server, '/products?q=fifa');
    await requestTo(server, '/no/such/page');
    const text = await metrics.registry.metrics();
    expect(text).toContain(
      'http_server_request_duration_seconds_count{route="/product/[slug]",method="GET",status="200",source="cache"} 1',
    );
    expect(text).toContain(
      'http_server_request_duration_seconds_count{route="/blog/[post]",method="GET",status="200",source="kept"} 1',
    );
    expect(text).toContain(
      'http_server_request_duration_seconds_count{route="/products",method="GET",status="200",source="render"} 1',
    );
    expect(text).toContain(
      'http_server_request_duration_seconds_count{route="other",method="GET",status="404",source="other"} 1',
    );
    expect(text).toContain('render_cache_requests_total{outcome="hit"} 1');
    expect(text).not.toContain('elden-ring');
  });

  it("records the services a render read, and logs a failed read with the request's id", async () => {
    const answer = await requestTo(server, '/products?q=fifa');
    const text = await metrics.registry.metrics();
    expect(text).toMatch(
      /upstream_request_duration_seconds_bucket\{le="0.05",service="commerce",operation="\/api\/services\/app\/Product\/SearchWithFacets",outcome="ok"\} 1/,
    );
    expect(text).toContain(
      'upstream_request_duration_seconds_count{service="cms",operation="/api/pages",outcome="timeout"} 1',
    );
    const failure = lines.find((line) => line.level === 'warn');
    expect(failure).toMatchObject({
      requestId: answer.headers['x-request-id'],
      service: 'cms',
      operation: '/api/pages',
      outcome: 'timeout',
    });
  });
});

describe('/api/metrics', () => {
  it('answers this machine, in Prometheus text', async () => {
    await start();
    await requestTo(server, '/product/elden-ring');
    const answer = await requestTo(server, '/api/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('# TYPE http_server_request_duration_seconds histogram');
  });

  it('is 404 to a request a proxy forwarded, even from this machine', async () => {
    await start();
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const answer = await requestTo(server, '/api/metrics', { headers: { [header]: '203.0.113.9' } });
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('http_server');
    }
  });

  it('with METRICS_TOKEN, answers a forwarded request that carries it, and only that', async () => {
    await start('s3cret-scrape-token');
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect(
      (
        await requestTo(server, '/api/metrics', {
          headers: { ...forwarded, authorization: 'Bearer s3cret-scrape-token' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await requestTo(server, '/api/metrics', { headers: { ...forwarded, authorization: 'Bearer wrong' } })).status,
    ).toBe(404);
  });

  it('a collector that throws fails that scrape with a 500 and a log line, and the server goes on', async () => {
    await start();
    new Gauge({
      name: 'broken_collector',
      help: 'throws when collected',
      registers: [metrics.registry],
      collect: () => {
        throw new Error('collector broke');
      },
    });
    const failed = await requestTo(server, '/api/metrics');
    expect(failed.status).toBe(500);
    expect(lines.find((line) => line.level === 'error')).toMatchObject({ msg: 'the metrics could not be collected' });
    expect((await requestTo(server, '/product/elden-ring')).status).toBe(200);
  });

  it('is only for loopback addresses', () => {
    const request = (remoteAddress: string) =>
      ({ headers: {}, socket: { remoteAddress } }) as unknown as IncomingMessage;
    expect(mayReadMetrics(request('127.0.0.1'), undefined)).toBe(true);
    expect(mayReadMetrics(request('::ffff:127.0.0.1'), undefined)).toBe(true);
    expect(mayReadMetrics(request('::1'), undefined)).toBe(true);
    expect(mayReadMetrics(request('10.0.0.7'), undefined)).toBe(false);
    expect(mayReadMetrics(request('::ffff:192.168.1.2'), undefined)).toBe(false);
  });
});

describe('web vitals reports', () => {
  it('fill a histogram per metric by route, in seconds (CLS unitless), and count the views by navigation and connection', async () => {
    await start();
    const view = { route: '/product/[slug]', navigation: 'navigate', connection: '4g' } as const;
    serverObserver()?.webVitals({
      ...view,
      metrics: [
        { name: 'TTFB', value: 90 },
        { name: 'LCP', value: 2300 },
      ],
    });
    // The same view's later values, sent when it was hidden: not a second view.
    serverObserver()?.webVitals({
      ...view,
      metrics: [
        { name: 'CLS', value: 0.02 },
        { name: 'INP', value: 180 },
      ],
    });
    const text = await metrics.registry.metrics();
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="2.5",route="/product/[slug]"} 1');
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="2",route="/product/[slug]"} 0');
    expect(text).toContain('web_vitals_cls_bucket{le="0.05",route="/product/[slug]"} 1');
    expect(text).toContain('web_vitals_inp_seconds_sum{route="/product/[slug]"} 0.18');
    expect(text).toContain(
      'web_vitals_reports_total{route="/product/[slug]",navigation_type="navigate",connection="4g"} 1',
    );
  });

  it("the shared cache's Redis shows as up or down once the instance has one", async () => {
    await start();
    expect(await metrics.registry.metrics()).not.toContain('shared_cache_redis_up');
    serverObserver()?.sharedCacheReady(true);
    expect(await metrics.registry.metrics()).toContain('shared_cache_redis_up 1');
    serverObserver()?.sharedCacheReady(false);
    expect(await metrics.registry.metrics()).toContain('shared_cache_redis_up 0');
  });
});
