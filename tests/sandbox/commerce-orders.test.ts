// Commerce host over real HTTP: orders placed from the cart, paid through the payment host, and the
// ready-made accounts delivered for them (docs/contracts/commerce.md, "Orders" and "Delivered accounts").
import type { DeliveredAccount, Order } from '@/services/types/commerce';
import type { PagedResult } from '@/services/types/common';
import { commerceCalls, PERSIAN, customer } from './commerce-calls';
import { request, sandboxForThisFile, type AbpBody } from './helpers';

const sandbox = sandboxForThisFile();
const { api, variantOf, newShopper, demoToken, addItem, currentCart, createOrder, getOrder, payAtGateway } =
  commerceCalls(sandbox);

describe('Order', () => {
  it('Order/Create, GetAll and Get need a login: 401', async () => {
    for (const [path, body] of [
      ['Order/Create', customer],
      ['Order/GetAll', undefined],
      ['Order/Get?Id=1', undefined],
    ] as const) {
      const response = await request(api(path), { body, token: 'expired.or.wrong' });
      expect(response.status).toBe(401);
      expect(response.body.unAuthorizedRequest).toBe(true);
    }
  });

  it('an empty cart is a user-friendly 500 in Persian', async () => {
    const response = await createOrder({ token: await newShopper() });
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('سبد خرید شما خالی است.');
  });

  it('missing or wrong details are a 400 with Persian validationErrors on each member', async () => {
    const response = await createOrder({ token: await newShopper() }, { email: 'not-an-email', phoneNumber: '123' });
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors).toEqual(
      expect.arrayContaining([
        { message: 'نام را وارد کنید.', members: ['firstName'] },
        { message: 'نام خانوادگی را وارد کنید.', members: ['lastName'] },
        { message: 'شماره موبایل وارد شده معتبر نیست.', members: ['phoneNumber'] },
        { message: 'نشانی ایمیل معتبر نیست.', members: ['email'] },
      ]),
    );
    expect(response.body.error!.message).toBe('درخواست شما معتبر نمی باشد!');
  });

  it('turns the cart, merged with the X-Device-Id cart, into a Pending order and empties the cart', async () => {
    const token = await newShopper();
    const first = await variantOf('it-takes-two', 'pc', 'offline'); // 8,000,000
    const second = await variantOf('horizon-forbidden-west', 'playstation-4', 'offline'); // 8,000,000 → 7,000,000
    await addItem({ token }, first.id);
    const anonymous = (await addItem({}, second.id, 2)).body.result!;

    const created = await createOrder(
      { token, deviceId: anonymous.deviceId },
      { ...customer, FirstName: 'سارا', firstName: undefined },
    );
    expect(created.status).toBe(200);
    expect(created.body.result).toEqual({
      id: expect.any(Number),
      orderNumber: expect.stringMatching(/^GM-\d+$/),
      payableAmount: 22_000_000,
      currencyType: 'IRR',
    });

    const order = (await getOrder(token, created.body.result!.id)).body.result!;
    expect(order).toMatchObject({
      status: 'Pending',
      payableAmount: 22_000_000,
      currencyType: 'IRR',
      orderNumber: created.body.result!.orderNumber,
    });
    expect(order.items.map((item) => [item.variantId, item.quantity])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
    expect(order.items[1]).toMatchObject({
      unitPrice: 7_000_000,
      product: { slug: 'horizon-forbidden-west' },
      variant: { description: 'آفلاین PS4', product: null },
    });
    expect(order.creationTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(await currentCart({ token })).toMatchObject({ items: [], totalQuantity: 0 });
  });

  it('the optional details may be left out altogether, not only sent null', async () => {
    const token = await newShopper();
    await addItem({ token }, (await variantOf('it-takes-two', 'pc', 'offline')).id);
    const { firstName, lastName, phoneNumber } = customer;
    const created = await createOrder({ token }, { firstName, lastName, phoneNumber });
    expect(created.status).toBe(200);
    expect((await getOrder(token, created.body.result!.id)).body.result).toMatchObject({
      status: 'Pending',
      payableAmount: 8_000_000,
    });
  });

  it("Order/GetAll pages the user's own orders, newest first", async () => {
    const token = await newShopper();
    const ids: number[] = [];
    for (const slug of ['hades', 'halo-infinite', 'starfield']) {
      await addItem({ token }, (await variantOf(slug, 'pc', 'offline')).id);
      ids.push((await createOrder({ token })).body.result!.id);
    }
    const page = await request<AbpBody<PagedResult<Order>>>(`${api('Order/GetAll')}?SkipCount=0&MaxResultCount=2`, {
      token,
    });
    expect(page.body.result!.totalCount).toBe(3);
    expect(page.body.result!.items.map((order) => order.id)).toEqual([ids[2], ids[1]]);
    const rest = await request<AbpBody<PagedResult<Order>>>(`${api('Order/GetAll')}?skipCount=2&maxResultCount=2`, {
      token,
    });
    expect(rest.body.result!.items.map((order) => order.id)).toEqual([ids[0]]);
    expect((await request(`${api('Order/GetAll')}?MaxResultCount=0`, { token })).status).toBe(400);
  });

  it("someone else's order is a 404, like a missing one", async () => {
    const token = await newShopper();
    await addItem({ token }, (await variantOf('hades', 'pc', 'offline')).id);
    const id = (await createOrder({ token })).body.result!.id;
    expect((await getOrder(await newShopper(), id)).status).toBe(404);
    expect((await getOrder(token, 999_999)).status).toBe(404);
  });

  it('the demo account has a completed order whose account details can be read', async () => {
    const token = await demoToken();
    const orders = (await request<AbpBody<PagedResult<Order>>>(`${api('Order/GetAll')}?MaxResultCount=100`, { token }))
      .body.result!;
    const completed = orders.items.filter((order) => (order.status as string) === 'Completed');
    expect(completed.length).toBeGreaterThan(0);
    expect(completed[0].items.length).toBeGreaterThan(0);
    const account = await request<AbpBody<DeliveredAccount>>(
      `${api('OrderItem/GetDeliveredAccount')}?Id=${completed[0].items[0].id}`,
      { token },
    );
    expect(account.status).toBe(200);
    expect(account.body.result!.password.length).toBeGreaterThanOrEqual(12);
  });
});

describe('OrderItem/GetDeliveredAccount', () => {
  it('an unpaid order item is a 403 envelope', async () => {
    const token = await newShopper();
    await addItem({ token }, (await variantOf('hades', 'pc', 'offline')).id);
    const order = (await createOrder({ token })).body.result!;
    const itemId = (await getOrder(token, order.id)).body.result!.items[0].id;
    const response = await request(`${api('OrderItem/GetDeliveredAccount')}?Id=${itemId}`, { token });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false, unAuthorizedRequest: true, __abp: true });
  });

  it('paying the order makes it Paid, takes the stock once and hands over { username, password, email, notes } with no-store', async () => {
    const token = await newShopper();
    const before = await variantOf('the-witcher-3-wild-hunt', 'playstation-4', 'capacity-3'); // stock 11
    await addItem({ token }, before.id, 2);
    const order = (await createOrder({ token })).body.result!;
    await payAtGateway(token, order);

    const paid = (await getOrder(token, order.id)).body.result!;
    expect(paid.status).toBe('Paid');
    // Stock is not part of any DTO; read it where commerce keeps it.
    const stock = sandbox.deps.db.prepare('SELECT stock FROM commerce_variants WHERE id = ?').get(before.id) as {
      stock: number;
    };
    expect(stock.stock).toBe(11 - 2);
    // A second settlement changes nothing.
    const confirm = await request(`${api('Order/Approve')}`, {
      token,
      body: { orderId: order.id, orderNumber: order.orderNumber },
    });
    expect(confirm.status).toBe(200);
    expect(
      (sandbox.deps.db.prepare('SELECT stock FROM commerce_variants WHERE id = ?').get(before.id) as { stock: number })
        .stock,
    ).toBe(9);

    const response = await request<AbpBody<DeliveredAccount>>(
      `${api('OrderItem/GetDeliveredAccount')}?Id=${paid.items[0].id}`,
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const account = response.body.result!;
    expect(account.email).toMatch(/^gamino\.ps4\.\d{4}@(outlook|gmail|hotmail)\.com$/);
    expect(account.username).toBe(account.email);
    expect(account.password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%&*?]).{14}$/);
    expect(account.notes).toMatch(PERSIAN);
    expect(account.notes).toContain('تغییر ندهید');
    // The same account every time.
    const again = await request<AbpBody<DeliveredAccount>>(
      `${api('OrderItem/GetDeliveredAccount')}?Id=${paid.items[0].id}`,
      { token },
    );
    expect(again.body.result).toEqual(account);
  });

  it("someone else's item or an unknown one is a 404; no login is a 401", async () => {
    const token = await demoToken();
    const orders = (await request<AbpBody<PagedResult<Order>>>(`${api('Order/GetAll')}?MaxResultCount=100`, { token }))
      .body.result!;
    const itemId = orders.items.find((order) => (order.status as string) === 'Completed')!.items[0].id;
    const url = `${api('OrderItem/GetDeliveredAccount')}?Id=${itemId}`;
    expect((await request(url, { token: await newShopper() })).status).toBe(404);
    expect((await request(`${api('OrderItem/GetDeliveredAccount')}?Id=999999`, { token })).status).toBe(404);
    expect((await request(url)).status).toBe(401);
  });

  it("a pre-order is put on the buyer's own account: paid, it has no ready-made account (404)", async () => {
    const token = await newShopper();
    await addItem({ token }, (await variantOf('stellar-blade', 'pc', 'offline')).id);
    const order = (await createOrder({ token })).body.result!;
    await payAtGateway(token, order);
    const itemId = (await getOrder(token, order.id)).body.result!.items[0].id;
    const response = await request(`${api('OrderItem/GetDeliveredAccount')}?Id=${itemId}`, { token });
    expect(response.status).toBe(404);
    expect(response.body.error!.message).toContain('DeliveredAccount');
  });
});
