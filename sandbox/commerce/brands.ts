// The headings of a brand's and a category's page (CONTRACTS §4.3, §12.7): Brand/GetBySlug and
// Category/GetBySlug. Their games come from SearchWithFacets with brands: [slug] or categories: [slug]. Anonymous.
import type { Hono } from 'hono';
import { bindQuery, slugQuery } from '../abp/binding';
import { ok } from '../abp/envelope';
import { EntityNotFoundError } from '../abp/errors';
import type { SandboxDeps } from '../deps';
import { fileUrls } from '../files/urls';
import { findBrand, findCategory } from './catalog';
import { brandDto } from './product-card';

export function mountBrandRoutes(app: Hono, { db }: SandboxDeps) {
  app.get('/api/services/app/Category/GetBySlug', (c) => {
    const { slug } = bindQuery(c, slugQuery);
    const category = findCategory(db, slug.toLowerCase());
    if (!category) throw new EntityNotFoundError('Category', slug);
    return ok(c, {
      id: category.id,
      name: category.name,
      slug: category.slug,
      filePath: fileUrls.categoryImage(category.slug),
      fileAltAttribute: `تصویر دسته‌بندی ${category.name}`,
      description: category.description,
    });
  });

  app.get('/api/services/app/Brand/GetBySlug', (c) => {
    const { slug } = bindQuery(c, slugQuery);
    const brand = findBrand(db, slug.toLowerCase());
    if (!brand) throw new EntityNotFoundError('Brand', slug);
    // CONTRACTS §12.7: the brand's page shows its description; the product cards' brands leave it out.
    return ok(c, { ...brandDto(brand), description: brand.description });
  });
}
