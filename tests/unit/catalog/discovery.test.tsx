// Brand and category pages, the stock switches and the pre-order badge: the catalog state of a
// scoped page, the request it makes, the switches' URLs, and where the product page's companies lead.
import { fireEvent, render, screen } from '@testing-library/react';
import { StockSwitches } from '@/components/catalog/StockSwitches';
import { ProductCard } from '@/components/catalog/ProductCard';
import { specRows } from '@/components/catalog/product/ProductSpecs';
import {
  appliedFilterCount,
  catalogHref,
  narrowsResults,
  parseCatalogQuery,
  toSearchRequest,
  withChanges,
  type CatalogScope,
} from '@/lib/catalog-query';
import type { ProductDetail, ProductListItem } from '@/services/types/commerce';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn() }) }));

const brand: CatalogScope = { kind: 'brand', slug: 'ea-sports' };
const category: CatalogScope = { kind: 'category', slug: 'sport-games' };

beforeEach(() => push.mockReset());

describe('a brand or category page is the catalog narrowed by its path', () => {
  it('asks SearchWithFacets for brands: [slug] or categories: [slug] with the rest of its state', () => {
    const onBrand = parseCatalogQuery(new URLSearchParams('genres=Sport&sort=cheapest'), brand);
    expect(toSearchRequest(onBrand)).toMatchObject({
      brands: ['ea-sports'],
      genres: ['Sport'],
      orderBy: 'Price',
      sortBy: 'desc',
    });
    expect(toSearchRequest(onBrand)).not.toHaveProperty('categories');
    const onCategory = parseCatalogQuery(new URLSearchParams('brands=ubisoft'), category);
    expect(toSearchRequest(onCategory)).toMatchObject({ categories: ['sport-games'], brands: ['ubisoft'] });
  });

  it("a brand page ignores a brands parameter: it would only widen the brand's games", () => {
    const query = parseCatalogQuery(new URLSearchParams('brands=ubisoft'), brand);
    expect(query.brands).toEqual([]);
    expect(toSearchRequest(query).brands).toEqual(['ea-sports']);
    expect(appliedFilterCount(query)).toBe(0);
  });

  it('every link of the page stays on its path: sort, load more, chips', () => {
    const query = parseCatalogQuery(new URLSearchParams('genres=Sport'), brand);
    expect(catalogHref(withChanges(query, { sort: 'cheapest' }))).toBe('/brand/ea-sports?sort=cheapest&genres=Sport');
    expect(catalogHref(withChanges(query, { pages: 2 }))).toBe('/brand/ea-sports?genres=Sport&page=2');
    expect(catalogHref(parseCatalogQuery(new URLSearchParams(), category))).toBe('/category/sport-games');
  });
});

describe("the stock switches: 'فقط کالاهای موجود' and 'پیش خرید'", () => {
  it('are read from and written to the URL, and become onlyAvailable and statuses [OnBackOrder]', () => {
    const query = parseCatalogQuery(new URLSearchParams('preorder=1&available=true'));
    expect(query).toMatchObject({ onlyAvailable: true, preorder: true });
    expect(catalogHref(query)).toBe('/products?available=1&preorder=1');
    expect(toSearchRequest(query)).toMatchObject({ onlyAvailable: true, statuses: ['OnBackOrder'] });
    expect(toSearchRequest(parseCatalogQuery(new URLSearchParams('preorder=0')))).not.toHaveProperty('statuses');
    expect(narrowsResults(query)).toBe(true);
    expect(appliedFilterCount(query)).toBe(0);
  });

  it('a switch goes to the same catalog with it flipped, from the first page', () => {
    render(<StockSwitches query={parseCatalogQuery(new URLSearchParams('genres=Sport&page=3'), category)} />);
    const onlyAvailable = screen.getByRole('switch', { name: 'فقط کالاهای موجود' });
    expect(onlyAvailable).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(onlyAvailable);
    expect(push).toHaveBeenLastCalledWith('/category/sport-games?genres=Sport&available=1', { scroll: false });
    const preorder = screen.getByRole('button', { name: 'پیش خرید' });
    expect(preorder).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(preorder);
    expect(push).toHaveBeenLastCalledWith('/category/sport-games?genres=Sport&preorder=1', { scroll: false });
  });

  it('shows its state and turns off again', () => {
    render(<StockSwitches query={parseCatalogQuery(new URLSearchParams('available=1&preorder=1'))} />);
    expect(screen.getByRole('switch', { name: 'فقط کالاهای موجود' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'پیش خرید' }));
    expect(push).toHaveBeenLastCalledWith('/products?available=1', { scroll: false });
  });
});

const card = (status: 'InStock' | 'OnBackOrder' | 'OutOfStock'): ProductListItem =>
  ({
    id: 1,
    slug: 'stellar-blade',
    name: 'Stellar Blade',
    persianName: 'استلار بلید',
    filePath: null,
    minVariant: {
      id: 9,
      items: [
        {
          id: 9,
          salePrice: status === 'OutOfStock' ? null : 12_000_000,
          regularPrice: 12_000_000,
          currencyType: 'IRR',
          status,
        },
      ],
    },
    brands: [],
  }) as unknown as ProductListItem;

describe("the 'پیش خرید' badge on a card", () => {
  it('marks a card whose price is a pre-order, and no other', () => {
    const { rerender } = render(<ProductCard product={card('OnBackOrder')} />);
    expect(screen.getByText('پیش خرید')).toBeInTheDocument();
    rerender(<ProductCard product={card('InStock')} />);
    expect(screen.queryByText('پیش خرید')).not.toBeInTheDocument();
    rerender(<ProductCard product={card('OutOfStock')} />);
    expect(screen.queryByText('پیش خرید')).not.toBeInTheDocument();
    expect(screen.getByText('ناموجود')).toBeInTheDocument();
  });
});

describe("the product page's publisher and developer rows", () => {
  const product = {
    publisher: { name: 'Electronic Arts', slug: 'electronic-arts' },
    developer: { name: 'EA Vancouver', slug: 'ea-vancouver' },
    brands: [{ slug: 'ea-sports', name: 'EA Sports' }],
    genres: [{ keyword: 'Sport', name: 'ورزشی' }],
  } as unknown as ProductDetail;

  it("lead to their company's page, each on the tab of what it was to the game, whatever the game's brand", () => {
    const rows = specRows(product);
    expect(rows.find((row) => row.label === 'ناشر')).toEqual({
      label: 'ناشر',
      value: 'Electronic Arts',
      href: '/company/electronic-arts',
    });
    expect(rows.find((row) => row.label === 'سازنده')?.href).toBe('/company/ea-vancouver?role=developer');
    expect(rows.find((row) => row.label === 'ژانر')).toEqual({ label: 'ژانر', value: 'ورزشی' });
  });

  it('a company without a slug (a field that differs) is named but not linked', () => {
    const withoutSlug = { ...product, developer: { name: 'EA Vancouver' } } as unknown as ProductDetail;
    expect(specRows(withoutSlug).find((row) => row.label === 'سازنده')).toEqual({
      label: 'سازنده',
      value: 'EA Vancouver',
      href: undefined,
    });
  });
});
