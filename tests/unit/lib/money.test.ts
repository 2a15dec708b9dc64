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

  it("writes what Intl.NumberFormat('fa-IR') writes, for amounts of every length", () => {
    const faIR = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0, useGrouping: true });
    const amounts = [0, 5, 10, 95, 1_000, 9_999, 10_000, 123_450, 1_000_000, 12_345_670, 999_999_990, 98_765_432_100];
    for (let digits = 1; digits <= 15; digits += 1) amounts.push(Number('9'.repeat(digits)) * 10, 10 ** digits * 10);
    for (const irr of amounts) {
      expect(formatTomanNumber(irr)).toBe(faIR.format(tomanFromIrr(irr)));
      const withdrawal = tomanFromIrr(-irr);
      expect(formatTomanNumber(-irr)).toBe(withdrawal < 0 ? `-${faIR.format(-withdrawal)}` : '۰');
    }
  });

  it('builds no Intl.NumberFormat, whose locale data would cost a page start about 40 ms on a slow phone', async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    vi.resetModules();
    const money = await import('@/lib/money');
    expect(money.formatToman(12_500_000)).toBe('۱٬۲۵۰٬۰۰۰ تومان');
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
  });

  it('converts between IRR and Toman (1 Toman = 10 IRR)', () => {
    expect(tomanFromIrr(500_000)).toBe(50_000);
    expect(irrFromToman(50_000)).toBe(500_000);
  });
});
