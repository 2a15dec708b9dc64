import { makePersistConfig } from '@/store/persist';
import { setLoginFormIsOpen } from '@/store/slices/authSlice';
import { increaseQuantity, setDeviceId } from '@/store/slices/cartSlice';
import { openErrorModal } from '@/store/slices/errorModalSlice';
import { makePersistor, makeStore } from '@/store/store';

const STORAGE_KEY = 'persist:root';

function writtenState(): Record<string, unknown> | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

describe('persistence', () => {
  it("is configured under key 'root', keeping only 'cart', with a 5000 ms time-out", () => {
    const config = makePersistConfig();
    expect(config.key).toBe('root');
    expect(config.whitelist).toEqual(['cart']);
    expect(config.timeout).toBe(5000);
  });

  it('writes only the cart to localStorage under persist:root', async () => {
    const store = makeStore();
    makePersistor(store);
    store.dispatch(setDeviceId('device-42'));
    store.dispatch(increaseQuantity(2));
    store.dispatch(setLoginFormIsOpen(true));
    store.dispatch(openErrorModal({ message: 'm' }));

    await vi.waitFor(() => {
      const written = writtenState();
      expect(written?.cart && JSON.parse(written.cart as string)).toEqual({
        deviceId: 'device-42',
        quantity: 3,
        pendingAdds: [],
      });
    });
    const written = writtenState() ?? {};
    expect(Object.keys(written).sort()).toEqual(['_persist', 'cart']);
  });

  it('restores the cart from localStorage on start', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        cart: JSON.stringify({ deviceId: 'kept-device', quantity: 2 }),
        auth: JSON.stringify({ isAuthenticated: true }),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const store = makeStore();
    makePersistor(store);
    await vi.waitFor(() => expect(store.getState()._persist.rehydrated).toBe(true));
    expect(store.getState().cart).toEqual({ deviceId: 'kept-device', quantity: 2 });
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});
