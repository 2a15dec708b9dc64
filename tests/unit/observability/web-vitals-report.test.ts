// @vitest-environment node
// What /api/vitals takes: exactly one report of known metrics, in range, for an address a page has; the address
// is kept only as its route template.
import { MAX_REPORT_BYTES } from '@/lib/web-vitals-report';
import { parseWebVitalsReport } from '@/lib/web-vitals-report-schema';

const measured = {
  navigation: 'navigate',
  connection: '4g',
  metrics: [
    { name: 'LCP', value: 1830.5 },
    { name: 'CLS', value: 0.012 },
    { name: 'INP', value: 96 },
    { name: 'FCP', value: 900 },
    { name: 'TTFB', value: 120 },
  ],
};
const good = { path: '/product/elden-ring', ...measured };
const parse = (value: unknown) => parseWebVitalsReport(JSON.stringify(value));

const taken = { route: '/product/[slug]', ...measured };

describe('a web vitals report', () => {
  it('is taken when every field is known and in range, with the route template in place of the path', () => {
    expect(parse(good)).toEqual(taken);
    expect(parse({ ...good, connection: 'unknown', metrics: [{ name: 'TTFB', value: 0 }] })).not.toBeNull();
    expect(parse({ ...good, path: '/' })).toMatchObject({ route: '/' });
    expect(parse({ ...good, path: '/blogs/category/news' })).toMatchObject({ route: '/blogs/category/[slug]' });
  });

  it('keeps only the template: nothing of the address reaches the observer', () => {
    expect(JSON.stringify(parse(good))).not.toContain('elden-ring');
  });

  it('refuses an address no page has, one with a query, and a path that is not one', () => {
    expect(parse({ ...good, path: '/wp-admin' })).toBeNull();
    expect(parse({ ...good, path: '/product/elden-ring/extra/parts' })).toBeNull();
    expect(parse({ ...good, path: '/product/elden-ring?variantId=3' })).toBeNull();
    expect(parse({ ...good, path: 'product/elden-ring' })).toBeNull();
    expect(parse({ ...good, path: `/product/${'a'.repeat(600)}` })).toBeNull();
    expect(parse({ ...good, path: 42 })).toBeNull();
  });

  it('takes the route template a page built before sent in place of the path, and never an address there', () => {
    expect(parse(taken)).toEqual(taken);
    expect(parse({ ...measured, route: '/product/elden-ring' })).toBeNull();
    expect(parse({ ...good, route: '/product/[slug]' })).toBeNull();
  });

  it('refuses unknown metrics, navigation or connection types, and extra fields', () => {
    expect(parse({ ...good, metrics: [{ name: 'FID', value: 10 }] })).toBeNull();
    expect(parse({ ...good, navigation: 'teleport' })).toBeNull();
    expect(parse({ ...good, connection: '5g' })).toBeNull();
    expect(parse({ ...good, userId: 42 })).toBeNull();
    expect(parse({ ...good, metrics: [{ name: 'LCP', value: 1, url: '/product/elden-ring' }] })).toBeNull();
  });

  it('refuses values out of range, a metric twice, or none', () => {
    expect(parse({ ...good, metrics: [{ name: 'LCP', value: -1 }] })).toBeNull();
    expect(parse({ ...good, metrics: [{ name: 'LCP', value: 600_001 }] })).toBeNull();
    expect(parse({ ...good, metrics: [{ name: 'CLS', value: 11 }] })).toBeNull();
    expect(parse({ ...good, metrics: [{ name: 'LCP', value: '1200' }] })).toBeNull();
    expect(
      parse({
        ...good,
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      }),
    ).toBeNull();
    expect(parse({ ...good, metrics: [] })).toBeNull();
  });

  it('refuses what is not JSON, and a body past the size of a report', () => {
    expect(parseWebVitalsReport('route=/')).toBeNull();
    const padded = JSON.stringify(good).replace('"4g"', `"4g"${' '.repeat(MAX_REPORT_BYTES)}`);
    expect(JSON.parse(padded)).toEqual(good);
    expect(parseWebVitalsReport(JSON.stringify(good))).not.toBeNull();
    expect(parseWebVitalsReport(padded)).toBeNull();
  });
});
