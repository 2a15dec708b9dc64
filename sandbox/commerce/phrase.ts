// What a shopper types into search, compared with product names: one spelling for both sides.
import { normaliseArabicLetters, toLatinDigits } from '../text';

/**
 * One spelling for comparing what shoppers type with product names: Arabic ي/ى/ك/ة → Persian ی/ک/ه,
 * Persian and Arabic digits → Latin, accents and hamza/madda marks dropped (ö → o, آ/أ → ا, ۀ → ه),
 * the zero-width non-joiner removed (people type نسخه‌ی, نسخه ی and نسخهی), punctuation → space.
 */
export function normaliseForSearch(text: string): string {
  return normaliseArabicLetters(toLatinDigits(text).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase())
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
