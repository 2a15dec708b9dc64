// The catalog routes (docs/contracts/commerce.md, "Search with facets" to "Sitemap"): search with
// facets, the product page with its variant tree, similar games, variants and the sitemap's media (covers and
// trailers). All anonymous.
// Brands and categories are in brands.ts, galleries in gallery.ts, the sitemap's entries in sitemap-media.ts.
import type { Hono } from 'hono';
import { z } from 'zod';
import { accountTypeValues, mediaTypeValues, platformSlugValues } from '../../contracts/generated/commerce';
import { bindBody, bindQuery, pagingShape, slugQuery } from '../abp/binding';
import { ok } from '../abp/envelope';
import { EntityNotFoundError } from '../abp/errors';
import { abpDate } from '../dates';
import type { Db } from '../db/database';
import type { SandboxDeps } from '../deps';
import { accountTypeDescriptions, accountTypeLabels, platformLabels } from '../seed/vocabulary';
import { esrbDto, pegiDto } from './age-ratings';
import { loadProducts, type ProductRecord, type VariantRecord } from './catalog';
import { CURRENCY, cheapestVariant, priceItem, salePriceOf, stockStatusOf, variantTitle } from './prices';
import { brandDto, companyDto, coverOf, keywordLists } from './product-card';
import { searchWithFacets } from './search';
import { searchInput } from './search-input';
import { similarProducts } from './similar';
import { coverEntries, trailerEntries } from './sitemap-media';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function variantItem(variant: VariantRecord) {
  const salePrice = salePriceOf(variant);
  const profit = variant.regularPrice - salePrice;
  return {
    id: variant.id,
    sku: variant.sku,
    status: stockStatusOf(variant),
    inventory: 'Limited' as const,
    regularPrice: variant.regularPrice,
    salePrice,
    profitPercentage: Math.round((profit * 100) / variant.regularPrice),
    profitPrice: profit,
    currencyType: CURRENCY,
    filePath: null,
    description: accountTypeDescriptions[variant.accountType],
    attributes: [{ value: accountTypeLabels[variant.accountType] }, { value: platformLabels[variant.platform] }],
  };
}

/**
 * Root nodes are platforms (matched by slug against ?platform=), children are account types whose
 * items[0] is the buyable variant: its id is the variantId for Cart/AddItem (docs/contracts/commerce.md,
 * "Variant tree").
 */
export function variantTree(product: ProductRecord) {
  const platforms = platformSlugValues.filter((platform) =>
    product.variants.some((variant) => variant.platform === platform),
  );
  return platforms.map((platform) => ({
    // Node ids only need to be unique within the tree; variant ids stay small, so these cannot collide.
    id: 1_000_000 + product.id * 10 + platformSlugValues.indexOf(platform),
    name: 'پلتفرم',
    slug: platform,
    value: platformLabels[platform],
    children: product.variants
      .filter((variant) => variant.platform === platform)
      .sort((a, b) => accountTypeValues.indexOf(a.accountType) - accountTypeValues.indexOf(b.accountType))
      .map((variant) => ({
        id: variant.id,
        name: 'نوع اکانت',
        slug: variant.accountType,
        value: accountTypeLabels[variant.accountType],
        children: null,
        items: [variantItem(variant)],
      })),
  }));
}

/** The variant whose price the page shows first: the one asked for, else the cheapest on the platform asked for. */
function selectedVariant(product: ProductRecord, platform: string | undefined, variantId: number | undefined) {
  const asked = product.variants.find((variant) => variant.id === variantId);
  if (asked) return asked;
  const onPlatform = product.variants.filter((variant) => variant.platform === platform?.toLowerCase());
  return cheapestVariant(onPlatform.length > 0 ? onPlatform : product.variants);
}

type DetailRow = { description: string | null; ratings: string; faqs: string; awards: string };

function productDetail(db: Db, product: ProductRecord, selected: VariantRecord | null) {
  const row = db
    .prepare('SELECT description, ratings, faqs, awards FROM commerce_products WHERE id = ?')
    .get(product.id) as DetailRow;
  const categories = db
    .prepare(
      `SELECT c.name, c.slug FROM commerce_product_categories pc JOIN commerce_categories c ON c.id = pc.category_id
       WHERE pc.product_id = ? ORDER BY pc.position`,
    )
    .all(product.id) as { name: string; slug: string }[];
  const ratings = JSON.parse(row.ratings) as { type: string; value: number; total: number }[];
  const faqs = JSON.parse(row.faqs) as { question: string; answer: string }[];
  const platforms = platformSlugValues.filter((platform) =>
    product.variants.some((variant) => variant.platform === platform),
  );
  const description =
    `خرید اکانت قانونی ${product.persianName} (${product.name}) برای ${platforms.map((p) => platformLabels[p]).join('، ')}` +
    ' با تحویل فوری، گارانتی و پشتیبانی.';
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    persianName: product.persianName,
    igdb: product.slug,
    ...coverOf(product),
    shortDescription: product.shortDescription,
    description: row.description,
    releaseDate: abpDate(product.releaseDate),
    categories,
    breadcrumbs: [
      { name: 'خانه', url: '/' },
      { name: 'محصولات', url: '/products' },
      { name: product.name, url: `/product/${product.slug}` },
    ],
    ...keywordLists(product),
    developer: companyDto(product.developer),
    publisher: companyDto(product.publisher),
    brands: product.brands.map(brandDto),
    pegi: pegiDto(product, true),
    esrb: esrbDto(product, true),
    rating: ratings.map((rating, index) => ({ id: index + 1, ...rating })),
    awards: JSON.parse(row.awards) as string[],
    faqs: faqs.map((faq, index) => ({
      id: index + 1,
      questions: faq.question,
      answer: `<p>${escapeHtml(faq.answer)}</p>`,
    })),
    page: {
      title: `خرید اکانت ${product.persianName} | ${product.name}`,
      richSnippet: null,
      metas: {
        description,
        keywords: [product.name, product.persianName, ...platforms.map((p) => platformLabels[p])].join('، '),
      },
    },
    // As the real service answers: empty. Similar games come from Product/GetSimilar.
    similar: [],
    minVariant: selected ? { id: selected.id, name: variantTitle(selected), items: [priceItem(selected)] } : null,
    variants: variantTree(product),
  };
}

