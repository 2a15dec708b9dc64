// @vitest-environment node
// Where a CMS category leads (services/server/views/categories.ts): its Url, a field we proposed, or its catalog page by
// Slug, as the production CMS has it (docs/contracts/cms.md); never another site.
import { categoryHref } from '@/services/server/views/categories';

describe('a CMS category link', () => {
  it('follows the category’s own Url when it has one', () => {
    expect(categoryHref({ Url: '/category/ps5', Slug: 'ps5' })).toBe('/category/ps5');
  });

  it('leads to the catalog page of its Slug when the CMS sends no Url', () => {
    expect(categoryHref({ Slug: 'ps5' })).toBe('/category/ps5');
    expect(categoryHref({ Slug: 'بازی ورزشی' })).toBe(
      '/category/%D8%A8%D8%A7%D8%B2%DB%8C%20%D9%88%D8%B1%D8%B2%D8%B4%DB%8C',
    );
  });

  it('falls back to the catalog for a link off the site, or a category with neither', () => {
    expect(categoryHref({ Url: '//evil.example/x', Slug: 'ps5' })).toBe('/products');
    expect(categoryHref({})).toBe('/products');
  });
});
