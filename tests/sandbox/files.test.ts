import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '@/sandbox/config';
import type { Db } from '@/sandbox/db/database';
import { createFilesApp } from '@/sandbox/files';
import { escapeXml } from '@/sandbox/files/svg';
import { gatewayLogoKeywords } from '@/sandbox/payment/gateways';
import { cmsUploads } from '@/sandbox/seed/cms';
import { games } from '@/sandbox/seed/catalog';

const app = createFilesApp({ db: null as unknown as Db, config: sandboxConfig });

async function fetchSvg(path: string) {
  const response = await app.request(path);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('generated images', () => {
  it('serves a product cover as a 600×800 SVG with caching and nosniff headers', async () => {
    const { status, headers, text } = await fetchSvg('/commerce/files/products/elden-ring.svg');
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(text).toMatch(/^<svg [^>]*width="600" height="800" viewBox="0 0 600 800"/);
    expect(text).toContain('Elden Ring');
    expect(text).toContain('Vazirmatn, Tahoma, sans-serif');
  });

  it('serves a cover for every game of the catalog', async () => {
    for (const game of games)
      expect((await fetchSvg(`/commerce/files/products/${game.slug}.svg`)).status, game.slug).toBe(200);
  });

  it('answers 404 for unknown products and names', async () => {
    expect((await fetchSvg('/commerce/files/products/not-a-game.svg')).status).toBe(404);
    expect((await fetchSvg('/commerce/files/products/elden-ring.png')).status).toBe(404);
    expect((await fetchSvg('/commerce/files/brands/nobody.svg')).status).toBe(404);
    expect((await fetchSvg('/commerce/files/ratings/pegi99.svg')).status).toBe(404);
    expect((await fetchSvg('/blog/wp-content/uploads/unknown.svg')).status).toBe(404);
    expect((await fetchSvg('/blog/wp-content/avatars/sara-ahmadi-50.svg')).status).toBe(404);
    expect((await fetchSvg('/cms/uploads/unknown.svg')).status).toBe(404);
    for (const path of [
      '/commerce/files/companies/nobody.svg',
      '/commerce/files/categories/nothing.svg',
      '/commerce/files/login-providers/myspace.svg',
      '/commerce/files/descriptors/nothing.svg',
      '/commerce/files/ratings/esrb-nothing.svg',
      '/commerce/files/gallery/not-a-game-1.svg',
    ]) {
      expect((await fetchSvg(path)).status, path).toBe(404);
    }
  });

  it('serves brand, company and category images, PEGI/ESRB badges and descriptor icons', async () => {
    for (const path of [
      '/commerce/files/brands/capcom.svg',
      '/commerce/files/companies/fromsoftware.svg',
      '/commerce/files/categories/ps5-games.svg',
      '/commerce/files/ratings/pegi18.svg',
      '/commerce/files/ratings/esrb-e10.svg',
      '/commerce/files/descriptors/violence.svg',
      '/commerce/files/descriptors/bloodandgore.svg',
    ]) {
      expect((await fetchSvg(path)).status, path).toBe(200);
    }
  });

  it('draws the logo of every gateway the payment host lists, and of no other name', async () => {
    for (const keyword of gatewayLogoKeywords) {
      const { status, text } = await fetchSvg(`/payment/files/gateways/${keyword}.svg`);
      expect(status, keyword).toBe(200);
      expect(text).toMatch(/<svg [^>]*viewBox=/);
    }
    expect(gatewayLogoKeywords).toEqual(['saman', 'mellat', 'melli']);
    for (const name of ['some-new-bank', 'zarinpal', 'wallet', '..', 'saman.png']) {
      const { status, headers } = await fetchSvg(`/payment/files/gateways/${name}.svg`);
      expect(status, name).toBe(404);
      expect(headers.get('Content-Type'), name).toMatch(/^text\/plain/);
    }
  });

  it('serves blog media at 1200×675, avatars at 24/48/96 and every CMS upload', async () => {
    expect((await fetchSvg('/blog/wp-content/uploads/ps5-capacities-cover.svg')).text).toContain(
      'viewBox="0 0 1200 675"',
    );
    for (const size of [24, 48, 96]) {
      expect((await fetchSvg(`/blog/wp-content/avatars/sara-ahmadi-${size}.svg`)).text).toContain(
        `viewBox="0 0 ${size} ${size}"`,
      );
    }
    for (const upload of cmsUploads)
      expect((await fetchSvg(`/cms/uploads/${upload.name}.svg`)).status, upload.name).toBe(200);
    expect((await fetchSvg('/cms/uploads/story-deals-up-to-30.svg')).text).toContain('viewBox="0 0 720 1280"');
    expect((await fetchSvg('/cms/uploads/icon-warranty.svg')).text).toContain('viewBox="0 0 96 96"');
  });

  it('escapes text placed in SVG', () => {
    expect(escapeXml(`<script>"a" & 'b'</script>`)).toBe(
      '&lt;script&gt;&quot;a&quot; &amp; &apos;b&apos;&lt;/script&gt;',
    );
  });
});
