// Commerce host over real HTTP: a shopper's orders by tab and by number or game (Order/GetAll with Statuses and
// IdOrTitle) and the tabs' counts (Order/GetStatistics); CONTRACTS §12.1.
import type { PagedResult } from '@/services/types/common';
import { commerceCalls } from './commerce-calls';
import { request, sandboxForThisFile, type AbpBody } from './helpers';

const sandbox = sandboxForThisFile();
const { api, variantOf, newShopper, addItem, createOrder } = commerceCalls(sandbox);

type ListedOrder = { id: number; orderNumber: string; status: string };
type Statistics = { totalRowsInProgress: number; totalRowsCompleted: number; totalRowsCanceled: number };

const setStatus = (id: number, status: string) =>
  sandbox.deps.db.prepare('UPDATE commerce_orders SET status = ? WHERE id = ?').run(status, id);

/** A shopper with one order of each status, each of one game (PC, offline): ids by status. */
async function shopperWithEveryStatus() {
  const token = await newShopper();
  const games = {
    Pending: 'hades',
    Paid: 'halo-infinite',
    InProgress: 'starfield',
    Completed: 'cyberpunk-2077',
    Canceled: 'sekiro-shadows-die-twice',
    Refunded: 'baldurs-gate-3',
  };
  const ids: Record<string, { id: number; orderNumber: string }> = {};
  for (const [status, slug] of Object.entries(games)) {
    await addItem({ token }, (await variantOf(slug, 'pc', 'offline')).id);
    const created = (await createOrder({ token })).body.result!;
    setStatus(created.id, status);
    ids[status] = { id: created.id, orderNumber: created.orderNumber };
  }
  return { token, ids };
}

async function list(token: string, query: string) {
  const paging = query.includes('MaxResultCount') ? '' : 'MaxResultCount=100';
  const response = await request<AbpBody<PagedResult<ListedOrder>>>(`${api('Order/GetAll')}?${paging}${query}`, {
    token,
  });
  expect(response.status).toBe(200);
  return response.body.result!;
}

describe('Order/GetAll', () => {
  it('lists an order without totalDiscountPrice, as the real list does; Order/Get still carries it', async () => {
    const { token, ids } = await shopperWithEveryStatus();
    const listed = (await list(token, '')).items.find((order) => order.id === ids.Pending.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('totalDiscountPrice');
    const one = await request<AbpBody<Record<string, unknown>>>(`${api('Order/Get')}?Id=${ids.Pending.id}`, { token });
    expect(one.body.result).toHaveProperty('totalDiscountPrice');
  });

  it('without Statuses lists every order, newest first, as before', async () => {
    const { token, ids } = await shopperWithEveryStatus();
    const all = await list(token, '');
    expect(all.totalCount).toBe(6);
    expect(all.items.map((order) => order.id)).toEqual(
      Object.values(ids)
        .map((order) => order.id)
        .reverse(),
    );
  });

  it('Statuses takes the three tabs: InProgress is Pending, Paid and InProgress; Canceled takes the refunded too', async () => {
    const { token, ids } = await shopperWithEveryStatus();
    const statusesOf = async (query: string) => (await list(token, query)).items.map((order) => order.status).sort();
    expect(await statusesOf('&Statuses=InProgress')).toEqual(['InProgress', 'Paid', 'Pending']);
    expect(await statusesOf('&Statuses=Completed')).toEqual(['Completed']);
    expect(await statusesOf('&Statuses=Canceled')).toEqual(['Canceled', 'Refunded']);
    // Every array form, and any case.
    expect(await statusesOf('&Statuses=completed&Statuses=CANCELED')).toEqual(['Canceled', 'Completed', 'Refunded']);
    expect(await statusesOf('&Statuses[0]=Completed&Statuses[1]=Canceled')).toEqual([
      'Canceled',
      'Completed',
      'Refunded',
    ]);
    expect(await statusesOf('&Statuses[]=Completed')).toEqual(['Completed']);
    const paged = await list(token, '&Statuses=InProgress&SkipCount=1&MaxResultCount=1');
    expect(paged.totalCount).toBe(3);
    expect(paged.items.map((order) => order.id)).toEqual([ids.Paid.id]);
  });

  it('an unknown status is a 400 on statuses', async () => {
    const token = await newShopper();
    const response = await request(`${api('Order/GetAll')}?Statuses=Lost`, { token });
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors![0].members).toEqual(['statuses']);
  });

  it('IdOrTitle finds the order number (any digits, any spelling) or a game by its English or Persian name', async () => {
    const { token, ids } = await shopperWithEveryStatus();
    const found = async (phrase: string, query = '') =>
      (await list(token, `&IdOrTitle=${encodeURIComponent(phrase)}${query}`)).items.map((order) => order.id);
    const paid = ids.Paid;
    expect(await found(paid.orderNumber)).toEqual([paid.id]);
    expect(await found(paid.orderNumber.toLowerCase())).toEqual([paid.id]);
    const digits = paid.orderNumber.replace('GM-', '');
    expect(await found(digits)).toEqual([paid.id]);
    expect(await found(digits.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]))).toEqual([paid.id]);
    expect(await found('halo')).toEqual([paid.id]);
    expect(await found('هیلو')).toEqual([paid.id]);
    // Arabic yeh and kaf typed for Persian ones: سایبرپانک → سايبرپانك.
    expect(await found('سايبرپانك')).toEqual([ids.Completed.id]);
    expect(await found('halo', '&Statuses=Completed')).toEqual([]);
    expect(await found('no such game')).toEqual([]);
    expect(await found('  ')).toHaveLength(6);
  });

  it("lists only the caller's orders; no login is a 401", async () => {
    await shopperWithEveryStatus();
    const stranger = await newShopper();
    expect(await list(stranger, '')).toEqual({ totalCount: 0, items: [] });
    expect((await request(api('Order/GetAll'))).status).toBe(401);
  });
});

describe('Order/GetStatistics', () => {
  it("counts the caller's orders per tab", async () => {
    const { token } = await shopperWithEveryStatus();
    const response = await request<AbpBody<Statistics>>(api('Order/GetStatistics'), { token });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ totalRowsInProgress: 3, totalRowsCompleted: 1, totalRowsCanceled: 2 });
    const nobody = await request<AbpBody<Statistics>>(api('Order/GetStatistics'), { token: await newShopper() });
    expect(nobody.body.result).toEqual({ totalRowsInProgress: 0, totalRowsCompleted: 0, totalRowsCanceled: 0 });
  });

  it('needs a login: 401', async () => {
    const response = await request(api('Order/GetStatistics'));
    expect(response.status).toBe(401);
    expect(response.body.unAuthorizedRequest).toBe(true);
  });
});
