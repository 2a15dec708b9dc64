// @vitest-environment node
import { gunzipSync, gzipSync } from 'node:zlib';
import { acceptsGzip, bodyWithNonce, createPageReuse, gzippedBodyWithNonce, keptPageOf } from '@/server/page-reuse';

const NONCE = 'Zmlyc3Qtbm9uY2UtMTIzNA==';

function pageOf(size: number) {
  return keptPageOf(Buffer.from(`<script nonce="${NONCE}"></script>`.padEnd(size, 'x')), NONCE, {
    'content-type': 'text/html',
  });
}

describe('kept pages', () => {
  it('hold the body split at its nonce and put another in its place, Persian text intact', () => {
    const body = Buffer.from(
      `<p>سلام</p><script nonce="${NONCE}" src="/_next/static/a.js"></script><script nonce="${NONCE}">x</script>`,
    );
    const page = keptPageOf(body, NONCE, {});
    expect(page.segments).toHaveLength(3);
    expect(bodyWithNonce(page, 'b3RoZXI=').toString('utf8')).toBe(
      '<p>سلام</p><script nonce="b3RoZXI=" src="/_next/static/a.js"></script><script nonce="b3RoZXI=">x</script>',
    );
  });

  it('come out of gzip byte for byte as the plain body, with the new nonce', () => {
    const persian = 'بازی های پلی استیشن ۵ با تحویل آنی، '.repeat(400);
    const body = Buffer.from(
      `<script nonce="${NONCE}">a</script><p>${persian}</p><script nonce="${NONCE}" src="/_next/static/b.js"></script><p>${persian}</p><i nonce="${NONCE}"`,
    );
    const page = keptPageOf(body, NONCE, {});
    expect(page.deflatedSegments).toBeNull();
    const gzipped = gzippedBodyWithNonce(page, 'bmV3LW5vbmNlLTk4NzY1NA==');
    // Deflated once, on the first gzip answer, and kept for the next.
    const deflated = page.deflatedSegments;
    expect(deflated).toHaveLength(page.segments.length);
    gzippedBodyWithNonce(page, 'b3RoZXItbm9uY2UtNTY3ODk=');
    expect(page.deflatedSegments).toBe(deflated);
    expect(gunzipSync(gzipped).equals(bodyWithNonce(page, 'bmV3LW5vbmNlLTk4NzY1NA=='))).toBe(true);
    // Compressed once, not stored: repeated Persian text deflates to a small part of itself.
    expect(gzipped.byteLength).toBeLessThan(body.byteLength / 10);
  });

  it('gzip a page of many nonces about as small as the whole page gzipped, for a nonce of any length', () => {
    const card = (n: number) =>
      `<a href="/product/game-${n}"><p>بازی شماره ${n} با تحویل آنی</p></a>`.repeat(8) + `<b>${n * 7919}</b>`;
    const body = Buffer.from(
      Array.from(
        { length: 60 },
        (_, n) => `${card(n)}<script nonce="${NONCE}">self.__next_f.push([1,"${n}"])</script>`,
      ).join(''),
    );
    const page = keptPageOf(body, NONCE, {});
    expect(page.segments).toHaveLength(61);
    for (const nonce of ['bmV3LW5vbmNlLTk4NzY1NA==', 'c2hvcnQ=', 'bmV3LW5vbmNlLTk4NzY1NA==']) {
      const gzipped = gzippedBodyWithNonce(page, nonce);
      expect(gunzipSync(gzipped).equals(bodyWithNonce(page, nonce))).toBe(true);
      // The whole page's gzip, plus for each nonce its stored block and a flush: 4.1 kB. Each part deflated
      // alone, it was 11.3 kB.
      expect(gzipped.byteLength).toBeLessThan(gzipSync(bodyWithNonce(page, nonce)).byteLength + 50 * 60);
    }
  });

  it('gzip a page with no nonce at all, and an empty one', () => {
    for (const text of ['<p>سلام</p>', '']) {
      const page = keptPageOf(Buffer.from(text), NONCE, {});
      expect(gunzipSync(gzippedBodyWithNonce(page, 'eA==')).toString('utf8')).toBe(text);
    }
  });

  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['*, gzip;q=0', false],
    ['br', false],
    ['identity', false],
    [undefined, false],
  ])('take gzip when the client says %s: %s', (acceptEncoding, expected) => {
    expect(acceptsGzip(acceptEncoding)).toBe(expected);
  });

  it('leave out the headers of one response only', () => {
    const page = keptPageOf(Buffer.from('x'), NONCE, {
      'content-length': '1',
      date: 'now',
      'content-security-policy': 'p',
      vary: 'rsc',
    });
    expect(page.headers).toEqual([['vary', 'rsc']]);
  });

  it('stay within their byte limit, the oldest out first', () => {
    const reuse = createPageReuse({ maxBytes: 250, now: () => 0 });
    reuse.keep('/a', pageOf(100));
    reuse.keep('/b', pageOf(100));
    reuse.keep('/c', pageOf(100));
    expect(reuse.get('/a')).toBeNull();
    expect(reuse.get('/b')).not.toBeNull();
    expect(reuse.get('/c')).not.toBeNull();
    reuse.keep('/huge', pageOf(300));
    expect(reuse.get('/huge')).toBeNull();
    expect(reuse.size).toBe(2);
  });

  it('count their addresses and their gzip copies against the limit', () => {
    const reuse = createPageReuse({ maxBytes: 10_000, now: () => 0 });
    const longAddress = `/products?q=${'x'.repeat(4_000)}`;
    reuse.keep(longAddress, pageOf(100));
    expect(reuse.bytes).toBe(Buffer.byteLength(longAddress) + 100);
    const page = reuse.get(longAddress)!;
    gzippedBodyWithNonce(page, NONCE);
    reuse.recount(longAddress, page);
    expect(reuse.bytes).toBeGreaterThan(Buffer.byteLength(longAddress) + 100);
    reuse.keep(`/products?q=${'y'.repeat(6_000)}`, pageOf(100));
    expect(reuse.get(longAddress)).toBeNull();
  });

  it('make room from expired pages first, even one read more recently than a live one', () => {
    let time = 1;
    const reuse = createPageReuse({ lifetime: 5, maxBytes: 250, now: () => time });
    reuse.keep('/old', pageOf(100));
    time = 3;
    reuse.keep('/live', pageOf(100));
    time = 4;
    expect(reuse.get('/old')).not.toBeNull();
    time = 7;
    reuse.keep('/new', pageOf(100));
    expect(reuse.size).toBe(2);
    expect(reuse.get('/live')).not.toBeNull();
    expect(reuse.get('/new')).not.toBeNull();
  });
});
