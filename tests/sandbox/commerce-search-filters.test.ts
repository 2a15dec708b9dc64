// Commerce host over real HTTP, Product/SearchWithFacets: facet, brand and stock filters, and the
// price on each card (docs/contracts/commerce.md, "Search with facets").
import { games } from '@/sandbox/seed/catalog';
import type { SeedGame } from '@/sandbox/seed/types';
import { commerceCalls, slugsOf, gamesWhere, sellable } from './commerce-calls';
import { sandboxForThisFile } from './helpers';

const sandbox = sandboxForThisFile();
const { search, found } = commerceCalls(sandbox);

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
    const expected = gamesWhere(predicate)
      .map((g) => g.slug)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(slugsOf(result).sort()).toEqual(expected);
    expect(result.pagedResult.totalCount).toBe(expected.length);
  });

  it('values within a facet are OR, facets together are AND; values ignore case', async () => {
    const either = await found({ genres: ['racing', 'FIGHTING'] });
    expect(either.pagedResult.totalCount).toBe(
      gamesWhere((g) => g.genres.includes('Racing') || g.genres.includes('Fighting')).length,
    );
    const both = await found({ genres: ['Racing', 'Fighting'], publishers: ['nintendo'] });
    expect(slugsOf(both).sort()).toEqual(
      gamesWhere(
        (g) => (g.genres.includes('Racing') || g.genres.includes('Fighting')) && g.publisher.slug === 'nintendo',
      )
        .map((g) => g.slug)
        .sort(),
    );
  });

  it('a platform filter prices each card on that platform', async () => {
    const result = await found({ variants: ['nintendo-switch'] });
    for (const item of result.pagedResult.items) expect(item.minVariant!.name).toMatch(/Switch$/);
  });

  it("brands=[slug] keeps the brand's games", async () => {
    const result = await found({ brands: ['capcom'] });
    expect(slugsOf(result).sort()).toEqual(
      gamesWhere((g) => g.brandSlugs.includes('capcom'))
        .map((g) => g.slug)
        .sort(),
    );
  });

  it('categories=[slug] keeps the games of any of the categories, the slug read in any case', async () => {
    const sport = await found({ categories: ['Sport-Games'] });
    expect(slugsOf(sport).sort()).toEqual(
      gamesWhere((g) => g.categorySlugs.includes('sport-games'))
        .map((g) => g.slug)
        .sort(),
    );
    expect(sport.pagedResult.totalCount).toBeGreaterThan(0);
    const either = await found({ categories: ['sport-games', 'family-games'] });
    const expected = gamesWhere(
      (g) => g.categorySlugs.includes('sport-games') || g.categorySlugs.includes('family-games'),
    );
    expect(either.pagedResult.totalCount).toBe(expected.length);
    const onSwitch = await found({ categories: ['sport-games'], variants: ['nintendo-switch'] });
    for (const item of onSwitch.pagedResult.items) expect(slugsOf(sport)).toContain(item.slug);
    expect((await found({ categories: ['no-such-category'] })).pagedResult.totalCount).toBe(0);
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

  it('status (singular, as the home page sends it) and statuses keep games with a variant of that status', async () => {
    const withStatus = (predicate: (v: SeedGame['variants'][number]) => boolean) =>
      gamesWhere((g) => g.variants.some(predicate))
        .map((g) => g.slug)
        .sort();
    expect(slugsOf(await found({ statuses: ['OutOfStock'] })).sort()).toEqual(withStatus((v) => v.stock === 0));
    expect((await found({ status: 'InStock' })).pagedResult.totalCount).toBe(
      withStatus((v) => v.stock > 0 && !v.preorder).length,
    );
    expect(slugsOf(await found({ status: 'OnBackOrder' })).sort()).toEqual(withStatus((v) => v.preorder));
    const wrong = await search({ statuses: ['Sometimes'] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error!.validationErrors![0].members).toEqual(['statuses']);
  });

  it('pre-orders: at least five games sell one; statuses OnBackOrder shows each at its pre-order price, status OnBackOrder', async () => {
    const preorders = gamesWhere((g) => g.variants.some((v) => v.preorder));
    expect(preorders.length).toBeGreaterThanOrEqual(5);
    const result = await found({ statuses: ['OnBackOrder'] });
    expect(result.pagedResult.totalCount).toBe(preorders.length);
    for (const item of result.pagedResult.items) {
      const game = preorders.find((g) => g.slug === item.slug)!;
      const preorder = game.variants.find((v) => v.preorder)!;
      expect(item.minVariant!.items[0]).toMatchObject({ status: 'OnBackOrder', salePrice: preorder.regularPrice });
    }
  });

  it('onlyAvailable counts a pre-order as buyable, and combines with statuses OnBackOrder (CONTRACTS §4.1)', async () => {
    const both = await found({ onlyAvailable: true, statuses: ['OnBackOrder'] });
    expect(both.pagedResult.totalCount).toBe(
      gamesWhere((g) => g.variants.some((v) => v.preorder && v.stock > 0)).length,
    );
    // A game whose cheapest buyable variant is a pre-order shows it as such in the unfiltered list too.
    const card = (await found({ phrase: 'stellar blade' })).pagedResult.items[0];
    expect(card.minVariant!.items[0]).toMatchObject({ status: 'OnBackOrder', salePrice: 12_000_000 });
  });

  it("a card's minVariant is the cheapest variant in stock, with its sale and regular price", async () => {
    const { pagedResult } = await found({ phrase: 'ghost of tsushima' });
    expect(pagedResult.items[0].minVariant).toEqual({
      id: expect.any(Number),
      name: 'آفلاین PS4',
      items: [
        {
          id: pagedResult.items[0].minVariant!.id,
          salePrice: 9_500_000,
          regularPrice: 9_500_000,
          currencyType: 'IRR',
          status: 'InStock',
        },
      ],
    });
    const ragnarok = (await found({ phrase: 'ragnarok' })).pagedResult.items[0];
    expect(ragnarok.minVariant!.items[0]).toMatchObject({ salePrice: 18_500_000, regularPrice: 21_000_000 });
  });
});
