import { act, fireEvent, screen } from '@testing-library/react';
import { THEME_COLORS } from '@/lib/color-scheme';
import { makeStore } from '@/store/store';
import { setColorScheme } from '@/store/slices/styleSlice';
import { ColorSchemeSwitch } from '@/components/shared/ColorSchemeSwitch';
import { ColorSchemeSync } from '@/components/shell/ColorSchemeSync';
import { renderWithStore } from './render';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const darkSwitch = () => screen.getByRole('switch', { name: 'حالت تاریک' });

/** A device whose dark preference the test can change, telling whoever listens. */
function deviceThatPrefersDark(initially: boolean) {
  let dark = initially;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    dark = next;
    listeners.forEach((listener) => listener());
  };
}

function themeColorMetas() {
  document.head.innerHTML =
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}">` +
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}">`;
}

beforeEach(() => {
  document.cookie = 'color-scheme=; Max-Age=0; Path=/';
  document.documentElement.className = '';
  themeColorMetas();
});

afterEach(() => vi.unstubAllGlobals());

describe("'حالت تاریک', the switch between the light and the dark look", () => {
  it('follows the device until the shopper chooses, as the device changes', () => {
    const setDevice = deviceThatPrefersDark(true);
    renderWithStore(<ColorSchemeSwitch />);
    expect(darkSwitch()).toHaveAttribute('aria-checked', 'true');
    act(() => setDevice(false));
    expect(darkSwitch()).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps the choice in the cookie and the style slice, paints <html> and gives the bar one colour', () => {
    deviceThatPrefersDark(false);
    const { store } = renderWithStore(<ColorSchemeSwitch />);
    fireEvent.click(darkSwitch());
    expect(darkSwitch()).toHaveAttribute('aria-checked', 'true');
    expect(document.cookie).toContain('color-scheme=dark');
    expect(store.getState().style.colorScheme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    const metas = [...document.querySelectorAll('meta[name="theme-color"]')];
    expect(metas.map((meta) => [meta.getAttribute('content'), meta.getAttribute('media')])).toEqual([
      [THEME_COLORS.dark, null],
      [THEME_COLORS.dark, null],
    ]);

    fireEvent.click(darkSwitch());
    expect(document.cookie).toContain('color-scheme=light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(store.getState().style.colorScheme).toBe('light');
  });

  it('shows a choice over what the device prefers', () => {
    const setDevice = deviceThatPrefersDark(true);
    const store = makeStore();
    store.dispatch(setColorScheme('light'));
    renderWithStore(<ColorSchemeSwitch />, { store });
    expect(darkSwitch()).toHaveAttribute('aria-checked', 'false');
    act(() => setDevice(false));
    expect(darkSwitch()).toHaveAttribute('aria-checked', 'false');
  });
});

describe('the look when the shop starts in the browser', () => {
  it("reads the shopper's cookie into the style slice and paints it where the server did not", () => {
    document.cookie = 'color-scheme=dark; Path=/';
    const { store } = renderWithStore(<ColorSchemeSync />);
    expect(store.getState().style.colorScheme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('leaves a page with no choice to the device', () => {
    const { store } = renderWithStore(<ColorSchemeSync />);
    expect(store.getState().style.colorScheme).toBeNull();
    expect(document.documentElement.className).toBe('');
    expect(document.querySelectorAll('meta[name="theme-color"][media]')).toHaveLength(2);
  });

  it('reads the cookie again when the page comes back from the back-forward cache', () => {
    const { store } = renderWithStore(<ColorSchemeSync />);
    document.cookie = 'color-scheme=dark; Path=/';
    act(() => {
      window.dispatchEvent(new Event('pageshow'));
    });
    expect(store.getState().style.colorScheme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });
});
