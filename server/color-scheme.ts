// Paints a page in the look its shopper chose, on the first byte: the page comes from the render cache, the same
// for everyone, so the choice (a cookie, lib/color-scheme.ts) is written into its head on the way out: the class
// on <html> that app/globals.css reads, and one theme-color for the browser's bar. Without a choice the page is
// left as rendered and follows the device.
import { THEME_COLORS, type ColorScheme } from '@/lib/color-scheme';

const HEAD_END = '</head>';
const HTML_TAG = /<html\b[^>]*>/;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/;
const THEME_COLOR_META = /<meta\b[^>]*\bname="theme-color"[^>]*>/g;

/** `head` (the page up to and with </head>) with `scheme` applied. */
export function withColorScheme(head: string, scheme: ColorScheme): string {
  const painted = head.replace(HTML_TAG, (tag) => {
    if (!CLASS_ATTRIBUTE.test(tag)) return tag.replace(/^<html\b/, `<html class="${scheme}"`);
    return tag.replace(
      CLASS_ATTRIBUTE,
      (_attribute, classes: string) =>
        ` class="${[...classes.split(/\s+/).filter((name) => name && name !== 'light' && name !== 'dark'), scheme].join(' ')}"`,
    );
  });
  // The rendered page has one theme-color per device look; the chosen look has one colour whatever the device.
  let first = true;
  return painted.replace(THEME_COLOR_META, () => {
    if (!first) return '';
    first = false;
    return `<meta name="theme-color" content="${THEME_COLORS[scheme]}"/>`;
  });
}

/**
 * Rewrites the head of an HTML stream (latin1 text, one character per byte) for `scheme`: it holds the bytes
 * back until </head> has passed, which is in the first part Next sends, then lets the rest through untouched.
 */
export function createColorSchemeStamper(scheme: ColorScheme) {
  let pending = '';
  let headDone = false;

  return {
    write(chunk: string): string {
      if (headDone) return chunk;
      pending += chunk;
      const end = pending.indexOf(HEAD_END);
      if (end < 0) return '';
      headDone = true;
      const out =
        withColorScheme(pending.slice(0, end + HEAD_END.length), scheme) + pending.slice(end + HEAD_END.length);
      pending = '';
      return out;
    },
    /** Whatever is still held: a page without a head still gets its class. */
    end(): string {
      if (headDone) return '';
      headDone = true;
      const out = withColorScheme(pending, scheme);
      pending = '';
      return out;
    },
  };
}
