// One-time codes: 6 digits, valid 120 s, one send per number and purpose per 60 s and five per number per hour
// (throttle.ts), at most 5 wrong tries per code. Only the latest code of a number and purpose counts.
import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';
import type { SandboxDeps } from '../deps';
import { UserFriendlyError } from '../abp/errors';
import { assertCodeAllowed } from './throttle';

export const OTP_CODE_LENGTH = 6;
export const OTP_LIFETIME_SECONDS = 120;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_WRONG_TRIES = 5;

/** Sign-in, password reset, and confirming a changed phone number. */
export type OtpPurpose = 'login' | 'reset' | 'verify';

export const otpMessages = {
  wrongCode: 'کد وارد شده صحیح نیست',
  expired: 'کد وارد شده منقضی شده است. لطفاً کد جدید دریافت کنید.',
  tooManyTries: 'تعداد تلاش‌های نادرست بیش از حد مجاز است. لطفاً کد جدید دریافت کنید.',
  resendTooSoon: (secondsLeft: number) =>
    `کد تأیید به تازگی ارسال شده است. لطفاً ${secondsLeft.toLocaleString('fa-IR')} ثانیه دیگر دوباره تلاش کنید.`,
};

type OtpRow = {
  id: number;
  phone_number: string;
  purpose: OtpPurpose;
  code: string;
  sent_at: number;
  expires_at: number;
  failed_attempts: number;
  consumed_at: number | null;
};

function latestCode(db: Db, phoneNumber: string, purpose: OtpPurpose): OtpRow | null {
  return (
    (db
      .prepare('SELECT * FROM identity_otp_codes WHERE phone_number = ? AND purpose = ? ORDER BY id DESC LIMIT 1')
      .get(phoneNumber, purpose) as OtpRow | undefined) ?? null
  );
}

/**
 * Issues a new code; a 429 when the number had five codes this hour, or a user-friendly error with the seconds
 * left when one of this purpose was sent under 60 s ago.
 */
export function sendCode(deps: SandboxDeps, phoneNumber: string, purpose: OtpPurpose): void {
  const { db } = deps;
  const now = Date.now();
  db.transaction(() => {
    assertCodeAllowed(db, phoneNumber);
    const previous = latestCode(db, phoneNumber, purpose);
    const resendAt = previous ? previous.sent_at + OTP_RESEND_SECONDS * 1000 : 0;
    if (now < resendAt) {
      throw new UserFriendlyError(otpMessages.resendTooSoon(Math.ceil((resendAt - now) / 1000)));
    }
    const code = String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
    db.prepare(
      'INSERT INTO identity_otp_codes (phone_number, purpose, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run(phoneNumber, purpose, code, now, now + OTP_LIFETIME_SECONDS * 1000);
    if (deps.config.logOtp) console.log(`[sandbox] one-time code for ${phoneNumber} (${purpose}): ${code}`);
  })();
}

/**
 * Checks a typed code against the latest one sent. A wrong code costs a try (the fifth kills it);
 * `consume` marks a right code used so it cannot be replayed.
 */
export function checkCode(
  db: Db,
  phoneNumber: string,
  purpose: OtpPurpose,
  typed: string,
  options: { consume: boolean },
): void {
  const now = Date.now();
  // Counting a wrong try must survive the error thrown for it, so the write runs in its own transaction.
  const failure = db.transaction((): string | null => {
    const row = latestCode(db, phoneNumber, purpose);
    if (!row || row.consumed_at !== null) return otpMessages.wrongCode;
    if (row.failed_attempts >= OTP_MAX_WRONG_TRIES) return otpMessages.tooManyTries;
    if (now >= row.expires_at) return otpMessages.expired;
    if (row.code !== typed) {
      db.prepare('UPDATE identity_otp_codes SET failed_attempts = failed_attempts + 1 WHERE id = ?').run(row.id);
      return otpMessages.wrongCode;
    }
    if (options.consume) {
      const used = db
        .prepare('UPDATE identity_otp_codes SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL')
        .run(now, row.id);
      if (used.changes !== 1) return otpMessages.wrongCode;
    }
    return null;
  })();
  if (failure) throw new UserFriendlyError(failure);
}

/** The last code sent to a number, whatever its purpose (development endpoint). */
export function lastCodeSentTo(db: Db, phoneNumber: string): string | null {
  const row = db
    .prepare('SELECT code FROM identity_otp_codes WHERE phone_number = ? ORDER BY id DESC LIMIT 1')
    .get(phoneNumber) as { code: string } | undefined;
  return row?.code ?? null;
}
