// A range of Jalali days as a shopper types it, as the address keeps it and as the payment service wants it
// (docs/contracts/payment.md, "Dates in the filters": a bare YYYY-MM-DD is the whole Tehran day, for either bound).
import { toLatinDigits, toPersianDigits } from './digits';
import {
  compareJalali,
  gregorianDateOf,
  isJalaliDay,
  JALALI_YEAR_MAX,
  JALALI_YEAR_MIN,
  type JalaliDay,
} from './jalali';

export type JalaliRange = { from: JalaliDay | null; to: JalaliDay | null };

export const JALALI_INPUT_EXAMPLE = '۱۴۰۵/۰۸/۰۱';

export const jalaliInputMessages = {
  format: `تاریخ را به شکل سال/ماه/روز بنویسید، مانند ${JALALI_INPUT_EXAMPLE}.`,
  year: `سال باید میان ${toPersianDigits(JALALI_YEAR_MIN)} و ${toPersianDigits(JALALI_YEAR_MAX)} باشد.`,
  noSuchDay: 'این روز در تقویم نیست؛ ماه و روز را بررسی کنید.',
  order: 'تاریخ پایان نباید پیش از تاریخ شروع باشد.',
} as const;

export type JalaliInput = { ok: true; day: JalaliDay | null } | { ok: false; message: string };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * What a date field holds: blank (no bound) or year/month/day in Persian, Arabic or Latin digits, separated by
 * '/', '-' or '.', with or without leading zeros: ۱۴۰۵/۰۸/۰۱, ١٤٠٥-٨-١, 1405.8.1.
 */
export function parseJalaliInput(text: string): JalaliInput {
  const typed = toLatinDigits(text).replace(/\s+/g, '');
  if (typed === '') return { ok: true, day: null };
  const match = /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})$/.exec(typed);
  if (!match) return { ok: false, message: jalaliInputMessages.format };
  const day = { year: Number(match[1]), month: Number(match[3]), day: Number(match[4]) };
  if (day.year < JALALI_YEAR_MIN || day.year > JALALI_YEAR_MAX) return { ok: false, message: jalaliInputMessages.year };
  if (!isJalaliDay(day)) return { ok: false, message: jalaliInputMessages.noSuchDay };
  return { ok: true, day };
}

/** 1405/08/01 as a field shows it: ۱۴۰۵/۰۸/۰۱. */
export function jalaliInputText(day: JalaliDay | null): string {
  return day ? toPersianDigits(`${pad(day.year, 4)}/${pad(day.month)}/${pad(day.day)}`) : '';
}

/** 1405/08/01 as the address keeps it: 1405-08-01. */
export function jalaliParam(day: JalaliDay): string {
  return `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
}

/** A day back from the address; null for anything that is not one (a hand-edited address is not an error). */
export function dayFromParam(value: string | null | undefined): JalaliDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isJalaliDay(day) ? day : null;
}

/** Whether the end is not before the start (an open end is always in order). */
export function isOrderedRange({ from, to }: JalaliRange): boolean {
  return from === null || to === null || compareJalali(from, to) <= 0;
}

/** The bounds for TransactionDeposit/GetAll: each Jalali day as its Gregorian date, which the service reads as the whole Tehran day. */
export function creationTimeBounds({ from, to }: JalaliRange): { creationTimeFrom?: string; creationTimeTo?: string } {
  const bounds: { creationTimeFrom?: string; creationTimeTo?: string } = {};
  const start = from ? gregorianDateOf(from) : null;
  const end = to ? gregorianDateOf(to) : null;
  if (start) bounds.creationTimeFrom = start;
  if (end) bounds.creationTimeTo = end;
  return bounds;
}
