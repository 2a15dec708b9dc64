// Commerce host over real HTTP: "tell me when" requests (docs/contracts/commerce.md, "Notify me"; CONTRACTS §12.5)
// and the development call that puts a variant back in stock and marks its requests sent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PagedResult } from '@/services/types/common';
import { commerceCalls } from './commerce-calls';
import { request, sandboxForThisFile, type AbpBody } from './helpers';

const sandbox = sandboxForThisFile();
const { api, product, variantOf, found, newShopper, demoToken } = commerceCalls(sandbox);
afterEach(() => {
  vi.useRealTimers();
});

type NotificationRequest = {
  id: number;
  productId: number;
  productVariantId: number | null;
  type: string;
  channels: string[];
  status: 'Pending' | 'Sent';
  creationTime: string;
  sentTime: string | null;
  product: { id: number; name: string; persianName: string; slug: string; filePath: string; fileTitleAttribute: string; fileAltAttribute: string };
  variant: { id: number; name: string; status: string } | null;
};
type Restocked = { variantId: number; productSlug: string; stock: number; status: string; sent: number; webhook: { status: number | null } };

const GHOST = 'ghost-of-tsushima-directors-cut';
/** Ghost of Tsushima's only variant without stock. */
const ghostOutOfStock = () => variantOf(GHOST, 'playstation-5', 'capacity-2');
const ghostInStock = () => variantOf(GHOST, 'playstation-5', 'capacity-1');

const upsert = (token: string | undefined, body: Record<string, unknown>) =>
  request<AbpBody<NotificationRequest | null>>(api('ProductNotification/Upsert'), { token, body });

async function mine(token: string, productId: number) {
  const response = await request<AbpBody<NotificationRequest[]>>(`${api('ProductNotification/GetMine')}?ProductId=${productId}`, { token });
  expect(response.status).toBe(200);
  return response.body.result!;
}

async function allMine(token: string, query = 'SkipCount=0&MaxResultCount=100') {
  const response = await request<AbpBody<PagedResult<NotificationRequest>>>(`${api('ProductNotification/GetAllMine')}?${query}`, { token });
  expect(response.status).toBe(200);
  return response.body.result!;
}

const restock = (body: unknown) => request<Restocked & { error?: string }>(`${sandbox.url}/__sandbox/restock`, { body });

/** A seeded shopper signed in through identity: Maryam has no e-mail in her profile. */
async function maryamToken() {
  const response = await request<AbpBody<{ accessToken: string }>>(`${sandbox.url}/identity/api/TokenAuth/Login`, {
    body: { emailOrPhoneNumber: '09351234567', password: 'Player@2024' },
  });
  return response.body.result!.accessToken;
}

const ghostRequest = async (channels: string[], type = 'ProductAvailable') => {
  const ghost = await product(GHOST);
  return { productId: ghost.id, productVariantId: (await ghostOutOfStock()).id, type, channels };
};

