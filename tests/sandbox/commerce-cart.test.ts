// Commerce host over real HTTP: cart lines, totals and the cart's errors (docs/contracts/commerce.md, "Cart").
import type { Cart } from '@/services/types/commerce';
import { commerceCalls } from './commerce-calls';
import { request, sandboxForThisFile, type AbpBody } from './helpers';

const sandbox = sandboxForThisFile();
const { api, product, variantOf, newShopper, addItem, currentCart } = commerceCalls(sandbox);

describe('Cart lines and totals', () => {
  it('AddItem on the same variant increments the line; totals are regular prices, sale prices and their difference', async () => {
    const token = await newShopper();
    const discounted = await variantOf('god-of-war-ragnarok', 'playstation-5', 'capacity-3'); // 21,000,000 → 18,500,000
    await addItem({ token }, discounted.id);
    const cart = (await addItem({ token }, discounted.id)).body.result!;
    expect(cart).toMatchObject({
      totalQuantity: 2,
      totalItemsPrice: 42_000_000,
      payableAmount: 37_000_000,
      profitAmount: 5_000_000,
    });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      variantId: discounted.id,
      quantity: 2,
      unitPrice: 18_500_000,
      strikePrice: 21_000_000,
      unitDiscountAmount: 2_500_000,
      totalPrice: 37_000_000,
      totalDiscountAmount: 5_000_000,
      profitPercent: 12,
    });
    expect(cart.items[0].variant).toMatchObject({
      id: discounted.id,
      description: 'ظرفیت ۳ PS5',
      attributes: ['ظرفیت ۳', 'PlayStation 5'],
      currencyType: 'IRR',
      status: 'InStock',
      isActive: true,
      isVirtual: true,
      regularPrice: 21_000_000,
      salePrice: 18_500_000,
      product: {
        name: 'God of War Ragnarök',
        slug: 'god-of-war-ragnarok',
        filePath: `${sandbox.url}/commerce/files/products/god-of-war-ragnarok.webp`,
        fileTitleAttribute: 'God of War Ragnarök',
      },
    });
  });

  it('RemoveItem?Id= (the cart item id) takes one off and deletes the line at 0', async () => {
    const token = await newShopper();
    const variant = await variantOf('astro-bot', 'playstation-5', 'capacity-3');
    const itemId = (await addItem({ token }, variant.id, 2)).body.result!.items[0].id;
    const remove = () => request<AbpBody<Cart>>(`${api('Cart/RemoveItem')}?Id=${itemId}`, { method: 'DELETE', token });
    const once = await remove();
    expect(once.status).toBe(200);
    expect(once.body.result!.items[0]).toMatchObject({ id: itemId, quantity: 1 });
    const twice = await remove();
    expect(twice.body.result).toMatchObject({ items: [], totalQuantity: 0, payableAmount: 0 });
    expect((await remove()).status).toBe(404);
  });

  it("RemoveItem of a line in someone else's cart is a 404", async () => {
    const owner = await newShopper();
    const itemId = (await addItem({ token: owner }, (await variantOf('hades', 'pc', 'offline')).id)).body.result!
      .items[0].id;
    const stranger = await request(`${api('Cart/RemoveItem')}?Id=${itemId}`, {
      method: 'DELETE',
      token: await newShopper(),
    });
    expect(stranger.status).toBe(404);
    expect((await currentCart({ token: owner }))!.totalQuantity).toBe(1);
  });

  it("GetCartByProductId returns only that product's lines as { id, variantId, quantity }", async () => {
    const token = await newShopper();
    const ps5 = await variantOf('elden-ring', 'playstation-5', 'capacity-3');
    const pc = await variantOf('elden-ring', 'pc', 'offline');
    await addItem({ token }, ps5.id);
    await addItem({ token }, pc.id, 2);
    await addItem({ token }, (await variantOf('hades', 'pc', 'offline')).id);
    const productId = (await product('elden-ring')).id;
    const response = await request<AbpBody<Cart>>(`${api('Cart/GetCartByProductId')}?ProductId=${productId}`, {
      token,
    });
    const cart = response.body.result!;
    expect(cart.items).toEqual([
      { id: expect.any(Number), variantId: ps5.id, quantity: 1 },
      { id: expect.any(Number), variantId: pc.id, quantity: 2 },
    ]);
    // Totals stay the whole cart's (the header badge reads totalQuantity).
    expect(cart.totalQuantity).toBe(4);
    expect((await request(`${api('Cart/GetCartByProductId')}?ProductId=abc`, { token })).status).toBe(400);
  });

  it('Clear empties the cart and answers it with its deviceId', async () => {
    const added = (await addItem({}, (await variantOf('hades', 'pc', 'offline')).id)).body.result!;
    const cleared = await request<AbpBody<Cart>>(api('Cart/Clear'), {
      headers: { 'X-Device-Id': added.deviceId },
      body: {},
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.result).toMatchObject({ id: added.id, deviceId: added.deviceId, items: [], totalQuantity: 0 });
    expect((await request(api('Cart/Clear'), { body: {} })).body.result).toBeNull();
  });

  it('an unknown variant is a user-friendly 500 "محصول موجود نیست"', async () => {
    const response = await addItem({}, 999_999);
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('محصول موجود نیست');
  });

  it('an out-of-stock variant is a user-friendly 500 in Persian, and no cart is created', async () => {
    const soldOut = await variantOf('nba-2k25', 'playstation-5', 'capacity-1');
    const response = await addItem({}, soldOut.id);
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('موجودی این محصول به پایان رسیده است.');
    expect(response.body.result).toBeNull();
  });

  it('more than the stock is a user-friendly 500 naming how many are left', async () => {
    const token = await newShopper();
    const variant = await variantOf('super-smash-bros-ultimate', 'nintendo-switch', 'capacity-2'); // stock 2
    await addItem({ token }, variant.id, 2);
    const response = await addItem({ token }, variant.id);
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('از این محصول تنها ۲ عدد موجود است.');
    expect((await currentCart({ token }))!.totalQuantity).toBe(2);
  });

  it('a quantity below 1 is a 400 with a Persian message; a missing variantId a 400 on variantId', async () => {
    const variant = await variantOf('hades', 'pc', 'offline');
    const zero = await addItem({}, variant.id, 0);
    expect(zero.status).toBe(400);
    expect(zero.body.error!.validationErrors).toEqual([
      { message: 'تعداد باید عددی بین ۱ و ۹۹ باشد.', members: ['quantity'] },
    ]);
    const missing = await request(api('Cart/AddItem'), { body: { quantity: 1 } });
    expect(missing.body.error!.validationErrors![0].members).toEqual(['variantId']);
  });

  it('a body over 256 KiB is a 413 envelope and adds nothing to the cart', async () => {
    const token = await newShopper();
    const variant = await variantOf('hades', 'pc', 'offline');
    const response = await request(api('Cart/AddItem'), {
      token,
      body: { variantId: variant.id, quantity: 1, note: 'x'.repeat(300 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      success: false,
      result: null,
      error: { message: 'حجم درخواست بیش از حد مجاز است.' },
    });
    expect(await currentCart({ token })).toBeNull();
  });
});
