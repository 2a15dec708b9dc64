// The shop as a stranger on the open internet meets it: made-up addresses are answered but never kept, real ones
// are kept; every answer carries the security headers; an absolute-form request line stays on this site.
import { connect } from 'node:net';
import { expect, test, type APIRequestContext } from './fixtures';
import { ELDEN_RING, SANDBOX } from './support';

const cacheOf = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { maxRedirects: 0 });
  return {
    status: response.status(),
    cache: response.headers()['x-nextjs-cache'],
    location: response.headers().location,
  };
};

/** Each made-up address twice: the second answer would come from the render cache if the first had been kept. */
const MADE_UP = [
  ['/products?genres=made-up-genre', 200],
  ['/products?brands=made-up-brand&sort=cheapest', 200],
  ['/product/made-up-game', 404],
  ['/blog/made-up-post', 404],
  ['/blogs?page=9999', 404],
  ['/brand/made-up-brand', 404],
  ['/category/made-up-category?genres=Adventure', 404],
] as const;

test('made-up addresses are answered and never kept: no second answer comes from the render cache', async ({
  request,
}) => {
  for (const [path, status] of MADE_UP) {
    for (const round of [1, 2]) {
      const answer = await cacheOf(request, path);
      expect(answer.status, `${path} (${round})`).toBe(status);
      expect(answer.cache, `${path} (${round})`).not.toBe('HIT');
    }
  }
  // A variant the game does not have: sent to the game's own page each time, not from the cache.
  for (const round of [1, 2]) {
    const answer = await cacheOf(request, `/product/${ELDEN_RING.slug}?variantId=987654321`);
    expect(answer, `variant (${round})`).toMatchObject({ status: 308, location: `/product/${ELDEN_RING.slug}` });
    expect(answer.cache).not.toBe('HIT');
  }
});

test('real addresses are kept as before: the second answer comes from the render cache', async ({ request }) => {
  for (const path of [
    '/products?genres=Adventure',
    `/product/${ELDEN_RING.slug}`,
    '/blog/spring-2026-releases',
    '/blogs?page=2',
  ]) {
    await request.get(path);
    expect((await cacheOf(request, path)).cache, path).toBe('HIT');
  }
});

test('a made-up facet value still shows the catalog, in Persian, with the value as a chip to remove', async ({
  page,
}) => {
  await page.goto('/products?genres=made-up-genre');
  await expect(page.getByRole('heading', { level: 1, name: 'محصولات' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('made-up-genre');
});

test('the image optimizer fetches only from the services’ file folders', async ({ request }) => {
  const outside = await request.get(`/_next/image?url=${encodeURIComponent(`${SANDBOX}/__sandbox/health`)}&w=64&q=75`);
  expect(outside.status()).toBe(400);
  const real = await request.get(
    `/_next/image?url=${encodeURIComponent(`${SANDBOX}/payment/files/gateways/saman.png`)}&w=64&q=75`,
  );
  expect(real.status()).toBe(200);
});

test('every answer carries the security headers: pages, errors, data, files, health and the webhook', async ({
  request,
}) => {
  const answers = {
    page: await request.get('/terms'),
    missing: await request.get('/product/made-up-game'),
    flight: await request.get('/terms', { headers: { rsc: '1' } }),
    health: await request.get('/api/health'),
    webhook: await request.post('/api/revalidate', { data: { tags: ['catalog'] } }),
    manifest: await request.get('/manifest.webmanifest'),
    chunk: await request.get(
      ((await (await request.get('/terms')).text()).match(/\/_next\/static\/chunks\/[^"]+\.js/) ?? ['/'])[0],
    ),
  };
  expect(answers.webhook.status()).toBe(401);
  for (const [name, response] of Object.entries(answers)) {
    const headers = response.headers();
    expect(headers['x-content-type-options'], name).toBe('nosniff');
    expect(headers['x-frame-options'], name).toBe('DENY');
    expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
    const policy = headers['content-security-policy'] ?? '';
    if ((headers['content-type'] ?? '').startsWith('text/html')) {
      expect(policy, name).toMatch(/script-src [^;]*'nonce-/);
      expect(headers.vary, name).toMatch(/\bCookie\b/);
    } else {
      expect(policy, name).toMatch(/^default-src 'none'/);
    }
  }
});

test('a request line naming another host is answered for this site, never sent there', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  const head = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname, () => {
      socket.write(`GET http://evil.example/about HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
    });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(received.slice(0, received.indexOf('\r\n\r\n')));
      }
    });
    socket.on('error', reject);
  });
  expect(head).toMatch(/^HTTP\/1\.1 200/);
  expect(head).not.toMatch(/^location:.*evil\.example/im);
});
