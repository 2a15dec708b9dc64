// @vitest-environment node
import { colorSchemeCookie, colorSchemeFromCookies, THEME_COLORS } from '@/lib/color-scheme';
import { createColorSchemeStamper, withColorScheme } from '@/server/color-scheme';

const HEAD =
  '<!DOCTYPE html><html lang="fa" dir="rtl" class="vazirmatn_x"><head><meta charSet="utf-8"/>' +
  '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#4f46e5"/>' +
  '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0f172a"/></head>';
const BODY = '<body><p>class="x" <html> </head></p></body></html>';

/** Feeds `text` to a stamper `size` characters at a time, as a stream would arrive. */
function stampInPieces(text: string, size: number): string {
  const stamper = createColorSchemeStamper('dark');
  let out = '';
  for (let at = 0; at < text.length; at += size) out += stamper.write(text.slice(at, at + size));
  return out + stamper.end();
}

describe("the shopper's look, read from the cookie", () => {
  it('reads dark or light and nothing else; no cookie means no choice', () => {
    expect(colorSchemeFromCookies('a=1; color-scheme=dark; b=2')).toBe('dark');
    expect(colorSchemeFromCookies('color-scheme=light')).toBe('light');
    expect(colorSchemeFromCookies('color-scheme=blue')).toBeNull();
    expect(colorSchemeFromCookies('my-color-scheme=dark')).toBeNull();
    expect(colorSchemeFromCookies(undefined)).toBeNull();
  });

  it('is kept for a year on the whole site, Secure over https', () => {
    expect(colorSchemeCookie('dark', false)).toBe('color-scheme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(colorSchemeCookie('light', true)).toMatch(/; Secure$/);
  });
});

describe('the look painted into the head on the way out', () => {
  it('adds the class to <html> beside the font class and leaves one theme-color of that look', () => {
    const painted = withColorScheme(HEAD, 'dark');
    expect(painted).toContain('<html lang="fa" dir="rtl" class="vazirmatn_x dark">');
    expect(painted.match(/name="theme-color"/g)).toHaveLength(1);
    expect(painted).toContain(`<meta name="theme-color" content="${THEME_COLORS.dark}"/>`);
  });

  it('replaces a look already there and gives a class attribute to an <html> without one', () => {
    expect(withColorScheme('<html class="a dark">', 'light')).toBe('<html class="a light">');
    expect(withColorScheme('<html lang="fa"><head></head>', 'dark')).toBe('<html class="dark" lang="fa"><head></head>');
  });

  it.each([1, 7, 64, 10_000])('gives the same page whatever the size of the pieces it streams in (%i)', (size) => {
    const whole = withColorScheme(HEAD, 'dark') + BODY;
    expect(stampInPieces(HEAD + BODY, size)).toBe(whole);
  });

  it('leaves everything after the head as it was, even text that looks like a tag', () => {
    expect(stampInPieces(HEAD + BODY, 13).endsWith(BODY)).toBe(true);
  });

  it('still paints a page that ends before its head does', () => {
    const stamper = createColorSchemeStamper('dark');
    expect(stamper.write('<html lang="fa">')).toBe('');
    expect(stamper.end()).toBe('<html class="dark" lang="fa">');
  });
});
