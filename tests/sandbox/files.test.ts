import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '@/sandbox/config';
import type { Db } from '@/sandbox/db/database';
import { createFilesApp } from '@/sandbox/files';
import { escapeXml, productCover } from '@/sandbox/files/svg';
import { gatewayLogoKeywords } from '@/sandbox/payment/gateways';
import { cmsUploads } from '@/sandbox/seed/cms';
import { games } from '@/sandbox/seed/catalog';
import { cmsUploadFormat } from '@/sandbox/files/urls';

const app = createFilesApp({ db: null as unknown as Db, config: sandboxConfig });

async function fetchFile(path: string) {
  const response = await app.request(path);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The format and size a picture's bytes really have, whatever its headers say. */
async function pictureOf(path: string) {
  const { status, headers, bytes } = await fetchFile(path);
  expect(status, path).toBe(200);
  const { format, width, height } = await sharp(bytes).metadata();
  return { headers, format, width, height };
}

describe('generated images', () => {
  it('serves a product cover as a 600×800 WebP, as the real host serves covers, with caching and nosniff', async () => {
    const cover = await pictureOf('/commerce/files/products/elden-ring.webp');
    expect(cover).toMatchObject({ format: 'webp', width: 600, height: 800 });
    expect(cover.headers.get('Content-Type')).toBe('image/webp');
    expect(cover.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(cover.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it("draws a cover with the game's name in the shop's font", () => {
    const markup = productCover('Elden Ring', ['#111111', '#222222']);
    expect(markup).toMatch(/^<svg [^>]*width="600" height="800" viewBox="0 0 600 800"/);
    expect(markup).toContain('Elden Ring');
    expect(markup).toContain('Vazirmatn, Tahoma, sans-serif');
  });

  it('serves a cover for every game of the catalog', async () => {
    for (const game of games)
      expect((await fetchFile(`/commerce/files/products/${game.slug}.webp`)).status, game.slug).toBe(200);
  });

  it('answers 404 for unknown names and for a known name in a format its kind is not served in', async () => {
    for (const path of [
      '/commerce/files/products/not-a-game.webp',
      '/commerce/files/products/elden-ring.svg',
      '/commerce/files/products/elden-ring.png',
      '/commerce/files/brands/nobody.png',
      '/commerce/files/brands/capcom.svg',
      '/commerce/files/ratings/pegi99.jpg',
      '/commerce/files/ratings/pegi18.svg',
      '/commerce/files/ratings/esrb-m.jpg',
      '/blog/wp-content/uploads/unknown.jpg',
      '/blog/wp-content/avatars/sara-ahmadi-50.png',
      '/cms/uploads/unknown.jpg',
      '/cms/uploads/icon-warranty.jpg',
      '/commerce/files/companies/nobody.png',
      '/commerce/files/categories/nothing.webp',
      '/commerce/files/login-providers/myspace.svg',
      '/commerce/files/descriptors/nothing.jpg',
      '/commerce/files/ratings/esrb-nothing.svg',
      '/commerce/files/gallery/not-a-game-1.webp',
      '/commerce/files/gallery/elden-ring-1.svg',
    ]) {
      const { status, headers } = await fetchFile(path);
      expect(status, path).toBe(404);
      expect(headers.get('Content-Type'), path).toMatch(/^text\/plain/);
    }
  });

  it("serves each kind in the real host's format: logos as PNG, PEGI and descriptors as JPEG, ESRB as SVG", async () => {
    for (const [path, format] of [
      ['/commerce/files/brands/capcom.png', 'png'],
      ['/commerce/files/companies/fromsoftware.png', 'png'],
      ['/commerce/files/categories/ps5-games.webp', 'webp'],
      ['/commerce/files/ratings/pegi18.jpg', 'jpeg'],
      ['/commerce/files/ratings/PEGI18.JPG', 'jpeg'],
      ['/commerce/files/ratings/esrb-e10.svg', 'svg'],
      ['/commerce/files/descriptors/violence.jpg', 'jpeg'],
      ['/commerce/files/descriptors/bloodandgore.jpg', 'jpeg'],
      ['/commerce/files/login-providers/xbox.svg', 'svg'],
    ] as const) {
      const picture = await pictureOf(path);
      expect(picture.format, path).toBe(format);
      expect(picture.headers.get('Content-Type'), path).toMatch(
        format === 'svg' ? /^image\/svg\+xml/ : `image/${format}`,
      );
    }
  });

  it('draws the logo of every gateway the payment host lists as a PNG, and of no other name', async () => {
    for (const keyword of gatewayLogoKeywords) {
      expect((await pictureOf(`/payment/files/gateways/${keyword}.png`)).format, keyword).toBe('png');
    }
    expect(gatewayLogoKeywords).toEqual(['saman', 'mellat', 'melli']);
    for (const name of ['some-new-bank', 'zarinpal', 'wallet', '..', 'saman.svg']) {
      const { status, headers } = await fetchFile(`/payment/files/gateways/${name}.png`);
      expect(status, name).toBe(404);
      expect(headers.get('Content-Type'), name).toMatch(/^text\/plain/);
    }
  });

  it('serves blog media as a 1200×675 JPEG, avatars as PNGs at 24/48/96 and every CMS upload', async () => {
    expect(await pictureOf('/blog/wp-content/uploads/ps5-capacities-cover.jpg')).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 675,
    });
    for (const size of [24, 48, 96]) {
      expect(await pictureOf(`/blog/wp-content/avatars/sara-ahmadi-${size}.png`)).toMatchObject({
        format: 'png',
        width: size,
        height: size,
      });
    }
    for (const upload of cmsUploads) {
      const picture = await pictureOf(`/cms/uploads/${upload.name}.${cmsUploadFormat(upload.kind)}`);
      expect(picture, upload.name).toMatchObject({ width: upload.width, height: upload.height });
    }
    expect(await pictureOf('/cms/uploads/story-deals-up-to-30.jpg')).toMatchObject({ width: 720, height: 1280 });
    expect(await pictureOf('/cms/uploads/icon-warranty.png')).toMatchObject({ format: 'png', width: 96, height: 96 });
  });

  it('escapes text placed in SVG', () => {
    expect(escapeXml(`<script>"a" & 'b'</script>`)).toBe(
      '&lt;script&gt;&quot;a&quot; &amp; &apos;b&apos;&lt;/script&gt;',
    );
  });
});
