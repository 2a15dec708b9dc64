// The order migrations on a database made before them: the order statuses (CONTRACTS §12.1: rows, items and
// delivered accounts kept, 'Delivered' read as 'Completed', the six statuses allowed and nothing else), and the
// campaign columns (older orders have none; new ones keep theirs).
import Database from 'better-sqlite3';
import { migrate } from '@/sandbox/db/database';
import { orderDto } from '@/sandbox/commerce/order-dto';
import { insertOrder, type OrderRow } from '@/sandbox/commerce/orders';
import { commerceMigrations } from '@/sandbox/commerce/schema';

const before = commerceMigrations.filter((migration) => migration.id < 'commerce-005');

function databaseOfYesterday() {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, before);
  db.exec(`
    INSERT INTO commerce_products (slug, name, persian_name, search_text, release_date, publisher_slug, publisher_name,
      developer_slug, developer_name, pegi, esrb, creation_time)
      VALUES ('g', 'G', 'گ', 'g', '2020-01-01', 'p', 'P', 'd', 'D', 'PEGI3', 'E', '2025-01-01');
    INSERT INTO commerce_variants (product_id, platform, account_type, sku, regular_price, stock, position)
      VALUES (1, 'pc', 'offline', 'G-PC-OFF', 1000000, 3, 0);
    INSERT INTO commerce_orders (order_number, user_id, status, first_name, last_name, phone_number, total_items_price,
      payable_amount, creation_time, paid_time)
      VALUES ('GM-10001', 1, 'Delivered', 'س', 'م', '09123456789', 1000000, 1000000, '2025-01-01T10:00:00Z', '2025-01-01T10:04:00Z'),
             ('GM-10002', 1, 'Pending', 'س', 'م', '09123456789', 1000000, 1000000, '2025-01-02T10:00:00Z', NULL);
    INSERT INTO commerce_order_items (order_id, variant_id, quantity, unit_price, regular_price) VALUES (1, 1, 1, 1000000, 1000000), (2, 1, 1, 1000000, 1000000);
    INSERT INTO commerce_login_providers (order_item_id, username, password, email, notes, creation_time)
      VALUES (1, 'gamino_pc_1', 'Secret#1', NULL, NULL, '2025-01-01T10:04:00Z');
  `);
  return db;
}

describe('commerce-005-order-statuses', () => {
  it("keeps every order, item and delivered account, and reads 'Delivered' as 'Completed'", () => {
    const db = databaseOfYesterday();
    migrate(db, commerceMigrations);
    expect(db.prepare('SELECT id, order_number, status, paid_time FROM commerce_orders ORDER BY id').all()).toEqual([
      { id: 1, order_number: 'GM-10001', status: 'Completed', paid_time: '2025-01-01T10:04:00Z' },
      { id: 2, order_number: 'GM-10002', status: 'Pending', paid_time: null },
    ]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM commerce_order_items').get()).toEqual({ n: 2 });
    expect(db.prepare('SELECT order_item_id, username FROM commerce_delivered_accounts').all()).toEqual([
      { order_item_id: 1, username: 'gamino_pc_1' },
    ]);
    // Foreign keys are back on, and the items still belong to their orders.
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    // A new order continues the numbering.
    db.prepare(
      "INSERT INTO commerce_orders (order_number, user_id, status, first_name, last_name, phone_number, total_items_price, payable_amount, creation_time) VALUES ('x', 1, 'InProgress', 'س', 'م', '0912', 1, 1, 'now')",
    ).run();
    expect((db.prepare("SELECT id FROM commerce_orders WHERE order_number = 'x'").get() as { id: number }).id).toBe(3);
  });

  it('allows the six statuses and nothing else', () => {
    const db = databaseOfYesterday();
    migrate(db, commerceMigrations);
    const setStatus = db.prepare('UPDATE commerce_orders SET status = ? WHERE id = 2');
    for (const status of ['Pending', 'Paid', 'InProgress', 'Completed', 'Canceled', 'Refunded'])
      expect(() => setStatus.run(status)).not.toThrow();
    expect(() => setStatus.run('Delivered')).toThrow(/CHECK/);
  });
});

describe('commerce-009-order-meta-search', () => {
  const buyer = {
    firstName: 'س',
    lastName: 'م',
    phoneNumber: '09123456789',
    email: null,
    gender: null,
    specialRequest: null,
  };
  const beforeMetaSearch = commerceMigrations.filter((migration) => migration.id < 'commerce-009');

  it('adds the columns to a database made before them: its orders read with none, new orders keep theirs', () => {
    const db = databaseOfYesterday();
    migrate(db, beforeMetaSearch);
    const columns = () =>
      (db.prepare('PRAGMA table_info(commerce_orders)').all() as { name: string }[]).map((column) => column.name);
    expect(columns()).not.toContain('meta_search_name');

    migrate(db, commerceMigrations);
    expect(columns()).toEqual(expect.arrayContaining(['meta_search_name', 'meta_search_key']));
    const old = db.prepare('SELECT * FROM commerce_orders WHERE id = 1').get() as OrderRow;
    expect(orderDto(db, old)).toMatchObject({ orderNumber: 'GM-10001', metaSearchName: null, metaSearchKey: null });

    const id = insertOrder(db, {
      userId: 1,
      customer: buyer,
      lines: [{ variantId: 1, quantity: 1 }],
      metaSearch: { metaSearchName: 'instagram', metaSearchKey: 'yalda' },
    });
    const placed = db.prepare('SELECT * FROM commerce_orders WHERE id = ?').get(id) as OrderRow;
    expect(orderDto(db, placed)).toMatchObject({ metaSearchName: 'instagram', metaSearchKey: 'yalda' });
  });

  it('runs once: migrating again changes nothing', () => {
    const db = databaseOfYesterday();
    migrate(db, commerceMigrations);
    expect(() => migrate(db, commerceMigrations)).not.toThrow();
    expect(
      db.prepare("SELECT COUNT(*) AS n FROM _migrations WHERE id = 'commerce-009-order-meta-search'").get(),
    ).toEqual({ n: 1 });
  });
});
