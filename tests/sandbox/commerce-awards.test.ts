// A game's awards on its page (docs/contracts/commerce.md, "Product page"): the seeded Persian lines, in order, for
// the games that have them and none for the rest; and the migration that brings them to a database seeded before.
import Database from 'better-sqlite3';
import { migrate } from '@/sandbox/db/database';
import { commerceMigrations } from '@/sandbox/commerce/schema';
import { awardsBySlug } from '@/sandbox/seed/awards';
import { games } from '@/sandbox/seed/catalog';
import { commerceCalls } from './commerce-calls';
import { sandboxForThisFile } from './helpers';

const sandbox = sandboxForThisFile();
const { product } = commerceCalls(sandbox);

describe('Product/GetBySlug awards', () => {
  it('answers the seeded awards of a game, in order, as Persian lines', async () => {
    const detail = await product('elden-ring');
    expect(detail.awards).toEqual(awardsBySlug['elden-ring']);
    expect(detail.awards[0]).toBe('برنده Game of the Year در The Game Awards 2022');
    for (const line of detail.awards) expect(line).toMatch(/^برنده .+ در .+ \d{4}$/);
  });

  it('answers [] for a game without awards', async () => {
    expect((await product('nba-2k25')).awards).toEqual([]);
  });

  it('names only games of the catalog, several of them', () => {
    const slugs = new Set(games.map((game) => game.slug));
    expect(Object.keys(awardsBySlug).length).toBeGreaterThanOrEqual(5);
    for (const slug of Object.keys(awardsBySlug)) expect(slugs.has(slug)).toBe(true);
  });
});

describe('commerce-010-product-awards', () => {
  it('gives a database seeded before it the seeded awards, and every other game none', () => {
    const db = new Database(':memory:');
    migrate(
      db,
      commerceMigrations.filter((migration) => migration.id < 'commerce-010'),
    );
    const insert = db.prepare(
      `INSERT INTO commerce_products (slug, name, persian_name, search_text, release_date, publisher_slug, publisher_name,
         developer_slug, developer_name, pegi, esrb, creation_time)
       VALUES (?, 'G', 'گ', 'g', '2020-01-01', 'p', 'P', 'd', 'D', 'PEGI3', 'E', '2025-01-01')`,
    );
    insert.run('astro-bot');
    insert.run('nba-2k25');
    migrate(db, commerceMigrations);
    const awards = db.prepare('SELECT slug, awards FROM commerce_products ORDER BY id').all();
    expect(awards).toEqual([
      { slug: 'astro-bot', awards: JSON.stringify(awardsBySlug['astro-bot']) },
      { slug: 'nba-2k25', awards: '[]' },
    ]);
  });
});
