// Commerce host over real HTTP: each user's wishlist (docs/contracts/commerce.md, "Wishlist"; CONTRACTS §12.4).
import type { PagedResult } from '@/services/types/common';
import { commerceCalls, type Search } from './commerce-calls';
import { request, sandboxForThisFile, type AbpBody } from './helpers';

const sandbox = sandboxForThisFile();
const { api, product, found, newShopper, demoToken } = commerceCalls(sandbox);
afterEach(() => {
  vi.useRealTimers();
});

type MinVariant = Search['pagedResult']['items'][number]['minVariant'];
type WishlistItem = {
  id: number;
  creationTime: string;
  product: {
    id: number;
    name: string;
    persianName: string;
    slug: string;
    filePath: string;
    fileTitleAttribute: string;
    fileAltAttribute: string;
    categories: { name: string; slug: string }[];
    minVariant: MinVariant;
  };
};

const add = (token: string | undefined, productId: unknown) =>
  request(api('Wishlist/Add'), { token, body: { productId } });
const remove = (token: string | undefined, query: string) =>
  request(`${api('Wishlist/Remove')}?${query}`, { token, method: 'DELETE' });
const exists = (token: string | undefined, query: string) =>
  request<AbpBody<boolean>>(`${api('Wishlist/Exists')}?${query}`, { token, method: 'POST' });

async function wishlist(token: string, query = 'SkipCount=0&MaxResultCount=100') {
  const response = await request<AbpBody<PagedResult<WishlistItem>>>(`${api('Wishlist/GetAll')}?${query}`, { token });
  expect(response.status).toBe(200);
  return response.body.result!;
}

const idOf = async (slug: string) => (await product(slug)).id;

describe('Wishlist', () => {
  it('every call needs a login: 401', async () => {
    const calls = [
      () => add(undefined, 1),
      () => remove(undefined, 'productId=1'),
      () => exists('expired.or.wrong', 'productId=1'),
      () => request(api('Wishlist/GetAll')),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.status).toBe(401);
      expect(response.body.unAuthorizedRequest).toBe(true);
    }
  });

  it("the demo account's seeded wishlist: four games, newest first, one with a variant out of stock", async () => {
    const list = await wishlist(await demoToken());
    expect(list.totalCount).toBe(4);
    expect(list.items.map((item) => item.product.slug)).toEqual([
      'ghost-of-tsushima-directors-cut',
      'hogwarts-legacy',
      'red-dead-redemption-2',
      'astro-bot',
    ]);
    const times = list.items.map((item) => item.creationTime);
    expect([...times].sort().reverse()).toEqual(times);
    const ghost = await product('ghost-of-tsushima-directors-cut');
    const statuses = ghost.variants.flatMap((root) => root.children!.map((child) => child.items![0].status));
    expect(statuses).toContain('OutOfStock');
    expect(statuses).toContain('InStock');
  });

  it('each item: id, an offset-free creationTime and the product with its categories, persianName and the price card', async () => {
    const [item] = (await wishlist(await demoToken())).items;
    const detail = await product('ghost-of-tsushima-directors-cut');
    const card = (await found({ phrase: 'Ghost of Tsushima' })).pagedResult.items.find(
      (candidate) => candidate.slug === detail.slug,
    )!;
    expect(item.id).toEqual(expect.any(Number));
    expect(item.creationTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(item.product).toEqual({
      id: detail.id,
      name: detail.name,
      persianName: detail.persianName,
      slug: detail.slug,
      filePath: detail.filePath,
      fileTitleAttribute: detail.fileTitleAttribute,
      fileAltAttribute: detail.fileAltAttribute,
      categories: detail.categories,
      minVariant: card.minVariant,
    });
    expect(item.product.categories.length).toBeGreaterThan(0);
    expect(item.product.minVariant!.items[0]).toMatchObject({
      status: 'InStock',
      salePrice: expect.any(Number),
      currencyType: 'IRR',
    });
  });

  it('a game with nothing in stock is priced as the card prices it: salePrice null, OutOfStock', async () => {
    const token = await newShopper();
    expect((await add(token, await idOf('nba-2k25'))).status).toBe(200);
    const [item] = (await wishlist(token)).items;
    expect(item.product.minVariant!.items[0]).toMatchObject({ salePrice: null, status: 'OutOfStock' });
  });

  it('Add, Exists, Remove: adding twice keeps one entry and its date; removing twice is no error', async () => {
    const token = await newShopper();
    const eldenRing = await idOf('elden-ring');
    const added = await add(token, eldenRing);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, result: null });
    expect((await exists(token, `productId=${eldenRing}`)).body.result).toBe(true);
    const first = await wishlist(token);

    expect((await request(api('Wishlist/Add'), { token, body: { ProductId: eldenRing } })).status).toBe(200);
    expect(await wishlist(token)).toEqual(first);
    expect(first.totalCount).toBe(1);

    for (let time = 0; time < 2; time++) {
      const removed = await remove(token, `ProductId=${eldenRing}`);
      expect(removed.status).toBe(200);
      expect(removed.body.result).toBeNull();
    }
    expect((await exists(token, `productid=${eldenRing}`)).body.result).toBe(false);
    expect((await wishlist(token)).totalCount).toBe(0);
  });

  it("is per user: one shopper does not see or remove another's games", async () => {
    const [one, other] = [await newShopper(), await newShopper()];
    const hades = await idOf('hades');
    await add(one, hades);
    expect((await exists(other, `productId=${hades}`)).body.result).toBe(false);
    expect((await wishlist(other)).totalCount).toBe(0);
    await remove(other, `productId=${hades}`);
    expect((await exists(one, `productId=${hades}`)).body.result).toBe(true);
  });

  it('GetAll pages newest first with SkipCount and MaxResultCount', async () => {
    const token = await newShopper();
    vi.useFakeTimers({ toFake: ['Date'] });
    const slugs = ['hades', 'starfield', 'minecraft'];
    for (const [index, slug] of slugs.entries()) {
      vi.setSystemTime(new Date(`2025-11-0${index + 1}T08:00:00Z`));
      await add(token, await idOf(slug));
    }
    vi.useRealTimers();
    const first = await wishlist(token, 'SkipCount=0&MaxResultCount=2');
    const second = await wishlist(token, 'skipCount=2&maxResultCount=2');
    expect(first.totalCount).toBe(3);
    expect(first.items.map((item) => item.product.slug)).toEqual(['minecraft', 'starfield']);
    expect(first.items[0].creationTime).toBe('2025-11-03T11:30:00');
    expect(second.items.map((item) => item.product.slug)).toEqual(['hades']);
    expect((await request(`${api('Wishlist/GetAll')}?MaxResultCount=0`, { token })).status).toBe(400);
  });

  it('an unknown product is a 404 EntityNotFound for Product; Exists answers false for it', async () => {
    const token = await newShopper();
    const response = await add(token, 999_999);
    expect(response.status).toBe(404);
    expect(response.body.error!.message).toBe('رکورد مورد نظر شما Product با شناسه = 999999 یافت نشد!');
    expect((await exists(token, 'productId=999999')).body.result).toBe(false);
  });

  it('a missing or malformed productId is a 400 on productId', async () => {
    const token = await newShopper();
    const answers = [
      await request(api('Wishlist/Add'), { token, body: {} }),
      await add(token, 'one'),
      await add(token, -3),
      await remove(token, ''),
      await exists(token, 'productId=x'),
    ];
    for (const response of answers) {
      expect(response.status).toBe(400);
      expect(response.body.error!.validationErrors![0].members).toEqual(['productId']);
    }
  });
});
