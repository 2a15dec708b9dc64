// Commerce host over real HTTP (CONTRACTS.md §4, §10, §11): search with facets, the product page,
// brands, the sitemap, the cart and its identity rules, orders, and the accounts delivered for them.
import { signAccessToken } from '@/sandbox/abp/auth';
import { games } from '@/sandbox/seed/catalog';
import { DEMO_USER } from '@/sandbox/seed/demo';
import type { SeedGame } from '@/sandbox/seed/types';
import type {
  Cart,
  CreatedOrder,
  DeliveredAccount,
  Facet,
  Order,
  PagedResult,
  ProductDetail,
  ProductListItem,
  SiteMapProduct,
} from '@/services/types';
import { request, startSandbox, type AbpBody, type StartedSandbox } from './helpers';

type Search = { facets: Facet[]; pagedResult: PagedResult<ProductListItem> };

let sandbox: StartedSandbox;
const api = (path: string) => `${sandbox.url}/commerce/api/services/app/${path}`;
const PERSIAN = /[\u0600-\u06FF]/;
const SAMAN = 3;

async function search(body: Record<string, unknown> = {}) {
  const response = await request<AbpBody<Search>>(api('Product/SearchWithFacets'), {
    body: { skipCount: 0, maxResultCount: 100, ...body },
  });
  return response;
}

async function found(body: Record<string, unknown> = {}): Promise<Search> {
  const response = await search(body);
  expect(response.status).toBe(200);
  return response.body.result!;
}

const slugsOf = (result: Search) => result.pagedResult.items.map((item) => item.slug);
const facet = (result: Search, key: string) => result.facets.find((candidate) => candidate.key === key)!;
const countOf = (result: Search, key: string, value: string) =>
  facet(result, key).items.find((item) => item.value === value)?.count ?? 0;
const gamesWhere = (predicate: (game: SeedGame) => boolean) => games.filter(predicate);
const sellable = (game: SeedGame) => game.variants.some((variant) => variant.stock > 0);
const cheapestInStock = (game: SeedGame) =>
  Math.min(...game.variants.filter((v) => v.stock > 0).map((v) => v.discountedPrice ?? v.regularPrice));

async function product(slug: string, query = ''): Promise<ProductDetail> {
  const response = await request<AbpBody<ProductDetail>>(`${api('Product/GetBySlug')}?Slug=${slug}${query}`);
  expect(response.status).toBe(200);
  return response.body.result!;
}

/** The buyable variant id of a product's platform and account type, read from its variant tree. */
async function variantOf(slug: string, platform: string, accountType: string) {
  const detail = await product(slug);
  const node = detail.variants.find((root) => root.slug === platform)!.children!.find((child) => child.slug === accountType)!;
  return node.items![0];
}

let nextUserId = 7000;
/** A token for a shopper nobody has used yet (commerce only reads the id from the token). */
const newShopper = () => signAccessToken(nextUserId++);

async function demoToken(): Promise<string> {
  const response = await request<AbpBody<{ accessToken: string }>>(`${sandbox.url}/identity/api/TokenAuth/Login`, {
    body: { emailOrPhoneNumber: DEMO_USER.phoneNumber, password: DEMO_USER.password },
  });
  return response.body.result!.accessToken;
}

type Who = { token?: string; deviceId?: string };
const headersOf = (who: Who): Record<string, string> => (who.deviceId ? { 'X-Device-Id': who.deviceId } : {});

async function addItem(who: Who, variantId: number, quantity = 1) {
  return request<AbpBody<Cart>>(api('Cart/AddItem'), { token: who.token, headers: headersOf(who), body: { variantId, quantity } });
}

async function currentCart(who: Who) {
  const response = await request<AbpBody<Cart | null>>(api('Cart/GetCurrentCart'), { token: who.token, headers: headersOf(who) });
  expect(response.status).toBe(200);
  return response.body.result;
}

const customer = {
  firstName: 'آزمون',
  lastName: 'خریدار',
  phoneNumber: '09120000000',
  email: 'buyer@example.com',
  gender: true,
  specialRequest: null,
};

async function createOrder(who: Who, body: Record<string, unknown> = customer) {
  return request<AbpBody<CreatedOrder>>(api('Order/Create'), { token: who.token, headers: headersOf(who), body });
}

async function getOrder(token: string, id: number) {
  return request<AbpBody<Order>>(`${api('Order/Get')}?Id=${id}`, { token });
}

