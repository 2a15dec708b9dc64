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

/** The code as sent: trimmed, inner spaces dropped, Persian or Arabic digits as Latin, upper case. */
export function normalisePromoCode(typed: string): string {
  return toLatinDigits(typed).replace(/\s+/g, '').toUpperCase();
}

const isDiscountCode = (code: number | undefined): code is DiscountErrorCode =>
  code === 6101 || code === 6102 || code === 6103 || code === 6104 || code === 6105;

/** The field's error for a refused code: its own sentence per code, else what the service said. */
export function discountErrorMessage(error: ServiceError): string {
  if (isDiscountCode(error.code)) return DISCOUNT_MESSAGES[error.code];
  return error.fields?.promoCode ?? error.message;
}
