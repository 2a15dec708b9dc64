// Jalali days and their Gregorian dates (lib/jalali.ts), and a typed range as the ledger's filters send it
// (lib/jalali-range.ts; docs/contracts/payment.md, "Dates in the filters").
import {
  compareJalali,
  epochDayOf,
  gregorianDateOf,
  isLeapJalaliYear,
  jalaliMonthLength,
  jalaliMonthName,
  jalaliOfEpochDay,
  jalaliOfGregorian,
  monthWeeks,
  shiftDay,
  shiftMonth,
  tehranToday,
  weekdayOf,
} from '@/lib/jalali';
import {
  creationTimeBounds,
  dayFromParam,
  isOrderedRange,
  jalaliInputMessages,
  jalaliInputText,
  jalaliParam,
  parseJalaliInput,
} from '@/lib/jalali-range';

const day = (year: number, month: number, dayOfMonth: number) => ({ year, month, day: dayOfMonth });

describe('a Jalali day is sent as the Gregorian date of the same civil day', () => {
  it.each([
    [day(1405, 8, 1), '2026-10-23'],
    [day(1404, 9, 23), '2025-12-14'],
    [day(1404, 1, 1), '2025-03-21'],
    [day(1403, 1, 1), '2024-03-20'],
    [day(1405, 1, 1), '2026-03-21'],
    // Month bounds: the last 31-day month, the first 30-day month, the Gregorian new year inside Dey.
    [day(1404, 6, 31), '2025-09-22'],
    [day(1404, 7, 1), '2025-09-23'],
    [day(1403, 10, 11), '2024-12-31'],
    [day(1403, 10, 12), '2025-01-01'],
    // Esfand of leap and common years.
    [day(1399, 12, 30), '2021-03-20'],
    [day(1402, 12, 29), '2024-03-19'],
    [day(1403, 12, 30), '2025-03-20'],
    [day(1404, 12, 29), '2026-03-20'],
    [day(1408, 12, 30), '2030-03-20'],
  ])('%o is %s', (jalali, gregorian) => {
    expect(gregorianDateOf(jalali)).toBe(gregorian);
    expect(jalaliOfGregorian(gregorian)).toEqual(jalali);
  });

  it('a day the calendar does not have has no date: 30 Esfand of a common year, 31 Mehr, month 13, day 0', () => {
    for (const missing of [
      day(1404, 12, 30),
      day(1402, 12, 30),
      day(1404, 7, 31),
      day(1404, 13, 1),
      day(1404, 1, 0),
      day(1404, 2, 32),
    ]) {
      expect(gregorianDateOf(missing)).toBeNull();
    }
  });

  it('leap years: 1399, 1403 and 1408 have 30 days in Esfand; 1400, 1402, 1404 and 1405 have 29', () => {
    expect([1399, 1403, 1408].map(isLeapJalaliYear)).toEqual([true, true, true]);
    expect([1400, 1402, 1404, 1405].map(isLeapJalaliYear)).toEqual([false, false, false, false]);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
    expect(jalaliMonthLength(1404, 6)).toBe(31);
    expect(jalaliMonthLength(1404, 7)).toBe(30);
  });

  it('every day from 1395 to 1415 goes there and back, one after another with no gap', () => {
    const first = epochDayOf(day(1395, 1, 1))!;
    const last = epochDayOf(day(1415, 12, 29))!;
    let previous = jalaliOfEpochDay(first - 1);
    for (let epochDay = first; epochDay <= last; epochDay += 1) {
      const jalali = jalaliOfEpochDay(epochDay);
      expect(epochDayOf(jalali)).toBe(epochDay);
      expect(compareJalali(previous, jalali)).toBeLessThan(0);
      previous = jalali;
    }
  });

  it('a Gregorian date that does not exist has no Jalali day', () => {
    expect(jalaliOfGregorian('2025-02-30')).toBeNull();
    expect(jalaliOfGregorian('2025/02/01')).toBeNull();
  });
});

