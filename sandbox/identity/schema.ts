// Identity tables: users (with their security stamps) and the one-time codes sent to them.
import type { Migration } from '../db/database';
import { loginFailuresMigration } from './throttle';

export const identityMigrations: Migration[] = [
  {
    id: 'identity-001-users',
    up: (db) =>
      db.exec(`
        CREATE TABLE identity_users (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          user_name TEXT NOT NULL UNIQUE,
          first_name TEXT,
          last_name TEXT,
          email_address TEXT,
          is_email_confirmed INTEGER NOT NULL DEFAULT 0,
          phone_number TEXT NOT NULL UNIQUE,
          is_phone_number_confirmed INTEGER NOT NULL DEFAULT 1,
          is_active INTEGER NOT NULL DEFAULT 1,
          gender INTEGER,
          birth_day TEXT,
          national_id TEXT,
          nationality_id TEXT,
          is_newsletter INTEGER NOT NULL DEFAULT 0,
          timezone TEXT,
          password_hash TEXT NOT NULL,
          creation_time TEXT NOT NULL
        );
        CREATE INDEX identity_users_email ON identity_users (lower(email_address));
      `),
  },
  {
    id: 'identity-002-otp-codes',
    up: (db) =>
      db.exec(`
        CREATE TABLE identity_otp_codes (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          phone_number TEXT NOT NULL,
          purpose TEXT NOT NULL CHECK (purpose IN ('login', 'reset')),
          code TEXT NOT NULL,
          sent_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          failed_attempts INTEGER NOT NULL DEFAULT 0,
          consumed_at INTEGER
        );
        CREATE INDEX identity_otp_codes_latest ON identity_otp_codes (phone_number, purpose, id);
      `),
  },
  {
    // ASP.NET Identity's security stamp: every token carries it, and a new password renews it, retiring them all.
    // Existing users get one too, so tokens issued before this migration (which carry none) stop working.
    id: 'identity-003-security-stamp',
    up: (db) =>
      db.exec(`
        ALTER TABLE identity_users ADD COLUMN security_stamp TEXT NOT NULL DEFAULT '';
        UPDATE identity_users SET security_stamp = lower(hex(randomblob(16)));
      `),
  },
  {
    // Codes that confirm a changed phone number ('verify') join sign-in and reset codes; a CHECK cannot change
    // in place, so the table is rebuilt.
    id: 'identity-004-verify-codes',
    rebuildsTables: true,
    up: (db) =>
      db.exec(`
        CREATE TABLE identity_otp_codes_new (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          phone_number TEXT NOT NULL,
          purpose TEXT NOT NULL CHECK (purpose IN ('login', 'reset', 'verify')),
          code TEXT NOT NULL,
          sent_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          failed_attempts INTEGER NOT NULL DEFAULT 0,
          consumed_at INTEGER
        );
        INSERT INTO identity_otp_codes_new SELECT * FROM identity_otp_codes;
        DROP TABLE identity_otp_codes;
        ALTER TABLE identity_otp_codes_new RENAME TO identity_otp_codes;
        CREATE INDEX identity_otp_codes_latest ON identity_otp_codes (phone_number, purpose, id);
      `),
  },
  loginFailuresMigration,
];
