// The critics' scores a product page shows (Product/GetBySlug `rating`). A review site the document does not list is
// shown under its name as given and reported; an entry without a value or a scale is left out, as the real
// service's own client leaves it out, and reported too.
import 'server-only';
import { criticRatingTypeValues } from '@/contracts/generated/commerce';
import { reportContractDrift } from '@/services/contract-drift';
import type { ProductDetail } from '@/services/types/commerce';

export type CriticScore = { key: string; site: string; value: number; total: number };

const KNOWN_SITES: ReadonlySet<string> = new Set(criticRatingTypeValues);

const isScore = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** `report`: false where the page only asks whether there are any, so one read is reported once. */
export function criticScores(product: Pick<ProductDetail, 'rating'>, report = true): CriticScore[] {
  const note = (field: string) => {
    if (report) reportContractDrift({ service: 'commerce', operation: 'Product_GetBySlug', field });
  };
  const ratings: unknown[] = Array.isArray(product.rating) ? product.rating : [];
  return ratings.flatMap((entry, index): CriticScore[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, type, value, total } = entry as Record<string, unknown>;
    const site = typeof type === 'string' ? type.trim() : '';
    if (!site) {
      note('rating[].type');
      return [];
    }
    if (!KNOWN_SITES.has(site)) note('rating[].type');
    if (!isScore(value) || !isScore(total) || total <= 0) {
      note(isScore(value) ? 'rating[].total' : 'rating[].value');
      return [];
    }
    return [{ key: `${typeof id === 'number' ? id : index}-${site}`, site, value, total }];
  });
}
