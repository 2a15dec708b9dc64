// The shop's production server (`npm start`): Next's request handler behind the few rules Next cannot keep for a
// page it serves from the render cache (server/html-response.ts), and gzip after them, since they rewrite
// the HTML. `next dev` serves development without it.
import { createServer } from 'node:http';
import compression from 'compression';
import next from 'next';
import { runWithRequestOutcome } from '@/services/request-outcome';
import { contentSecurityPolicy, newNonce, serviceOrigins } from './content-security-policy';
import { guardHtmlResponse } from './html-response';
import { withDecodablePath } from './request-path';
import { loadReactRuntime } from './react-runtime';

function portFromArguments(): number {
  const args = process.argv.slice(2);
  const flag = args.findIndex((arg) => arg === '-p' || arg === '--port');
  const value = flag >= 0 ? args[flag + 1] : process.env.PORT;
  return Number(value) || 3000;
}

const port = portFromArguments();
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
const compress = compression();
const origins = serviceOrigins();
const reactRuntime = loadReactRuntime();

// A search of 5,000 Persian letters is a 30 KB address, over Node's default 16 KB for the request head.
const MAX_REQUEST_HEAD_BYTES = 64 * 1024;

const server = createServer({ maxHeaderSize: MAX_REQUEST_HEAD_BYTES }, (req, res) => {
  compress(req as never, res as never, () => {
    if (req.url) req.url = withDecodablePath(req.url);
    const nonce = newNonce();
    const outcome = { serviceUnavailable: false };
    guardHtmlResponse(req, res, { nonce, reactRuntime, policy: contentSecurityPolicy(nonce, origins), outcome });
    runWithRequestOutcome(outcome, () => handle(req, res)).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
});

app.prepare().then(
  () => server.listen(port, () => console.log(`▲ Gamino shop on http://localhost:${port}`)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

function shutDown(signal: string) {
  console.log(`${signal}: closing the shop server`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGINT', () => shutDown('SIGINT'));
process.on('SIGTERM', () => shutDown('SIGTERM'));
