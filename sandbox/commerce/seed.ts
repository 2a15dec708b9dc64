// Loads seed/catalog.ts into the commerce tables and gives the demo account an order in every status
// (docs/contracts/README.md, "Seed data and reset"; the demo account's part is seed-demo.ts). Identity is seeded
// before commerce, payment after it.
import type { SandboxDeps } from '../deps';
import { brands, categories, games } from '../seed/catalog';
import type { AccountType, PlatformSlug } from '../seed/types';
import { storeSeededAwards } from './awards';
import { normaliseForSearch } from './phrase';
import { seedDemoAccount } from './seed-demo';

const SKU_PLATFORM: Record<PlatformSlug, string> = {
  'playstation-5': 'PS5',
  'playstation-4': 'PS4',
  'nintendo-switch': 'NSW',
  pc: 'PC',
  steam: 'STM',
  'xbox-one': 'XB1',
  'xbox-series-xs': 'XSX',
  'nintendo-switch-2': 'NS2',
};
const SKU_ACCOUNT: Record<AccountType, string> = {
  'capacity-1': 'C1',
  'capacity-2': 'C2',
  'capacity-3': 'C3',
  offline: 'OFF',
};

export function seedCommerce({ db, config }: SandboxDeps): void {
  const time = new Date().toISOString();
  const brandIds = new Map<string, number>();
  const insertBrand = db.prepare(
    'INSERT INTO commerce_brands (slug, name, persian_name, is_default, description) VALUES (?, ?, ?, ?, ?)',
  );
  for (const brand of brands) {
    const row = insertBrand.run(brand.slug, brand.name, brand.persianName, brand.isDefault ? 1 : 0, brand.description);
    brandIds.set(brand.slug, Number(row.lastInsertRowid));
  }
  const categoryIds = new Map<string, number>();
  const insertCategory = db.prepare('INSERT INTO commerce_categories (slug, name, description) VALUES (?, ?, ?)');
  for (const category of categories) {
    categoryIds.set(
      category.slug,
      Number(insertCategory.run(category.slug, category.name, category.description).lastInsertRowid),
    );
  }

  const insertProduct = db.prepare(
    `INSERT INTO commerce_products (slug, name, persian_name, search_text, short_description, description, release_date,
       publisher_slug, publisher_name, developer_slug, developer_name, genres, themes, gameplays, player_perspectives,
       pegi, pegi_descriptors, esrb, esrb_descriptors, ratings, faqs, sales_count, visitor_count, creation_time)
     VALUES (@slug, @name, @persianName, @searchText, @shortDescription, @description, @releaseDate, @publisherSlug,
       @publisherName, @developerSlug, @developerName, @genres, @themes, @gameplays, @playerPerspectives, @pegi,
       @pegiDescriptors, @esrb, @esrbDescriptors, @ratings, @faqs, @salesCount, @visitorCount, @creationTime)`,
  );
  const insertVariant = db.prepare(
    `INSERT INTO commerce_variants (product_id, platform, account_type, sku, regular_price, discounted_price, stock, preorder, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const linkBrand = db.prepare('INSERT INTO commerce_product_brands (product_id, brand_id) VALUES (?, ?)');
  const linkCategory = db.prepare(
    'INSERT INTO commerce_product_categories (product_id, category_id, position) VALUES (?, ?, ?)',
  );

  for (const game of games) {
    const gameBrands = brands.filter((brand) => game.brandSlugs.includes(brand.slug));
    const searchText = normaliseForSearch(
      [
        game.name,
        game.persianName,
        game.slug,
        game.publisher.name,
        game.developer.name,
        ...gameBrands.flatMap((brand) => [brand.name, brand.persianName]),
      ].join(' '),
    );
    const productId = Number(
      insertProduct.run({
        slug: game.slug,
        name: game.name,
        persianName: game.persianName,
        searchText,
        shortDescription: game.shortDescription,
        description: game.description,
        releaseDate: game.releaseDate,
        publisherSlug: game.publisher.slug,
        publisherName: game.publisher.name,
        developerSlug: game.developer.slug,
        developerName: game.developer.name,
        genres: JSON.stringify(game.genres),
        themes: JSON.stringify(game.themes),
        gameplays: JSON.stringify(game.gameplays),
        playerPerspectives: JSON.stringify(game.playerPerspectives),
        pegi: game.pegi,
        pegiDescriptors: JSON.stringify(game.pegiDescriptors),
        esrb: game.esrb,
        esrbDescriptors: JSON.stringify(game.esrbDescriptors),
        ratings: JSON.stringify(game.ratings),
        faqs: JSON.stringify(game.faqs),
        salesCount: game.salesCount,
        visitorCount: game.visitorCount,
        creationTime: time,
      }).lastInsertRowid,
    );
    game.variants.forEach((variant, index) => {
      const sku = `${game.slug.toUpperCase()}-${SKU_PLATFORM[variant.platform]}-${SKU_ACCOUNT[variant.accountType]}`;
      const { platform, accountType, regularPrice, discountedPrice, stock, preorder } = variant;
      insertVariant.run(
        productId,
        platform,
        accountType,
        sku,
        regularPrice,
        discountedPrice,
        stock,
        preorder ? 1 : 0,
        index,
      );
    });
    for (const slug of game.brandSlugs) {
      const brandId = brandIds.get(slug);
      if (brandId === undefined) throw new Error(`${game.slug}: unknown brand ${slug}`);
      linkBrand.run(productId, brandId);
    }
    game.categorySlugs.forEach((slug, index) => {
      const categoryId = categoryIds.get(slug);
      if (categoryId === undefined) throw new Error(`${game.slug}: unknown category ${slug}`);
      linkCategory.run(productId, categoryId, index);
    });
  }
  storeSeededAwards(db);

  seedDemoAccount({ db, config });
}
