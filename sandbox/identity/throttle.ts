// Throttles of the identity host (docs/contracts/identity.md, "Throttling"): failed password sign-ins per
// account and one-time codes per phone number, each over a sliding window, answered 429 with a Persian message.
// Counts live in the database, so POST /__sandbox/reset clears them with everything else.
import type { Db, Migration } from '../db/database';
import { AbpTooManyRequestsError } from '../abp/errors';
import { persianDigits } from '../text';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const CODES_PER_PHONE_LIMIT = 5;
export const CODES_WINDOW_SECONDS = 60 * 60;

export const throttleMessages = {
  logins: (minutes: number) =>
    `تعداد تلاش‌های ناموفق ورود بیش از حد مجاز است. لطفاً ${persianDigits(minutes)} دقیقه دیگر دوباره تلاش کنید.`,
  codes: (minutes: number) =>
    `تعداد کدهای ارسال‌شده به این شماره بیش از حد مجاز است. لطفاً ${persianDigits(minutes)} دقیقه دیگر دوباره تلاش کنید.`,
};

export const loginFailuresMigration: Migration = {
  id: 'identity-005-login-failures',
  up: (db) =>
    db.exec(`
      CREATE TABLE identity_login_failures (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account TEXT NOT NULL,
        failed_at INTEGER NOT NULL
      );
      CREATE INDEX identity_login_failures_account ON identity_login_failures (account, failed_at);
    `),
};

/** Throws the 429 when `times` (ms, oldest first) already hold `limit` events inside the window ending now. */
function refuseWhenFull(times: number[], limit: number, windowSeconds: number, message: (minutes: number) => string) {
  if (times.length < limit) return;
  const freeAt = times[times.length - limit] + windowSeconds * 1000;
  const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
  throw new AbpTooManyRequestsError(message(Math.ceil(seconds / 60)), seconds);
}

/** Before checking a password: 429 while the account has 5 failures in the last 15 minutes. */
export function assertLoginAllowed(db: Db, account: string): void {
  const since = Date.now() - LOGIN_WINDOW_SECONDS * 1000;
  const times = db
    .prepare('SELECT failed_at FROM identity_login_failures WHERE account = ? AND failed_at > ? ORDER BY failed_at')
    .pluck()
    .all(account, since) as number[];
  refuseWhenFull(times, LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_SECONDS, throttleMessages.logins);
}

/** Records a failure; failures older than the window are dropped, so guesses at made-up names cannot pile up. */
export function recordLoginFailure(db: Db, account: string): void {
  const now = Date.now();
  db.prepare('DELETE FROM identity_login_failures WHERE failed_at <= ?').run(now - LOGIN_WINDOW_SECONDS * 1000);
  db.prepare('INSERT INTO identity_login_failures (account, failed_at) VALUES (?, ?)').run(account, now);
}

/** A right password wipes the slate: the failures before it were the owner's typos. */
export function clearLoginFailures(db: Db, account: string): void {
  db.prepare('DELETE FROM identity_login_failures WHERE account = ?').run(account);
}

/** Before sending a code: 429 when 5 codes (of any purpose) went to the number in the last hour. */
export function assertCodeAllowed(db: Db, phoneNumber: string): void {
  const since = Date.now() - CODES_WINDOW_SECONDS * 1000;
  const times = db
    .prepare('SELECT sent_at FROM identity_otp_codes WHERE phone_number = ? AND sent_at > ? ORDER BY sent_at')
    .pluck()
    .all(phoneNumber, since) as number[];
  refuseWhenFull(times, CODES_PER_PHONE_LIMIT, CODES_WINDOW_SECONDS, throttleMessages.codes);
}
