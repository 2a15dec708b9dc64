// Strapi 5 REST query handling (docs/contracts/cms.md, "Query syntax"): qs-style bracket keys, filters with the generic
// operators, sort, fields, populate and pagination over an in-memory list of documents.

export type QueryTree = { [key: string]: QueryValue };
export type QueryValue = string | string[] | QueryTree;

export class StrapiValidationError extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Keys that would reach Object.prototype through an ordinary object: refused wherever they appear. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** An empty tree with no prototype, so no key of the query can mean anything inherited. */
const emptyTree = (): QueryTree => Object.create(null) as QueryTree;

/**
 * `filters[Page][$eq]=Home&populate[0]=Seo` → `{ filters: { Page: { $eq: 'Home' } }, populate: { 0: 'Seo' } }`.
 * `__proto__`, `constructor` and `prototype` at any depth are a 400.
 */
export function parseQuery(search: URLSearchParams): QueryTree {
  const tree = emptyTree();
  for (const [key, value] of search) {
    const match = /^([^[\]]*)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1])];
    const forbidden = path.find((segment) => FORBIDDEN_KEYS.has(segment));
    if (forbidden !== undefined)
      throw new StrapiValidationError(`Invalid key ${forbidden}`, { key: forbidden, source: 'query' });
    let node: QueryTree = tree;
    for (let index = 0; index < path.length; index += 1) {
      const segment = path[index] === '' && index > 0 ? String(Object.keys(node).length) : path[index];
      if (index === path.length - 1) {
        const existing = node[segment];
        if (existing === undefined) node[segment] = value;
        else if (typeof existing === 'string') node[segment] = [existing, value];
        else if (Array.isArray(existing)) existing.push(value);
        // A value where an object already stands is malformed; the object wins.
      } else {
        const next = node[segment];
        if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
          node[segment] = emptyTree();
        }
        node = node[segment] as QueryTree;
      }
    }
  }
  return tree;
}

/** Values of `x`, `x[0]=..&x[1]=..` or `x=a&x=b` as a list of strings. */
export function listOf(value: QueryValue | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value;
  return Object.keys(value)
    .sort((a, b) => Number(a) - Number(b))
    .flatMap((key) => listOf(value[key]));
}

export type Scalar = string | number | boolean | null;

/** A document as the query engine sees it: filterable scalars and populatable attributes. */
export type CmsDocument = { scalars: Record<string, Scalar>; populatable: Record<string, unknown> };

const asText = (value: Scalar) => (value === null ? '' : String(value));

function equals(field: Scalar, wanted: string): boolean {
  if (typeof field === 'boolean') return String(field) === wanted.toLowerCase();
  if (typeof field === 'number') return Number(wanted) === field;
  return field === wanted;
}

function compare(field: Scalar, wanted: string): number {
  if (typeof field === 'number') return field - Number(wanted);
  return asText(field).localeCompare(wanted);
}

function matchOperator(field: Scalar, operator: string, operand: QueryValue): boolean {
  const value = typeof operand === 'string' ? operand : (listOf(operand)[0] ?? '');
  const text = asText(field);
  switch (operator) {
    case '$eq':
      return listOf(operand).length > 1 ? listOf(operand).some((item) => equals(field, item)) : equals(field, value);
    case '$eqi':
      return text.toLowerCase() === value.toLowerCase();
    case '$ne':
      return !equals(field, value);
    case '$nei':
      return text.toLowerCase() !== value.toLowerCase();
    case '$in':
      return listOf(operand).some((item) => equals(field, item));
    case '$notIn':
      return !listOf(operand).some((item) => equals(field, item));
    case '$lt':
      return field !== null && compare(field, value) < 0;
    case '$lte':
      return field !== null && compare(field, value) <= 0;
    case '$gt':
      return field !== null && compare(field, value) > 0;
    case '$gte':
      return field !== null && compare(field, value) >= 0;
    case '$between': {
      const [low, high] = listOf(operand);
      return field !== null && compare(field, low) >= 0 && compare(field, high) <= 0;
    }
    case '$contains':
      return text.includes(value);
    case '$notContains':
      return !text.includes(value);
    case '$containsi':
      return text.toLowerCase().includes(value.toLowerCase());
    case '$notContainsi':
      return !text.toLowerCase().includes(value.toLowerCase());
    case '$startsWith':
      return text.startsWith(value);
    case '$startsWithi':
      return text.toLowerCase().startsWith(value.toLowerCase());
    case '$endsWith':
      return text.endsWith(value);
    case '$endsWithi':
      return text.toLowerCase().endsWith(value.toLowerCase());
    case '$null':
      return (field === null) === (value !== 'false');
    case '$notNull':
      return (field !== null) === (value !== 'false');
    default:
      throw new StrapiValidationError(`Invalid key ${operator}`, { key: operator, source: 'query', path: operator });
  }
}