/** Variant: one variant as Variant/Get answers it, its game by name and slug only, as the real service's does. */
function variantDto(variant: VariantRecord, product: ProductRecord) {
  return {
    id: variant.id,
    productId: product.id,
    name: variantTitle(variant),
    status: stockStatusOf(variant),
    currencyType: CURRENCY,
    regularPrice: variant.regularPrice,
    salePrice: salePriceOf(variant),
    filePath: null,
    product: { name: product.name, slug: product.slug },
  };
}

function findProduct(all: ProductRecord[], slug: string): ProductRecord {
  const product = all.find((candidate) => candidate.slug === slug.trim().toLowerCase());
  if (!product) throw new EntityNotFoundError('Product', slug);
  return product;
}

const idQuery = z.object({ id: z.coerce.number().int().positive() });

const bySlugQuery = z.object({
  slug: z.string().trim().min(1),
  platform: z.string().optional(),
  variantId: z.coerce.number().int().positive().optional(),
});

const siteMapQuery = z.object({
  ...pagingShape,
  mediaType: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const match = mediaTypeValues.find((type) => type.toLowerCase() === (value ?? 'Image').toLowerCase());
      if (!match) ctx.addIssue({ code: 'custom', message: 'نوع رسانه باید Image یا Video باشد.' });
      return match;
    }),
});

export function mountProductRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  app.post('/api/services/app/Product/SearchWithFacets', async (c) => {
    return ok(c, searchWithFacets(db, await bindBody(c, searchInput)));
  });

  app.get('/api/services/app/Product/GetBySlug', (c) => {
    const query = bindQuery(c, bySlugQuery);
    const product = findProduct(loadProducts(db), query.slug);
    // The real service counts a visit on each read of a product page; Visitor sorts by the count.
    db.prepare('UPDATE commerce_products SET visitor_count = visitor_count + 1 WHERE id = ?').run(product.id);
    product.visitorCount += 1;
    return ok(c, productDetail(db, product, selectedVariant(product, query.platform, query.variantId)));
  });

  app.get('/api/services/app/Product/GetSimilar', (c) => {
    const query = bindQuery(c, bySlugQuery);
    const all = loadProducts(db);
    const product = findProduct(all, query.slug);
    const variant = product.variants.find((candidate) => candidate.id === query.variantId);
    const platform =
      variant?.platform ?? platformSlugValues.find((candidate) => candidate === query.platform?.toLowerCase()) ?? null;
    // A platform this sandbox does not sell on narrows to nothing, as it would on the real catalog.
    if (query.platform && !variant && !platform) return ok(c, []);
    return ok(c, similarProducts(product, all, platform));
  });

  // A variant with its prices and its game's name and slug: how a `?variant=` link finds its game.
  app.get('/api/services/app/Variant/Get', (c) => {
    const { id } = bindQuery(c, idQuery);
    for (const product of loadProducts(db)) {
      const variant = product.variants.find((candidate) => candidate.id === id);
      if (variant) return ok(c, variantDto(variant, product));
    }
    throw new EntityNotFoundError('Variant', id);
  });

  // The observed client fetches the tree separately; GetBySlug embeds it too.
  app.get('/api/services/app/Product/GetVariants', (c) => {
    return ok(c, variantTree(findProduct(loadProducts(db), bindQuery(c, slugQuery).slug)));
  });

  /** Image: every product with its cover. Video: the products that have a trailer, each with its trailer. */
  app.get('/api/services/app/Product/GetAllForSiteMap', (c) => {
    const query = bindQuery(c, siteMapQuery);
    const entries = query.mediaType === 'Image' ? coverEntries(loadProducts(db)) : trailerEntries(loadProducts(db));
    return ok(c, {
      totalCount: entries.length,
      items: entries.slice(query.skipCount, query.skipCount + query.maxResultCount),
    });
  });
}
