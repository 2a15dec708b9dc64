// The look in the browser: what the shopper chose (their cookie), what the device prefers, and painting a
// choice onto the open page the way the server paints it on the next one (server/color-scheme.ts).
import { useSyncExternalStore } from 'react';
import { colorSchemeCookie, colorSchemeFromCookies, THEME_COLORS, type ColorScheme } from '@/lib/color-scheme';

const DEVICE_DARK = '(prefers-color-scheme: dark)';

/** The shopper's choice as the cookie holds it, or null. */
export function chosenColorScheme(): ColorScheme | null {
  return colorSchemeFromCookies(document.cookie);
}

/** The class on <html> and one theme-color for `scheme`, as the server writes them. */
export function paintColorScheme(scheme: ColorScheme): void {
  const root = document.documentElement;
  root.classList.remove(scheme === 'dark' ? 'light' : 'dark');
  root.classList.add(scheme);
  document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
    meta.removeAttribute('media');
    meta.setAttribute('content', THEME_COLORS[scheme]);
  });
}

/** Keeps `scheme` for the next pages (the cookie) and paints this one. */
export function chooseColorScheme(scheme: ColorScheme): void {
  document.cookie = colorSchemeCookie(scheme, window.location.protocol === 'https:');
  paintColorScheme(scheme);
}

function subscribeToDevice(onChange: () => void): () => void {
  const query = window.matchMedia(DEVICE_DARK);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the device prefers dark, following it as it changes (false on the server). */
export function useDevicePrefersDark(): boolean {
  return useSyncExternalStore(
    subscribeToDevice,
    () => window.matchMedia(DEVICE_DARK).matches,
    () => false,
  );
}
