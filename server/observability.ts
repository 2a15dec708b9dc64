// Around every request the server answers: an id (nginx's X-Request-Id, or a new one) sent back and written
// with each line, one log line when the answer is sent, its duration in the metrics by route template and by
// where the page came from; and the metrics themselves at /api/metrics, for this machine's Prometheus only.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { isPageRoute, routeLabelOf, type RouteLabel } from '@/lib/route-templates';
import { sameSecret } from '@/lib/same-secret';
import { installServerObserver } from '@/services/observer';
import { currentRequestId } from '@/services/server/request-outcome';
import { createDriftRecorder } from './drift-recorder';
import type { ResponseSource, ShopMetrics } from './metrics';

export const METRICS_PATH = '/api/metrics';

/** An id from the balancer is taken when it looks like one (nginx's $request_id is 32 hex digits). */
const REQUEST_ID = /^[\w.:-]{8,128}$/;
const FORWARDED_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const sources = new WeakMap<ServerResponse, ResponseSource>();

/** Says where an answer came from when the server, not Next, sent it (a kept page, a build file). */
export function noteResponseSource(res: ServerResponse, source: ResponseSource): void {
  sources.set(res, source);
}

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || /^(::ffff:)?127\./.test(address));
}

/**
 * Metrics are for this machine's Prometheus: a request from loopback that no proxy forwarded (a request through
 * nginx on the same machine is loopback too, but carries the client's address), or one with METRICS_TOKEN.
 */
export function mayReadMetrics(req: IncomingMessage, token: string | undefined): boolean {
  const authorization = req.headers.authorization;
  if (token && authorization?.startsWith('Bearer ') && sameSecret(authorization.slice(7), token)) return true;
  return isLoopback(req.socket.remoteAddress) && FORWARDED_HEADERS.every((name) => req.headers[name] === undefined);
}

/** Where an answer Next sent came from: the render cache's own header says, for a page it may keep. */
function nextSourceOf(res: ServerResponse, route: RouteLabel, metrics: ShopMetrics | null): ResponseSource {
  const cache = String(res.getHeader('x-nextjs-cache') ?? '').toUpperCase();
  if (cache === 'HIT' || cache === 'STALE' || cache === 'MISS') {
    metrics?.renderCache(cache === 'MISS' ? 'miss' : cache === 'HIT' ? 'hit' : 'stale');
    return cache === 'MISS' ? 'render' : 'cache';
  }
  if (isPageRoute(route)) return 'render';
  return route === '/_next/static' ? 'static' : 'other';
}

type Options = { metrics: ShopMetrics | null; logger: Logger; metricsToken?: string };

export function observeRequests(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  { metrics, logger, metricsToken }: Options,
) {
  const drift = createDriftRecorder({ metrics, logger });
  installServerObserver({
    upstreamAnswer: (answer) => drift.answer(answer),
    contractDrift: (note, from = 'server') => drift.drift(note, from),
    upstreamRead(read) {
      metrics?.upstreamRead(read);
      if (read.outcome !== 'ok' && read.outcome !== '4xx') {
        const { service, operation, outcome, status } = read;
        logger.warn({ requestId: currentRequestId(), service, operation, outcome, status }, 'a service read failed');
      }
    },
    webVitals: (report) => metrics?.webVitals(report),
    sharedCacheReady: (ready) => metrics?.sharedCacheReady(ready),
  });

  return function observedHandler(req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now();
    const requestId = requestIdOf(req);
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);
    const pathname = (req.url ?? '/').split('?')[0];

    if (pathname === METRICS_PATH) {
      if (!metrics || !mayReadMetrics(req, metricsToken)) {
        res
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
          .end('Not Found');
        return;
      }
      // A collector that throws fails this scrape, not the process (an unhandled rejection would end it).
      metrics.registry.metrics().then(
        (text) =>
          res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
        (error: unknown) => {
          logger.error({ err: error }, 'the metrics could not be collected');
          res
            .writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
            .end('metrics unavailable');
        },
      );
      return;
    }

    res.on('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const route = routeLabelOf(pathname);
      const source = sources.get(res) ?? nextSourceOf(res, route, metrics);
      const status = res.writableFinished ? res.statusCode : 499;
      metrics?.request({ route, method: req.method ?? 'GET', status, source }, seconds);
      logger.info({
        requestId,
        method: req.method,
        route,
        path: pathname,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        source,
      });
    });
    handler(req, res);
  };
}
