// What the shop's server does with each request around Next's own handler: decodable paths, a nonce and a
// script policy per response, the shopper's chosen look, a page kept for a moment answered again without Next, honest statuses, gzip,
// and the build's scripts and stylesheets from their Brotli copies.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';
import { colorSchemeFromCookies } from '@/lib/color-scheme';
import { runWithRequestOutcome } from '@/services/server/request-outcome';
import { contentSecurityPolicy, newNonce, setSecurityHeaders } from './content-security-policy';
import { guardHtmlResponse } from './html-response';
import { noteResponseSource } from './observability';
import { createPageReuse, keptPageOf, reuseKeyOf, sendKeptPage, type PageReuse } from './page-reuse';
import { withDecodablePath } from './request-path';

/** The publishing webhook (app/api/revalidate/route.ts). */
export const REVALIDATE_PATH = '/api/revalidate';

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

type Options = {
  /** React's streaming runtime definitions (server/react-runtime.ts). */
  reactRuntime: readonly string[];
  /** The service origins the page may reach (server/content-security-policy.ts). */
  origins: readonly string[];
  /** Google Tag Manager's and GA4's origins when the shop has a container (analyticsOrigins); none by default. */
  analyticsOrigins?: readonly string[];
  /** Pages kept for a moment (server/page-reuse.ts); null: every request goes to Next. */
  reuse?: PageReuse | null;
  /** Whether a kept page goes to a gzip client as its precomputed members, or through the compression middleware. */
  gzipMembers?: boolean;
  /** Answers a request for a build file from its precompressed copy, or returns false (server/precompressed-static.ts). */
  servePrecompressed?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Answers a request for the service worker, or returns false (server/service-worker.ts). */
  serveServiceWorker?: (req: IncomingMessage, res: ServerResponse) => boolean;
};

/**
 * The Brotli quality of what the server compresses as it sends (pages, RSC payloads). The middleware's default
 * of 4 leaves the home and product pages at 14.3 KB; 5 makes them 13 KB for about 1.5 ms a page, so with their
 * headers they fit the 14.6 KB a new TCP connection may send before the first acknowledgement: a round trip
 * less before the browser sees the first byte of the page's scripts, font and cover.
 */
export const BROTLI_QUALITY = 5;

export function createShopHandler(
  handle: NextHandler,
  {
    reactRuntime,
    origins,
    analyticsOrigins = [],
    reuse = createPageReuse(),
    gzipMembers = true,
    servePrecompressed,
    serveServiceWorker,
  }: Options,
) {
  const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });

  return function shopHandler(req: IncomingMessage, res: ServerResponse): void {
    setSecurityHeaders(res);
    if (servePrecompressed?.(req, res)) {
      noteResponseSource(res, 'static');
      return;
    }
    compress(req as never, res as never, () => {
      if (serveServiceWorker?.(req, res)) {
        noteResponseSource(res, 'static');
        return;
      }
      if (req.url) req.url = withDecodablePath(req.url);
      const nonce = newNonce();
      const policy = contentSecurityPolicy(nonce, origins, analyticsOrigins);
      const colorScheme = colorSchemeFromCookies(req.headers.cookie);
      const address = reuseKeyOf(req);
      // A kept page carries the look it was painted in: one kept page per look.
      const reuseKey = address === null || !reuse ? null : `${colorScheme ?? 'device'} ${address}`;
      const keptPage = reuseKey === null ? null : reuse?.get(reuseKey);
      if (keptPage && reuseKey !== null) {
        noteResponseSource(res, 'kept');
        sendKeptPage(req, res, keptPage, nonce, policy, { gzipMembers });
        reuse?.recount(reuseKey, keptPage);
        return;
      }
      if (req.method === 'POST' && req.url?.split('?')[0] === REVALIDATE_PATH) {
        // Published content must not wait for a kept page to run out.
        res.on('finish', () => res.statusCode === 200 && reuse?.clear());
      }
      const requestId = req.headers['x-request-id'];
      const outcome = { serviceUnavailable: false, requestId: typeof requestId === 'string' ? requestId : undefined };
      const keep =
        reuseKey === null || !reuse
          ? undefined
          : (page: { headers: OutgoingHttpHeaders; body: Buffer }) =>
              reuse.keep(reuseKey, keptPageOf(page.body, nonce, page.headers));
      guardHtmlResponse(req, res, { nonce, reactRuntime, policy, outcome, colorScheme, keep });
      runWithRequestOutcome(outcome, () => handle(req, res)).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    });
  };
}
