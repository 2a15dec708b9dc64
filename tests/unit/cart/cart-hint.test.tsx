// /cart's empty-cart hint: the inline script the server sends and the page's own check agree, and the page paints
// an empty cart at once when the browser's storage says there is no cart, never a skeleton first.
import { renderToStaticMarkup } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { CartPage } from '@/components/cart/CartPage';
import { CartPageLoading } from '@/components/cart/CartStates';
import { CART_HINT_SCRIPT, cartKnownEmpty } from '@/lib/cart-hint';
import { makeStore } from '@/store/store';
import { COMMERCE, abpOk, server, startMswServer } from '../services/msw';
import { renderWithStore, storeRestored } from '../shell/render';
import { deferred } from '../../support/deferred';

vi.mock('next/navigation', () => ({
  usePathname: () => '/cart',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
startMswServer();
// The parts the page fetches when idle, loaded before the tests so none is still loading when they end.
beforeAll(() => Promise.all([import('@/components/cart/FilledCart'), import('@/components/shared/login/LoginDialog')]));

const root = (cart: object) =>
  JSON.stringify({ cart: JSON.stringify(cart), _persist: JSON.stringify({ version: -1, rehydrated: true }) });

const cases: { name: string; items: Record<string, string>; empty: boolean }[] = [
  { name: 'nothing stored (a first visit)', items: {}, empty: true },
  {
    name: 'a stored cart handle without a device id',
    items: { 'persist:root': root({ deviceId: null, quantity: 1, pendingAdds: [] }) },
    empty: true,
  },
  { name: 'a device id', items: { 'persist:root': root({ deviceId: 'd-1', quantity: 1 }) }, empty: false },
  {
    name: 'an add waiting for the connection',
    items: { 'persist:root': root({ deviceId: null, pendingAdds: [{ variantId: 3, quantity: 1 }] }) },
    empty: false,
  },
  { name: 'a session', items: { Token: 'token' }, empty: false },
  { name: 'storage that does not parse', items: { 'persist:root': '{not json' }, empty: false },
];

function storageOf(items: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => items[key] ?? null };
}

/** Runs the inline script as the browser would, where it stands: as a child of `parent`. */
function runHint(items: Record<string, string>, parent: HTMLElement) {
  new Function('localStorage', 'document', CART_HINT_SCRIPT)(storageOf(items), {
    currentScript: { parentNode: parent },
  });
}

describe("/cart's empty-cart hint", () => {
  it.each(cases)('the script and the page agree: $name', ({ items, empty }) => {
    expect(cartKnownEmpty(storageOf(items))).toBe(empty);
    const section = document.createElement('section');
    runHint(items, section);
    expect(section.getAttribute('data-cart')).toBe(empty ? 'empty' : null);
  });

  it('storage that throws (blocked by the browser) says nothing', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(cartKnownEmpty(blocked)).toBe(false);
  });

  it('the server sends the script in the page frame, with the skeleton, and the empty cart and visitor prompt for CSS to choose', () => {
    const html = renderToStaticMarkup(<CartPageLoading />);
    expect(html).toContain(`<script>${CART_HINT_SCRIPT}</script>`);
    const frame = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;
    expect(frame.className).toContain('group');
    expect(frame.firstElementChild!.tagName).toBe('SCRIPT');
    expect(frame.querySelector('[data-testid="cart-skeleton"]')!.parentElement!.className).toContain(
      'group-data-[cart=empty]:hidden',
    );
    expect(frame.querySelector('a[href="/products"]')!.closest('.hidden')!.className).toContain(
      'group-data-[cart=empty]:block',
    );
    expect(frame.querySelector('#orders-title')!.closest('.hidden')!.className).toContain(
      'group-data-[cart=empty]:block',
    );
  });

  it('a first visit paints the empty cart and the visitor prompt in the first render, with no skeleton before them', async () => {
    let calls = 0;
    server.use(http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => ((calls += 1), abpOk(null))));
    const { store } = renderWithStore(<CartPage orderId={null} returnStatus={null} />, {
      store: makeStore(),
      withCart: true,
      persist: true,
    });
    expect(screen.getByText('سبد خرید شما خالی است.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'سفارش‌های ثبت‌شده' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-skeleton')).toBeNull();
    // The stored state comes back (nothing in it), and the page stays as it painted.
    await storeRestored(store);
    expect(screen.getByText('سبد خرید شما خالی است.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('a browser with a device id shows the skeleton while its cart is read', async () => {
    localStorage.setItem('persist:root', root({ deviceId: 'd-1', quantity: 1 }));
    const { promise: answered, release: answer } = deferred();
    server.use(
      http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, async () => {
        await answered;
        return abpOk(null);
      }),
    );
    renderWithStore(<CartPage orderId={null} returnStatus={null} />, {
      store: makeStore(),
      withCart: true,
      persist: true,
    });
    expect(screen.getByTestId('cart-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('سبد خرید شما خالی است.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'سفارش‌های ثبت‌شده' })).toBeNull();
    answer();
    expect(await screen.findByText('سبد خرید شما خالی است.')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-skeleton')).toBeNull();
  });
});
