import { normalizeArabicLetters, toLatinDigits, toPersianDigits } from '@/lib/digits';

describe('digits', () => {
  it('shows Latin digits as Persian digits for display', () => {
    expect(toPersianDigits(1403)).toBe('۱۴۰۳');
    expect(toPersianDigits('کد 123456')).toBe('کد ۱۲۳۴۵۶');
  });

  it('reads Persian digits (۰-۹) as Latin digits', () => {
    expect(toLatinDigits('۰۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
  });

  it('reads Arabic-Indic digits (٠-٩) as Latin digits', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('keeps Latin digits and other text as they are', () => {
    expect(toLatinDigits('abc 42 ت')).toBe('abc 42 ت');
  });

  it('converts every digit of each block, mixed in one text, and leaves lookalikes alone', () => {
    expect(toPersianDigits('0123456789')).toBe('۰۱۲۳۴۵۶۷۸۹');
    expect(toLatinDigits('۱٢3 ۹٩9')).toBe('123 999');
    expect(toPersianDigits(-12.5)).toBe('-۱۲.۵');
    // Extended Arabic-Indic ۴ ۵ ۶ and Arabic-Indic ٤ ٥ ٦ differ in shape; both read as digits.
    expect(toLatinDigits('۴۵۶٤٥٦')).toBe('456456');
  });

  it('turns Arabic Yeh and Kaf into Persian ی and ک', () => {
    expect(normalizeArabicLetters('علي كريمي')).toBe('علی کریمی');
  });
});
