// Commerce host over real HTTP: the campaign an order is credited to (docs/contracts/commerce.md, Orders, "Where the
// buyer came from"). Order/Create takes metaSearchName and metaSearchKey, and Order/Get and Order/GetAll answer them.
import type { Order } from '@/services/types/commerce';
import type { PagedResult } from '@/services/types/common';
import { commerceCalls, customer } from './commerce-calls';
import { request, sandboxForThisFile, type AbpBody } from './helpers';

const sandbox = sandboxForThisFile();
const { api, variantOf, newShopper, addItem, createOrder, getOrder } = commerceCalls(sandbox);

/** A new shopper with one line in the cart, ready for Order/Create. */
async function shopperWithCart(): Promise<string> {
  const token = await newShopper();
  await addItem({ token }, (await variantOf('hades', 'pc', 'offline')).id);
  return token;
}

async function placedWith(body: Record<string, unknown>) {
  const token = await shopperWithCart();
  const created = await createOrder({ token }, { ...customer, ...body });
  expect(created.status).toBe(200);
  return { token, order: (await getOrder(token, created.body.result!.id)).body.result! };
}

describe('Order/Create metaSearchName and metaSearchKey', () => {
  it('are stored trimmed and answered by Order/Get and by Order/GetAll', async () => {
    const { token, order } = await placedWith({ metaSearchName: '  instagram ', metaSearchKey: 'yalda\t' });
    expect(order).toMatchObject({ metaSearchName: 'instagram', metaSearchKey: 'yalda' });
    const listed = await request<AbpBody<PagedResult<Order>>>(`${api('Order/GetAll')}?MaxResultCount=10`, { token });
    expect(listed.body.result!.items).toEqual([
      expect.objectContaining({ id: order.id, metaSearchName: 'instagram', metaSearchKey: 'yalda' }),
    ]);
  });

  it('are matched ignoring case, as every ABP member is', async () => {
    const { order } = await placedWith({ MetaSearchName: 'telegram', METASEARCHKEY: 'نوروز' });
    expect(order).toMatchObject({ metaSearchName: 'telegram', metaSearchKey: 'نوروز' });
  });

  it('left out, null or blank are none: null on the order', async () => {
    for (const body of [
      {},
      { metaSearchName: null, metaSearchKey: null },
      { metaSearchName: '   ', metaSearchKey: '' },
    ]) {
      const { order } = await placedWith(body);
      expect(order).toMatchObject({ metaSearchName: null, metaSearchKey: null });
    }
  });

  it('one without the other is kept alone', async () => {
    const { order } = await placedWith({ metaSearchName: 'google' });
    expect(order).toMatchObject({ metaSearchName: 'google', metaSearchKey: null });
  });

  it('take 100 characters after trimming; more, or anything but text, is a 400 on that member and places nothing', async () => {
    const hundred = 'a'.repeat(100);
    const { order } = await placedWith({ metaSearchName: ` ${hundred} `, metaSearchKey: hundred });
    expect(order).toMatchObject({ metaSearchName: hundred, metaSearchKey: hundred });

    const token = await shopperWithCart();
    const refused = await createOrder(
      { token },
      { ...customer, metaSearchName: 'a'.repeat(101), metaSearchKey: { campaign: 'x' } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error!.validationErrors).toEqual([
      { message: 'منبع ورود باید متنی تا ۱۰۰ نویسه باشد.', members: ['metaSearchName'] },
      { message: 'کلید کمپین باید متنی تا ۱۰۰ نویسه باشد.', members: ['metaSearchKey'] },
    ]);
    const numeric = await createOrder({ token }, { ...customer, metaSearchName: 42 });
    expect(numeric.status).toBe(400);
    expect(numeric.body.error!.validationErrors).toEqual([
      { message: 'منبع ورود باید متنی تا ۱۰۰ نویسه باشد.', members: ['metaSearchName'] },
    ]);
    // Nothing was placed: the cart still holds its line.
    const orders = await request<AbpBody<PagedResult<Order>>>(`${api('Order/GetAll')}?MaxResultCount=10`, { token });
    expect(orders.body.result!.totalCount).toBe(0);
  });
});
