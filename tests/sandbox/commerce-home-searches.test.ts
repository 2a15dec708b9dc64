// The home page's two searches (docs/contracts/commerce.md, "Best sellers by platform" and "Pre-orders"): one
// platform slug with orderBy Sale desc, and status OnBackOrder, singular as the real home page sends it.
import { commerceCalls, gamesWhere, slugsOf } from './commerce-calls';
import { sandboxForThisFile } from './helpers';

const sandbox = sandboxForThisFile();
const { found } = commerceCalls(sandbox);

const HOME_PLATFORMS = ['playstation-5', 'playstation-4', 'steam', 'xbox-one', 'xbox-series-xs', 'nintendo-switch-2'];

describe('Product/SearchWithFacets for the home page', () => {
  it.each(HOME_PLATFORMS)('finds the best sellers on %s, most sold first', async (platform) => {
    const result = await found({ maxResultCount: 10, orderBy: 'Sale', sortBy: 'desc', variants: [platform] });
    const onPlatform = gamesWhere((game) => game.variants.some((variant) => variant.platform === platform));
    expect(onPlatform.length).toBeGreaterThan(0);
    expect(result.pagedResult.totalCount).toBe(onPlatform.length);
    const expected = [...onPlatform].sort((a, b) => b.salesCount - a.salesCount).slice(0, 10);
    expect(slugsOf(result)).toEqual(expected.map((game) => game.slug));
    // The facet names the platform, so the home page can label its tab with it.
    expect(
      result.facets.find((facet) => facet.key === 'variants')!.items.find((item) => item.value === platform)!.label,
    ).toBeTruthy();
  });

  it('finds the pre-orders by the singular status, as by statuses', async () => {
    const preorders = gamesWhere((game) => game.variants.some((variant) => variant.preorder && variant.stock > 0));
    expect(preorders.length).toBeGreaterThanOrEqual(3);
    const singular = await found({ maxResultCount: 10, status: 'OnBackOrder' });
    const plural = await found({ maxResultCount: 10, statuses: ['OnBackOrder'] });
    expect(singular.pagedResult.totalCount).toBe(preorders.length);
    expect(slugsOf(singular).sort()).toEqual(preorders.map((game) => game.slug).sort());
    expect(slugsOf(plural)).toEqual(slugsOf(singular));
  });
});
