// What the shop's server does to each HTML response on its way out, whatever Next rendered: this response's
// script policy and nonce, the shopper's chosen look in its head, a 503 with Retry-After when the page failed
// because a service did not answer, and no shared caching of a body that carries a nonce. The head is set as it
// goes out (on-headers); the body is rewritten as it streams.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import onHeaders from 'on-headers';
import vary from 'vary';
import type { ColorScheme } from '@/lib/color-scheme';
import { NON_HTML_POLICY } from '@/lib/security-headers';
import type { RequestOutcome } from '@/services/server/request-outcome';
import { createColorSchemeStamper } from './color-scheme';
import { createNonceStamper } from './script-nonce';

/** How long a shopper's browser (or a crawler) should wait before asking again for a page whose service is down. */
export const RETRY_AFTER_SECONDS = 30;

type Guard = {
  nonce: string;
  /** React's streaming runtime definitions (server/react-runtime.ts). */
  reactRuntime: readonly string[];
  policy: string;
  outcome: RequestOutcome;
  /** The look the shopper chose (their cookie), painted into the page; null follows the device. */
  colorScheme?: ColorScheme | null;
  /**
   * Called once the whole page is sent, with its headers and the bytes that left (nonce stamped, before gzip),
   * when the page may be answered again to anyone: a 200 GET that Next marked for shared caches (s-maxage),
   * setting no cookie, not failed by a service.
   */
  keep?: (page: { headers: OutgoingHttpHeaders; body: Buffer }) => void;
};

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/html');
}

/** `chunk` (as given to write or end) as text of one character per byte (latin1). */
function bytesOf(chunk: unknown, encoding: unknown): string {
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8').toString('latin1');
  }
  if (!(chunk instanceof Uint8Array)) return '';
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
}

/** Patches `res` so the rules above hold for HTML; anything else passes through untouched. */
export function guardHtmlResponse(
  req: IncomingMessage,
  res: ServerResponse,
  { nonce, reactRuntime, policy, outcome, colorScheme = null, keep }: Guard,
): void {
  let stamper: ReturnType<typeof createNonceStamper> | null = null;
  let painter: ReturnType<typeof createColorSchemeStamper> | null = null;
  let kept: { headers: OutgoingHttpHeaders; chunks: Buffer[] } | null = null;
  // Read now: Next takes its router headers off the request before it answers.
  const routerPayload = req.headers.rsc !== undefined;

  onHeaders(res, () => {
    if (!isHtml(res.getHeader('content-type'))) {
      res.setHeader('Content-Security-Policy', NON_HTML_POLICY);
      // A router payload (RSC) from the render cache carries Next's s-maxage and year-long stale-while-revalidate,
      // which a browser takes as its own: it kept the payload and, when a page that had asked for it was left
      // mid-answer, the next page's request for the same address got the headers and then waited about 30 s
      // for a body that never came. The router keeps what it needs in memory; the browser keeps none of it.
      if (routerPayload) res.setHeader('Cache-Control', 'private, no-store');
      return;
    }
    res.setHeader('Content-Security-Policy', policy);
    // The look cookie is painted into the page (server/color-scheme.ts): a cache must tell the two looks apart.
    vary(res, 'Cookie');
    if (res.statusCode === 500 && outcome.serviceUnavailable) {
      res.statusCode = 503;
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.setHeader('Cache-Control', 'no-store');
    }
    const forEveryone = /s-maxage/.test(String(res.getHeader('cache-control') ?? ''));
    // A cached page is rendered once but answered with a new nonce each time: a shared cache must not keep it.
    if (forEveryone) res.setHeader('Cache-Control', 'private, no-cache');
    if (req.method === 'HEAD') return;
    res.removeHeader('Content-Length');
    stamper = createNonceStamper(nonce, reactRuntime);
    if (colorScheme) painter = createColorSchemeStamper(colorScheme);
    if (keep && forEveryone && res.statusCode === 200 && req.method === 'GET' && !res.hasHeader('set-cookie')) {
      kept = { headers: res.getHeaders(), chunks: [] };
    }
  });

  // The HTML is handled as bytes, one character per byte (latin1): nothing to decode or re-encode, no
  // character split across chunks, and every byte of a multi-byte UTF-8 letter is above ASCII, so it can
  // never be taken for a quote, a bracket or a tag.
  function rewrite(chunk: unknown, encoding: unknown, last: boolean): Buffer {
    const bytes = bytesOf(chunk, encoding);
    const painted = painter ? painter.write(bytes) + (last ? painter.end() : '') : bytes;
    const out = Buffer.from(stamper!.write(painted) + (last ? stamper!.end() : ''), 'latin1');
    kept?.chunks.push(out);
    return out;
  }

  const { write, end } = res as unknown as Record<'write' | 'end', (...args: unknown[]) => unknown>;
  const callbackIn = (args: unknown[]) => args.find((arg) => typeof arg === 'function');
  // The head decides whether the body is rewritten, so it goes first.
  const sendHead = () => res.headersSent || res.writeHead(res.statusCode);

  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    sendHead();
    if (!stamper) return write.call(this, chunk, ...rest);
    return write.call(this, rewrite(chunk, rest[0], false), callbackIn(rest));
  } as typeof res.write;

  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    sendHead();
    if (!stamper) return end.call(this, chunk, ...rest);
    const out = rewrite(chunk, rest[0], true);
    if (kept && keep && !outcome.serviceUnavailable) keep({ headers: kept.headers, body: Buffer.concat(kept.chunks) });
    kept = null;
    return end.call(this, out, callbackIn([chunk, ...rest]));
  } as typeof res.end;
}
