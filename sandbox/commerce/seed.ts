// Loads seed/catalog.ts into the commerce tables and gives the demo account an order in every status
// (docs/contracts/README.md, "Seed data and reset"). Identity is seeded before commerce, payment after it.
import type { SandboxDeps } from '../deps';
import { brands, categories, games } from '../seed/catalog';
import { DEMO_USER } from '../seed/demo';
import type { AccountType, PlatformSlug } from '../seed/types';
import { storeLoginDetails } from './account-forms';
import { deliverAccounts } from './accounts';
import { storeSeededAwards } from './awards';
import { PAID_STATUSES, type OrderStatus } from './order-status';
import { insertOrder, setOrderPromoCode } from './orders';
import { normaliseForSearch } from './phrase';
import { addToWishlist } from './wishlist';

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

const DAY_MS = 24 * 3600 * 1000;
const MINUTE_MS = 60 * 1000;

type DemoLine = { slug: string; platform: PlatformSlug; accountType: AccountType; quantity?: number };

/**
 * The demo account's orders (docs/contracts/README.md, "Seed data and reset"): one in every status, newest
 * first. The newest is paid, its first item a ready-made account and its second a pre-order waiting for the
 * buyer's account details (the cart page's first order reveals an account, as its tests expect). Every paid
 * one was paid from the wallet (payment's seed writes those debits and the refund).
 */
const DEMO_ORDERS: {
  daysAgo: number;
  status: OrderStatus;
  lines: DemoLine[];
  promoCode?: { code: string; discount: number };
}[] = [
  {
    daysAgo: 2,
    status: 'Paid',
    lines: [
      { slug: 'the-witcher-3-wild-hunt', platform: 'playstation-4', accountType: 'capacity-3' },
      { slug: 'stellar-blade', platform: 'pc', accountType: 'offline' },
    ],
  },
  {
    daysAgo: 4,
    status: 'Pending',
    lines: [{ slug: 'elden-ring', platform: 'playstation-5', accountType: 'capacity-3' }],
  },
  // A pre-order whose buyer has sent their Xbox sign-in: the shop is at work on it.
  {
    daysAgo: 6,
    status: 'InProgress',
    lines: [{ slug: 'helldivers-2', platform: 'xbox-series-xs', accountType: 'capacity-1' }],
  },
  {
    daysAgo: 12,
    status: 'Completed',
    lines: [
      { slug: 'minecraft', platform: 'playstation-4', accountType: 'capacity-3' },
      { slug: 'halo-infinite', platform: 'xbox-series-xs', accountType: 'offline' },
    ],
    // WELCOME50 is once per user: the demo account has had it (docs/contracts/discount.md).
    promoCode: { code: 'WELCOME50', discount: 500_000 },
  },
  { daysAgo: 20, status: 'Canceled', lines: [{ slug: 'baldurs-gate-3', platform: 'pc', accountType: 'offline' }] },
  {
    daysAgo: 26,
    status: 'Refunded',
    lines: [{ slug: 'assassins-creed-valhalla', platform: 'playstation-5', accountType: 'capacity-3' }],
  },
  {
    daysAgo: 31,
    status: 'Completed',
    lines: [
      { slug: 'god-of-war-ragnarok', platform: 'playstation-5', accountType: 'capacity-3' },
      { slug: 'it-takes-two', platform: 'playstation-4', accountType: 'capacity-3' },
    ],
  },
];

/**
 * The demo account's wishlist, newest first (docs/contracts/README.md, "Seed data and reset"): Ghost of Tsushima
 * has a variant out of stock (PS5 ظرفیت ۲), for the "tell me when it is back" flow.
 */
const DEMO_WISHLIST: { slug: string; daysAgo: number }[] = [
  { slug: 'ghost-of-tsushima-directors-cut', daysAgo: 1 },
  { slug: 'hogwarts-legacy', daysAgo: 3 },
  { slug: 'red-dead-redemption-2', daysAgo: 9 },
  { slug: 'astro-bot', daysAgo: 15 },
];

/** When a seeded order was paid: a few minutes after it was placed. */
const PAID_AFTER_MS = 4 * MINUTE_MS;

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

  seedDemoOrders({ db, config });
  for (const wish of DEMO_WISHLIST) {
    const product = db.prepare('SELECT id FROM commerce_products WHERE slug = ?').get(wish.slug) as
      { id: number } | undefined;
    if (!product) throw new Error(`demo wishlist: no product ${wish.slug}`);
    addToWishlist(db, DEMO_USER.id, product.id, new Date(Date.now() - wish.daysAgo * DAY_MS));
  }
}

function seedDemoOrders({ db, config }: SandboxDeps) {
  const findVariant = db.prepare(
    `SELECT v.id FROM commerce_variants v JOIN commerce_products p ON p.id = v.product_id
     WHERE p.slug = ? AND v.platform = ? AND v.account_type = ?`,
  );
  const customer = {
    firstName: DEMO_USER.firstName,
    lastName: DEMO_USER.lastName,
    phoneNumber: DEMO_USER.phoneNumber,
    email: DEMO_USER.emailAddress,
    gender: DEMO_USER.gender,
    specialRequest: null,
  };
  // Oldest first, so ids and order numbers grow with time as they do for real orders.
  for (const demo of [...DEMO_ORDERS].reverse()) {
    const lines = demo.lines.map((line) => {
      const row = findVariant.get(line.slug, line.platform, line.accountType) as { id: number } | undefined;
      if (!row) throw new Error(`demo order: no variant ${line.slug} ${line.platform} ${line.accountType}`);
      return { variantId: row.id, quantity: line.quantity ?? 1 };
    });
    const placedAt = new Date(Date.now() - demo.daysAgo * DAY_MS);
    const orderId = insertOrder(db, { userId: DEMO_USER.id, customer, lines, at: placedAt });
    if (demo.promoCode) setOrderPromoCode(db, orderId, demo.promoCode);
    if (demo.status === 'Pending') continue;
    const paidAt = demo.status === 'Canceled' ? null : new Date(placedAt.getTime() + PAID_AFTER_MS);
    const status = demo.status === 'InProgress' ? 'Paid' : demo.status;
    db.prepare('UPDATE commerce_orders SET status = ?, paid_time = ? WHERE id = ?').run(
      status,
      paidAt?.toISOString() ?? null,
      orderId,
    );
    if (PAID_STATUSES.has(status)) deliverAccounts(db, orderId);
    if (demo.status === 'InProgress') {
      const [item] = db.prepare('SELECT id FROM commerce_order_items WHERE order_id = ? ORDER BY id').all(orderId) as {
        id: number;
      }[];
      storeLoginDetails(db, config.fieldKey, {
        orderItemId: item.id,
        orderId,
        loginProviderId: 2,
        fields: [
          { fieldKey: 'email', value: 'sara.mohammadi.xbox@outlook.com' },
          { fieldKey: 'password', value: 'Sara-Xbox#2025' },
          { fieldKey: 'gamertag', value: 'SaraM1375' },
          { fieldKey: 'consent', value: 'true' },
        ],
        at: new Date(paidAt!.getTime() + 30 * MINUTE_MS),
      });
    }
  }
}
