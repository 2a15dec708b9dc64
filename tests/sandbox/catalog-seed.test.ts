import { describe, expect, it } from 'vitest';
import { brands, categories, games } from '@/sandbox/seed/catalog';
import type { AccountType, PlatformSlug } from '@/sandbox/seed/types';
import {
  accountTypeDescriptions,
  accountTypeLabels,
  descriptorLabels,
  esrbInfo,
  gameplayLabels,
  genreLabels,
  pegiInfo,
  perspectiveLabels,
  platformLabels,
  themeLabels,
} from '@/sandbox/seed/vocabulary';

const PLATFORM_CATEGORY: Record<PlatformSlug, string> = {
  'playstation-5': 'ps5-games',
  'playstation-4': 'ps4-games',
  'nintendo-switch': 'switch-games',
  pc: 'pc-games',
  steam: 'pc-games',
  'xbox-one': 'xbox-games',
  'xbox-series-xs': 'xbox-games',
  'nintendo-switch-2': 'switch-games',
};

const PRICE_RANK: AccountType[] = ['capacity-1', 'capacity-2', 'capacity-3', 'offline'];

describe('catalog seed', () => {
  it('has at least 44 games with unique slugs', () => {
    expect(games.length).toBeGreaterThanOrEqual(44);
    expect(new Set(games.map((game) => game.slug)).size).toBe(games.length);
  });

  it('covers every platform', () => {
    const platforms = new Set(games.flatMap((game) => game.variants.map((v) => v.platform)));
    expect([...platforms].sort()).toEqual(Object.keys(platformLabels).sort());
  });

  it('gives every game 2 to 6 variants, each platform and account type at most once', () => {
    for (const game of games) {
      expect(game.variants.length, game.slug).toBeGreaterThanOrEqual(2);
      expect(game.variants.length, game.slug).toBeLessThanOrEqual(6);
      const keys = game.variants.map((v) => `${v.platform}/${v.accountType}`);
      expect(new Set(keys).size, game.slug).toBe(keys.length);
    }
  });

  it('prices capacity 1 above 2 above 3 above offline on the same platform, and discounts below the price', () => {
    for (const game of games) {
      for (const v of game.variants) {
        expect(v.regularPrice, game.slug).toBeGreaterThan(0);
        if (v.discountedPrice !== null) expect(v.discountedPrice, game.slug).toBeLessThan(v.regularPrice);
        for (const other of game.variants) {
          if (other.platform !== v.platform) continue;
          if (PRICE_RANK.indexOf(v.accountType) < PRICE_RANK.indexOf(other.accountType)) {
            expect(v.regularPrice, `${game.slug} ${v.platform}`).toBeGreaterThan(other.regularPrice);
          }
        }
      }
    }
  });

  it('has discounted variants, out-of-stock variants and a game entirely out of stock', () => {
    const variants = games.flatMap((game) => game.variants);
    expect(variants.some((v) => v.discountedPrice !== null)).toBe(true);
    expect(variants.some((v) => v.stock === 0)).toBe(true);
    expect(games.some((game) => game.variants.every((v) => v.stock === 0))).toBe(true);
  });

  it('has a Persian label for every keyword a game uses', () => {
    for (const game of games) {
      for (const genre of game.genres) expect(genreLabels[genre], `${game.slug} genre ${genre}`).toBeTruthy();
      for (const theme of game.themes) expect(themeLabels[theme], `${game.slug} theme ${theme}`).toBeTruthy();
      for (const mode of game.gameplays) expect(gameplayLabels[mode], `${game.slug} gameplay ${mode}`).toBeTruthy();
      for (const view of game.playerPerspectives)
        expect(perspectiveLabels[view], `${game.slug} perspective ${view}`).toBeTruthy();
      expect(pegiInfo[game.pegi]).toBeTruthy();
      expect(esrbInfo[game.esrb]).toBeTruthy();
      for (const d of [...game.pegiDescriptors, ...game.esrbDescriptors]) {
        expect(descriptorLabels[d], `${game.slug} descriptor ${d}`).toBeTruthy();
      }
      for (const v of game.variants) {
        expect(accountTypeLabels[v.accountType]).toBeTruthy();
        expect(accountTypeDescriptions[v.accountType]).toBeTruthy();
      }
    }
  });

  it('lists only known brands and categories, with every platform it sells on among its categories', () => {
    const brandSlugs = new Set(brands.map((brand) => brand.slug));
    const categorySlugs = new Set(categories.map((category) => category.slug));
    expect(brands.length).toBeGreaterThanOrEqual(8);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const game of games) {
      for (const slug of game.brandSlugs) expect(brandSlugs.has(slug), `${game.slug} brand ${slug}`).toBe(true);
      for (const slug of game.categorySlugs)
        expect(categorySlugs.has(slug), `${game.slug} category ${slug}`).toBe(true);
      const platforms = new Set(game.variants.map((v) => v.platform));
      for (const platform of platforms) {
        expect(game.categorySlugs, `${game.slug} sells on ${platform}`).toContain(PLATFORM_CATEGORY[platform]);
      }
      if (game.variants.some((v) => v.accountType === 'offline')) {
        expect(game.categorySlugs, `${game.slug} has offline accounts`).toContain('offline-accounts');
      }
    }
  });

  it('gives every game a distinct cover, Persian copy and two or three FAQs', () => {
    expect(new Set(games.map((game) => game.coverColors.join())).size).toBe(games.length);
    for (const game of games) {
      expect(game.description.match(/<p>/g)?.length ?? 0, game.slug).toBeGreaterThanOrEqual(2);
      expect(game.faqs.length, game.slug).toBeGreaterThanOrEqual(2);
      expect(game.faqs.length, game.slug).toBeLessThanOrEqual(3);
      expect(game.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
