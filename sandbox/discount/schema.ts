// Discount tables: the codes (docs/contracts/discount.md). Which order carries a code is the order's own fact
// (commerce_orders.promo_code), as the amounts it changes are.
import type { Migration } from '../db/database';

export const discountMigrations: Migration[] = [
  {
    id: 'discount-001-codes',
    up: (db) =>
      db.exec(`
        CREATE TABLE discount_codes (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          -- Upper case; matched ignoring case.
          code TEXT NOT NULL UNIQUE,
          title TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('Percent', 'Amount')),
          -- A percentage (1-100) or an amount in IRR.
          value INTEGER NOT NULL CHECK (value > 0),
          -- IRR; the most a percentage takes off, NULL for no cap.
          max_discount INTEGER,
          -- Which service the code is for: only 'Shop' codes apply to orders.
          service TEXT NOT NULL CHECK (service IN ('Shop', 'Wallet')),
          starts_at TEXT,
          ends_at TEXT,
          once_per_user INTEGER NOT NULL DEFAULT 0 CHECK (once_per_user IN (0, 1))
        );
      `),
  },
];
