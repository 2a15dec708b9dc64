// Commerce host over real HTTP, Product/SearchWithFacets: sorting and paging
// (docs/contracts/commerce.md, "Sorting").
import { games } from '@/sandbox/seed/catalog';
import { commerceCalls, PERSIAN, slugsOf, sellable, cheapestInStock } from './commerce-calls';
import { sandboxForThisFile } from './helpers';

const sandbox = sandboxForThisFile();
const { search, found } = commerceCalls(sandbox);

describe('Product/SearchWithFacets: sorting and paging', () => {
  it('newest release first by default', async () => {
    const items = (await found()).pagedResult.items;
    const dates = items.map((item) => item.releaseDate!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(items[0].slug).toBe('ea-sports-fc-26');
  });

  // docs/contracts/commerce.md, "Sorting": the client sends HighPrice as sortBy "asc" and LowPrice as "desc";
  // the server honours the pairing.
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
    expect(response.body.error!.validationErrors).toEqual([
      { message: expect.stringMatching(PERSIAN), members: ['orderBy'] },
    ]);
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
    expect((await found({ SkipCount: games.length - 2, MaxResultCount: 10 })).pagedResult.items).toHaveLength(2);
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
