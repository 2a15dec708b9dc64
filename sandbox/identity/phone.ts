// Iranian mobile numbers as users type them (+98…, 0098…, 98…, 9…, Persian or Arabic digits) → 09xxxxxxxxx.
import { z } from 'zod';

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

export function toLatinDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (digit) => {
    const persian = PERSIAN_DIGITS.indexOf(digit);
    return String(persian >= 0 ? persian : ARABIC_DIGITS.indexOf(digit));
  });
}

/** The canonical 09xxxxxxxxx form, or null when the text is not an Iranian mobile number. */
export function normaliseMobile(text: string): string | null {
  let digits = toLatinDigits(text).replace(/[\s\-().]/g, '');
  if (digits.startsWith('+98')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('0098')) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith('98') && digits.length === 12) digits = `0${digits.slice(2)}`;
  else if (digits.startsWith('9') && digits.length === 10) digits = `0${digits}`;
  return /^09\d{9}$/.test(digits) ? digits : null;
}

export const INVALID_MOBILE_MESSAGE = 'شماره موبایل وارد شده معتبر نیست.';

/** A request member holding a mobile number; anything else is a 400 with a Persian message. */
export const mobileNumber = z.string().transform((text, ctx) => {
  const mobile = normaliseMobile(text);
  if (mobile === null) {
    ctx.addIssue({ code: 'custom', message: INVALID_MOBILE_MESSAGE });
    return z.NEVER;
  }
  return mobile;
});

/** A one-time code as typed: digits in any script, sent as a string or a number. */
export const oneTimeCode = z
  .union([z.string(), z.number()])
  .transform((value) => toLatinDigits(String(value)).trim());
