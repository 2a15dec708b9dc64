// Text and dates as commerce writes and compares them: search normalisation, Persian digits,
// ABP's offset-free date-times.
import { toLatinDigits } from '../identity/phone';

/**
 * One spelling for comparing what shoppers type with product names: Arabic ي/ى/ك/ة → Persian ی/ک/ه,
 * Persian and Arabic digits → Latin, accents and hamza/madda marks dropped (ö → o, آ/أ → ا, ۀ → ه),
 * the zero-width non-joiner removed (people type نسخه‌ی, نسخه ی and نسخهی), punctuation → space.
 */
export function normaliseForSearch(text: string): string {
  return toLatinDigits(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/ة/g, 'ه')
    .replace(/[\u200c\u200d\u0640]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Every word of the phrase appears in the text (or in the text with its spaces removed: spiderman). */
export function matchesPhrase(normalisedText: string, phrase: string): boolean {
  const words = normaliseForSearch(phrase).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const compact = normalisedText.replace(/ /g, '');
  return words.every((word) => normalisedText.includes(word) || compact.includes(word));
}

/** 12 → ۱۲ (no separators). */
export function persianDigits(value: number | string): string {
  return String(value).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]);
}

/** 1250000 → ۱٬۲۵۰٬۰۰۰ */
export function persianNumber(value: number): string {
  return value.toLocaleString('fa-IR');
}

const tehranClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 2025-12-14T19:03:45: Tehran wall-clock time without an offset, as the backend writes dates (CONTRACTS §1.2). */
export function abpDateTime(iso: string): string {
  const parts: Record<string, string> = {};
  for (const part of tehranClock.formatToParts(new Date(iso))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A calendar date (YYYY-MM-DD) as an ABP date-time. */
export const abpDate = (date: string) => `${date}T00:00:00`;
