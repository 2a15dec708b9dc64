import { appendUnlisted } from '@/lib/append-unlisted';

const byId = (entry: { id: number }) => entry.id;

test('a page after the shown entries adds only those not listed yet, in the page order', () => {
  const shown = [{ id: 5 }, { id: 4 }];
  expect(appendUnlisted(shown, [{ id: 4 }, { id: 3 }, { id: 2 }], byId)).toEqual([
    { id: 5 },
    { id: 4 },
    { id: 3 },
    { id: 2 },
  ]);
});

test('an entry repeated within the page is added once, and the shown list is not changed', () => {
  const shown = [{ id: 1 }];
  const grown = appendUnlisted(shown, [{ id: 2 }, { id: 2 }], byId);
  expect(grown).toEqual([{ id: 1 }, { id: 2 }]);
  expect(shown).toEqual([{ id: 1 }]);
});

test('the id is whatever `idOf` reads, e.g. the game of a wishlist entry', () => {
  const entry = (productId: number, addedAt: string) => ({ product: { id: productId }, addedAt });
  const grown = appendUnlisted([entry(7, 'a')], [entry(7, 'b'), entry(8, 'c')], (item) => item.product.id);
  expect(grown.map((item) => item.addedAt)).toEqual(['a', 'c']);
});
