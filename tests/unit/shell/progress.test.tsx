import { act, renderHook, waitFor } from '@testing-library/react';
import { NavigationProgress, startsInternalNavigation, useProgressValue } from '@/components/shell/NavigationProgress';
import { nextProgress } from '@/lib/progress';
import { makeStore } from '@/store/store';
import { setProgressLoading } from '@/store/slices/styleSlice';
import { renderWithStore } from './render';

vi.mock('next/navigation', () => ({ usePathname: () => '/', useSearchParams: () => new URLSearchParams() }));

describe('navigation progress bar (docs/PRODUCT.md)', () => {
  it('grows by 8 while below 30, then 4 below 50, 1 below 85 and 0.2 below 95', () => {
    expect(nextProgress(0)).toBe(8);
    expect(nextProgress(29)).toBe(37);
    expect(nextProgress(30)).toBe(34);
    expect(nextProgress(49)).toBe(53);
    expect(nextProgress(50)).toBe(51);
    expect(nextProgress(84.5)).toBe(85.5);
    expect(nextProgress(85)).toBe(85.2);
    expect(nextProgress(94.9)).toBe(95.1);
  });

  it('stops growing at 95 until loading ends', () => {
    expect(nextProgress(95)).toBe(95);
    expect(nextProgress(99)).toBe(99);
  });

  describe('over time', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('steps every 0.5 s while loading', () => {
      const { result } = renderHook(({ loading }) => useProgressValue(loading), { initialProps: { loading: true } });
      expect(result.current).toBe(0);
      act(() => vi.advanceTimersByTime(499));
      expect(result.current).toBe(0);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toBe(8);
      act(() => vi.advanceTimersByTime(1500));
      expect(result.current).toBe(32); // 8, 16, 24, 32
      act(() => vi.advanceTimersByTime(500));
      expect(result.current).toBe(36);
    });

    it('jumps to 100 when loading ends', () => {
      const { result, rerender } = renderHook(({ loading }) => useProgressValue(loading), {
        initialProps: { loading: true },
      });
      act(() => vi.advanceTimersByTime(2000));
      rerender({ loading: false });
      expect(result.current).toBe(100);
      act(() => vi.advanceTimersByTime(5000));
      expect(result.current).toBe(100);
    });

    it('shows nothing before any navigation', () => {
      const { result } = renderHook(() => useProgressValue(false));
      expect(result.current).toBeNull();
    });
  });
});

describe('what starts the navigation feedback', () => {
  const current = new URL('http://localhost:3000/products?sort=new');
  const anchor = (href: string, attributes: Record<string, string> = {}) => {
    const element = document.createElement('a');
    element.setAttribute('href', href);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
    return element;
  };
  const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });

  it('an internal link to another page or query', () => {
    expect(startsInternalNavigation(anchor('/cart'), click(), current)).toBe(true);
    expect(startsInternalNavigation(anchor('/products?sort=cheap'), click(), current)).toBe(true);
  });

  it("not the spec's '#' links, the same page, other sites, new tabs or modified clicks", () => {
    expect(startsInternalNavigation(anchor('#'), click(), current)).toBe(false);
    expect(startsInternalNavigation(anchor('/products?sort=new'), click(), current)).toBe(false);
    expect(startsInternalNavigation(anchor('https://example.com/'), click(), current)).toBe(false);
    expect(startsInternalNavigation(anchor('/cart', { target: '_blank' }), click(), current)).toBe(false);
    expect(startsInternalNavigation(anchor('/cart'), click({ ctrlKey: true }), current)).toBe(false);
  });
});

describe("nprogress's bar", () => {
  it('is drawn with no made-up ARIA role and hidden from assistive technology: the progressbar speaks for it', async () => {
    const store = makeStore();
    renderWithStore(<NavigationProgress />, { store });
    act(() => {
      store.dispatch(setProgressLoading(true));
    });
    await waitFor(() => expect(document.querySelector('#nprogress .bar')).not.toBeNull());
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    expect(document.querySelector('#nprogress .bar')).toHaveAttribute('aria-hidden', 'true');
  });
});
