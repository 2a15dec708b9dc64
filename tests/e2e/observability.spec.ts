// Field Web Vitals and the server's metrics, end to end: a phone views a page and leaves it, and the instance's
// /api/metrics then holds that view under the page's route template, beside the requests it answered and the
// services it read. Metrics are for this machine only: a request a proxy forwarded gets none.
import { expect, test, type APIRequestContext, type Page } from './fixtures';

async function metricsText(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/metrics');
  expect(response.status()).toBe(200);
  return response.text();
}

/** The page has started measuring: the reporter is fetched when the page is first idle. */
async function measuring(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForLoadState('networkidle');
}

test('a product page viewed and left reports its vitals under /product/[slug]', async ({ page, request }) => {
  await page.goto('/product/elden-ring');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await measuring(page);
  // Leaving the page hides it: the reporter sends what it measured (a beacon of the page being left, which
  // Playwright does not show as the new page's request, so it is read where it arrives).
  await page.goto('/about');

  await expect
    .poll(() => metricsText(request))
    .toMatch(/web_vitals_lcp_seconds_bucket\{le="[^"]+",route="\/product\/\[slug\]"\} [1-9]/);
  const text = await metricsText(request);
  expect(text).toMatch(/web_vitals_fcp_seconds_count\{route="\/product\/\[slug\]"\} [1-9]/);
  expect(text).toMatch(
    /web_vitals_reports_total\{route="\/product\/\[slug\]",navigation_type="navigate",connection="[\w-]+"\} [1-9]/,
  );
  expect(text).toMatch(
    /http_server_request_duration_seconds_bucket\{le="[^"]+",route="\/product\/\[slug\]",method="GET",status="200",source="\w+"\} [1-9]/,
  );
  expect(text).not.toContain('elden-ring');
});

test('a catalog search rendered for its request shows the commerce reads it made', async ({ page, request }) => {
  await page.goto(`/products?q=${encodeURIComponent('فیفا')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const text = await metricsText(request);
  expect(text).toMatch(
    /upstream_request_duration_seconds_bucket\{le="[^"]+",service="commerce",operation="\/api\/services\/app\/Product\/SearchWithFacets",outcome="ok"\} [1-9]/,
  );
  expect(text).toMatch(
    /http_server_request_duration_seconds_count\{route="\/products",method="GET",status="200",source="render"\} [1-9]/,
  );
  expect(text).toContain('process_cpu_seconds_total');
});

test('each answer carries its request id; metrics are 404 to anything a proxy forwarded', async ({ request }) => {
  const page = await request.get('/', { headers: { 'x-request-id': 'e2e0123456789abcdef' } });
  expect(page.headers()['x-request-id']).toBe('e2e0123456789abcdef');
  const forwarded = await request.get('/api/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect(forwarded.status()).toBe(404);
  expect(await forwarded.text()).not.toContain('web_vitals');
});

test('a report from another site, or one that is not a report, is refused', async ({ request }) => {
  const report = { path: '/', navigation: 'navigate', connection: '4g', metrics: [{ name: 'LCP', value: 900 }] };
  expect(
    (await request.post('/api/vitals', { data: report, headers: { 'sec-fetch-site': 'same-origin' } })).status(),
  ).toBe(204);
  expect(
    (await request.post('/api/vitals', { data: report, headers: { 'sec-fetch-site': 'cross-site' } })).status(),
  ).toBe(403);
  expect((await request.post('/api/vitals', { data: { ...report, path: '/wp-login.php' } })).status()).toBe(400);
  expect(
    (
      await request.post('/api/vitals', { data: { ...report, path: undefined, route: '/product/elden-ring' } })
    ).status(),
  ).toBe(400);
});