describe('ProductNotification', () => {
  it('every call needs a login: 401', async () => {
    for (const response of [
      await upsert(undefined, { productId: 1, type: 'ProductAvailable', channels: ['Sms'] }),
      await request(`${api('ProductNotification/GetMine')}?ProductId=1`, { token: 'expired.or.wrong' }),
      await request(api('ProductNotification/GetAllMine')),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body.unAuthorizedRequest).toBe(true);
    }
  });

  it('the demo account starts with no request', async () => {
    expect(await allMine(await demoToken())).toEqual({ totalCount: 0, items: [] });
  });

  it('Upsert saves a back-in-stock request for an out-of-stock variant; GetMine reads it Pending', async () => {
    const token = await newShopper();
    const body = await ghostRequest(['inappnotification', 'Sms', 'Sms']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-14T15:33:45Z'));
    const saved = await upsert(token, body);
    vi.useRealTimers();
    expect(saved.status).toBe(200);
    const ghost = await product(GHOST);
    const expected = {
      id: expect.any(Number),
      productId: ghost.id,
      productVariantId: body.productVariantId,
      type: 'ProductAvailable',
      channels: ['Sms', 'InAppNotification'],
      status: 'Pending',
      creationTime: '2025-12-14T19:03:45',
      sentTime: null,
      product: {
        id: ghost.id,
        name: ghost.name,
        persianName: ghost.persianName,
        slug: GHOST,
        filePath: ghost.filePath,
        fileTitleAttribute: ghost.fileTitleAttribute,
        fileAltAttribute: ghost.fileAltAttribute,
      },
      variant: { id: body.productVariantId, name: 'ظرفیت ۲ PS5', status: 'OutOfStock' },
    };
    expect(saved.body.result).toEqual(expected);
    expect(await mine(token, ghost.id)).toEqual([expected]);
  });

  it('saving again changes the channels of the same request and keeps its date; [] or [None] cancels it', async () => {
    const token = await demoToken();
    const first = (await upsert(token, await ghostRequest(['Sms']))).body.result!;
    const second = (await upsert(token, await ghostRequest(['Email', 'None']))).body.result!;
    expect(second).toMatchObject({ id: first.id, channels: ['Email'], creationTime: first.creationTime });
    expect(await mine(token, first.productId)).toHaveLength(1);

    for (const channels of [[], ['None']]) {
      await upsert(token, await ghostRequest(['Sms']));
      const cancelled = await upsert(token, await ghostRequest(channels));
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.result).toBeNull();
      expect(await mine(token, first.productId)).toEqual([]);
    }
    // Cancelling what was never asked for is no error.
    expect((await upsert(token, await ghostRequest([]))).status).toBe(200);
  });

  it('each type and variant is its own request: AmazingDiscount on an in-stock variant, back in stock for the whole product', async () => {
    const token = await newShopper();
    const nba = await product('nba-2k25');
    const ghost = await product(GHOST);
    const discount = await upsert(token, { productId: ghost.id, productVariantId: (await ghostInStock()).id, type: 'amazingdiscount', channels: ['Sms'] });
    expect(discount.status).toBe(200);
    expect(discount.body.result).toMatchObject({ type: 'AmazingDiscount', variant: { status: 'InStock' } });
    await upsert(token, await ghostRequest(['Sms']));
    const wholeProduct = await upsert(token, { productId: nba.id, productVariantId: null, type: 'ProductAvailable', channels: ['InAppNotification'] });
    expect(wholeProduct.body.result).toMatchObject({ productVariantId: null, variant: null, product: { slug: 'nba-2k25' } });
    expect((await mine(token, ghost.id)).map((item) => item.type).sort()).toEqual(['AmazingDiscount', 'ProductAvailable']);
  });

  it('back in stock is refused, in Persian, for a variant or a product that can be bought now', async () => {
    const token = await newShopper();
    const ghost = await product(GHOST);
    const variant = await upsert(token, { productId: ghost.id, productVariantId: (await ghostInStock()).id, type: 'ProductAvailable', channels: ['Sms'] });
    expect(variant.status).toBe(500);
    expect(variant.body.error!.message).toBe('این گزینه موجود است؛ درخواست اطلاع از موجود شدن تنها برای گزینه‌ی ناموجود ثبت می‌شود.');
    const whole = await upsert(token, { productId: ghost.id, type: 'ProductAvailable', channels: ['Sms'] });
    expect(whole.status).toBe(500);
    expect(whole.body.error!.message).toBe('این محصول موجود است؛ درخواست اطلاع از موجود شدن تنها برای محصول ناموجود ثبت می‌شود.');
  });

  it('Email needs an e-mail in the profile: 500 in Persian without one; Sms and in-app still work', async () => {
    const token = await maryamToken();
    const refused = await upsert(token, await ghostRequest(['Email', 'Sms']));
    expect(refused.status).toBe(500);
    expect(refused.body.error!.message).toBe('برای اطلاع‌رسانی با ایمیل، ابتدا ایمیل خود را در پروفایل ثبت کنید.');
    expect((await upsert(token, await ghostRequest(['Sms', 'InAppNotification']))).status).toBe(200);
  });

  it('checks the input: type, channels, the product and that the variant is the product\'s', async () => {
    const token = await newShopper();
    const ghost = await product(GHOST);
    const otherGame = (await variantOf('elden-ring', 'playstation-5', 'capacity-3')).id;
    const invalid = [
      [{ ...(await ghostRequest(['Sms'])), type: 'Restock' }, 'type', 'نوع اطلاع‌رسانی باید ProductAvailable یا AmazingDiscount باشد.'],
      [{ ...(await ghostRequest(['Fax'])) }, 'channels', 'روش‌های اطلاع‌رسانی باید فهرستی از None، Email، Sms و InAppNotification باشد.'],
      [{ productId: ghost.id, type: 'ProductAvailable', channels: 'Sms' }, 'channels', 'روش‌های اطلاع‌رسانی باید فهرستی از None، Email، Sms و InAppNotification باشد.'],
      [{ productId: ghost.id, productVariantId: otherGame, type: 'AmazingDiscount', channels: ['Sms'] }, 'productVariantId', 'این گزینه از محصول انتخاب شده نیست.'],
      [{ type: 'AmazingDiscount', channels: ['Sms'] }, 'productId', 'The ProductId field is required.'],
    ] as const;
    for (const [body, member, message] of invalid) {
      const response = await upsert(token, body);
      expect(response.status).toBe(400);
      expect(response.body.error!.validationErrors).toEqual([{ message, members: [member] }]);
    }
    const unknownProduct = await upsert(token, { productId: 999_999, type: 'AmazingDiscount', channels: ['Sms'] });
    expect(unknownProduct.status).toBe(404);
    expect(unknownProduct.body.error!.message).toBe('رکورد مورد نظر شما Product با شناسه = 999999 یافت نشد!');
    const unknownVariant = await upsert(token, { productId: ghost.id, productVariantId: 999_999, type: 'AmazingDiscount', channels: ['Sms'] });
    expect(unknownVariant.status).toBe(404);
    expect(unknownVariant.body.error!.message).toBe('رکورد مورد نظر شما Variant با شناسه = 999999 یافت نشد!');
    expect((await request(`${api('ProductNotification/GetMine')}?ProductId=999999`, { token })).status).toBe(404);
    expect((await request(api('ProductNotification/GetMine'), { token })).status).toBe(400);
  });

  it("GetMine and GetAllMine read only the caller's requests; GetAllMine pages them newest first", async () => {
    const [token, other] = [await newShopper(), await newShopper()];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-01T08:00:00Z'));
    await upsert(token, await ghostRequest(['Sms']));
    vi.setSystemTime(new Date('2025-11-02T08:00:00Z'));
    await upsert(token, { productId: (await product('nba-2k25')).id, type: 'ProductAvailable', channels: ['Sms'] });
    vi.useRealTimers();
    const first = await allMine(token, 'SkipCount=0&MaxResultCount=1');
    expect(first.totalCount).toBe(2);
    expect(first.items.map((item) => item.product.slug)).toEqual(['nba-2k25']);
    expect((await allMine(token, 'skipCount=1&maxResultCount=1')).items.map((item) => item.product.slug)).toEqual([GHOST]);
    expect(await allMine(other)).toEqual({ totalCount: 0, items: [] });
    expect(await mine(other, (await product(GHOST)).id)).toEqual([]);
  });
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
    await upsert(token, { productId: ghost.id, productVariantId: variant.id, type: 'AmazingDiscount', channels: ['Sms'] });
    await upsert(other, await ghostRequest(['InAppNotification']));

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-14T15:33:45Z'));
    const answer = await restock({ variantId: variant.id, stock: 3 });
    vi.useRealTimers();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ variantId: variant.id, productSlug: GHOST, stock: 3, status: 'InStock', sent: 2 });

    const requests = await mine(token, ghost.id);
    expect(requests.find((item) => item.type === 'ProductAvailable')).toMatchObject({
      status: 'Sent',
      sentTime: '2025-12-14T19:03:45',
      variant: { status: 'InStock' },
    });
    expect(requests.find((item) => item.type === 'AmazingDiscount')).toMatchObject({ status: 'Pending', sentTime: null });
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
    for (const body of [{ variantId: 1 }, { variantId: 'x', stock: 1 }, { variantId: 1, stock: -1 }, { variantId: 1, stock: 1.5 }, [1]]) {
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
