// Persian text as the services read and write it: digits in either script, Arabic letters typed on
// Arabic keyboards, Iranian mobile numbers in any spelling. Shared by every service of the sandbox.
import { digitsArToEn, digitsEnToFa, digitsFaToEn } from '@persian-tools/persian-tools';

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits → Latin digits; everything else is kept. */
export function toLatinDigits(text: string): string {
  return digitsArToEn(digitsFaToEn(text));
}

/** 12 → ۱۲ (no separators). */
export function persianDigits(value: number | string): string {
  return digitsEnToFa(String(value));
}

/** 1250000 → ۱٬۲۵۰٬۰۰۰ */
export function persianNumber(value: number): string {
  return value.toLocaleString('fa-IR');
}

/** Arabic yeh and kaf (ي ى ك), common from Arabic keyboards, → their Persian forms (ی ک). */
export function normaliseArabicLetters(text: string): string {
  return text.replace(/[يى]/g, 'ی').replace(/ك/g, 'ک');
}

/**
 * An Iranian mobile number as people type it (+98…, 0098…, 98…, 9…, spaces, dashes, brackets, Persian or
 * Arabic digits, invisible direction marks from a pasted contact) → 09xxxxxxxxx, or null when it is not one.
 */
export function normaliseMobile(text: string): string | null {
  let digits = toLatinDigits(text).replace(/[\s\-().\u200c\u200e\u200f]/g, '');
  if (digits.startsWith('+98')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('0098')) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith('98') && digits.length === 12) digits = `0${digits.slice(2)}`;
  else if (digits.startsWith('9') && digits.length === 10) digits = `0${digits}`;
  return /^09\d{9}$/.test(digits) ? digits : null;
}
