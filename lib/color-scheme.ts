// The shopper's light or dark choice: kept in a cookie, so the server can paint the first byte in it (a class on
// <html>, server/color-scheme.ts) and the browser-side switch can change it. No cookie means "follow the device"
// (prefers-color-scheme in app/globals.css).

export type ColorScheme = 'light' | 'dark';

export const COLOR_SCHEME_COOKIE = 'color-scheme';
/** A year: a choice of look is not something a shopper should have to make again. */
export const COLOR_SCHEME_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The browser's bar colour (<meta name="theme-color">) for each look: the brand in light, the page's surface in dark. */
export const THEME_COLORS: Readonly<Record<ColorScheme, string>> = {
  light: '#4f46e5',
  dark: '#0f172a',
};

export function isColorScheme(value: unknown): value is ColorScheme {
  return value === 'light' || value === 'dark';
}

/** The choice in a Cookie header (or document.cookie), or null when the shopper has not chosen. */
export function colorSchemeFromCookies(cookieHeader: string | undefined | null): ColorScheme | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== COLOR_SCHEME_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return isColorScheme(value) ? value : null;
  }
  return null;
}

/** What to assign to document.cookie to keep `scheme` for a year on the whole site. */
export function colorSchemeCookie(scheme: ColorScheme, secure: boolean): string {
  return `${COLOR_SCHEME_COOKIE}=${scheme}; Path=/; Max-Age=${COLOR_SCHEME_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
