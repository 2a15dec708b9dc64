import { formatJalaliDate, formatJalaliDateTime, formatJalaliNumericDate, parseBackendDate } from '@/lib/dates';

describe('Jalali dates', () => {
  it("formats 2026-11-22 as '۱ آذر ۱۴۰۵'", () => {
    expect(formatJalaliDate('2026-11-22T10:00:00')).toBe('۱ آذر ۱۴۰۵');
  });

  it('formats a numeric Jalali date', () => {
    expect(formatJalaliNumericDate('2025-12-14T19:03:45.0712972')).toBe('۱۴۰۴/۰۹/۲۳');
  });

  it('formats date and time in Persian digits', () => {
    expect(formatJalaliDateTime('2025-12-14T09:03:45')).toBe('۲۳ آذر ۱۴۰۴، ساعت ۰۹:۰۳');
  });

  it('reads a date-time without offset as local time', () => {
    const date = parseBackendDate('2025-12-14T19:03:45.0712972');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([
      2025, 11, 14, 19, 3,
    ]);
  });

  it('reads a bare date as local midnight, not UTC', () => {
    const date = parseBackendDate('2025-12-14');
    expect([date.getDate(), date.getHours()]).toEqual([14, 0]);
  });
});
