// Product/GetSimilar (docs/contracts/commerce.md, "Similar games"): the games a buyer of this one looks at next.
// A candidate shares a genre or the publisher, and is sold on the platform asked for (else on one of this
// game's platforms); shared genres count double, the publisher once, and best-sellers come first among equals.
import type { PlatformSlug } from '../seed/types';
import type { ProductRecord } from './catalog';
import { productListItem } from './product-card';

export const SIMILAR_COUNT = 8;

export function similarProducts(product: ProductRecord, all: ProductRecord[], platform: PlatformSlug | null) {
  const genres = new Set(product.genres);
  const platforms = new Set(platform ? [platform] : product.variants.map((variant) => variant.platform));
  return all
    .filter((other) => other.id !== product.id && other.variants.some((variant) => platforms.has(variant.platform)))
    .map((other) => {
      const sharedGenres = other.genres.filter((genre) => genres.has(genre)).length;
      const samePublisher = other.publisher.slug === product.publisher.slug;
      return { other, score: sharedGenres * 2 + (samePublisher ? 1 : 0) };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.other.salesCount - a.other.salesCount || a.other.id - b.other.id)
    .slice(0, SIMILAR_COUNT)
    .map(({ other }) =>
      productListItem(
        other,
        platform ? other.variants.filter((variant) => variant.platform === platform) : other.variants,
      ),
    );
}
