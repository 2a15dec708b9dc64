// Commerce host over real HTTP: every Product/GetBySlug counts a visit, and SearchWithFacets' Visitor sort
// reads the count (docs/contracts/commerce.md, "Visits").
import { games } from '@/sandbox/seed/catalog';
import { commerceCalls, slugsOf } from './commerce-calls';
import { request, sandboxForThisFile } from './helpers';

const sandbox = sandboxForThisFile();
const { api, found, product } = commerceCalls(sandbox);

const visitsOf = (slug: string) => games.find((game) => game.slug === slug)!.visitorCount;
const mostVisited = async () => slugsOf(await found({ orderBy: 'Visitor', sortBy: 'desc' }));

describe('Product/GetBySlug counts visits', () => {
  it('starts from the seeded counts: the most visited game first', async () => {
    const top = [...games].sort((a, b) => b.visitorCount - a.visitorCount)[0];
    expect((await mostVisited())[0]).toBe(top.slug);
  });

  it('each read of a product page adds one visit, so a game read enough times overtakes its neighbour', async () => {
    // Seeded 100 visits apart: 101 reads put Cyberpunk ahead of It Takes Two.
    const [behind, ahead] = ['cyberpunk-2077', 'it-takes-two'];
    const gap = visitsOf(ahead) - visitsOf(behind);
    expect(gap).toBe(100);
    const before = await mostVisited();
    expect(before.indexOf(ahead)).toBeLessThan(before.indexOf(behind));

    for (let read = 0; read < gap; read++) await product(behind);
    const tied = await mostVisited();
    // At equal counts the newer release goes first, as with any tie.
    expect(Math.abs(tied.indexOf(ahead) - tied.indexOf(behind))).toBe(1);

    await product(behind);
    const after = await mostVisited();
    expect(after.indexOf(behind)).toBeLessThan(after.indexOf(ahead));
  });

  it('a read of a product that does not exist counts nothing and answers 404', async () => {
    const before = await mostVisited();
    const response = await request(`${api('Product/GetBySlug')}?Slug=no-such-game`);
    expect(response.status).toBe(404);
    expect(await mostVisited()).toEqual(before);
  });
});
