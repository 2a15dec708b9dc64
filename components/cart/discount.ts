// A discount code on a Pending order (docs/contracts/discount.md): what the shopper typed as the code the
// service matches, and each refusal (error.code 6101-6105) as its own Persian sentence under the field.
import { toLatinDigits } from '@/lib/digits';
import type { ServiceError } from '@/services/types/common';
import type { DiscountErrorCode } from '@/services/types/discount';

export const DISCOUNT_MESSAGES: Record<DiscountErrorCode, string> & { empty: string } = {
  6101: 'کد تخفیفی با این عنوان وجود ندارد؛ آن را دوباره بررسی کنید.',
  6102: 'این کد تخفیف برای خرید بازی نیست و روی سفارش ثبت نمی‌شود.',
  6103: 'زمان استفاده از این کد تخفیف هنوز نرسیده است.',
  6104: 'مهلت استفاده از این کد تخفیف به پایان رسیده است.',
  6105: 'شما پیش‌تر از این کد تخفیف استفاده کرده‌اید.',
  empty: 'کد تخفیف را وارد کنید.',
};

/** The discount service did not answer: the code is not checked, and the order can still be paid without it. */
export const DISCOUNT_UNAVAILABLE = {
  apply: 'کد تخفیف الان بررسی نمی‌شود. می‌توانید بدون کد پرداخت کنید یا کمی بعد دوباره امتحان کنید.',
  remove: 'کد تخفیف الان برداشته نمی‌شود. کمی بعد دوباره امتحان کنید، یا با همین کد پرداخت کنید.',
} as const;

/** The code as sent: trimmed, inner spaces dropped, Persian or Arabic digits as Latin, upper case. */
export function normalisePromoCode(typed: string): string {
  return toLatinDigits(typed).replace(/\s+/g, '').toUpperCase();
}

const isDiscountCode = (code: number | undefined): code is DiscountErrorCode =>
  code === 6101 || code === 6102 || code === 6103 || code === 6104 || code === 6105;

/**
 * The service is not there: no answer, or a gateway's 502-504 for the host behind it. A refusal is ABP's envelope,
 * which comes with a 500 and the service's own message.
 */
const isUnavailable = (error: ServiceError) =>
  error.kind === 'network' || (error.status !== null && error.status >= 502 && error.status <= 504);

/** The field's error for a code not put on or taken off: its own sentence per refusal, else what the service said. */
export function discountErrorMessage(error: ServiceError, change: keyof typeof DISCOUNT_UNAVAILABLE): string {
  if (isUnavailable(error)) return DISCOUNT_UNAVAILABLE[change];
  if (isDiscountCode(error.code)) return DISCOUNT_MESSAGES[error.code];
  return error.fields?.promoCode ?? error.message;
}
