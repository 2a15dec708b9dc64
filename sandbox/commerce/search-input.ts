// The body of Product/SearchWithFacets as the sandbox binds it: the facet keys, one-or-many value
// lists, fixed sets matched ignoring case, and the aliases the client sends (search, status).
import { z } from 'zod';
import {
  facetKeyValues,
  orderByValues,
  sortByValues,
  stockStatusValues,
  type components,
} from '../../contracts/generated/commerce';
import { pagingShape } from '../abp/binding';
import type { StockStatus } from './prices';

export const FACET_KEYS = facetKeyValues;
export type FacetKey = components['schemas']['FacetKey'];
export type KeywordFacet = Exclude<FacetKey, 'variants'>;

export const searchMessages = {
  orderBy: 'مرتب‌سازی باید یکی از Price، Sale یا Visitor باشد.',
  sortBy: 'جهت مرتب‌سازی باید asc یا desc باشد.',
  status: 'وضعیت موجودی باید یکی از InStock، OutOfStock، OnBackOrder یا ComingSoon باشد.',
};

/** One value or many, strings or numbers, null or absent: always a list of trimmed strings. */
const valueList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
  .nullish()
  .transform((value) =>
    (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value])
      .map((item) => String(item).trim())
      .filter(Boolean),
  );

/** A value from a fixed set, matched ignoring case and returned in the set's spelling. */
function oneOf<T extends string>(values: readonly T[], message: string) {
  return z
    .string()
    .nullish()
    .transform((value, ctx): T | null => {
      if (value === null || value === undefined || value.trim() === '') return null;
      const match = values.find((candidate) => candidate.toLowerCase() === value.trim().toLowerCase());
      if (match) return match;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

const statusList = valueList.transform((values, ctx) => {
  const statuses: StockStatus[] = [];
  for (const value of values) {
    const match = stockStatusValues.find((status) => status.toLowerCase() === value.toLowerCase());
    if (match) statuses.push(match);
    else ctx.addIssue({ code: 'custom', message: searchMessages.status });
  }
  return statuses;
});

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False'])])
  .nullish()
  .transform((value) => value === true || value === 'true' || value === 'True');

export const searchInput = z.object({
  ...pagingShape,
  phrase: z.string().nullish(),
  // Declared by the client's type as an alias of phrase.
  search: z.string().nullish(),
  orderBy: oneOf(orderByValues, searchMessages.orderBy),
  sortBy: oneOf(sortByValues, searchMessages.sortBy),
  onlyAvailable: flag,
  // pages/index.tsx sends the singular `status`.
  status: statusList,
  statuses: statusList,
  brands: valueList,
  categories: valueList,
  ...(Object.fromEntries(FACET_KEYS.map((key) => [key, valueList])) as Record<FacetKey, typeof valueList>),
});

export type SearchInput = z.infer<typeof searchInput>;
