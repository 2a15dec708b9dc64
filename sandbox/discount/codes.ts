// Discount codes on pending orders (CONTRACTS §12.3, docs/contracts/discount.md): which code applies to which
// order, for how much, and the family's error codes 6101-6105 when one does not.
import { UserFriendlyError } from '../abp/errors';
import type { Db } from '../db/database';
import { toLatinDigits } from '../text';

export type CodeRow = {
  id: number;
  code: string;
  title: string;
  kind: 'Percent' | 'Amount';
  value: number;
  max_discount: number | null;
  service: 'Shop' | 'Wallet';
  starts_at: string | null;
  ends_at: string | null;
  once_per_user: number;
};

/** The family's codes (error.code) with the sandbox's Persian messages. */
export const DISCOUNT_ERRORS = {
  notFound: { code: 6101, message: 'کد تخفیف وارد شده وجود ندارد.' },
  wrongService: { code: 6102, message: 'این کد تخفیف برای این سرویس معتبر نیست.' },
  notStarted: { code: 6103, message: 'زمان استفاده از این کد تخفیف هنوز نرسیده است.' },
  expired: { code: 6104, message: 'مهلت استفاده از این کد تخفیف به پایان رسیده است.' },
  used: { code: 6105, message: 'شما قبلاً از این کد تخفیف استفاده کرده‌اید.' },
} as const;

export const discountMessages = {
  notPending: 'کد تخفیف فقط روی سفارش در انتظار پرداخت ثبت یا حذف می‌شود.',
  anotherCode: (code: string) => `کد تخفیف ${code} روی این سفارش ثبت شده است؛ برای کد دیگر، اول آن را حذف کنید.`,
};

const fail = (error: (typeof DISCOUNT_ERRORS)[keyof typeof DISCOUNT_ERRORS], details: string | null = null) =>
  new UserFriendlyError(error.message, details, error.code);

/** A code as typed: trimmed, any case, Persian or Arabic digits allowed. */
export const normaliseCode = (typed: string) => toLatinDigits(typed).trim().toUpperCase();

export function findCode(db: Db, typed: string): CodeRow | null {
  return (
    (db.prepare('SELECT * FROM discount_codes WHERE code = ?').get(normaliseCode(typed)) as CodeRow | undefined) ?? null
  );
}

/**
 * The code's amount off an order whose items come to `itemsAmount` (IRR), or the error that says why not:
 * 6101 unknown, 6102 another service's, 6103 not started, 6104 expired, 6105 used by this user already.
 */
export function discountFor(
  code: CodeRow | null,
  input: { itemsAmount: number; usesByUser: number; now?: Date },
): number {
  const now = (input.now ?? new Date()).toISOString();
  if (!code) throw fail(DISCOUNT_ERRORS.notFound);
  if (code.service !== 'Shop') throw fail(DISCOUNT_ERRORS.wrongService);
  if (code.starts_at && now < code.starts_at) throw fail(DISCOUNT_ERRORS.notStarted);
  if (code.ends_at && now >= code.ends_at) throw fail(DISCOUNT_ERRORS.expired);
  if (code.once_per_user && input.usesByUser > 0) throw fail(DISCOUNT_ERRORS.used);
  const raw = code.kind === 'Percent' ? Math.floor((input.itemsAmount * code.value) / 100) : code.value;
  const capped = Math.min(raw, code.max_discount ?? raw, input.itemsAmount);
  // Whole Toman: prices are shown in Toman, so an amount off never leaves a fraction of one.
  return capped - (capped % 10);
}
