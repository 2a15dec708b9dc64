// @vitest-environment node
// POST /api/vitals: a report from a page of this site reaches the server's observer; anything else does not.
import { POST } from '@/app/api/vitals/route';
import { installServerObserver } from '@/services/observer';

const webVitals = vi.fn();
const measured = { navigation: 'reload', connection: '3g', metrics: [{ name: 'LCP', value: 2100 }] };
const report = { path: '/', ...measured };

function send(
  body: BodyInit,
  headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
): Promise<Response> {
  return POST(
    new Request('http://shop.test/api/vitals', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
  );
}

beforeEach(() => {
  webVitals.mockReset();
  installServerObserver({ webVitals, upstreamRead: vi.fn(), sharedCacheReady: vi.fn() });
});
afterEach(() => installServerObserver(undefined));

describe('POST /api/vitals', () => {
  it('hands a report from this site to the observer and answers with no body', async () => {
    const response = await send(JSON.stringify(report));
    expect(response.status).toBe(204);
    expect(webVitals).toHaveBeenCalledWith({ route: '/', ...measured });
  });

  it("takes a report from a client that does not say where it came from, but not from another site's page", async () => {
    expect((await send(JSON.stringify(report), {})).status).toBe(204);
    expect((await send(JSON.stringify(report), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(webVitals).toHaveBeenCalledTimes(1);
  });

  it('refuses a malformed report, and a long body before reading it whole', async () => {
    expect((await send('{"route":"/product/elden-ring"}')).status).toBe(400);
    expect((await send(JSON.stringify({ ...report, path: '/wp-login.php' }))).status).toBe(400);
    expect((await send('x'.repeat(5_000))).status).toBe(413);
    // A body streamed without a length is cut off at the bound as it is read.
    const endless = new ReadableStream({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('x'.repeat(512)));
      },
    });
    const streamed = await POST(
      new Request('http://shop.test/api/vitals', { method: 'POST', body: endless, duplex: 'half' } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(webVitals).not.toHaveBeenCalled();
  });

  it('without an observer (next dev), still answers and keeps nothing', async () => {
    installServerObserver(undefined);
    expect((await send(JSON.stringify(report))).status).toBe(204);
  });
});
