import {
  appliedFilterCount,
  CATALOG_MAX_PAGES,
  CATALOG_PAGE_SIZE,
  catalogHref,
  parseCatalogQuery,
  SORT_OPTIONS,
  toSearchRequest,
  withChanges,
  withoutFacetValue,
} from '@/lib/catalog-query';

describe('the catalog state lives in the URL', () => {
  it('reads phrase, sort, the nine facets, brands and the page count', () => {
    const query = parseCatalogQuery(
      new URLSearchParams(
        'q=فیفا&sort=cheapest&genres=Sport&genres=Shooter&variants=playstation-5&pegis=PEGI3&brands=ea-sports&page=3',
      ),
    );
    expect(query.phrase).toBe('فیفا');
    expect(query.sort).toBe('cheapest');
    expect(query.facets.genres).toEqual(['Sport', 'Shooter']);
    expect(query.facets.variants).toEqual(['playstation-5']);
    expect(query.facets.pegis).toEqual(['PEGI3']);
    expect(query.brands).toEqual(['ea-sports']);
    expect(query.pages).toBe(3);
  });

  it('accepts Next searchParams objects and comma lists, dropping duplicates and blanks', () => {
    const query = parseCatalogQuery({ genres: ['Sport,Racing', 'Sport', ''], themes: 'Action' });
    expect(query.facets.genres).toEqual(['Sport', 'Racing']);
    expect(query.facets.themes).toEqual(['Action']);
  });

  it('falls back to newest and page 1 for unknown or hostile values, and caps the page count', () => {
    expect(parseCatalogQuery({ sort: 'drop table', page: '-4' })).toMatchObject({ sort: 'newest', pages: 1 });
    expect(parseCatalogQuery({ page: 'abc' }).pages).toBe(1);
    expect(parseCatalogQuery({ page: '999' }).pages).toBe(CATALOG_MAX_PAGES);
  });

  it('writes the same URL back (round trip), leaving out defaults', () => {
    const href = '/products?q=elden&sort=expensive&brands=bandai-namco&variants=pc&genres=RolePlaying&page=2';
    expect(catalogHref(parseCatalogQuery(new URL(href, 'http://x').searchParams))).toBe(href);
    expect(catalogHref(parseCatalogQuery({}))).toBe('/products');
  });

  it('any change of filters, phrase or sort starts again from the first page; load more keeps them', () => {
    const query = parseCatalogQuery({ genres: 'Sport', page: '3' });
    expect(withChanges(query, { sort: 'bestselling' }).pages).toBe(1);
    expect(withChanges(query, { pages: 4 })).toMatchObject({
      pages: 4,
      facets: expect.objectContaining({ genres: ['Sport'] }),
    });
  });

  it('removing one chip removes only that value', () => {
    const query = parseCatalogQuery({ genres: ['Sport', 'Racing'], themes: 'Action' });
    const after = withoutFacetValue(query, 'genres', 'Sport');
    expect(after.facets.genres).toEqual(['Racing']);
    expect(after.facets.themes).toEqual(['Action']);
    expect(appliedFilterCount(after)).toBe(2);
  });
});

describe('the SearchWithFacets request of a catalog state', () => {
  it('asks for every shown page at once, from the start, so a reload shows the same list', () => {
    expect(toSearchRequest(parseCatalogQuery({ page: '3' }))).toEqual({
      skipCount: 0,
      maxResultCount: 3 * CATALOG_PAGE_SIZE,
    });
  });

  it('sends facets under their own keys and brands as brands', () => {
    const request = toSearchRequest(parseCatalogQuery({ genres: 'Sport', esrbs: 'E', brands: 'ea-sports', q: ' fc ' }));
    expect(request).toMatchObject({ genres: ['Sport'], esrbs: ['E'], brands: ['ea-sports'], phrase: 'fc' });
    expect(request).not.toHaveProperty('themes');
  });

  it("pairs price sorts the way the service's client does: cheapest is Price+desc, most expensive Price+asc", () => {
    expect(toSearchRequest(parseCatalogQuery({ sort: 'cheapest' }))).toMatchObject({
      orderBy: 'Price',
      sortBy: 'desc',
    });
    expect(toSearchRequest(parseCatalogQuery({ sort: 'expensive' }))).toMatchObject({
      orderBy: 'Price',
      sortBy: 'asc',
    });
    expect(toSearchRequest(parseCatalogQuery({ sort: 'bestselling' }))).toMatchObject({
      orderBy: 'Sale',
      sortBy: 'desc',
    });
    expect(toSearchRequest(parseCatalogQuery({}))).not.toHaveProperty('orderBy');
  });

  it("'پربازدیدترین' is ?sort=most-visited and asks for Visitor, most first", () => {
    const query = parseCatalogQuery(new URLSearchParams('sort=most-visited&genres=Sport'));
    expect(query.sort).toBe('most-visited');
    expect(toSearchRequest(query)).toMatchObject({ orderBy: 'Visitor', sortBy: 'desc' });
    expect(catalogHref(withChanges(parseCatalogQuery({}), { sort: 'most-visited' }))).toBe(
      '/products?sort=most-visited',
    );
    expect(SORT_OPTIONS.find((option) => option.value === 'most-visited')?.label).toBe('پربازدیدترین');
  });
});
