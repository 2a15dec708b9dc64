// Whether what an address names exists, for proxy.ts to decide whether the render cache may keep its page: a
// facet value the catalog offers, a brand, a category, a product and its variant, a blog page up to the last,
// a post, a blog category's or tag's page up to its last, a FAQ topic. Anything else is rendered per request and
// kept nowhere, so made-up addresses cannot fill the cache (lib/render-routes.ts has the two paths of each page). Only what exists is remembered, for a while and up to
// a bound; a name that does not exist is asked about again next time, and a lookup that fails answers "no".
import 'server-only';
import { LRUCache } from 'lru-cache';
import {
  COMPANY_ROLES,
  FACET_KEYS,
  emptyCatalogQuery,
  toSearchRequest,
  type CatalogQuery,
  type CatalogScope,
} from '@/lib/catalog-query';
import type { NamedByAddress } from '@/lib/render-routes';
import { getPosts, getPostBySlug, getTermBySlug } from '@/services/blog';
import { getPage } from '@/services/cms';
import { CACHE_POLICY } from './cached/policy';
import { getBrandBySlug, getCategoryBySlug, getProductBySlug, searchWithFacets } from '@/services/commerce';
import { BLOG_PAGE_SIZE } from './views/blog';
import { purchaseOptions } from '@/services/commerce/purchase-options';
import { findFaqTopic, isFaqTopicSlug } from './views/faq-topics';

/** What a lookup learned: a facet's values, the blog's page count, a product's variants, or that a name exists. */
type Known =
  | { facetValues: ReadonlyMap<string, ReadonlySet<string>> }
  | { pages: number }
  | { variantIds: ReadonlySet<number> }
  | { exists: true };

/** No slug of a real product, brand, category or post is this long: longer ones are not even looked up. */
const MAX_SLUG_LENGTH = 200;
/** How many names are remembered at most (each is a short key and a small value). */
const MAX_ENTRIES = 20_000;
/** A name that exists rarely stops existing; when it does, its page answers 404 from then on anyway. */
const NAME_SECONDS = 600;

/** Page counts move with every post, so they are kept as long as the blog's reads; names longer. */
const countsPages = (key: string) =>
  key === 'blog-pages' || key.startsWith('blog-category:') || key.startsWith('blog-tag:');

const lifetimeOf = (key: string): number =>
  1000 *
  (key === 'facets'
    ? CACHE_POLICY.catalog.revalidateSeconds
    : countsPages(key)
      ? CACHE_POLICY.blog.revalidateSeconds
      : NAME_SECONDS);

/** The names an address can carry, each looked up its own way. */
type NameKind = CatalogScope['kind'] | 'brand' | 'product' | 'post' | 'blog-category' | 'blog-tag' | 'faq-topic';

const found = (value: unknown): Known | undefined => (value ? { exists: true } : undefined);

/** The posts of a blog category or tag: their page count, for the topic's pages up to the last. */
async function topicPages(taxonomy: 'categories' | 'tags', slug: string): Promise<Known | undefined> {
  const term = await getTermBySlug(taxonomy, slug);
  if (!term) return undefined;
  const filter = taxonomy === 'categories' ? { categories: [term.id] } : { tags: [term.id] };
  return { pages: (await getPosts({ page: 1, perPage: BLOG_PAGE_SIZE, ...filter })).totalPages };
}

/** How each kind of name is looked up: one entry per kind, so a new kind does not type-check without its own. */
const LOOKUPS: Record<NameKind, (slug: string) => Promise<Known | undefined>> = {
  product: async (slug) => {
    const product = await getProductBySlug(slug);
    return product
      ? { variantIds: new Set(purchaseOptions(product.variants).map((option) => option.item.id)) }
      : undefined;
  },
  brand: async (slug) => found(await getBrandBySlug(slug)),
  // A company exists while a game names it: it is among the whole catalog's publishers or developers.
  company: async (slug) => {
    const catalog = await known('facets');
    if (!catalog || !('facetValues' in catalog)) return undefined;
    return found(COMPANY_ROLES.some(({ facet }) => catalog.facetValues.get(facet)?.has(slug)));
  },
  category: async (slug) => found(await getCategoryBySlug(slug)),
  post: async (slug) => found(await getPostBySlug(slug)),
  'blog-category': (slug) => topicPages('categories', slug),
  'blog-tag': (slug) => topicPages('tags', slug),
  // A keyword that cannot be a topic's is not worth a call.
  'faq-topic': async (slug) => (isFaqTopicSlug(slug) ? found(findFaqTopic(await getPage('faq'), slug)) : undefined),
};

