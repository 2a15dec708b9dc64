// Dates as the ABP hosts write them: Tehran wall-clock time without an offset (docs/contracts/README.md,
// "Dates"), and the Jalali date strings the wallet ledger carries.

export const TEHRAN_TIME_ZONE = 'Asia/Tehran';
/** Tehran has kept +03:30 all year since 2022. */
export const TEHRAN_OFFSET = '+03:30';

const tehranClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TEHRAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const jalaliCalendar = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
  timeZone: TEHRAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function partsOf(format: Intl.DateTimeFormat, date: Date) {
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** 2025-12-14T19:03:45: an instant (a Date or an ISO string) as Tehran wall-clock time, no offset. */
export function abpDateTime(instant: Date | string): string {
  const p = partsOf(tehranClock, typeof instant === 'string' ? new Date(instant) : instant);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** A calendar date (YYYY-MM-DD) as an ABP date-time: 2021-08-20T00:00:00. */
export const abpDate = (date: string) => `${date}T00:00:00`;

/** 1404/09/23 (Jalali, Latin digits). */
export function jalaliDate(date: Date): string {
  const p = partsOf(jalaliCalendar, date);
  return `${p.year}/${p.month}/${p.day}`;
}
