// The JSON-LD builders (lib/structured-data.ts) against what Google's rich results require, and the one serializer
// that keeps text from a service inside its <script>.
import { renderToString } from 'react-dom/server';
import { JsonLd } from '@/components/ui/JsonLd';
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  isoDuration,
  organization,
  product,
  serializeJsonLd,
  videoObject,
  webSite,
} from '@/lib/structured-data';
import { createNonceStamper } from '@/server/script-nonce';
import { richResultProblems, SITE } from './support';

const HOSTILE = '</script><script>alert(1)</script>';

describe('JSON-LD builders: what Google requires of each rich result', () => {
  it('Product: name, image, and offers with a numeric IRR price, priceCurrency IRR and availability by stock', () => {
    const data = product({
      name: 'الدن رینگ',
      url: `${SITE}/product/elden-ring`,
      images: ['http://localhost:4010/commerce/files/products/elden-ring.svg'],
      description: 'سرزمین‌های میانی را بگردید.',
      brand: 'Bandai Namco',
      seller: 'گیمینو',
      offers: [
        { name: 'ظرفیت ۱ PlayStation 5', sku: 'ER-PS5-C1', price: 9_900_000, availability: 'InStock' },
        { price: 12_000_000, availability: 'OutOfStock' },
        { price: 15_000_000, availability: 'PreOrder' },
      ],
    });
    expect(richResultProblems(data)).toEqual([]);
    expect(data).toMatchObject({ '@type': 'Product', brand: { '@type': 'Brand', name: 'Bandai Namco' } });
    expect(data.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        price: 9_900_000,
        priceCurrency: 'IRR',
        availability: 'https://schema.org/InStock',
        sku: 'ER-PS5-C1',
      }),
      expect.objectContaining({ price: 12_000_000, availability: 'https://schema.org/OutOfStock' }),
      expect.objectContaining({ price: 15_000_000, availability: 'https://schema.org/PreOrder' }),
    ]);
  });

  it('BreadcrumbList: every item with its position from 1, its name and its absolute URL', () => {
    const data = breadcrumbList([
      { name: 'خانه', url: `${SITE}/` },
      { name: 'محصولات', url: `${SITE}/products` },
    ]);
    expect(richResultProblems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'خانه', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'محصولات', item: `${SITE}/products` },
    ]);
  });

  it('BlogPosting: headline, datePublished with its zone, image, and the publisher', () => {
    const data = blogPosting({
      headline: 'اکانت آفلاین چیست؟',
      url: `${SITE}/blog/offline-account-guide`,
      images: ['http://localhost:4010/blog/wp-content/uploads/offline-account-guide.svg'],
      datePublished: '2026-01-08T06:30:00Z',
      dateModified: '2026-01-09T06:30:00Z',
      author: 'رضا کریمی',
      publisher: { name: 'گیمینو', logo: `${SITE}/icons/icon-512.png` },
    });
    expect(richResultProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      author: { '@type': 'Person', name: 'رضا کریمی' },
      mainEntityOfPage: { '@id': `${SITE}/blog/offline-account-guide` },
    });
  });

  it('FAQPage: each question a Question with its acceptedAnswer', () => {
    const data = faqPage([{ question: 'اکانت ظرفیتی چیست؟', answer: 'اکانتی که بین چند نفر تقسیم می‌شود.' }]);
    expect(richResultProblems(data)).toEqual([]);
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'اکانت ظرفیتی چیست؟',
        acceptedAnswer: { '@type': 'Answer', text: 'اکانتی که بین چند نفر تقسیم می‌شود.' },
      },
    ]);
  });

  it('VideoObject: name, thumbnailUrl, uploadDate and contentUrl, with the length as an ISO 8601 duration', () => {
    const data = videoObject({
      name: 'تریلر الدن رینگ',
      description: 'تریلر الدن رینگ',
      thumbnailUrl: 'http://localhost:4010/commerce/files/gallery/elden-ring/poster.jpg',
      uploadDate: '2022-02-25T00:00:00+03:30',
      contentUrl: 'http://localhost:4010/commerce/files/gallery/elden-ring/trailer.mp4',
      durationSeconds: 95,
    });
    expect(richResultProblems(data)).toEqual([]);
    expect(data.duration).toBe('PT1M35S');
    expect([isoDuration(0), isoDuration(60), isoDuration(3605)]).toEqual(['PT0S', 'PT1M', 'PT1H5S']);
  });

  it('Organization: name, url and logo; WebSite: a SearchAction into the catalog search', () => {
    const org = organization({ name: 'گیمینو', url: `${SITE}/`, logo: `${SITE}/icons/icon-512.png` });
    const site = webSite({ name: 'گیمینو', url: `${SITE}/`, searchUrl: `${SITE}/products?q={search_term_string}` });
    expect(richResultProblems(org)).toEqual([]);
    expect(richResultProblems(site)).toEqual([]);
    expect(site.potentialAction).toMatchObject({ target: { urlTemplate: `${SITE}/products?q={search_term_string}` } });
  });

  it('the checker itself catches what is missing', () => {
    expect(richResultProblems(product({ name: '', url: SITE, images: [], offers: [], seller: 'گیمینو' }))).toEqual([
      'name',
      'image',
      'offers',
    ]);
    expect(richResultProblems(breadcrumbList([{ name: 'خانه', url: '/' }]))).toEqual([
      'itemListElement[0].item (absolute)',
    ]);
  });
});

describe('JSON-LD in the page: text from a service stays inside its script', () => {
  const hostile = faqPage([{ question: HOSTILE, answer: `a & b > c <!-- \u2028 \u2029 ${HOSTILE}` }]);

  it('escapes <, >, & and U+2028/U+2029 as JSON escapes, and still means the same', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('a CMS string with </script><script>alert(1)</script> renders as one data block that holds it whole', () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<JsonLd data={[hostile, null]} />);
    const scripts = root.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute('type')).toBe('application/ld+json');
    const parsed = JSON.parse(scripts[0].textContent ?? '') as typeof hostile;
    expect((parsed.mainEntity as { name: string }[])[0].name).toBe(HOSTILE);
  });

  it('the server stamps no nonce on it and lets it through untouched (it is data, not script)', () => {
    const html = renderToString(<JsonLd data={[hostile]} />);
    const stamper = createNonceStamper('n0nce');
    const out =
      stamper.write(`<head></head><body>${html}<script>self.__next_f.push([1,"x"])</script></body>`) + stamper.end();
    expect(out).toContain(html);
    expect(out.match(/nonce="n0nce"/g)).toHaveLength(1);
  });
});