const isNameKind = (kind: string): kind is NameKind => Object.hasOwn(LOOKUPS, kind);

/** Keys: 'facets', 'blog-pages', or '<kind>:<slug>' for a name of one of LOOKUPS' kinds. */
async function lookUp(key: string): Promise<Known | undefined> {
  if (key === 'facets') {
    const { facets } = await searchWithFacets(toSearchRequest(emptyCatalogQuery()));
    return { facetValues: new Map(facets.map((facet) => [facet.key, new Set(facet.items.map((item) => item.value))])) };
  }
  if (key === 'blog-pages') return { pages: (await getPosts({ page: 1, perPage: BLOG_PAGE_SIZE })).totalPages };
  const kind = key.slice(0, key.indexOf(':'));
  return isNameKind(kind) ? LOOKUPS[kind](key.slice(kind.length + 1)) : undefined;
}

function createKnownNames() {
  return new LRUCache<string, Known>({
    max: MAX_ENTRIES,
    ttl: NAME_SECONDS * 1000,
    // A name past its time is answered from memory while it is looked up again, and kept when that fails.
    allowStale: true,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: (key) => lookUp(key),
    // The wall clock, read at every look-up (lru-cache would read performance.now() and reuse a reading for a
    // millisecond), so that a test can move it.
    perf: { now: () => Date.now() },
    ttlResolution: 0,
  });
}

// One memory of names per process, however many of its bundles include this module.
const MEMORY = Symbol.for('gamino.known-addresses');
type WithMemory = typeof globalThis & { [MEMORY]?: ReturnType<typeof createKnownNames> };

function knownNames() {
  const scope = globalThis as WithMemory;
  return (scope[MEMORY] ??= createKnownNames());
}

async function known(key: string): Promise<Known | undefined> {
  try {
    return await knownNames().fetch(key, { ttl: lifetimeOf(key) });
  } catch {
    return undefined;
  }
}

async function knownName(kind: NameKind, slug: string): Promise<Known | undefined> {
  return slug === '' || slug.length > MAX_SLUG_LENGTH ? undefined : known(`${kind}:${slug}`);
}

const exists = async (kind: NameKind, slug: string) => (await knownName(kind, slug)) !== undefined;

async function catalogValuesExist(query: CatalogQuery): Promise<boolean> {
  const chosen = FACET_KEYS.filter((key) => query.facets[key].length > 0);
  if (chosen.length > 0) {
    const facets = await known('facets');
    if (!facets || !('facetValues' in facets)) return false;
    const offered = (key: string, value: string) => facets.facetValues.get(key)?.has(value) ?? false;
    if (!chosen.every((key) => query.facets[key].every((value) => offered(key, value)))) return false;
  }
  const names: [NameKind, string][] = [
    ...(query.scope ? [[query.scope.kind, query.scope.slug] as [NameKind, string]] : []),
    ...query.brands.map((brand): [NameKind, string] => ['brand', brand]),
  ];
  return (await Promise.all(names.map(([kind, slug]) => exists(kind, slug)))).every(Boolean);
}

type Named<K extends NamedByAddress['kind']> = Extract<NamedByAddress, { kind: K }>;

/** How each thing an address names is checked: one entry per kind the render plans produce. */
const CHECKS: { [K in NamedByAddress['kind']]: (named: Named<K>) => Promise<boolean> } = {
  catalog: (named) => catalogValuesExist(named.query),
  product: async (named) => {
    const product = await knownName('product', named.slug);
    if (!product || !('variantIds' in product)) return false;
    return named.variantId === null || product.variantIds.has(named.variantId);
  },
  'blog-page': async (named) => {
    const blog = await known('blog-pages');
    return blog !== undefined && 'pages' in blog && named.page <= blog.pages;
  },
  post: (named) => exists('post', named.slug),
  'blog-topic': async (named) => {
    const topic = await knownName(named.taxonomy === 'category' ? 'blog-category' : 'blog-tag', named.slug);
    // A topic with no posts yet still has its first page.
    return topic !== undefined && 'pages' in topic && named.page <= Math.max(topic.pages, 1);
  },
  'faq-topic': (named) => exists('faq-topic', named.slug),
};

/** Whether everything `named` exists, so that its page may be kept per address. */
export function namesExist(named: NamedByAddress): Promise<boolean> {
  return (CHECKS[named.kind] as (named: NamedByAddress) => Promise<boolean>)(named);
}

/** Forgets every name (tests; a deployment that must see a removal at once). */
export function forgetKnownNames(): void {
  knownNames().clear();
}
