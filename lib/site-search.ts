// The header's search (components/shell/SearchDialog.tsx): what a typed phrase becomes before it is sent, when
// it is long enough to search, and the shopper's recent searches as kept in the browser.
import { normalizeArabicLetters, toLatinDigits } from './digits';

/** A phrase is searched from this many letters or digits on. */
export const SEARCH_MIN_LENGTH = 2;
/** How many recent searches are kept. */
export const RECENT_SEARCHES_MAX = 6;
/** The longest phrase sent, as the catalog's. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * What is sent for a typed phrase: Arabic ي/ك as their Persian forms, Persian and Arabic digits as Latin ones,
 * spaces (the zero-width non-joiner kept) collapsed. A WordPress search compares letters as they are, so a
 * phrase typed on an Arabic keyboard would miss a Persian title.
 */
export function normalizeSearchPhrase(typed: string): string {
  return normalizeArabicLetters(toLatinDigits(typed)).replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);
}

/** Whether a normalised phrase has enough letters or digits to search. */
export function isSearchable(phrase: string): boolean {
  return (phrase.match(/[\p{L}\p{N}]/gu) ?? []).length >= SEARCH_MIN_LENGTH;
}

/** The list with `phrase` first, once, and at most RECENT_SEARCHES_MAX entries. */
export function withRecentSearch(recent: readonly string[], phrase: string): string[] {
  if (!isSearchable(phrase)) return [...recent];
  return [phrase, ...recent.filter((entry) => entry !== phrase)].slice(0, RECENT_SEARCHES_MAX);
}

/** Recent searches from their stored form; anything unreadable counts as none. */
export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter((entry): entry is string => typeof entry === 'string' && isSearchable(entry))
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}
