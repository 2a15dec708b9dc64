// Payment tables: the wallet ledger, the bank-gateway tokens and the Excel files made for download.
import type { Migration } from '../db/database';

export const paymentMigrations: Migration[] = [
  {
    id: 'payment-001-wallet-transactions',
    up: (db) =>
      db.exec(`
        CREATE TABLE payment_transactions (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          user_id INTEGER NOT NULL,
          amount INTEGER NOT NULL,
          currency_type TEXT NOT NULL DEFAULT 'IRR',
          type TEXT NOT NULL,
          information TEXT,
          reserve_id INTEGER,
          token_id TEXT,
          creation_time TEXT NOT NULL
        );
        CREATE INDEX payment_transactions_user ON payment_transactions (user_id, creation_time);
        -- A gateway token credits once; an order is debited once.
        CREATE UNIQUE INDEX payment_transactions_token ON payment_transactions (token_id, type) WHERE token_id IS NOT NULL;
        CREATE UNIQUE INDEX payment_transactions_order_debit ON payment_transactions (reserve_id)
          WHERE reserve_id IS NOT NULL AND type = 'DecreaseDeposit';
      `),
  },
  {
    id: 'payment-002-gateway-tokens',
    up: (db) =>
      db.exec(`
        CREATE TABLE payment_tokens (
          token_id TEXT PRIMARY KEY,
          user_id INTEGER NOT NULL,
          gateway_id INTEGER NOT NULL,
          amount INTEGER NOT NULL,
          currency_type TEXT NOT NULL,
          callback_url TEXT NOT NULL,
          reserve_id INTEGER,
          status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed', 'canceled')),
          created_at TEXT NOT NULL,
          expires_at INTEGER NOT NULL,
          settled_at TEXT
        );
      `),
  },
  {
    // CONTRACTS §12.8: TransactionDeposit/GetAllToExcel makes the file at once and keeps it under a token that
    // File/DownloadTempFile answers once, within minutes; the bytes are dropped when it is used or expires.
    id: 'payment-003-export-files',
    up: (db) =>
      db.exec(`
        CREATE TABLE payment_export_files (
          file_token TEXT PRIMARY KEY,
          user_id INTEGER NOT NULL,
          file_name TEXT NOT NULL,
          file_type TEXT NOT NULL,
          content BLOB,
          created_at TEXT NOT NULL,
          expires_at INTEGER NOT NULL,
          used_at TEXT
        );
      `),
  },
];
