// The sitemaps protocol as text (lib/sitemap-xml.ts): the index, a sitemap with Google's image and video extensions,
// every value escaped, and the 50,000 URLs a sitemap may hold.
import { escapeXml, SITEMAP_URL_LIMIT, sitemapIndexXml, urlsetXml } from '@/lib/sitemap-xml';

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

describe('sitemap XML', () => {
  it('an index lists its sitemaps by their absolute URLs', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://gamino.example/sitemaps/pages.xml' },
      { loc: 'https://gamino.example/sitemaps/products-1.xml' },
    ]);
    const document = parse(xml);
    expect(document.documentElement.nodeName).toBe('sitemapindex');
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect([...document.querySelectorAll('sitemap > loc')].map((loc) => loc.textContent)).toEqual([
      'https://gamino.example/sitemaps/pages.xml',
      'https://gamino.example/sitemaps/products-1.xml',
    ]);
  });

  it('a sitemap with pictures and trailers declares the image and video namespaces and carries both', () => {
    const xml = urlsetXml([
      {
        loc: 'https://gamino.example/product/elden-ring',
        lastmod: '2026-01-01T10:00:00+03:30',
        images: ['http://localhost:4010/commerce/files/products/elden-ring.svg'],
        videos: [
          {
            title: 'تریلر الدن رینگ',
            description: 'تریلر رسمی',
            thumbnailLoc: 'http://localhost:4010/poster.jpg',
            contentLoc: 'http://localhost:4010/trailer.mp4',
            durationSeconds: 5,
            publicationDate: '2025-08-01T10:00:00+03:30',
          },
        ],
      },
    ]);
    const document = parse(xml);
    expect(document.querySelector('parsererror')).toBeNull();
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(xml).toContain('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"');
    expect(document.getElementsByTagName('image:loc')[0].textContent).toBe(
      'http://localhost:4010/commerce/files/products/elden-ring.svg',
    );
    expect(document.getElementsByTagName('video:content_loc')[0].textContent).toBe('http://localhost:4010/trailer.mp4');
    expect(document.getElementsByTagName('video:duration')[0].textContent).toBe('5');
    expect(document.getElementsByTagName('lastmod')[0].textContent).toBe('2026-01-01T10:00:00+03:30');
  });

  it('a plain sitemap declares no extension it does not use', () => {
    const xml = urlsetXml([{ loc: 'https://gamino.example/' }]);
    expect(xml).not.toContain('xmlns:image');
    expect(xml).not.toContain('xmlns:video');
  });

  it('text from a service is escaped, so the document stays well formed', () => {
    expect(escapeXml(`a & b <c> "d" 'e'\u0001`)).toBe('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;');
    const xml = urlsetXml([
      {
        loc: 'https://gamino.example/product/x?variantId=1&a=2',
        videos: [
          {
            title: '</video:title><script>alert(1)</script>',
            description: 'R&D',
            thumbnailLoc: 'http://x/p.jpg',
            contentLoc: 'http://x/v.mp4',
          },
        ],
      },
    ]);
    const document = parse(xml);
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.getElementsByTagName('loc')[0].textContent).toBe(
      'https://gamino.example/product/x?variantId=1&a=2',
    );
    expect(document.getElementsByTagName('video:title')[0].textContent).toBe('</video:title><script>alert(1)</script>');
  });

  it('holds at most 50,000 URLs', () => {
    const entries = Array.from({ length: SITEMAP_URL_LIMIT + 1 }, (_, index) => ({
      loc: `https://gamino.example/product/${index}`,
    }));
    expect(() => urlsetXml(entries)).toThrow(/50000/);
    expect(() => urlsetXml(entries.slice(0, SITEMAP_URL_LIMIT))).not.toThrow();
  });
});
