import { isValidIranianMobile, normalizeIranianMobile } from '@/lib/phone';

describe('Iranian mobile numbers', () => {
  it.each([
    ['09123456789'],
    ['+989123456789'],
    ['989123456789'],
    ['00989123456789'],
    ['9123456789'],
    ['0912 345 6789'],
    ['0912-345-6789'],
    ['+98 (912) 345-6789'],
    ['۰۹۱۲۳۴۵۶۷۸۹'],
    ['٠٩١٢٣٤٥٦٧٨٩'],
  ])("normalises %s to '09123456789'", (input) => {
    expect(normalizeIranianMobile(input)).toBe('09123456789');
  });

  it.each([
    [''],
    ['0912345678'],
    ['091234567890'],
    ['02112345678'],
    ['08123456789'],
    ['0912abc6789'],
    ['+19123456789'],
  ])('rejects %j', (input) => {
    expect(normalizeIranianMobile(input)).toBeNull();
    expect(isValidIranianMobile(input)).toBe(false);
  });

  it('accepts a valid mobile', () => {
    expect(isValidIranianMobile('+98 912 345 6789')).toBe(true);
  });
});
