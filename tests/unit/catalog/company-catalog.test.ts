// A company's page is the catalog narrowed to the games it published (its first tab) or developed (`role=developer`):
// the tab is part of the state, survives sort and paging, and asks the search for that role's filter alone.
import {
  catalogHref,
  catalogScope,
  catalogSearch,
  companyHref,
  parseCatalogQuery,
  toSearchRequest,
  withChanges,
} from '@/lib/catalog-query';

const company = (search: string) => parseCatalogQuery(new URLSearchParams(search), catalogScope('company', 'capcom'));

it("the publisher's tab is the bare address; the developer's carries role=developer", () => {
  expect(companyHref('capcom', 'publisher')).toBe('/company/capcom');
  expect(companyHref('capcom', 'developer')).toBe('/company/capcom?role=developer');
  expect(companyHref('square enix', 'developer')).toBe('/company/square%20enix?role=developer');
});

it('sort and paging stay on the tab', () => {
  const developer = company('role=developer');
  expect(catalogHref(withChanges(developer, { sort: 'cheapest' }))).toBe(
    '/company/capcom?role=developer&sort=cheapest',
  );
  expect(catalogHref(withChanges(developer, { pages: 2 }))).toBe('/company/capcom?role=developer&page=2');
  expect(catalogHref(withChanges(company(''), { pages: 2 }))).toBe('/company/capcom?page=2');
});

it("each tab asks the search for the company in its role, and a filter of the same role can't widen it", () => {
  expect(toSearchRequest(company('publishers=other&genres=Action'))).toMatchObject({
    publishers: ['capcom'],
    genres: ['Action'],
  });
  const developer = toSearchRequest(company('role=developer&developers=other&publishers=sony'));
  expect(developer).toMatchObject({ developers: ['capcom'], publishers: ['sony'] });
  expect(catalogSearch(company('role=developer&developers=other'))).toBe('role=developer');
});

it('another catalog never reads a role', () => {
  expect(catalogSearch(parseCatalogQuery(new URLSearchParams('role=developer')))).toBe('');
  expect(toSearchRequest(parseCatalogQuery(new URLSearchParams('role=developer')))).not.toHaveProperty('developers');
});
