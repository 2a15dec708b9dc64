// The shop's production server (`npm start`): Next's request handler behind the few rules Next cannot keep for a
// page it serves from the render cache (server/shop-handler.ts). `next dev` serves development without it.
// First: the build's own settings, before any module below reads them.
import './build-settings';
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { analyticsOrigins, serviceOrigins, setSecurityHeaders } from './content-security-policy';
import { keepIdleConnectionsLongerThanTheBalancer } from './idle-connections';
import { createLogger } from './logger';
import { createMetrics } from './metrics';
import { observeRequests } from './observability';
import { createPrecompressedStatic } from './precompressed-static';
import { loadReactRuntime } from './react-runtime';
import { originFormTarget } from './request-path';
import { createServiceWorkerFile } from './service-worker';
import { createShopHandler } from './shop-handler';

function portFromArguments(): number {
  const args = process.argv.slice(2);
  const flag = args.findIndex((arg) => arg === '-p' || arg === '--port');
  const value = flag >= 0 ? args[flag + 1] : process.env.PORT;
  return Number(value) || 3000;
}

const port = portFromArguments();
// Loopback unless told otherwise: `npm start` is never reachable from another machine, and a cluster instance
// only from the load balancer (SHOP_HOST=a private address when nginx runs elsewhere). 127.0.0.1, not
// 'localhost': listen() binds the first address a name resolves to, which may be ::1 alone, while the clients
// of http://localhost:3000 (Node 20, Chromium) try both. Not HOST: zsh sets that to the machine's name.
const host = process.env.SHOP_HOST || '127.0.0.1';
const app = next({ dev: false, hostname: 'localhost', port });
const logger = createLogger();
// METRICS=off leaves them out (the benchmark's baseline); the request log stays.
const metrics = process.env.METRICS === 'off' ? null : createMetrics();
// SHOP_SERVER_WITHOUT=kept-pages,gzip-members,brotli-copies: the same server without them, for bench:web's
// measure of what each buys (BENCH_ONLY=server).
const without = new Set((process.env.SHOP_SERVER_WITHOUT ?? '').split(','));
const shopHandler = observeRequests(
  createShopHandler(app.getRequestHandler(), {
    reactRuntime: loadReactRuntime(),
    origins: serviceOrigins(),
    analyticsOrigins: analyticsOrigins(),
    reuse: without.has('kept-pages') ? null : undefined,
    gzipMembers: !without.has('gzip-members'),
    servePrecompressed: without.has('brotli-copies')
      ? undefined
      : createPrecompressedStatic(path.join(process.cwd(), '.next', 'static')),
    serveServiceWorker: createServiceWorkerFile(path.join(process.cwd(), '.next', 'sw.js')),
  }),
  { metrics, logger, metricsToken: process.env.METRICS_TOKEN || undefined },
);

// A search of 5,000 Persian letters is a 30 KB address, over Node's default 16 KB for the request head.
const MAX_REQUEST_HEAD_BYTES = 64 * 1024;

/** Load balancers and the cluster (scripts/cluster.mjs) ask here whether to send this instance requests. */
const HEALTH_PATH = '/api/health';
let draining = false;

const server = createServer({ maxHeaderSize: MAX_REQUEST_HEAD_BYTES }, (req, res) => {
  // Before anything reads it: `GET http://evil.example/about` is a request for /about of this site.
  if (req.url) req.url = originFormTarget(req.url);
  if (req.url === HEALTH_PATH) {
    setSecurityHeaders(res);
    res.writeHead(draining ? 503 : 200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: draining ? 'draining' : 'ok' }));
    return;
  }
  // While closing, a request that came on an open connection is still answered, and the connection closed after.
  if (draining) res.setHeader('connection', 'close');
  shopHandler(req, res);
});
keepIdleConnectionsLongerThanTheBalancer(server);

app.prepare().then(
  () => server.listen(port, host, () => logger.info(`▲ Gamino shop on http://${host}:${port}`)),
  (error: unknown) => {
    logger.fatal({ err: error }, 'the shop could not start');
    process.exit(1);
  },
);

// Graceful: no new connections, the requests in flight are answered, then the process ends (at most 10 s).
function shutDown(signal: string) {
  if (draining) return;
  draining = true;
  logger.info(`${signal}: closing the shop server`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGINT', () => shutDown('SIGINT'));
process.on('SIGTERM', () => shutDown('SIGTERM'));
