// The nine facets of a search result, with Persian labels and counts that show what ticking one more
// value would add.
import { esrbKeywordValues, pegiKeywordValues, platformSlugValues } from '../../contracts/generated/commerce';
import type { PlatformSlug } from '../seed/types';
import { gameplayLabels, genreLabels, perspectiveLabels, platformLabels, themeLabels } from '../seed/vocabulary';
import { esrbLabels, pegiLabels } from './age-ratings';
import type { ProductRecord } from './catalog';
import { keywordValues, keywordsMatch, lowerSet, stockMatches, type Filters } from './search-filters';
import { FACET_KEYS, type FacetKey, type SearchInput } from './search-input';

export const facetLabels: Record<FacetKey, string> = {
  variants: 'پلتفرم',
  genres: 'ژانر',
  themes: 'تم',
  gameplays: 'حالت بازی',
  playerPerspectives: 'زاویه دید',
  publishers: 'ناشر',
  developers: 'سازنده',
  pegis: 'رده سنی PEGI',
  esrbs: 'رده سنی ESRB',
};

type FacetItem = { value: string; label: string; count: number };

function labelOf(key: FacetKey, value: string, companies: Map<string, string>): string {
  switch (key) {
    case 'variants':
      return platformLabels[value as PlatformSlug] ?? value;
    case 'genres':
      return genreLabels[value] ?? value;
    case 'themes':
      return themeLabels[value] ?? value;
    case 'gameplays':
      return gameplayLabels[value] ?? value;
    case 'playerPerspectives':
      return perspectiveLabels[value] ?? value;
    case 'pegis':
      return pegiLabels[value as keyof typeof pegiLabels] ?? value;
    case 'esrbs':
      return esrbLabels[value as keyof typeof esrbLabels] ?? value;
    default:
      return companies.get(value) ?? value;
  }
}

/** Fixed scales keep their natural order (the contract's); the other facets list the most frequent values first. */
function sortItems(key: FacetKey, items: FacetItem[]): FacetItem[] {
  const fixed: readonly string[] | null =
    key === 'variants'
      ? platformSlugValues
      : key === 'pegis'
        ? pegiKeywordValues
        : key === 'esrbs'
          ? esrbKeywordValues
          : null;
  if (fixed) return items.sort((a, b) => fixed.indexOf(a.value) - fixed.indexOf(b.value));
  return items.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'fa'));
}

/**
 * Each facet's counts are taken over the products that match every *other* filter, so a shopper sees
 * how many results ticking one more value would add. Values with no product are left out unless selected.
 */
export function buildFacets(candidates: ProductRecord[], all: ProductRecord[], filters: Filters, input: SearchInput) {
  const companies = new Map(
    all.flatMap((product) => [product.publisher, product.developer]).map((c) => [c.slug, c.name]),
  );
  return FACET_KEYS.map((key) => {
    const counts = new Map<string, number>();
    const add = (value: string) => counts.set(value, (counts.get(value) ?? 0) + 1);
    for (const product of all) {
      if (key === 'variants') {
        for (const value of new Set(product.variants.map((variant) => variant.platform)))
          counts.set(value, counts.get(value) ?? 0);
      } else {
        for (const value of keywordValues(product, key)) counts.set(value, counts.get(value) ?? 0);
      }
    }
    for (const product of candidates) {
      if (key === 'variants') {
        if (!keywordsMatch(product, filters)) continue;
        for (const platform of new Set(product.variants.map((variant) => variant.platform))) {
          if (stockMatches(product, filters, new Set([platform]))) add(platform);
        }
      } else {
        if (!keywordsMatch(product, filters, key) || !stockMatches(product, filters)) continue;
        for (const value of new Set(keywordValues(product, key))) add(value);
      }
    }
    const selected = lowerSet(input[key]);
    const items = [...counts]
      .filter(([value, count]) => count > 0 || selected.has(value.toLowerCase()))
      .map(([value, count]) => ({ value, label: labelOf(key, value, companies), count }));
    return { key, label: facetLabels[key], items: sortItems(key, items) };
  });
}