describe("today is Tehran's day, not the machine's", () => {
  it('the Tehran day turns at 20:30 UTC (+03:30 all year)', () => {
    expect(tehranToday(new Date('2026-10-22T20:29:59Z'))).toEqual(day(1405, 7, 30));
    expect(tehranToday(new Date('2026-10-22T20:30:00Z'))).toEqual(day(1405, 8, 1));
    // Summer too: Iran no longer moves its clocks.
    expect(tehranToday(new Date('2026-06-21T20:29:59Z'))).toEqual(day(1405, 3, 31));
    expect(tehranToday(new Date('2026-06-21T20:30:00Z'))).toEqual(day(1405, 4, 1));
  });

  it('Nowruz begins at Tehran midnight, while it is still 20 March in UTC', () => {
    expect(tehranToday(new Date('2026-03-20T20:30:00Z'))).toEqual(day(1405, 1, 1));
    expect(tehranToday(new Date('2026-03-20T20:29:00Z'))).toEqual(day(1404, 12, 29));
  });

  it('the machine time zone changes nothing, conversions included', () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
        process.env.TZ = zone;
        expect(tehranToday(new Date('2026-10-22T21:00:00Z'))).toEqual(day(1405, 8, 1));
        expect(gregorianDateOf(day(1405, 8, 1))).toBe('2026-10-23');
        expect(jalaliOfGregorian('2026-10-23')).toEqual(day(1405, 8, 1));
      }
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe('the month grid', () => {
  it('places a day in its Saturday-first column: 1 Farvardin 1405 is a Saturday, 1 Aban 1405 a Friday', () => {
    expect(weekdayOf(day(1405, 1, 1))).toBe(0);
    expect(weekdayOf(day(1405, 8, 1))).toBe(6);
    expect(weekdayOf(day(1404, 1, 1))).toBe(6);
  });

  it('moves across months and years', () => {
    expect(shiftMonth(1404, 12, 1)).toEqual({ year: 1405, month: 1 });
    expect(shiftMonth(1405, 1, -1)).toEqual({ year: 1404, month: 12 });
    expect(shiftMonth(1405, 8, -20)).toEqual({ year: 1403, month: 12 });
    expect(shiftDay(day(1403, 12, 30), 1)).toEqual(day(1404, 1, 1));
    expect(shiftDay(day(1405, 1, 1), -1)).toEqual(day(1404, 12, 29));
    expect(shiftDay(day(1405, 6, 31), 7)).toEqual(day(1405, 7, 7));
    // The grid may be walked past the years a field takes; a day picked there is refused by the field instead.
    expect(shiftDay(day(1499, 12, 29), 1)).toEqual(day(1500, 1, 1));
    expect(monthWeeks(1500, 1).flat().filter(Boolean)).toHaveLength(31);
  });

  it('lays a month out in weeks: Aban 1405 starts on a Friday and takes six rows; Esfand 1403 ends on its 30th', () => {
    const aban = monthWeeks(1405, 8);
    expect(aban).toHaveLength(6);
    expect(aban[0]).toEqual([null, null, null, null, null, null, day(1405, 8, 1)]);
    expect(aban[1][0]).toEqual(day(1405, 8, 2));
    const esfand = monthWeeks(1403, 12)
      .flat()
      .filter((cell) => cell !== null);
    expect(esfand).toHaveLength(30);
    expect(esfand.at(-1)).toEqual(day(1403, 12, 30));
  });

  it('names the months in Persian', () => {
    expect(jalaliMonthName(1)).toBe('فروردین');
    expect(jalaliMonthName(8)).toBe('آبان');
    expect(jalaliMonthName(12)).toBe('اسفند');
  });
});

describe('a typed date', () => {
  it.each([
    ['۱۴۰۵/۰۸/۰۱', day(1405, 8, 1)],
    ['١٤٠٥/٠٨/٠١', day(1405, 8, 1)],
    ['1405/08/01', day(1405, 8, 1)],
    ['۱۴۰۵-۸-۱', day(1405, 8, 1)],
    [' 1405.8.1 ', day(1405, 8, 1)],
    ['۱۴۰۳/۱۲/۳۰', day(1403, 12, 30)],
  ])('%s reads as %o', (typed, expected) => expect(parseJalaliInput(typed)).toEqual({ ok: true, day: expected }));

  it('blank is no bound', () => expect(parseJalaliInput('  ')).toEqual({ ok: true, day: null }));

  it.each([
    ['1405/08', jalaliInputMessages.format],
    ['08/01/1405', jalaliInputMessages.format],
    ['1405/08-01', jalaliInputMessages.format],
    ['دیروز', jalaliInputMessages.format],
    ['2026/10/23', jalaliInputMessages.year],
    ['۱۴۰۴/۱۲/۳۰', jalaliInputMessages.noSuchDay],
    ['۱۴۰۵/۰۷/۳۱', jalaliInputMessages.noSuchDay],
    ['1405/13/01', jalaliInputMessages.noSuchDay],
  ])('%s is refused with a Persian message', (typed, message) =>
    expect(parseJalaliInput(typed)).toEqual({ ok: false, message }),
  );

  it('a field shows a day in Persian digits with leading zeros', () => {
    expect(jalaliInputText(day(1405, 8, 1))).toBe('۱۴۰۵/۰۸/۰۱');
    expect(jalaliInputText(null)).toBe('');
  });
});

describe('a range', () => {
  it('the end may equal the start but not come before it; an open end is in order', () => {
    expect(isOrderedRange({ from: day(1405, 8, 1), to: day(1405, 8, 1) })).toBe(true);
    expect(isOrderedRange({ from: day(1405, 8, 2), to: day(1405, 8, 1) })).toBe(false);
    expect(isOrderedRange({ from: day(1405, 1, 1), to: day(1404, 12, 29) })).toBe(false);
    expect(isOrderedRange({ from: null, to: day(1405, 8, 1) })).toBe(true);
  });

  it('goes out as the Gregorian dates of its days, each read by the service as the whole Tehran day', () => {
    expect(creationTimeBounds({ from: day(1404, 12, 29), to: day(1405, 1, 1) })).toEqual({
      creationTimeFrom: '2026-03-20',
      creationTimeTo: '2026-03-21',
    });
    expect(creationTimeBounds({ from: null, to: day(1403, 12, 30) })).toEqual({ creationTimeTo: '2025-03-20' });
    expect(creationTimeBounds({ from: null, to: null })).toEqual({});
  });

  it('the address keeps a day as 1405-08-01 and reads back only real days', () => {
    expect(jalaliParam(day(1405, 8, 1))).toBe('1405-08-01');
    expect(dayFromParam('1405-08-01')).toEqual(day(1405, 8, 1));
    expect(dayFromParam('1404-12-30')).toBeNull();
    expect(dayFromParam('1405/08/01')).toBeNull();
    expect(dayFromParam(null)).toBeNull();
  });
});
