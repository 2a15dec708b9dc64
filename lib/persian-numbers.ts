// Numbers in a service's text (CMS, blog, a product's description) as the shop shows every number: in Persian
// digits. What is not a number among Persian words keeps its Latin digits: addresses, code, and the digits of a
// Latin name (PS5, 4K, FIFA 26). An Iranian phone number becomes a link a phone can dial.
// Pure and linear: the sanitizer (lib/sanitize.ts) already walks the HTML once and hands each text node here,
// with the tags around it, so nothing is parsed twice.
import { toLatinDigits, toPersianDigits } from './digits';

/** Text that is code or typed input, shown as written. */
const VERBATIM_TAGS = new Set(['code', 'pre', 'kbd', 'samp', 'var']);

/** Tags that end a line of text: a Latin word before them names nothing after them. */
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'br',
  'hr',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'figure',
  'figcaption',
  'table',
  'caption',
  'tr',
  'th',
  'td',
  'pre',
]);

/**
 * In one pass, left to right, the first that fits at each place: an address (kept), a phone number (its digits
 * Latin or Persian, in groups split by a space or a hyphen), or a number (digits, maybe joined by . , : / or -,
 * as in 2.5, 1403/05/12, 9:30, 021-91012345). Every part is bounded or cannot backtrack, so the pass is linear.
 */
const PIECES =
  /(?:https?:\/\/|www\.)[^\s<>"]*|(?:\+|00|۰۰)?[0-9۰-۹](?:[ -]?[0-9۰-۹]){9,12}(?![0-9۰-۹])|[0-9]+(?:[.,:/-][0-9]+)*/g;

const LATIN = /[A-Za-z@_]/;
const JOINER = /[.,:/-]/;
const SPACE = /[ \u00a0]/;

const isLatin = (char: string | undefined) => char !== undefined && LATIN.test(char);

/** A dialable Iranian number: 0 and ten digits, or the country code 98 and ten digits. */
function dialable(written: string): string | null {
  const digits = toLatinDigits(written).replace(/[ -]/g, '');
  return /^0[1-9][0-9]{9}$/.test(digits) || /^(?:\+|00)98[1-9][0-9]{9}$/.test(digits) ? digits : null;
}

export type NumberPass = {
  /** A tag opens around the text that follows (the sanitizer's onOpenTag). */
  open(tag: string): void;
  /** A tag closes (the sanitizer's onCloseTag). */
  close(tag: string): void;
  /** One text node, as it is to be written (HTML-escaped or plain): its numbers as the shop shows them. */
  text(text: string): string;
};

/**
 * A pass over one document's text nodes in order. With `phoneLinks`, a phone number outside a link becomes
 * `<a href="tel:…" dir="ltr">` (its digits as written, Latin) showing it in Persian digits; the output is then HTML.
 */
export function createNumberPass({ phoneLinks }: { phoneLinks: boolean }): NumberPass {
  let verbatim = 0;
  let links = 0;
  // The text so far ends with a Latin word and spaces: a number that follows is that word's (FIFA 26).
  let afterLatinWord = false;

  /** Whether the number at [start, end) of `text` belongs to a Latin name or an address. */
  function staysLatin(text: string, start: number, end: number): boolean {
    const before = text[start - 1];
    const after = text[end];
    if (isLatin(before) || isLatin(after)) return true;
    if (before !== undefined && JOINER.test(before) && isLatin(text[start - 2])) return true;
    if (after !== undefined && JOINER.test(after) && isLatin(text[end + 1])) return true;
    let at = start - 1;
    while (at >= 0 && SPACE.test(text[at])) at -= 1;
    if (at < 0) return afterLatinWord;
    return at < start - 1 && isLatin(text[at]);
  }

  const number = (text: string, written: string, start: number) =>
    staysLatin(text, start, start + written.length) ? written : toPersianDigits(written);

  function piece(text: string, written: string, start: number): string {
    if (!/^[+0-9۰-۹]/.test(written)) return written;
    const phone = dialable(written);
    if (phone && !isLatin(text[start - 1]) && !isLatin(text[start + written.length])) {
      const shown = toPersianDigits(written);
      if (!phoneLinks || links > 0) return shown;
      return `<a href="tel:${phone.replace(/^00/, '+')}" dir="ltr">${shown}</a>`;
    }
    // Not a phone after all: its numbers one by one, as they stand in the text.
    return written.replace(/[0-9]+(?:[.,:/-][0-9]+)*/g, (part, offset: number) => number(text, part, start + offset));
  }

  return {
    open(tag) {
      if (VERBATIM_TAGS.has(tag)) verbatim += 1;
      if (tag === 'a') links += 1;
      if (BLOCK_TAGS.has(tag)) afterLatinWord = false;
    },
    close(tag) {
      if (VERBATIM_TAGS.has(tag)) verbatim = Math.max(0, verbatim - 1);
      if (tag === 'a') links = Math.max(0, links - 1);
      if (BLOCK_TAGS.has(tag)) afterLatinWord = false;
    },
    text(text) {
      if (text === '') return text;
      const out = verbatim > 0 ? text : text.replace(PIECES, (written, offset: number) => piece(text, written, offset));
      const trimmed = text.replace(/[ \u00a0]+$/, '');
      if (trimmed !== '') afterLatinWord = isLatin(trimmed[trimmed.length - 1]);
      return out;
    },
  };
}

/** One plain text (a title, a question): its numbers in Persian digits where they stand among Persian words. */
export function persianNumbersInText(text: string): string {
  return createNumberPass({ phoneLinks: false }).text(text);
}
