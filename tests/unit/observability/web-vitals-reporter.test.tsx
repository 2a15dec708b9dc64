// The browser side of field Web Vitals: measured values wait until the page is hidden, then go in one beacon
// per page view, with the page's path and no query (the server keeps only its route template).
import type { Metric } from 'web-vitals';
import { render } from '@testing-library/react';
import { reportWebVitals } from '@/components/shell/web-vitals-reporter';
import { vitalsSampleRate, WebVitals } from '@/components/shell/WebVitals';

const callbacks = vi.hoisted(() => new Map<string, (metric: Metric) => void>());
vi.mock('web-vitals', () =>
  Object.fromEntries(
    ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'].map((name) => [
      `on${name}`,
      (callback: (metric: Metric) => void) => callbacks.set(name, callback),
    ]),
  ),
);

const beacons: { url: string; body: Blob }[] = [];

function measure(
  name: Metric['name'],
  value: number,
  id = `v5-${name}`,
  navigationType: Metric['navigationType'] = 'navigate',
) {
  callbacks.get(name)!({ name, value, id, navigationType } as Metric);
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
}

async function sentReports() {
  return Promise.all(
    beacons.map(async ({ url, body }) => ({
      url,
      type: body.type,
      report: JSON.parse(await body.text()) as Record<string, unknown>,
    })),
  );
}

beforeEach(() => {
  beacons.length = 0;
  callbacks.clear();
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => beacons.push({ url, body }) > 0,
  });
});

describe('web vitals reporter', () => {
  it('sends nothing while the page is shown, then everything measured in one beacon when it is hidden', async () => {
    window.history.replaceState(null, '', '/product/elden-ring?variantId=3');
    reportWebVitals();
    measure('TTFB', 120);
    measure('FCP', 900);
    measure('LCP', 1830);
    expect(beacons).toHaveLength(0);
    hide();
    expect(await sentReports()).toEqual([
      {
        url: '/api/vitals',
        type: 'application/json',
        report: {
          path: '/product/elden-ring',
          navigation: 'navigate',
          connection: 'unknown',
          metrics: [
            { name: 'TTFB', value: 120 },
            { name: 'FCP', value: 900 },
            { name: 'LCP', value: 1830 },
          ],
        },
      },
    ]);
  });

  it('sends each measurement once: a later value of the same one is not counted again', async () => {
    window.history.replaceState(null, '', '/cart');
    reportWebVitals();
    measure('CLS', 0.01);
    hide();
    measure('CLS', 0.2);
    measure('INP', 96);
    hide();
    const reports = await sentReports();
    expect(reports.map(({ report }) => report.metrics)).toEqual([
      [{ name: 'CLS', value: 0.01 }],
      [{ name: 'INP', value: 96 }],
    ]);
  });

  it('a page restored from the back-forward cache reports as a view of its own', async () => {
    window.history.replaceState(null, '', '/');
    reportWebVitals();
    measure('LCP', 1500);
    measure('LCP', 40, 'v5-LCP-restored', 'back-forward-cache');
    hide();
    const reports = await sentReports();
    expect(reports.map(({ report }) => [report.navigation, report.metrics])).toEqual([
      ['navigate', [{ name: 'LCP', value: 1500 }]],
      ['back-forward-cache', [{ name: 'LCP', value: 40 }]],
    ]);
  });

  it('reports the page the visit landed on, after a soft navigation too', async () => {
    window.history.replaceState(null, '', '/blogs');
    reportWebVitals();
    measure('LCP', 1200);
    window.history.pushState(null, '', '/blog/spring-2026-releases');
    measure('INP', 80);
    hide();
    const reports = await sentReports();
    expect(reports.map(({ report }) => report.path)).toEqual(['/blogs']);
  });
});

describe('sampling', () => {
  it('VITALS_SAMPLE_RATE is a share between 0 and 1; anything else means every view', () => {
    expect(vitalsSampleRate(undefined)).toBe(1);
    expect(vitalsSampleRate('0.25')).toBe(0.25);
    expect(vitalsSampleRate('0')).toBe(0);
    expect(vitalsSampleRate('7')).toBe(1);
    expect(vitalsSampleRate('-1')).toBe(0);
    expect(vitalsSampleRate('a lot')).toBe(1);
  });

  it('a view in the sample loads the measuring code once the page is idle; one outside it schedules nothing', async () => {
    window.history.replaceState(null, '', '/');
    vi.stubEnv('VITALS_SAMPLE_RATE', '1');
    const sampled = render(<WebVitals />);
    await vi.waitFor(() => expect(callbacks.size).toBe(5));
    sampled.unmount();
    callbacks.clear();
    vi.useFakeTimers();
    vi.stubEnv('VITALS_SAMPLE_RATE', '0');
    render(<WebVitals />);
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });
});
