// Digit conversion both ways: Persian for display, Latin for what we send and compute with. Each digit block
// is ten consecutive code points, so a conversion is an offset. persian-tools, which the sandbox uses, is not
// used here: its module does not tree-shake (number words, operators), about 0.9 kB on every page that shows a
// number from the browser.
const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** Latin digits in a number or text become Persian digits (۰-۹); everything else is kept. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => String.fromCharCode(PERSIAN_ZERO + Number(digit)));
}

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits become Latin digits; everything else is kept. */
export function toLatinDigits(value: string): string {
  return value
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - PERSIAN_ZERO))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO));
}

/** Arabic Yeh and Kaf, common from Arabic keyboards, become their Persian forms (ي→ی, ك→ک). */
export function normalizeArabicLetters(value: string): string {
  return value.replace(/ي/g, 'ی').replace(/ى/g, 'ی').replace(/ك/g, 'ک');
}
