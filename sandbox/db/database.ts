// The sandbox's one SQLite database: opened once, migrated in code, every write in a transaction.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * One schema step. Ids are applied once each, in the order given, and recorded in _migrations.
 * `rebuildsTables` runs it with foreign keys off (SQLite's way to rebuild a table others refer to: a table
 * cannot change its CHECK in place, and dropping a parent with foreign keys on would cascade to its children);
 * the keys are checked before it commits.
 */
export type Migration = { id: string; up: (db: Db) => void; rebuildsTables?: boolean };

export function openDatabase(file: string, migrations: Migration[]): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, migrations);
  return db;
}

export function migrate(db: Db, migrations: Migration[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS _migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set((db.prepare('SELECT id FROM _migrations').all() as { id: string }[]).map((row) => row.id));
  const record = db.prepare('INSERT INTO _migrations (id, applied_at) VALUES (?, ?)');
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    // The pragma is a no-op inside a transaction, so it is switched around it.
    if (migration.rebuildsTables) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        migration.up(db);
        if (migration.rebuildsTables && (db.pragma('foreign_key_check') as unknown[]).length > 0) {
          throw new Error(`migration ${migration.id} broke a foreign key`);
        }
        record.run(migration.id, new Date().toISOString());
      })();
    } finally {
      if (migration.rebuildsTables) db.pragma('foreign_keys = ON');
    }
  }
}

/** Runs fn inside one transaction (better-sqlite3 transactions are synchronous and serialised). */
export function inTransaction<T>(db: Db, fn: () => T): T {
  return db.transaction(fn)();
}
