// Commerce host over real HTTP: "tell me when" requests (docs/contracts/commerce.md, "Notify me"; CONTRACTS §12.5).
// Answering them (POST /__sandbox/restock) is in commerce-restock.test.ts.
import { commerceCalls } from './commerce-calls';
import { request, sandboxForThisFile, type AbpBody } from './helpers';
import { GHOST, notificationCalls } from './notification-calls';

const sandbox = sandboxForThisFile();
const { api, product, variantOf, newShopper, demoToken } = commerceCalls(sandbox);
const { ghostInStock, upsert, mine, allMine, ghostRequest } = notificationCalls(sandbox);
afterEach(() => {
  vi.useRealTimers();
});

/** A seeded shopper signed in through identity: Maryam has no e-mail in her profile. */
async function maryamToken() {
  const response = await request<AbpBody<{ accessToken: string }>>(`${sandbox.url}/identity/api/TokenAuth/Login`, {
    body: { emailOrPhoneNumber: '09351234567', password: 'Player@2024' },
  });
  return response.body.result!.accessToken;
}

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
    const discount = await upsert(token, {
      productId: ghost.id,
      productVariantId: (await ghostInStock()).id,
      type: 'amazingdiscount',
      channels: ['Sms'],
    });
    expect(discount.status).toBe(200);
    expect(discount.body.result).toMatchObject({ type: 'AmazingDiscount', variant: { status: 'InStock' } });
    await upsert(token, await ghostRequest(['Sms']));
    const wholeProduct = await upsert(token, {
      productId: nba.id,
      productVariantId: null,
      type: 'ProductAvailable',
      channels: ['InAppNotification'],
    });
    expect(wholeProduct.body.result).toMatchObject({
      productVariantId: null,
      variant: null,
      product: { slug: 'nba-2k25' },
    });
    expect((await mine(token, ghost.id)).map((item) => item.type).sort()).toEqual([
      'AmazingDiscount',
      'ProductAvailable',
    ]);
  });

  it('AmazingDiscount for a whole product in stock: saved Pending with no variant, read by GetMine and GetAllMine, cancelled by ["None"]', async () => {
    const token = await newShopper();
    const elden = await product('elden-ring');
    const saved = await upsert(token, {
      productId: elden.id,
      type: 'AmazingDiscount',
      channels: ['InAppNotification', 'Sms'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      productId: elden.id,
      productVariantId: null,
      variant: null,
      type: 'AmazingDiscount',
      channels: ['Sms', 'InAppNotification'],
      status: 'Pending',
      sentTime: null,
      product: { slug: 'elden-ring' },
    });
    expect(await mine(token, elden.id)).toEqual([saved.body.result]);
    expect((await allMine(token)).items).toEqual([saved.body.result]);
    const again = await upsert(token, {
      productId: elden.id,
      productVariantId: null,
      type: 'AmazingDiscount',
      channels: ['sms'],
    });
    expect(again.body.result).toMatchObject({
      id: saved.body.result!.id,
      channels: ['Sms'],
      creationTime: saved.body.result!.creationTime,
    });
    const cancelled = await upsert(token, { productId: elden.id, type: 'AmazingDiscount', channels: ['None'] });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.result).toBeNull();
    expect(await mine(token, elden.id)).toEqual([]);
    expect((await allMine(token)).totalCount).toBe(0);
  });

  it('back in stock is refused, in Persian, for a variant or a product that can be bought now', async () => {
    const token = await newShopper();
    const ghost = await product(GHOST);
    const variant = await upsert(token, {
      productId: ghost.id,
      productVariantId: (await ghostInStock()).id,
      type: 'ProductAvailable',
      channels: ['Sms'],
    });
    expect(variant.status).toBe(500);
    expect(variant.body.error!.message).toBe(
      'این گزینه موجود است؛ درخواست اطلاع از موجود شدن تنها برای گزینه‌ی ناموجود ثبت می‌شود.',
    );
    const whole = await upsert(token, { productId: ghost.id, type: 'ProductAvailable', channels: ['Sms'] });
    expect(whole.status).toBe(500);
    expect(whole.body.error!.message).toBe(
      'این محصول موجود است؛ درخواست اطلاع از موجود شدن تنها برای محصول ناموجود ثبت می‌شود.',
    );
  });

  it('Email needs an e-mail in the profile: 500 in Persian without one; Sms and in-app still work', async () => {
    const token = await maryamToken();
    const refused = await upsert(token, await ghostRequest(['Email', 'Sms']));
    expect(refused.status).toBe(500);
    expect(refused.body.error!.message).toBe('برای اطلاع‌رسانی با ایمیل، ابتدا ایمیل خود را در پروفایل ثبت کنید.');
    expect((await upsert(token, await ghostRequest(['Sms', 'InAppNotification']))).status).toBe(200);
  });

  it("checks the input: type, channels, the product and that the variant is the product's", async () => {
    const token = await newShopper();
    const ghost = await product(GHOST);
    const otherGame = (await variantOf('elden-ring', 'playstation-5', 'capacity-3')).id;
    const invalid = [
      [
        { ...(await ghostRequest(['Sms'])), type: 'Restock' },
        'type',
        'نوع اطلاع‌رسانی باید ProductAvailable یا AmazingDiscount باشد.',
      ],
      [
        { ...(await ghostRequest(['Fax'])) },
        'channels',
        'روش‌های اطلاع‌رسانی باید فهرستی از None، Email، Sms و InAppNotification باشد.',
      ],
      [
        { productId: ghost.id, type: 'ProductAvailable', channels: 'Sms' },
        'channels',
        'روش‌های اطلاع‌رسانی باید فهرستی از None، Email، Sms و InAppNotification باشد.',
      ],
      [
        { productId: ghost.id, productVariantId: otherGame, type: 'AmazingDiscount', channels: ['Sms'] },
        'productVariantId',
        'این گزینه از محصول انتخاب شده نیست.',
      ],
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
    const unknownVariant = await upsert(token, {
      productId: ghost.id,
      productVariantId: 999_999,
      type: 'AmazingDiscount',
      channels: ['Sms'],
    });
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
    expect((await allMine(token, 'skipCount=1&maxResultCount=1')).items.map((item) => item.product.slug)).toEqual([
      GHOST,
    ]);
    expect(await allMine(other)).toEqual({ totalCount: 0, items: [] });
    expect(await mine(other, (await product(GHOST)).id)).toEqual([]);
  });
});
