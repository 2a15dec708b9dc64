// Iranian mobile numbers: whatever the visitor types becomes '09xxxxxxxxx', or null when it is not one.
import { toLatinDigits, toPersianDigits } from './digits';

const MOBILE = /^09\d{9}$/;

/** Accepts +98 / 98 / 0098 / 0 / bare forms, spaces, dashes, parentheses and Persian or Arabic digits. */
export function normalizeIranianMobile(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s\-().\u200c\u200e\u200f]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const national = compact.replace(/^(\+98|0098|98)(?=9\d{9}$)/, '').replace(/^0(?=9\d{9}$)/, '');
  const normalized = `0${national}`;
  return MOBILE.test(normalized) ? normalized : null;
}

export function isValidIranianMobile(input: string): boolean {
  return normalizeIranianMobile(input) !== null;
}

/**
 * A mobile number to show without giving it all away: the first four and last four digits, the middle three
 * starred, in Persian digits ('09121234567' → '۰۹۱۲***۴۵۶۷'). Null when it is not a mobile number.
 */
export function maskMobile(input: string): string | null {
  const mobile = normalizeIranianMobile(input);
  if (!mobile) return null;
  return toPersianDigits(`${mobile.slice(0, 4)}***${mobile.slice(-4)}`);
}
