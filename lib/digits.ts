// Digit conversion both ways: Persian for display, Latin for what we send and compute with.
import { digitsArToEn, digitsEnToFa, digitsFaToEn } from '@persian-tools/persian-tools';

/** Latin digits in a number or text become Persian digits (۰-۹); everything else is kept. */
export function toPersianDigits(value: string | number): string {
  return digitsEnToFa(String(value));
}

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits become Latin digits; everything else is kept. */
export function toLatinDigits(value: string): string {
  return digitsArToEn(digitsFaToEn(value));
}

/** Arabic Yeh and Kaf, common from Arabic keyboards, become their Persian forms (ي→ی, ك→ک). */
export function normalizeArabicLetters(value: string): string {
  return value.replace(/ي/g, 'ی').replace(/ى/g, 'ی').replace(/ك/g, 'ک');
}
