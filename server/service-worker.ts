// Serves the service worker the build made (.next/sw.js, scripts/service-worker.mjs) at /sw.js, the address
// whose scope is the whole site. Always asked again (no-cache), so a new deployment reaches every browser on
// its next visit; and with a policy of its own, since a worker obeys the policy its script came with: this
// site only, which is all it fetches.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SERVICE_WORKER_PATH = '/sw.js';
export const WORKER_POLICY = "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Answers a request for the worker from `file`, or returns false; a build without a worker answers 404. The
 * file is read per request (a browser asks once per page it opens): a new build in place is served at once.
 */
export function createServiceWorkerFile(file: string) {
  return function serveServiceWorker(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.url ?? '').split('?')[0] !== SERVICE_WORKER_PATH || (req.method !== 'GET' && req.method !== 'HEAD'))
      return false;
    const body = fs.existsSync(file) ? fs.readFileSync(file) : null;
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Not Found');
      return true;
    }
    res.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': WORKER_POLICY,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