function matchField(document: CmsDocument, name: string, condition: QueryValue): boolean {
  if (!(name in document.scalars)) {
    throw new StrapiValidationError(`Invalid key ${name}`, { key: name, source: 'query', path: name });
  }
  const field = document.scalars[name];
  // A bare value (`filters[isTopLevel]=true`) means $eq.
  if (typeof condition === 'string' || Array.isArray(condition)) return matchOperator(field, '$eq', condition);
  return Object.entries(condition).every(([operator, operand]) =>
    operator === '$not' ? !matchField(document, name, operand) : matchOperator(field, operator, operand),
  );
}

export function matchFilters(document: CmsDocument, filters: QueryValue | undefined): boolean {
  if (filters === undefined || typeof filters === 'string' || Array.isArray(filters)) return true;
  return Object.entries(filters).every(([key, condition]) => {
    if (key === '$and') return listOfTrees(condition).every((part) => matchFilters(document, part));
    if (key === '$or') return listOfTrees(condition).some((part) => matchFilters(document, part));
    if (key === '$not') return !matchFilters(document, condition);
    return matchField(document, key, condition);
  });
}

function listOfTrees(value: QueryValue): QueryValue[] {
  if (typeof value === 'string' || Array.isArray(value)) return [];
  return Object.values(value);
}

/** `sort=Title:desc`, `sort[0]=a&sort[1]=b:desc`, `sort=a,b`. */
export function sortDocuments(documents: CmsDocument[], sort: QueryValue | undefined): CmsDocument[] {
  const keys = listOf(sort).flatMap((entry) => entry.split(','));
  if (keys.length === 0) return documents;
  const orders = keys.map((key) => {
    const [field, direction = 'asc'] = key.trim().split(':');
    if (documents.length > 0 && !(field in documents[0].scalars)) {
      throw new StrapiValidationError(`Invalid key ${field}`, { key: field, source: 'query', path: field });
    }
    return { field, sign: direction.toLowerCase() === 'desc' ? -1 : 1 };
  });
  return [...documents].sort((a, b) => {
    for (const { field, sign } of orders) {
      const left = a.scalars[field];
      const right = b.scalars[field];
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : asText(left).localeCompare(asText(right));
      if (order !== 0) return order * sign;
    }
    return 0;
  });
}

/** Which populatable attributes to include: none without `populate`, all for `*`, else the ones named. */
export function populatedNames(populate: QueryValue | undefined, available: string[]): string[] {
  if (populate === undefined) return [];
  if (typeof populate === 'string' || Array.isArray(populate)) {
    const names = listOf(populate).flatMap((entry) => entry.split(','));
    if (names.includes('*')) return available;
    return available.filter((name) => names.includes(name));
  }
  const named = Object.entries(populate).flatMap(([key, value]) => (/^\d+$/.test(key) ? listOf(value) : [key]));
  if (named.includes('*')) return available;
  return available.filter((name) => named.includes(name));
}

export type Pagination =
  { kind: 'page'; page: number; pageSize: number } | { kind: 'offset'; start: number; limit: number };

const MAX_LIMIT = 100;
const DEFAULT_PAGE_SIZE = 25;

function positiveInt(value: QueryValue | undefined, fallback: number, name: string, minimum: number): number {
  if (value === undefined) return fallback;
  const number = Number(typeof value === 'string' ? value : listOf(value)[0]);
  if (!Number.isInteger(number) || number < minimum) {
    throw new StrapiValidationError(`Invalid pagination ${name}`, { key: name, source: 'query' });
  }
  return number;
}

export function readPagination(pagination: QueryValue | undefined): Pagination {
  const tree = pagination && typeof pagination === 'object' && !Array.isArray(pagination) ? pagination : {};
  if (tree.start !== undefined || tree.limit !== undefined) {
    const start = positiveInt(tree.start, 0, 'start', 0);
    const limit = Math.min(positiveInt(tree.limit, DEFAULT_PAGE_SIZE, 'limit', 1), MAX_LIMIT);
    return { kind: 'offset', start, limit };
  }
  const page = positiveInt(tree.page, 1, 'page', 1);
  const pageSize = Math.min(positiveInt(tree.pageSize, DEFAULT_PAGE_SIZE, 'pageSize', 1), MAX_LIMIT);
  return { kind: 'page', page, pageSize };
}

export function paginate<T>(items: T[], pagination: Pagination): { items: T[]; meta: Record<string, number> } {
  const total = items.length;
  if (pagination.kind === 'offset') {
    const { start, limit } = pagination;
    return { items: items.slice(start, start + limit), meta: { start, limit, total } };
  }
  const { page, pageSize } = pagination;
  const offset = (page - 1) * pageSize;
  return {
    items: items.slice(offset, offset + pageSize),
    meta: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
  };
}
