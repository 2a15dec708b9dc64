// Jalali days, their Gregorian dates and month grids, computed with Intl's Persian calendar: the same calendar
// lib/dates.ts formats with and the payment service writes creationDateStr in, so a day picked here is the day
// the list shows. A civil day is held as an epoch day (whole days since 1970-01-01), free of any time zone.

export type JalaliDay = { year: number; month: number; day: number };

export const TEHRAN_TIME_ZONE = 'Asia/Tehran';
/** The years a date field takes: wide enough for any ledger, narrow enough that a slip of the keyboard is caught. */
export const JALALI_YEAR_MIN = 1300;
export const JALALI_YEAR_MAX = 1499;

const DAY_MS = 86_400_000;
/** 1970-01-01 was a Thursday, the sixth day of a Saturday-first week. */
const EPOCH_WEEKDAY = 5;

const persianNumbers = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
const onUtc = persianNumbers('UTC');
const inTehran = persianNumbers(TEHRAN_TIME_ZONE);
const monthNames = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'UTC', month: 'long' });

function jalaliOfInstant(format: Intl.DateTimeFormat, instant: number): JalaliDay {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
  return { year: parts.year ?? NaN, month: parts.month ?? NaN, day: parts.day ?? NaN };
}

/** The Jalali day of an epoch day. */
export function jalaliOfEpochDay(epochDay: number): JalaliDay {
  return jalaliOfInstant(onUtc, epochDay * DAY_MS);
}

/** Days before this one in its year: months 1-6 have 31 days, 7-11 have 30. */
const daysBefore = (month: number, day: number) => (month <= 6 ? (month - 1) * 31 : 186 + (month - 7) * 30) + day - 1;

const nowruzCache = new Map<number, number>();

/** The epoch day of 1 Farvardin of a Jalali year. */
function nowruz(year: number): number {
  const cached = nowruzCache.get(year);
  if (cached !== undefined) return cached;
  // Nowruz falls around 21 March; walk from there to the calendar's own first day of the year.
  let epochDay = Math.floor(Date.UTC(year + 621, 2, 21) / DAY_MS);
  for (let step = 0; step < 6; step += 1) {
    const found = jalaliOfEpochDay(epochDay);
    const before = daysBefore(found.month, found.day);
    if (found.year === year && before === 0) {
      nowruzCache.set(year, epochDay);
      return epochDay;
    }
    if (found.year === year) epochDay -= before;
    else if (found.year > year) epochDay -= before + 1;
    else epochDay += Math.max(1, 365 - before);
  }
  throw new RangeError(`no Nowruz found for ${year}`);
}

export function isLeapJalaliYear(year: number): boolean {
  return nowruz(year + 1) - nowruz(year) === 366;
}

/** 31, 30, or for Esfand 29 (30 in a leap year). */
export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isLeapJalaliYear(year) ? 30 : 29;
}

/** Whether the numbers name a day the calendar has (within the years a field takes). */
export function isJalaliDay({ year, month, day }: JalaliDay): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= JALALI_YEAR_MIN &&
    year <= JALALI_YEAR_MAX &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= jalaliMonthLength(year, month)
  );
}

/** The epoch day of a Jalali day, or null when the calendar has no such day. */
export function epochDayOf(day: JalaliDay): number | null {
  if (!isJalaliDay(day)) return null;
  return nowruz(day.year) + daysBefore(day.month, day.day);
}

/** 1405/08/01 → '2026-10-23': the Gregorian date of the same civil day; null for a day that does not exist. */
export function gregorianDateOf(day: JalaliDay): string | null {
  const epochDay = epochDayOf(day);
  return epochDay === null ? null : new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

/** '2026-10-23' → 1405/08/01; null for anything that is not a Gregorian date. */
export function jalaliOfGregorian(date: string): JalaliDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const instant = Date.UTC(year, month - 1, day);
  const check = new Date(instant);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return jalaliOfEpochDay(instant / DAY_MS);
}

/** Today in Tehran, whatever the clock of the machine says its own zone is. */
export function tehranToday(now: Date = new Date()): JalaliDay {
  return jalaliOfInstant(inTehran, now.getTime());
}

/** Negative, zero or positive as `a` is before, the same day as, or after `b`. */
export function compareJalali(a: JalaliDay, b: JalaliDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export const sameJalaliDay = (a: JalaliDay | null, b: JalaliDay | null) =>
  a !== null && b !== null && compareJalali(a, b) === 0;

/** The epoch day of year/month/day as the calendar counts, for the grid, whose months may pass the fields' years. */
const gridEpochDay = (day: JalaliDay) => nowruz(day.year) + daysBefore(day.month, day.day);

/** 0 for Saturday … 6 for Friday: the column of a day in an Iranian calendar. */
export function weekdayOf(day: JalaliDay): number {
  return (((gridEpochDay(day) + EPOCH_WEEKDAY) % 7) + 7) % 7;
}

/** The month `delta` months away from year/month. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The day `delta` days away, across months and years. */
export function shiftDay(day: JalaliDay, delta: number): JalaliDay {
  return jalaliOfEpochDay(gridEpochDay(day) + delta);
}

/** 8 → 'آبان'. */
export function jalaliMonthName(month: number): string {
  return monthNames.format(nowruz(1404) * DAY_MS + daysBefore(month, 1) * DAY_MS);
}

/** The weeks of a month, Saturday first, with null where a week runs into the month before or after. */
export function monthWeeks(year: number, month: number): (JalaliDay | null)[][] {
  const cells: (JalaliDay | null)[] = Array.from({ length: weekdayOf({ year, month, day: 1 }) }, () => null);
  for (let day = 1; day <= jalaliMonthLength(year, month); day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
