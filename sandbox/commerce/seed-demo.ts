// The demo account's orders, one in every status, and its wishlist (docs/contracts/README.md, "Seed data and
// reset"), written over the catalog seed.ts has just loaded.
import type { SandboxDeps } from '../deps';
import { DEMO_USER } from '../seed/demo';
import type { AccountType, PlatformSlug } from '../seed/types';
import { storeLoginDetails } from './account-forms';
import { deliverAccounts } from './accounts';
import { PAID_STATUSES, type OrderStatus } from './order-status';
import { insertOrder, setOrderPromoCode } from './orders';
import { addToWishlist } from './wishlist';

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

/** The orders first, then the wishlist, each with dates counted back from now. */
export function seedDemoAccount({ db, config }: SandboxDeps): void {
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
