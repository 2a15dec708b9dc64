// The cart as last read on this device (services/last-read-cart.ts): kept after each read and each cart a
// change answered with, under its own key, tied to the device id and a digest of the token; given back only
// to the same reader; removed at logout; a record that does not parse or fit is dropped.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useCart } from '@/components/shared/cart/CartProvider';
import { readLastReadCart, saveLastReadCart } from '@/services/last-read-cart';
import { LAST_READ_CART_KEY, setToken } from '@/services/session';
import { logout } from '@/store/slices/authSlice';
import { setDeviceId } from '@/store/slices/cartSlice';
import { makeStore } from '@/store/store';
import { cartOf, line } from '../cart/fixtures';
import { abpOk, COMMERCE, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';

startMswServer();

const CURRENT_CART = `${COMMERCE}/api/services/app/Cart/GetCurrentCart`;
const elden = cartOf([line(1, 101, 2, 11_000_000, 9_900_000)], 'device-1');
const stored = () => JSON.parse(localStorage.getItem(LAST_READ_CART_KEY) ?? 'null');
const visitor = { deviceId: 'device-1', token: null };

/** What `SHA-256(token)` is in hex, computed apart from the module under test. */
async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}

describe('the record', () => {
  it('gives the cart back, with when it was read, to the same device and session only', async () => {
    setToken('token-a');
    await saveLastReadCart(elden, { deviceId: 'device-1', token: 'token-a' }, undefined, 1_700_000_000_000);
    expect(await readLastReadCart({ deviceId: 'device-1', token: 'token-a' })).toEqual({
      cart: elden,
      readAt: 1_700_000_000_000,
    });
    // Another account on this device, the same account on another cart, and the visitor after a logout see nothing.
    expect(await readLastReadCart({ deviceId: 'device-1', token: 'token-b' })).toBeNull();
    expect(await readLastReadCart({ deviceId: 'device-2', token: 'token-a' })).toBeNull();
    expect(await readLastReadCart({ deviceId: 'device-1', token: null })).toBeNull();
  });

  it('keeps a digest of the token, never the token', async () => {
    setToken('secret-token');
    await saveLastReadCart(elden, { deviceId: 'device-1', token: 'secret-token' });
    expect(localStorage.getItem(LAST_READ_CART_KEY)).not.toContain('secret-token');
    expect(stored().tokenDigest).toBe(await sha256Hex('secret-token'));
    expect(stored().deviceId).toBe('device-1');
  });

  it("a visitor's record is not a session's on the same device, and one without lines is not shown", async () => {
    await saveLastReadCart(elden, visitor);
    expect(await readLastReadCart(visitor)).not.toBeNull();
    expect(await readLastReadCart({ deviceId: 'device-1', token: 'token-a' })).toBeNull();
    await saveLastReadCart(cartOf([]), visitor);
    expect(await readLastReadCart(visitor)).toBeNull();
  });

  it('is not written by a save overtaken by a later read, or whose session ended meanwhile', async () => {
    await saveLastReadCart(elden, visitor, () => false);
    expect(stored()).toBeNull();
    setToken('token-a');
    const saving = saveLastReadCart(elden, { deviceId: 'device-1', token: 'token-a' });
    localStorage.removeItem('Token');
    await saving;
    expect(stored()).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{"cart":'],
    ['a record without its reader', JSON.stringify({ cart: elden, readAt: 1 })],
    [
      'a line without its variant',
      JSON.stringify({
        cart: { ...elden, items: [{ id: 1, quantity: 1 }] },
        readAt: 1,
        deviceId: 'device-1',
        tokenDigest: null,
      }),
    ],
    [
      'a price that is not a number',
      JSON.stringify({ cart: { ...elden, payableAmount: '9' }, readAt: 1, deviceId: 'device-1', tokenDigest: null }),
    ],
    ['a list instead of a record', '[]'],
  ])('%s is ignored and removed', async (_name, text) => {
    localStorage.setItem(LAST_READ_CART_KEY, text);
    expect(await readLastReadCart(visitor)).toBeNull();
    expect(localStorage.getItem(LAST_READ_CART_KEY)).toBeNull();
  });
});

describe('kept by the cart provider', () => {
  function ApplyButton({ cart }: { cart: typeof elden }) {
    const { applyCart, readFailed } = useCart();
    return (
      <>
        <button type="button" onClick={() => applyCart(cart)}>
          apply
        </button>
        {readFailed ? <p>the read failed</p> : null}
      </>
    );
  }

  function renderProvider(deviceId: string | null) {
    const store = makeStore();
    if (deviceId) store.dispatch(setDeviceId(deviceId));
    return renderWithStore(<ApplyButton cart={cartOf([line(3, 303, 1, 8_000_000, 8_000_000)], 'device-9')} />, {
      store,
      withCart: true,
      persist: true,
    });
  }

  it('after each successful read, as the visitor that read it', async () => {
    server.use(http.get(CURRENT_CART, () => abpOk(elden)));
    const { store } = renderProvider('device-1');
    await waitFor(() => expect(store.getState().shopperApi?.queries['cart(undefined)']?.status).toBe('fulfilled'));
    await vi.waitFor(() => expect(stored()).toMatchObject({ deviceId: 'device-1', tokenDigest: null, cart: elden }));
    expect(stored().readAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('after a change answered with a cart, under the device id that cart carries', async () => {
    // The read the new device id starts fails, so what is kept can only be the change's answer.
    server.use(http.get(CURRENT_CART, () => HttpResponse.error()));
    renderProvider(null);
    await userEvent.click(screen.getByRole('button', { name: 'apply' }));
    await vi.waitFor(() =>
      expect(stored()).toMatchObject({ deviceId: 'device-9', cart: { deviceId: 'device-9', items: [{ id: 3 }] } }),
    );
  });

  it('an empty cart read leaves no record behind; a failed read leaves the last one', async () => {
    await saveLastReadCart(elden, visitor);
    server.use(http.get(CURRENT_CART, () => HttpResponse.error()));
    const { unmount } = renderProvider('device-1');
    await screen.findByText('the read failed');
    expect(stored()).not.toBeNull();
    unmount();

    server.use(http.get(CURRENT_CART, () => abpOk(null)));
    const { store } = renderProvider('device-1');
    // Until the read has landed in the provider, so that none of its updates comes after the test.
    await waitFor(() => expect(store.getState().shopperApi?.queries['cart(undefined)']?.status).toBe('fulfilled'));
    expect(stored()).toBeNull();
  });
});

describe('logout', () => {
  it('takes the record with the token', async () => {
    setToken('token-a');
    await saveLastReadCart(elden, { deviceId: 'device-1', token: 'token-a' });
    expect(stored()).not.toBeNull();
    await makeStore().dispatch(logout());
    expect(localStorage.getItem(LAST_READ_CART_KEY)).toBeNull();
  });
});
