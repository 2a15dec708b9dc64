// Jalali (Persian calendar) dates through Intl. Backend dates carry no offset (docs/contracts/README.md): they are local time.

const CALENDAR_LOCALE = 'fa-IR-u-ca-persian';

const longDate = new Intl.DateTimeFormat(CALENDAR_LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const numericDate = new Intl.DateTimeFormat(CALENDAR_LOCALE, { year: 'numeric', month: '2-digit', day: '2-digit' });
const clockTime = new Intl.DateTimeFormat(CALENDAR_LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads an ISO date the way the backends mean it: without an offset it is local time
 * (JS reads a date-time without offset as local, but a bare date as UTC). Fractions beyond milliseconds (.NET's 7 digits) are cut.
 */
export function parseBackendDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const trimmed = value.trim().replace(/(\.\d{3})\d+/, '$1');
  if (DATE_ONLY.test(trimmed)) return new Date(`${trimmed}T00:00:00`);
  return new Date(trimmed);
}

/** '2026-11-22T10:00:00' → '۱ آذر ۱۴۰۵'. */
export function formatJalaliDate(value: string | Date): string {
  return longDate.format(parseBackendDate(value));
}

/** '2025-12-14T19:03:45' → '۱۴۰۴/۰۹/۲۳'. */
export function formatJalaliNumericDate(value: string | Date): string {
  return numericDate.format(parseBackendDate(value));
}

/** '2025-12-14T19:03:45' → '۲۳ آذر ۱۴۰۴، ساعت ۱۹:۰۳'. */
export function formatJalaliDateTime(value: string | Date): string {
  const date = parseBackendDate(value);
  return `${longDate.format(date)}، ساعت ${clockTime.format(date)}`;
}

/** Tehran's offset from UTC; Iran has kept standard time all year since 2022. */
export const TEHRAN_OFFSET = '+03:30';

/**
 * A backend date-time as ISO 8601 with an offset, for crawlers: one without an offset is Tehran time (the
 * services' local time), a bare date is its midnight there, one with an offset or 'Z' is kept. Fractions are cut.
 * '2025-08-01T10:00:00' → '2025-08-01T10:00:00+03:30'; null when it is not a date.
 */
export function isoWithOffset(value: string | null | undefined, offset: string = TEHRAN_OFFSET): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.exec(
    (value ?? '').trim(),
  );
  if (!match) return null;
  const [, date, time = '00:00:00', zone] = match;
  return `${date}T${time.length === 5 ? `${time}:00` : time}${zone ?? offset}`;
}
