// The catalog's search box is a plain GET form: a new phrase keeps everything else the state says (filters, sort,
// stock switches) and starts again from the first page.
import { render, screen } from '@testing-library/react';
import { SearchBox } from '@/components/catalog/CatalogControls';
import { parseCatalogQuery } from '@/lib/catalog-query';

const hiddenFields = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]);

it('a new search keeps the filters, the sort and the stock switches, but not the old phrase or the page count', () => {
  const query = parseCatalogQuery(
    new URLSearchParams('q=elden&sort=cheapest&brands=ea-sports&genres=Sport&available=1&page=3'),
  );
  render(<SearchBox query={query} />);
  const form = screen.getByRole('search') as HTMLFormElement;
  expect(form.getAttribute('action')).toBe('/products');
  expect(hiddenFields(form)).toEqual([
    ['sort', 'cheapest'],
    ['brands', 'ea-sports'],
    ['genres', 'Sport'],
    ['available', '1'],
  ]);
});

it("on a brand's page the form goes to the brand's path and carries no brand of its own", () => {
  const query = parseCatalogQuery(new URLSearchParams('brands=other&preorder=1'), { kind: 'brand', slug: 'ea-sports' });
  render(<SearchBox query={query} />);
  const form = screen.getByRole('search') as HTMLFormElement;
  expect(form.getAttribute('action')).toBe('/brand/ea-sports');
  expect(hiddenFields(form)).toEqual([['preorder', '1']]);
});
