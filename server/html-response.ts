// What the shop's server does to each HTML response on its way out, whatever Next rendered: this response's
// script policy and nonce, the shopper's chosen look in its head, a 503 with Retry-After when the page failed because a service did not answer, and
// no shared caching of a body that carries a nonce.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import vary from 'vary';
import type { ColorScheme } from '@/lib/color-scheme';
import { NON_HTML_POLICY } from '@/lib/security-headers';
import type { RequestOutcome } from '@/services/request-outcome';
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

function headerFrom(headers: unknown, name: string): unknown {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return undefined;
  const entry = Object.entries(headers as OutgoingHttpHeaders).find(([key]) => key.toLowerCase() === name);
  return entry?.[1];
}

/** Patches `res` so the rules above hold for HTML; anything else passes through untouched. */
export function guardHtmlResponse(
  req: IncomingMessage,
  res: ServerResponse,
  { nonce, reactRuntime, policy, outcome, colorScheme = null, keep }: Guard,
): void {
  const originalWriteHead = res.writeHead;
  const originalWrite = res.write;
  const originalEnd = res.end;
  let stamper: ReturnType<typeof createNonceStamper> | null = null;
  let painter: ReturnType<typeof createColorSchemeStamper> | null = null;
  let kept: { headers: OutgoingHttpHeaders; chunks: Buffer[] } | null = null;
  // Read now: Next takes its router headers off the request before it answers.
  const routerPayload = req.headers.rsc !== undefined;

  res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const headersArgument = rest.find((arg) => typeof arg === 'object' && arg !== null);
    const contentType = headerFrom(headersArgument, 'content-type') ?? res.getHeader('content-type');
    let status = statusCode;
    if (!isHtml(contentType)) {
      res.setHeader('Content-Security-Policy', NON_HTML_POLICY);
      // A router payload (RSC) from the render cache carries Next's s-maxage and year-long stale-while-revalidate,
      // which a browser takes as its own: it kept the payload and, when a page that had asked for it was left
      // mid-answer, the next page's request for the same address got the headers and then waited about 30 s
      // for a body that never came. The router keeps what it needs in memory; the browser keeps none of it.
      if (routerPayload) res.setHeader('Cache-Control', 'private, no-store');
    } else {
      res.setHeader('Content-Security-Policy', policy);
      // The look cookie is painted into the page (server/color-scheme.ts): a cache must tell the two looks apart.
      vary(res, 'Cookie');
      if (status === 500 && outcome.serviceUnavailable) {
        status = 503;
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        res.setHeader('Cache-Control', 'no-store');
      }
      const cacheControl = String(headerFrom(headersArgument, 'cache-control') ?? res.getHeader('cache-control') ?? '');
      const forEveryone = /s-maxage/.test(cacheControl);
      // A cached page is rendered once but answered with a new nonce each time: a shared cache must not keep it.
      if (forEveryone) res.setHeader('Cache-Control', 'private, no-cache');
      if (req.method !== 'HEAD') {
        res.removeHeader('Content-Length');
        stamper = createNonceStamper(nonce, reactRuntime);
        if (colorScheme) painter = createColorSchemeStamper(colorScheme);
      }
      const setsCookie = headerFrom(headersArgument, 'set-cookie') !== undefined || res.hasHeader('set-cookie');
      if (
        keep &&
        forEveryone &&
        status === 200 &&
        req.method === 'GET' &&
        !setsCookie &&
        !Array.isArray(headersArgument)
      ) {
        const argumentHeaders = Object.entries((headersArgument ?? {}) as OutgoingHttpHeaders).filter(
          ([name]) => name.toLowerCase() !== 'cache-control',
        );
        kept = { headers: { ...res.getHeaders(), ...Object.fromEntries(argumentHeaders) }, chunks: [] };
      }
    }
    return (originalWriteHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;

  // The HTML is handled as bytes, one character per byte (latin1): nothing to decode or re-encode, no
  // character split across chunks, and every byte of a multi-byte UTF-8 letter is above ASCII, so it can
  // never be taken for a quote, a bracket or a tag.
  const bytesOf = (chunk: unknown, encoding?: unknown): string => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return '';
    if (typeof chunk === 'string')
      return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8').toString(
        'latin1',
      );
    const bytes = chunk as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  };

  res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!stamper) return (originalWrite as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    const callback = rest.find((arg) => typeof arg === 'function');
    const bytes = bytesOf(chunk, rest[0]);
    const out = Buffer.from(stamper.write(painter ? painter.write(bytes) : bytes), 'latin1');
    kept?.chunks.push(out);
    return (originalWrite as (...args: unknown[]) => boolean).call(this, out, callback);
  } as typeof res.write;

  res.end = function end(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!stamper) return (originalEnd as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    const callback = [chunk, ...rest].find((arg) => typeof arg === 'function');
    const bytes = bytesOf(chunk, rest[0]);
    const painted = painter ? painter.write(bytes) + painter.end() : bytes;
    const out = Buffer.from(stamper.write(painted) + stamper.end(), 'latin1');
    if (kept && keep && !outcome.serviceUnavailable) {
      kept.chunks.push(out);
      keep({ headers: kept.headers, body: Buffer.concat(kept.chunks) });
    }
    kept = null;
    return (originalEnd as (...args: unknown[]) => ServerResponse).call(this, out, callback);
  } as typeof res.end;
}
