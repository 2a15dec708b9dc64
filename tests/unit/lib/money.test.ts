import { formatToman, formatTomanNumber, irrFromToman, tomanFromIrr } from '@/lib/money';

describe('money: IRR in, Toman out', () => {
  it("formats 12,500,000 IRR as '۱٬۲۵۰٬۰۰۰ تومان'", () => {
    expect(formatToman(12_500_000)).toBe('۱٬۲۵۰٬۰۰۰ تومان');
  });

  it('formats the number alone with Persian digits and ٬ separators', () => {
    expect(formatTomanNumber(2_450_000)).toBe('۲۴۵٬۰۰۰');
    expect(formatTomanNumber(0)).toBe('۰');
  });

  it('keeps a minus sign for negative amounts (withdrawals)', () => {
    expect(formatTomanNumber(-120_000)).toBe('-۱۲٬۰۰۰');
  });

  it('converts between IRR and Toman (1 Toman = 10 IRR)', () => {
    expect(tomanFromIrr(500_000)).toBe(50_000);
    expect(irrFromToman(50_000)).toBe(500_000);
  });
});
