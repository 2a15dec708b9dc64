// Answers the next requests for a page that Next just served from its render cache (or rendered for it) with
// the same bytes for a moment, without asking Next again: a sale-day crowd on one page costs a lookup and a
// copy per request instead of Next's whole serving path. Only a page Next marked as one for everyone (s-maxage)
// is kept, only for a plain document request, and never longer than REUSE_MILLISECONDS, so a publish or a
// refresh of the render cache shows within that moment. Each kept page is held split at its nonce: every
// response still gets a nonce of its own. The parts are deflated once, when a browser first asks for the kept
// page, so its gzip costs no compression per response either: the nonce goes between them as a stored block.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** How long a kept page answers for its address: a publish on another instance shows within this. */
export const REUSE_MILLISECONDS = 500;
/** The most bytes kept at once, every page together. */
export const REUSE_MAX_BYTES = 32 * 1024 * 1024;

// Headers a client router or a server action sends: Next varies its answer on them (its Vary header), so such
// a request goes to Next.
const NEXT_REQUEST_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
];
// A draft or preview cookie makes Next render per request.
const PREVIEW_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
// Set per response by Node or by the server around Next, never replayed.
const PER_RESPONSE_HEADERS = new Set([
  'content-length',
  'content-security-policy',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

export type KeptPage = {
  /** The headers of the answer as first sent, less those of one response only. */
  headers: [string, number | string | string[]][];
  /** The body, split where its nonce stood. */
  segments: Buffer[];
  /**
   * Each segment as raw deflate ending on a byte boundary (a sync flush), so that blocks can go between them;
   * made on the first gzip answer (most pages Next serves are never asked for again within the moment).
   */
  deflatedSegments: Buffer[] | null;
  /** The nonce length they were deflated for: each part's back references count its bytes. */
  deflatedForNonceLength?: number;
  bytes: number;
};

/** The key a request's page is kept under, or null when the request must go to Next. */
export function reuseKeyOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET' || !req.url) return null;
  if (NEXT_REQUEST_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  if (req.headers.range !== undefined) return null;
  if (PREVIEW_COOKIE.test(req.headers.cookie ?? '')) return null;
  return req.url;
}

/** A page as sent, ready to be sent again with another nonce. */
export function keptPageOf(body: Buffer, nonce: string, headers: OutgoingHttpHeaders): KeptPage {
  // A nonce is 16 random bytes: it stands in a page nowhere but where the stamper put it.
  const segments = body
    .toString('latin1')
    .split(nonce)
    .map((segment) => Buffer.from(segment, 'latin1'));
  const kept = Object.entries(headers).filter(
    (entry): entry is [string, number | string | string[]] =>
      entry[1] !== undefined && !PER_RESPONSE_HEADERS.has(entry[0].toLowerCase()),
  );
  return { headers: kept, segments, deflatedSegments: null, bytes: body.byteLength };
}

/** The kept page's body with `nonce` where the first answer's stood. */
export function bodyWithNonce(page: KeptPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'latin1');
  const parts: Buffer[] = [];
  page.segments.forEach((segment, index) => {
    if (index > 0) parts.push(nonceBytes);
    parts.push(segment);
  });
  return Buffer.concat(parts);
}

// A gzip member (RFC 1952): magic, deflate, no flags, no time, no extra flags, unknown system.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
// The last deflate block (RFC 1951): final, stored, empty.
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** `bytes` as one stored deflate block, not the last (at most 65,535 bytes: a nonce is 24). */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.byteLength, 1);
  header.writeUInt16LE(~bytes.byteLength & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

// Deflate looks back at most this far: the most of what came before that is worth giving as a dictionary.
const DEFLATE_WINDOW = 32 * 1024;

/**
 * Each segment deflated with what precedes it in the page as its dictionary, so that it compresses as part of
 * the whole page (each on its own, / was 44 kB against 29 kB). The nonce's place is NUL bytes there, which HTML
 * never holds, so no back reference reaches into it: the stream stays valid whatever nonce is put between.
 */
function deflateSegments(segments: Buffer[], nonceLength: number): Buffer[] {
  const placeholder = Buffer.alloc(nonceLength);
  let history = Buffer.alloc(0);
  return segments.map((segment, index) => {
    if (index > 0) history = Buffer.concat([history, placeholder]).subarray(-DEFLATE_WINDOW);
    const deflated = deflateRawSync(segment, {
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(history.byteLength > 0 ? { dictionary: history } : {}),
    });
    history = Buffer.concat([history, segment]).subarray(-DEFLATE_WINDOW);
    return deflated;
  });
}

/** The kept page's body with `nonce`, as gzip: its deflated parts with the nonce stored between them. */
export function gzippedBodyWithNonce(page: KeptPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'latin1');
  const nonceBlock = storedBlock(nonceBytes);
  if (!page.deflatedSegments || page.deflatedForNonceLength !== nonceBytes.byteLength) {
    page.deflatedSegments = deflateSegments(page.segments, nonceBytes.byteLength);
    page.deflatedForNonceLength = nonceBytes.byteLength;
  }
  const { deflatedSegments } = page;
  const parts: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let length = 0;
  page.segments.forEach((segment, index) => {
    if (index > 0) {
      parts.push(nonceBlock);
      checksum = crc32(nonceBytes, checksum);
      length += nonceBytes.byteLength;
    }
    parts.push(deflatedSegments[index]);
    checksum = crc32(segment, checksum);
    length += segment.byteLength;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** Whether the client takes gzip (Accept-Encoding: `gzip` or `*`, with a weight above 0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(['gzip']).length > 0;
}

/** Sends a kept page: its headers, this response's policy, its body with this response's nonce. */
export function sendKeptPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: KeptPage,
  nonce: string,
  policy: string,
  { gzipMembers = true } = {},
): void {
  res.statusCode = 200;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', policy);
  // It is the render cache's page, answered again: a hit whatever Next said the first time.
  res.setHeader('x-nextjs-cache', 'HIT');
  // Without its members, a gzip client gets the page through the compression middleware, compressed anew.
  const gzip = gzipMembers && acceptsGzip(req.headers['accept-encoding']);
  const body = gzip ? gzippedBodyWithNonce(page, nonce) : bodyWithNonce(page, nonce);
  // Already encoded: the compression middleware leaves it as it is.
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.byteLength);
  res.end(body);
}

/**
 * What a kept page holds, everything counted: its address (up to 64 KB), its parts, and its deflated parts once
 * a gzip answer made them.
 */
function keptBytes(page: KeptPage, key: string): number {
  const deflated = page.deflatedSegments?.reduce((sum, segment) => sum + segment.byteLength, 0) ?? 0;
  return Buffer.byteLength(key) + page.bytes + deflated;
}

/** Pages kept per address for REUSE_MILLISECONDS, REUSE_MAX_BYTES at most (addresses and copies included), oldest out first. */
export function createPageReuse({ lifetime = REUSE_MILLISECONDS, maxBytes = REUSE_MAX_BYTES, now = Date.now } = {}) {
  // ttlResolution 0: the clock is read at every look-up (lru-cache otherwise reuses a reading for a millisecond).
  const pages = new LRUCache<string, KeptPage>({
    maxSize: maxBytes,
    sizeCalculation: keptBytes,
    ttl: lifetime,
    ttlResolution: 0,
    perf: { now },
  });

  return {
    get(key: string): KeptPage | null {
      return pages.get(key) ?? null;
    },
    /** Keeps `page` for `lifetime` from now, making room from the expired pages first, then the oldest. */
    keep(key: string, page: KeptPage): void {
      if (pages.calculatedSize + keptBytes(page, key) > maxBytes) pages.purgeStale();
      pages.set(key, page);
    },
    /** Counts the page again once its deflated parts exist, leaving its time as it was. */
    recount(key: string, page: KeptPage): void {
      if (pages.peek(key) !== page) return;
      // lru-cache sizes an entry only when its value changes: set afresh, for the time it had left.
      const ttl = pages.getRemainingTTL(key);
      pages.delete(key);
      if (ttl > 0) pages.set(key, page, { ttl });
    },
    /** Forgets every page: the render cache was refreshed by tag. */
    clear(): void {
      pages.clear();
    },
    get size() {
      return pages.size;
    },
    /** Bytes held, every page's address and copies included. */
    get bytes() {
      return pages.calculatedSize;
    },
  };
}

export type PageReuse = ReturnType<typeof createPageReuse>;
