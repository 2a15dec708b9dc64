// POST /__sandbox/restock over real HTTP: a variant back in stock everywhere at once, the back-in-stock requests it
// answers marked sent and readable through ProductNotification/GetMine (docs/contracts/commerce.md, "Notify me";
// docs/contracts/README.md, "Development endpoints"), and the shop's catalog refreshed through its webhook.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { commerceCalls } from './commerce-calls';
import { request, sandboxForThisFile } from './helpers';
import { GHOST, notificationCalls } from './notification-calls';

const sandbox = sandboxForThisFile();
const { product, variantOf, found, newShopper } = commerceCalls(sandbox);
const { ghostOutOfStock, upsert, mine, restock, ghostRequest } = notificationCalls(sandbox);
afterEach(() => {
  vi.useRealTimers();
});

describe('POST /__sandbox/restock', () => {
  beforeEach(async () => {
    await request(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
  });

  it('puts the variant back in stock and marks its pending back-in-stock requests sent, readable through GetMine', async () => {
    const [token, other] = [await newShopper(), await newShopper()];
    const ghost = await product(GHOST);
    const variant = await ghostOutOfStock();
    await upsert(token, await ghostRequest(['Sms']));
    await upsert(token, {
      productId: ghost.id,
      productVariantId: variant.id,
      type: 'AmazingDiscount',
      channels: ['Sms'],
    });
    await upsert(other, await ghostRequest(['InAppNotification']));

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-14T15:33:45Z'));
    const answer = await restock({ variantId: variant.id, stock: 3 });
    vi.useRealTimers();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      variantId: variant.id,
      productSlug: GHOST,
      stock: 3,
      status: 'InStock',
      sent: 2,
    });

    const requests = await mine(token, ghost.id);
    expect(requests.find((item) => item.type === 'ProductAvailable')).toMatchObject({
      status: 'Sent',
      sentTime: '2025-12-14T19:03:45',
      variant: { status: 'InStock' },
    });
    expect(requests.find((item) => item.type === 'AmazingDiscount')).toMatchObject({
      status: 'Pending',
      sentTime: null,
    });
    expect((await mine(other, ghost.id))[0]).toMatchObject({ status: 'Sent' });
  });

  it('the restocked variant reads InStock on the product page and in the catalog', async () => {
    const variant = await ghostOutOfStock();
    const nba = await variantOf('nba-2k25', 'playstation-5', 'capacity-1');
    expect(variant.status).toBe('OutOfStock');
    await restock({ variantId: variant.id, stock: 2 });
    await restock({ variantId: nba.id, stock: 1 });
    expect((await ghostOutOfStock()).status).toBe('InStock');
    const card = (await found({ phrase: 'NBA 2K25' })).pagedResult.items.find((item) => item.slug === 'nba-2k25')!;
    expect(card.minVariant!.items[0]).toMatchObject({ id: nba.id, status: 'InStock', salePrice: expect.any(Number) });
    const available = await found({ onlyAvailable: true, maxResultCount: 100 });
    expect(available.pagedResult.items.map((item) => item.slug)).toContain('nba-2k25');
  });

  it('a product-wide request is sent when any of its variants comes back; stock 0 takes a variant out again and sends nothing', async () => {
    const token = await newShopper();
    const nba = await product('nba-2k25');
    await upsert(token, { productId: nba.id, type: 'ProductAvailable', channels: ['Sms'] });
    const variant = await variantOf('nba-2k25', 'playstation-4', 'capacity-2');
    expect((await restock({ variantId: variant.id, stock: 0 })).body).toMatchObject({ status: 'OutOfStock', sent: 0 });
    expect((await mine(token, nba.id))[0].status).toBe('Pending');
    expect((await restock({ variantId: variant.id, stock: 1 })).body.sent).toBe(1);
    expect((await mine(token, nba.id))[0].status).toBe('Sent');
    // Once sent, the product can be bought again, so a new back-in-stock request is refused.
    expect((await upsert(token, { productId: nba.id, type: 'ProductAvailable', channels: ['Sms'] })).status).toBe(500);
  });

  it('refuses a bad body with 400 and an unknown variant with 404, changing nothing', async () => {
    for (const body of [
      { variantId: 1 },
      { variantId: 'x', stock: 1 },
      { variantId: 1, stock: -1 },
      { variantId: 1, stock: 1.5 },
      [1],
    ]) {
      const response = await restock(body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBeTruthy();
    }
    const unknown = await restock({ variantId: 999_999, stock: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('no variant 999999');
  });

  describe('the shop is told to refresh its catalog', () => {
    let shop: Server;
    let received: unknown[] = [];
    beforeAll(async () => {
      shop = createServer((req, res) => {
        let text = '';
        req.on('data', (chunk: Buffer) => (text += chunk.toString()));
        req.on('end', () => {
          received.push({ secret: req.headers['x-revalidate-secret'], body: JSON.parse(text) });
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ revalidated: ['catalog'] }));
        });
      });
      await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

    it('with the shared secret and the catalog tag, as a publish does', async () => {
      const config = sandbox.deps.config;
      const saved = { url: config.shopRevalidateUrl, secret: config.revalidateSecret };
      config.shopRevalidateUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/revalidate`;
      config.revalidateSecret = 'restock-secret';
      received = [];
      try {
        const answer = await restock({ variantId: (await ghostOutOfStock()).id, stock: 1 });
        expect(answer.body.webhook).toMatchObject({ status: 200 });
        expect(received).toEqual([{ secret: 'restock-secret', body: { tags: ['catalog'] } }]);
      } finally {
        config.shopRevalidateUrl = saved.url;
        config.revalidateSecret = saved.secret;
      }
    });
  });
});
