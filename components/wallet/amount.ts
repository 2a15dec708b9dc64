// Charge amounts: typed in Toman in any digits, sent in IRR within the payment service's limits.
import * as z from 'zod/mini';
import { toLatinDigits } from '@/lib/digits';
import { formatTomanNumber, irrFromToman } from '@/lib/money';

// The payment service accepts 10,000..500,000,000 IRR per charge.
export const MIN_CHARGE_TOMAN = 1_000;
export const MAX_CHARGE_TOMAN = 50_000_000;
export const CHARGE_PRESETS_TOMAN = [50_000, 100_000, 200_000, 500_000] as const;

/** '۵۰٬۰۰۰', '50,000', '٥٠٠٠٠' → 50000; null when no digit was typed. */
export function parseTomanInput(text: string): number | null {
  const digits = toLatinDigits(text).replace(/\D/g, '');
  return digits ? Number(digits) : null;
}

/** What the field shows while typing: Persian digits with separators. */
export function formatTomanInput(text: string): string {
  const toman = parseTomanInput(text);
  return toman === null ? '' : formatTomanNumber(irrFromToman(toman));
}

export const amountMessages = {
  required: 'مبلغ را وارد کنید.',
  tooLow: `مبلغ باید دست‌کم ${formatTomanNumber(irrFromToman(MIN_CHARGE_TOMAN))} تومان باشد.`,
  tooHigh: `مبلغ باید حداکثر ${formatTomanNumber(irrFromToman(MAX_CHARGE_TOMAN))} تومان باشد.`,
  gatewayRequired: 'یک درگاه پرداخت انتخاب کنید.',
};

export const chargeSchema = z.object({
  amount: z.pipe(
    z.pipe(z.string(), z.transform(parseTomanInput)).check(
      z.refine((toman: number | null) => toman !== null, amountMessages.required),
      z.refine((toman: number | null) => toman === null || toman >= MIN_CHARGE_TOMAN, amountMessages.tooLow),
      z.refine((toman: number | null) => toman === null || toman <= MAX_CHARGE_TOMAN, amountMessages.tooHigh),
    ),
    z.transform((toman: number | null) => toman as number),
  ),
  gatewayId: z.int(amountMessages.gatewayRequired),
});