/** Pays an order through the bank simulator of the payment service, as a shopper would. */
async function payAtGateway(token: string, order: CreatedOrder) {
  const made = await request<AbpBody<{ tokenId: string }>>(`${sandbox.url}/payment/api/services/app/ReserveBankGateway/MakeToken`, {
    token,
    body: {
      gatewayId: SAMAN,
      amount: order.payableAmount,
      callBackUrl: 'http://localhost:3000/cart',
      currencyType: 'IRR',
      reserveId: order.id,
      ipAddress: 1,
    },
  });
  expect(made.status).toBe(200);
  const tokenId = made.body.result!.tokenId;
  const paid = await fetch(`${sandbox.url}/payment/fa/User/Payment/PaymentRequest?tokenId=${tokenId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tokenId, decision: 'pay' }),
    redirect: 'manual',
  });
  expect(new URL(paid.headers.get('location')!).searchParams.get('status')).toBe('success');
}

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

// ---------------------------------------------------------------- catalog

describe('Product/SearchWithFacets: facets', () => {
  it('answers { facets, pagedResult } with the nine facet keys, each with a Persian label', async () => {
    const result = await found();
    expect(result.facets.map((f) => f.key).sort()).toEqual(
      ['developers', 'esrbs', 'gameplays', 'genres', 'pegis', 'playerPerspectives', 'publishers', 'themes', 'variants'].sort(),
    );
    for (const { label, items } of result.facets) {
      expect(label).toMatch(PERSIAN);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.count).toBeGreaterThan(0);
    }
    expect(result.pagedResult.totalCount).toBe(games.length);
  });

  it('keyword facets carry Persian labels from the vocabulary; companies keep their names', async () => {
    const result = await found();
    expect(facet(result, 'genres').items).toContainEqual({ value: 'Sport', label: 'ورزشی', count: gamesWhere((g) => g.genres.includes('Sport')).length });
    expect(facet(result, 'themes').items.find((item) => item.value === 'Action')!.label).toBe('اکشن');
    expect(facet(result, 'gameplays').items.find((item) => item.value === 'OnlineMultiplayer')!.label).toBe('چندنفره آنلاین');
    expect(facet(result, 'playerPerspectives').items.find((item) => item.value === 'FirstPerson')!.label).toBe('اول‌شخص');
    expect(facet(result, 'esrbs').items.find((item) => item.value === 'E')!.label).toBe('همه سنین');
    expect(facet(result, 'pegis').items.map((item) => item.value)).toEqual(['PEGI3', 'PEGI7', 'PEGI12', 'PEGI16', 'PEGI18']);
    for (const item of facet(result, 'pegis').items) expect(item.label).toMatch(PERSIAN);
    expect(facet(result, 'publishers').items).toContainEqual({ value: 'capcom', label: 'Capcom', count: 3 });
  });

  it('variants is the platform facet: slugs, platform names and how many games each platform has', async () => {
    const result = await found();
    const expected = ['playstation-5', 'playstation-4', 'xbox-series', 'nintendo-switch', 'pc'].map((platform) => ({
      value: platform,
      count: gamesWhere((g) => g.variants.some((v) => v.platform === platform)).length,
    }));
    expect(facet(result, 'variants').items.map(({ value, count }) => ({ value, count }))).toEqual(expected);
    expect(facet(result, 'variants').items[0].label).toBe('PlayStation 5');
  });

  it('each facet counts over the products matching the other filters', async () => {
    const result = await found({ genres: ['Sport'] });
    const sport = gamesWhere((g) => g.genres.includes('Sport'));
    expect(result.pagedResult.totalCount).toBe(sport.length);
    // The genre facet ignores the genre filter: ticking Racing as well would add its games.
    expect(countOf(result, 'genres', 'Racing')).toBe(gamesWhere((g) => g.genres.includes('Racing')).length);
    // Every other facet counts within the sport games only.
    expect(countOf(result, 'variants', 'playstation-5')).toBe(sport.filter((g) => g.variants.some((v) => v.platform === 'playstation-5')).length);
    const pegiTotal = facet(result, 'pegis').items.reduce((sum, item) => sum + item.count, 0);
    expect(pegiTotal).toBe(sport.length);
    expect(facet(result, 'publishers').items.every((item) => sport.some((g) => g.publisher.slug === item.value))).toBe(true);
  });

  it('a phrase matching nothing is an empty page, still with nine facets', async () => {
    const result = await found({ phrase: 'zzzz-no-such-game' });
    expect(result.pagedResult).toEqual({ totalCount: 0, items: [] });
    expect(result.facets).toHaveLength(9);
  });
});

describe('Product/SearchWithFacets: phrase', () => {
  it.each([
    ['كال آو ديوتي', 'call-of-duty-black-ops-6'], // Arabic kaf and yeh
    ['فيفا ٢٦', 'ea-sports-fc-26'], // Arabic yeh and Arabic-Indic digits
    ['فیفا 26', 'ea-sports-fc-26'], // Latin digits against Persian ones
    ['سایبرپانک ۲۰۷۷', 'cyberpunk-2077'],
    ['CYBERPUNK ٢٠٧٧', 'cyberpunk-2077'],
    ['pokemon', 'pokemon-scarlet'], // Pokémon
    ['ragnarok', 'god-of-war-ragnarok'], // Ragnarök
    ['spiderman', 'marvels-spider-man-2'],
    ['نسخه ی کارگردان', 'ghost-of-tsushima-directors-cut'], // typed with a space instead of ZWNJ
    ['شاهزاده ایرانی', 'prince-of-persia-the-lost-crown'],
  ])('"%s" finds %s whatever ي/ك, digits, accents or spacing were typed', async (phrase, slug) => {
    const result = await found({ phrase });
    expect(slugsOf(result)).toEqual([slug]);
  });

  it('matches every word, in the English or the Persian name', async () => {
    expect(slugsOf(await found({ phrase: 'assassin shadows' }))).toEqual(['assassins-creed-shadows']);
    expect(slugsOf(await found({ phrase: 'اساسینز' })).sort()).toEqual(['assassins-creed-shadows', 'assassins-creed-valhalla']);
  });

  it('search is an alias of phrase, and the body binds case-insensitively', async () => {
    expect(slugsOf(await found({ search: 'elden' }))).toEqual(['elden-ring']);
    expect(slugsOf(await found({ Phrase: 'elden' }))).toEqual(['elden-ring']);
  });
});

describe('Product/SearchWithFacets: filters', () => {
  it.each([
    ['publishers', 'capcom', (g: SeedGame) => g.publisher.slug === 'capcom'],
    ['developers', 'nintendo-epd', (g: SeedGame) => g.developer.slug === 'nintendo-epd'],
    ['gameplays', 'Coop', (g: SeedGame) => g.gameplays.includes('Coop')],
    ['genres', 'Racing', (g: SeedGame) => g.genres.includes('Racing')],
    ['themes', 'Horror', (g: SeedGame) => g.themes.includes('Horror')],
    ['playerPerspectives', 'FirstPerson', (g: SeedGame) => g.playerPerspectives.includes('FirstPerson')],
    ['pegis', 'PEGI7', (g: SeedGame) => g.pegi === 'PEGI7'],
    ['esrbs', 'E10', (g: SeedGame) => g.esrb === 'E10'],
    ['variants', 'nintendo-switch', (g: SeedGame) => g.variants.some((v) => v.platform === 'nintendo-switch')],
  ])('%s=[%s] keeps exactly the games that have it', async (key, value, predicate) => {
    const result = await found({ [key]: [value] });
    const expected = gamesWhere(predicate).map((g) => g.slug).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(slugsOf(result).sort()).toEqual(expected);
    expect(result.pagedResult.totalCount).toBe(expected.length);
  });

  it('values within a facet are OR, facets together are AND; values ignore case', async () => {
    const either = await found({ genres: ['racing', 'FIGHTING'] });
    expect(either.pagedResult.totalCount).toBe(gamesWhere((g) => g.genres.includes('Racing') || g.genres.includes('Fighting')).length);
    const both = await found({ genres: ['Racing', 'Fighting'], publishers: ['nintendo'] });
    expect(slugsOf(both).sort()).toEqual(
      gamesWhere((g) => (g.genres.includes('Racing') || g.genres.includes('Fighting')) && g.publisher.slug === 'nintendo')
        .map((g) => g.slug)
        .sort(),
    );
  });

  it('a platform filter prices each card on that platform', async () => {
    const result = await found({ variants: ['nintendo-switch'] });
    for (const item of result.pagedResult.items) expect(item.minVariant!.name).toMatch(/Switch$/);
  });

  it('brands=[slug] keeps the brand\'s games', async () => {
    const result = await found({ brands: ['capcom'] });
    expect(slugsOf(result).sort()).toEqual(gamesWhere((g) => g.brandSlugs.includes('capcom')).map((g) => g.slug).sort());
  });

  it('onlyAvailable leaves out games with nothing in stock, whose card otherwise has no salePrice (ناموجود)', async () => {
    const soldOut = gamesWhere((g) => !sellable(g)).map((g) => g.slug);
    expect(soldOut).toEqual(['nba-2k25']);
    const all = await found();
    const card = all.pagedResult.items.find((item) => item.slug === 'nba-2k25')!;
    expect(card.minVariant!.items[0]).toMatchObject({ salePrice: null, status: 'OutOfStock', currencyType: 'IRR' });
    const available = await found({ onlyAvailable: true });
    expect(available.pagedResult.totalCount).toBe(games.length - 1);
    expect(slugsOf(available)).not.toContain('nba-2k25');
  });

  it('status (singular, as the home page sends it) and statuses filter by stock status', async () => {
    expect(slugsOf(await found({ statuses: ['OutOfStock'] }))).toEqual(['nba-2k25']);
    expect((await found({ status: 'InStock' })).pagedResult.totalCount).toBe(games.length - 1);
    expect((await found({ status: 'OnBackOrder' })).pagedResult.totalCount).toBe(0);
    const wrong = await search({ statuses: ['Sometimes'] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error!.validationErrors![0].members).toEqual(['statuses']);
  });

  it('a card\'s minVariant is the cheapest variant in stock, with its sale and regular price', async () => {
    const { pagedResult } = await found({ phrase: 'ghost of tsushima' });
    expect(pagedResult.items[0].minVariant).toEqual({
      id: expect.any(Number),
      name: 'آفلاین PS4',
      items: [{ id: pagedResult.items[0].minVariant!.id, salePrice: 9_500_000, regularPrice: 9_500_000, currencyType: 'IRR', status: 'InStock' }],
    });
    const ragnarok = (await found({ phrase: 'ragnarok' })).pagedResult.items[0];
    expect(ragnarok.minVariant!.items[0]).toMatchObject({ salePrice: 18_500_000, regularPrice: 21_000_000 });
  });
});

describe('Product/SearchWithFacets: sorting and paging', () => {
  it('newest release first by default', async () => {
    const items = (await found()).pagedResult.items;
    const dates = items.map((item) => item.releaseDate!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(items[0].slug).toBe('ea-sports-fc-26');
  });

  // CONTRACTS §4.1: the client sends HighPrice as sortBy "asc" and LowPrice as "desc"; the server honours the pairing.
  it('orderBy Price with sortBy asc is the client\'s "most expensive first"', async () => {
    const items = (await found({ orderBy: 'Price', sortBy: 'asc', onlyAvailable: true })).pagedResult.items;
    const prices = items.map((item) => item.minVariant!.items[0].salePrice!);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    expect(prices[0]).toBe(Math.max(...games.filter(sellable).map(cheapestInStock)));
  });

  it('orderBy Price with sortBy desc is the client\'s "cheapest first"; games with nothing in stock come last', async () => {
    const items = (await found({ orderBy: 'price', sortBy: 'DESC' })).pagedResult.items;
    expect(items.at(-1)!.slug).toBe('nba-2k25');
    const prices = items.slice(0, -1).map((item) => item.minVariant!.items[0].salePrice!);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it.each([
    ['Sale', 'salesCount'],
    ['Visitor', 'visitorCount'],
  ] as const)('orderBy %s: desc = most first, asc = least first', async (orderBy, field) => {
    const countOfSlug = new Map(games.map((g) => [g.slug, g[field]]));
    const most = slugsOf(await found({ orderBy, sortBy: 'desc' })).map((slug) => countOfSlug.get(slug)!);
    expect([...most].sort((a, b) => b - a)).toEqual(most);
    const least = slugsOf(await found({ orderBy, sortBy: 'asc' })).map((slug) => countOfSlug.get(slug)!);
    expect([...least].sort((a, b) => a - b)).toEqual(least);
  });

  it('an unknown orderBy is a 400 with a Persian message', async () => {
    const response = await search({ orderBy: 'Rating' });
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors).toEqual([{ message: expect.stringMatching(PERSIAN), members: ['orderBy'] }]);
  });

  it('skipCount/maxResultCount page through the same order', async () => {
    const all = slugsOf(await found());
    const pages: string[] = [];
    for (let skipCount = 0; skipCount < all.length; skipCount += 10) {
      const page = await found({ skipCount, maxResultCount: 10 });
      expect(page.pagedResult.totalCount).toBe(games.length);
      pages.push(...slugsOf(page));
    }
    expect(pages).toEqual(all);
    expect((await found({ SkipCount: 44, MaxResultCount: 10 })).pagedResult.items).toHaveLength(2);
  });

  it.each([
    [{ maxResultCount: 0 }, 'maxResultCount'],
    [{ maxResultCount: 1001 }, 'maxResultCount'],
    [{ skipCount: -1 }, 'skipCount'],
  ])('paging outside its range (%o) is a 400', async (body, member) => {
    const response = await search(body);
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors![0].members).toEqual([member]);
  });
});

describe('Product/GetBySlug', () => {
  it('answers the product page: cover, Persian and original names, metadata, FAQs, ratings, categories, breadcrumbs', async () => {
    const detail = await product('ghost-of-tsushima-directors-cut');
    expect(detail).toMatchObject({
      slug: 'ghost-of-tsushima-directors-cut',
      name: "Ghost of Tsushima Director's Cut",
      persianName: 'شبح سوشیما: نسخه‌ی کارگردان',
      igdb: 'ghost-of-tsushima-directors-cut',
      releaseDate: '2021-08-20T00:00:00',
      genres: [{ keyword: 'Adventure', name: 'ماجرایی' }, { keyword: 'HackAndSlash', name: 'هک اند اسلش' }],
      developer: { name: 'Sucker Punch Productions', slug: 'sucker-punch-productions' },
      publisher: { slug: 'sony-interactive-entertainment' },
      rating: [{ id: 1, type: 'Metacritic', value: 87, total: 100 }, { id: 2, type: 'IGN', value: 9, total: 10 }],
      awards: [],
    });
    expect(detail.filePath).toBe(`${sandbox.url}/commerce/files/products/ghost-of-tsushima-directors-cut.svg`);
    expect(detail.description).toContain('<p>');
    expect(detail.faqs[0]).toMatchObject({ id: 1, questions: expect.stringMatching(PERSIAN), answer: expect.stringMatching(/^<p>.+<\/p>$/) });
    expect(detail.categories.map((c) => c.slug)).toEqual(['ps5-games', 'ps4-games', 'action-adventure', 'offline-accounts']);
    expect(detail.breadcrumbs[0]).toEqual({ name: 'خانه', url: '/' });
    expect(detail.breadcrumbs.at(-1)!.url).toBe('/product/ghost-of-tsushima-directors-cut');
    expect(detail.page!.metas.description).toMatch(PERSIAN);
    expect(detail.page!.title).toContain('شبح سوشیما');
  });

  it('PEGI and ESRB carry Persian names, badge images and their content descriptors', async () => {
    const detail = await product('ghost-of-tsushima-directors-cut');
    expect(detail.pegi).toMatchObject({ keyword: 'PEGI18', title: '+18', image: `${sandbox.url}/commerce/files/ratings/pegi18.svg` });
    expect(detail.pegi!.items).toEqual([
      expect.objectContaining({ keyword: 'Violence', name: 'خشونت', image: `${sandbox.url}/commerce/files/descriptors/violence.svg` }),
      expect.objectContaining({ keyword: 'BadLanguage', name: 'الفاظ نامناسب' }),
    ]);
    expect(detail.esrb).toMatchObject({ keyword: 'M', image: `${sandbox.url}/commerce/files/ratings/esrb-m.svg` });
    expect(detail.esrb!.items!.map((item) => item.keyword)).toContain('BloodandGore');
    const badge = await fetch(detail.esrb!.items![0].image!);
    expect(badge.status).toBe(200);
  });

  it('variants: platform roots by slug, account-type children whose items[0] is the buyable variant; empty stock is OutOfStock', async () => {
    const detail = await product('ghost-of-tsushima-directors-cut');
    expect(detail.variants.map((root) => [root.slug, root.value])).toEqual([
      ['playstation-5', 'PlayStation 5'],
      ['playstation-4', 'PlayStation 4'],
    ]);
    const ps5 = detail.variants[0].children!;
    expect(ps5.map((child) => [child.slug, child.value])).toEqual([
      ['capacity-1', 'ظرفیت ۱'],
      ['capacity-2', 'ظرفیت ۲'],
      ['capacity-3', 'ظرفیت ۳'],
    ]);
    expect(ps5[1].items![0]).toMatchObject({ status: 'OutOfStock', regularPrice: 23_000_000, currencyType: 'IRR', inventory: 'Limited' });
    expect(ps5[0].items![0]).toMatchObject({ status: 'InStock', salePrice: 30_000_000, attributes: [{ value: 'ظرفیت ۱' }, { value: 'PlayStation 5' }] });
    expect(ps5[0].items![0].description).toMatch(PERSIAN);
    // The item id is what Cart/AddItem takes.
    const added = await addItem({}, ps5[0].items![0].id);
    expect(added.body.result!.items[0].variant!.product.slug).toBe('ghost-of-tsushima-directors-cut');
  });

  it('a discounted variant shows its profit', async () => {
    const item = await variantOf('god-of-war-ragnarok', 'playstation-5', 'capacity-3');
    expect(item).toMatchObject({ regularPrice: 21_000_000, salePrice: 18_500_000, profitPrice: 2_500_000, profitPercentage: 12 });
  });

  it('minVariant is the cheapest in stock, or the cheapest on ?Platform=, or the ?VariantId= asked for', async () => {
    expect((await product('ghost-of-tsushima-directors-cut')).minVariant!.items[0]).toMatchObject({ salePrice: 9_500_000 });
    const ps5 = await product('ghost-of-tsushima-directors-cut', '&Platform=playstation-5');
    expect(ps5.minVariant!.items[0]).toMatchObject({ salePrice: 16_000_000 });
    const soldOut = await variantOf('ghost-of-tsushima-directors-cut', 'playstation-5', 'capacity-2');
    const asked = await product('ghost-of-tsushima-directors-cut', `&VariantId=${soldOut.id}`);
    expect(asked.minVariant!.items[0]).toMatchObject({ id: soldOut.id, salePrice: null, status: 'OutOfStock' });
  });

  it('similar products share a genre and never include the product itself', async () => {
    const detail = await product('gran-turismo-7');
    expect(detail.similar.length).toBeGreaterThan(0);
    const genresOf = new Map(games.map((g) => [g.slug, g.genres]));
    for (const item of detail.similar) {
      expect(item.slug).not.toBe('gran-turismo-7');
      expect(genresOf.get(item.slug)!.some((genre) => genresOf.get('gran-turismo-7')!.includes(genre))).toBe(true);
    }
  });

  it('an unknown slug is a 404 EntityNotFound envelope, in Persian under fa-IR', async () => {
    const fa = await request(`${api('Product/GetBySlug')}?Slug=no-such-game`, { headers: { 'Accept-Language': 'fa-IR' } });
    expect(fa.status).toBe(404);
    expect(fa.body).toMatchObject({ success: false, result: null, unAuthorizedRequest: false, __abp: true });
    expect(fa.body.error!.message).toBe('رکورد مورد نظر شما Product با شناسه = no-such-game یافت نشد!');
    const en = await request(`${api('Product/GetBySlug')}?Slug=no-such-game`, { headers: { 'Accept-Language': 'en-US' } });
    expect(en.body.error!.message).toBe('There is no entity Product with id = no-such-game!');
  });

  it('a missing Slug is a 400 on slug', async () => {
    const response = await request(api('Product/GetBySlug'));
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors![0].members).toEqual(['slug']);
  });
});

describe('Brand/GetBySlug', () => {
  it('answers the brand with its logo URL', async () => {
    const response = await request(`${api('Brand/GetBySlug')}?slug=ea-sports`);
    expect(response.body.result).toEqual({
      id: expect.any(Number),
      name: 'EA Sports',
      slug: 'ea-sports',
      isDefault: false,
      fileUniqKey: null,
      filePath: `${sandbox.url}/commerce/files/brands/ea-sports.svg`,
      fileTitleAttribute: 'EA Sports',
      fileAltAttribute: expect.stringMatching(PERSIAN),
    });
  });

  it('an unknown brand is a 404', async () => {
    expect((await request(`${api('Brand/GetBySlug')}?Slug=nobody`)).status).toBe(404);
  });
});

describe('Product/GetAllForSiteMap', () => {
  it('pages products with their image galleries', async () => {
    const response = await request<AbpBody<PagedResult<SiteMapProduct>>>(
      `${api('Product/GetAllForSiteMap')}?MediaType=Image&SkipCount=0&MaxResultCount=100`,
    );
    const result = response.body.result!;
    expect(result.totalCount).toBe(games.length);
    expect(result.items).toHaveLength(games.length);
    const [first] = result.items;
    expect(first.galleries[0]).toMatchObject({ mediaType: 'Image', filePath: `${sandbox.url}/commerce/files/products/${first.slug}.svg`, duration: null });
    expect(first.galleries[0].creationTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect((await fetch(first.galleries[0].filePath)).status).toBe(200);
    const second = await request<AbpBody<PagedResult<SiteMapProduct>>>(`${api('Product/GetAllForSiteMap')}?SkipCount=40&MaxResultCount=100`);
    expect(second.body.result!.items).toHaveLength(games.length - 40);
  });

  it('there are no videos yet: MediaType=Video is empty; another MediaType is a 400', async () => {
    const video = await request(`${api('Product/GetAllForSiteMap')}?MediaType=Video`);
    expect(video.body.result).toEqual({ totalCount: 0, items: [] });
    expect((await request(`${api('Product/GetAllForSiteMap')}?MediaType=Audio`)).status).toBe(400);
  });
});

// ---------------------------------------------------------------- cart

describe('Cart identity', () => {
  it('with neither Bearer nor X-Device-Id, GetCurrentCart and GetCartByProductId answer result null', async () => {
    expect(await currentCart({})).toBeNull();
    const byProduct = await request(`${api('Cart/GetCartByProductId')}?ProductId=1`);
    expect(byProduct.status).toBe(200);
    expect(byProduct.body.result).toBeNull();
    expect(await currentCart({ deviceId: 'never-issued' })).toBeNull();
  });

  it('AddItem with neither creates a cart under a new uuid deviceId, which X-Device-Id then selects', async () => {
    const variant = await variantOf('elden-ring', 'pc', 'offline');
    const added = await addItem({}, variant.id);
    expect(added.status).toBe(200);
    const cart = added.body.result!;
    expect(cart.deviceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await currentCart({ deviceId: cart.deviceId })).toEqual(cart);
    // Without the header it is someone else's cart.
    expect(await currentCart({})).toBeNull();
  });

  it('an invalid or expired token is anonymous here, never a 401', async () => {
    const expired = await signAccessToken(nextUserId++, 1, -60);
    for (const token of [expired, 'not-a-jwt']) {
      const variant = await variantOf('minecraft', 'pc', 'offline');
      const added = await addItem({ token }, variant.id);
      expect(added.status).toBe(200);
      const cart = await currentCart({ token, deviceId: added.body.result!.deviceId });
      expect(cart!.id).toBe(added.body.result!.id);
      expect((await request(api('Cart/GetCurrentCart'), { token })).status).toBe(200);
    }
  });

  it('a logged-in call with an anonymous X-Device-Id merges that cart into the user\'s: quantities add up, capped by stock', async () => {
    const token = await newShopper();
    const limited = await variantOf('ratchet-and-clank-rift-apart', 'playstation-5', 'capacity-1'); // stock 3
    const other = await variantOf('hades', 'pc', 'offline');
    const mine = await addItem({ token }, limited.id, 2);
    const anonymous = (await addItem({}, limited.id, 2)).body.result!;
    await addItem({ deviceId: anonymous.deviceId }, other.id, 1);

    const merged = await currentCart({ token, deviceId: anonymous.deviceId });
    expect(merged!.id).toBe(mine.body.result!.id);
    expect(merged!.deviceId).toBe(mine.body.result!.deviceId);
    expect(merged!.items.map((item) => [item.variantId, item.quantity])).toEqual([
      [limited.id, 3],
      [other.id, 1],
    ]);
    // The anonymous cart is gone; the user's deviceId keeps working alongside the token.
    expect(await currentCart({ deviceId: anonymous.deviceId })).toBeNull();
    expect((await currentCart({ token, deviceId: merged!.deviceId }))!.totalQuantity).toBe(4);
  });

  it('a user without a cart takes the anonymous cart over, keeping its deviceId', async () => {
    const token = await newShopper();
    const anonymous = (await addItem({}, (await variantOf('halo-infinite', 'pc', 'offline')).id)).body.result!;
    const adopted = await currentCart({ token, deviceId: anonymous.deviceId });
    expect(adopted).toMatchObject({ id: anonymous.id, deviceId: anonymous.deviceId, totalQuantity: 1 });
    expect(await currentCart({ token })).toMatchObject({ id: anonymous.id });
  });

  it('after logging out, the user\'s deviceId does not open the user\'s cart anonymously', async () => {
    const token = await newShopper();
    const cart = (await addItem({ token }, (await variantOf('starfield', 'pc', 'offline')).id)).body.result!;
    expect(await currentCart({ deviceId: cart.deviceId })).toBeNull();
  });
});

describe('Cart lines and totals', () => {
  it('AddItem on the same variant increments the line; totals are regular prices, sale prices and their difference', async () => {
    const token = await newShopper();
    const discounted = await variantOf('god-of-war-ragnarok', 'playstation-5', 'capacity-3'); // 21,000,000 → 18,500,000
    await addItem({ token }, discounted.id);
    const cart = (await addItem({ token }, discounted.id)).body.result!;
    expect(cart).toMatchObject({ totalQuantity: 2, totalItemsPrice: 42_000_000, payableAmount: 37_000_000, profitAmount: 5_000_000 });
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
        filePath: `${sandbox.url}/commerce/files/products/god-of-war-ragnarok.svg`,
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

  it('RemoveItem of a line in someone else\'s cart is a 404', async () => {
    const owner = await newShopper();
    const itemId = (await addItem({ token: owner }, (await variantOf('hades', 'pc', 'offline')).id)).body.result!.items[0].id;
    const stranger = await request(`${api('Cart/RemoveItem')}?Id=${itemId}`, { method: 'DELETE', token: await newShopper() });
    expect(stranger.status).toBe(404);
    expect((await currentCart({ token: owner }))!.totalQuantity).toBe(1);
  });

  it('GetCartByProductId returns only that product\'s lines as { id, variantId, quantity }', async () => {
    const token = await newShopper();
    const ps5 = await variantOf('elden-ring', 'playstation-5', 'capacity-3');
    const pc = await variantOf('elden-ring', 'pc', 'offline');
    await addItem({ token }, ps5.id);
    await addItem({ token }, pc.id, 2);
    await addItem({ token }, (await variantOf('hades', 'pc', 'offline')).id);
    const productId = (await product('elden-ring')).id;
    const response = await request<AbpBody<Cart>>(`${api('Cart/GetCartByProductId')}?ProductId=${productId}`, { token });
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
    const cleared = await request<AbpBody<Cart>>(api('Cart/Clear'), { headers: { 'X-Device-Id': added.deviceId }, body: {} });
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
    expect(zero.body.error!.validationErrors).toEqual([{ message: 'تعداد باید عددی بین ۱ و ۹۹ باشد.', members: ['quantity'] }]);
    const missing = await request(api('Cart/AddItem'), { body: { quantity: 1 } });
    expect(missing.body.error!.validationErrors![0].members).toEqual(['variantId']);
  });
});

// ---------------------------------------------------------------- orders

describe('Order', () => {
  it('Order/Create, GetAll and Get need a login: 401', async () => {
    for (const [path, body] of [['Order/Create', customer], ['Order/GetAll', undefined], ['Order/Get?Id=1', undefined]] as const) {
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

    const created = await createOrder({ token, deviceId: anonymous.deviceId }, { ...customer, FirstName: 'سارا', firstName: undefined });
    expect(created.status).toBe(200);
    expect(created.body.result).toEqual({ id: expect.any(Number), orderNumber: expect.stringMatching(/^GM-\d+$/), payableAmount: 22_000_000, currencyType: 'IRR' });

    const order = (await getOrder(token, created.body.result!.id)).body.result!;
    expect(order).toMatchObject({ status: 'Pending', payableAmount: 22_000_000, currencyType: 'IRR', orderNumber: created.body.result!.orderNumber });
    expect(order.items.map((item) => [item.variant.id, item.quantity])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
    expect(order.items[1].variant).toMatchObject({ description: 'آفلاین PS4', salePrice: 7_000_000, product: { slug: 'horizon-forbidden-west' } });
    expect(order.creationTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(await currentCart({ token })).toMatchObject({ items: [], totalQuantity: 0 });
  });

  it('Order/GetAll pages the user\'s own orders, newest first', async () => {
    const token = await newShopper();
    const ids: number[] = [];
    for (const slug of ['hades', 'halo-infinite', 'starfield']) {
      await addItem({ token }, (await variantOf(slug, 'pc', 'offline')).id);
      ids.push((await createOrder({ token })).body.result!.id);
    }
    const page = await request<AbpBody<PagedResult<Order>>>(`${api('Order/GetAll')}?SkipCount=0&MaxResultCount=2`, { token });
    expect(page.body.result!.totalCount).toBe(3);
    expect(page.body.result!.items.map((order) => order.id)).toEqual([ids[2], ids[1]]);
    const rest = await request<AbpBody<PagedResult<Order>>>(`${api('Order/GetAll')}?skipCount=2&maxResultCount=2`, { token });
    expect(rest.body.result!.items.map((order) => order.id)).toEqual([ids[0]]);
    expect((await request(`${api('Order/GetAll')}?MaxResultCount=0`, { token })).status).toBe(400);
  });

  it('someone else\'s order is a 404, like a missing one', async () => {
    const token = await newShopper();
    await addItem({ token }, (await variantOf('hades', 'pc', 'offline')).id);
    const id = (await createOrder({ token })).body.result!.id;
    expect((await getOrder(await newShopper(), id)).status).toBe(404);
    expect((await getOrder(token, 999_999)).status).toBe(404);
  });

  it('the demo account has one delivered order whose account details can be read', async () => {
    const token = await demoToken();
    const orders = (await request<AbpBody<PagedResult<Order>>>(api('Order/GetAll'), { token })).body.result!;
    const delivered = orders.items.filter((order) => order.status === 'Delivered');
    expect(delivered).toHaveLength(1);
    expect(delivered[0].items.length).toBeGreaterThan(0);
    const account = await request<AbpBody<DeliveredAccount>>(
      `${api('LoginProvider/GetByOrderItemId')}?OrderItemId=${delivered[0].items[0].id}`,
      { token },
    );
    expect(account.status).toBe(200);
    expect(account.body.result!.password.length).toBeGreaterThanOrEqual(12);
  });
});

describe('LoginProvider/GetByOrderItemId', () => {
  it('an unpaid order item is a 403 envelope', async () => {
    const token = await newShopper();
    await addItem({ token }, (await variantOf('hades', 'pc', 'offline')).id);
    const order = (await createOrder({ token })).body.result!;
    const itemId = (await getOrder(token, order.id)).body.result!.items[0].id;
    const response = await request(`${api('LoginProvider/GetByOrderItemId')}?OrderItemId=${itemId}`, { token });
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
    const stock = sandbox.deps.db.prepare('SELECT stock FROM commerce_variants WHERE id = ?').get(before.id) as { stock: number };
    expect(stock.stock).toBe(11 - 2);
    // A second settlement changes nothing.
    const confirm = await request(`${sandbox.url}/payment/api/services/app/DepositReserve/ConfirmByDeposit`, { token, body: { reserveId: order.id } });
    expect(confirm.status).toBe(200);
    expect((sandbox.deps.db.prepare('SELECT stock FROM commerce_variants WHERE id = ?').get(before.id) as { stock: number }).stock).toBe(9);

    const response = await request<AbpBody<DeliveredAccount>>(
      `${api('LoginProvider/GetByOrderItemId')}?OrderItemId=${paid.items[0].id}`,
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
    const again = await request<AbpBody<DeliveredAccount>>(`${api('LoginProvider/GetByOrderItemId')}?OrderItemId=${paid.items[0].id}`, { token });
    expect(again.body.result).toEqual(account);
  });

  it('someone else\'s item or an unknown one is a 404; no login is a 401', async () => {
    const token = await demoToken();
    const orders = (await request<AbpBody<PagedResult<Order>>>(api('Order/GetAll'), { token })).body.result!;
    const itemId = orders.items.find((order) => order.status === 'Delivered')!.items[0].id;
    const url = `${api('LoginProvider/GetByOrderItemId')}?OrderItemId=${itemId}`;
    expect((await request(url, { token: await newShopper() })).status).toBe(404);
    expect((await request(`${api('LoginProvider/GetByOrderItemId')}?OrderItemId=999999`, { token })).status).toBe(404);
    expect((await request(url)).status).toBe(401);
  });
});
