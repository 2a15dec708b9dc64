// @vitest-environment node
// What /api/vitals takes: exactly one report of known metrics, in range, for a known route template.
import { MAX_REPORT_BYTES } from '@/lib/web-vitals-report';
import { parseWebVitalsReport } from '@/lib/web-vitals-report-schema';

const good = {
  route: '/product/[slug]',
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
const parse = (value: unknown) => parseWebVitalsReport(JSON.stringify(value));

describe('a web vitals report', () => {
  it('is taken whole when every field is known and in range', () => {
    expect(parse(good)).toEqual(good);
    expect(parse({ ...good, connection: 'unknown', metrics: [{ name: 'TTFB', value: 0 }] })).not.toBeNull();
  });

  it('names a route template, never an address', () => {
    expect(parse({ ...good, route: '/product/elden-ring' })).toBeNull();
    expect(parse({ ...good, route: '/wp-admin' })).toBeNull();
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
    expect(parseWebVitalsReport(padded)).toBeNull();
  });
});
