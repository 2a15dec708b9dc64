// The cart provider reads the cart through the shopper api (store/api/cartApi.ts): RTK Query only once the
// visitor may have a cart, one read for every reader of it, a read overtaken by a change dropped, a failed read
// keeping what was shown and read again when the connection is back.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useCart } from '@/components/shared/cart/CartProvider';
import { setDeviceId } from '@/store/slices/cartSlice';
import { makeStore } from '@/store/store';
import { abpOk, COMMERCE, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { cartOf, line } from './fixtures';

startMswServer();

const CURRENT_CART = `${COMMERCE}/api/services/app/Cart/GetCurrentCart`;
const read = cartOf([line(1, 101, 2, 11_000_000, 9_900_000)], 'device-1');
const changed = cartOf([line(2, 202, 1, 8_000_000, 8_000_000)], 'device-1');

function Lines({ name }: { name: string }) {
  const { cart, loading, readFailed, applyCart, refresh } = useCart();
  return (
    <section aria-label={name}>
      <p>{loading ? 'loading' : `lines: ${cart?.items.map((item) => item.id).join(',') ?? 'none'}`}</p>
      {readFailed ? <p>the read failed</p> : null}
      <button type="button" onClick={() => applyCart(changed)}>
        apply in {name}
      </button>
      <button type="button" onClick={() => void refresh()}>
        read again
      </button>
    </section>
  );
}

function renderReaders(deviceId: string | null) {
  const store = makeStore();
  if (deviceId) store.dispatch(setDeviceId(deviceId));
  return renderWithStore(
    <>
      <Lines name="badge" />
      <Lines name="page" />
    </>,
    { store, withCart: true, persist: true },
  );
}

const shown = (name: string) => screen.getByRole('region', { name }).querySelector('p')?.textContent;

// First in the file: the api module is loaded once per test file, and stays.
it('with neither a device id nor a session, asks nothing and loads no api', async () => {
  const calls = vi.fn();
  server.use(http.get(CURRENT_CART, () => (calls(), abpOk(read))));
  const { store } = renderReaders(null);
  await waitFor(() => expect(shown('badge')).toBe('lines: none'));
  expect(calls).not.toHaveBeenCalled();
  expect('shopperApi' in store.getState()).toBe(false);
});

it('reads the cart once for all its readers, into the shopper api', async () => {
  const calls = vi.fn();
  server.use(http.get(CURRENT_CART, () => (calls(), abpOk(read))));
  const { store } = renderReaders('device-1');
  await waitFor(() => expect(shown('badge')).toBe('lines: 1'), { timeout: 5_000 });
  expect(shown('page')).toBe('lines: 1');
  expect(calls).toHaveBeenCalledTimes(1);
  expect(Object.keys(store.getState().shopperApi?.queries ?? {})).toEqual(['cart(undefined)']);
});

it('drops a read that was under way when a change answered', async () => {
  // Reads started before the change wait and answer the old cart; one started after it (a rehydration late on a
  // busy machine may start one) answers the cart as the service then has it.
  const waiting: (() => void)[] = [];
  let changeApplied = false;
  server.use(
    http.get(CURRENT_CART, async () => {
      if (changeApplied) return abpOk(changed);
      await new Promise<void>((resolve) => waiting.push(resolve));
      return abpOk(read);
    }),
  );
  const { store } = renderReaders('device-1');
  await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
  changeApplied = true;
  await userEvent.click(screen.getByRole('button', { name: 'apply in page' }));
  await waitFor(() => expect(shown('badge')).toBe('lines: 2'));
  const { shopperApi } = await import('@/store/api/shopperApi');
  await act(async () => {
    for (const answer of waiting) answer();
    await Promise.all(store.dispatch(shopperApi.util.getRunningQueriesThunk()));
  });
  expect(shown('badge')).toBe('lines: 2');
  expect(shown('page')).toBe('lines: 2');
});

it('keeps what it showed when a read fails, says so, and reads again when the connection is back', async () => {
  let answer: 'read' | 'down' | 'changed' = 'read';
  server.use(
    http.get(CURRENT_CART, () =>
      answer === 'down' ? HttpResponse.error() : abpOk(answer === 'read' ? read : changed),
    ),
  );
  renderReaders('device-1');
  await waitFor(() => expect(shown('badge')).toBe('lines: 1'));
  answer = 'down';
  await userEvent.click(screen.getAllByRole('button', { name: 'read again' })[0]);
  await screen.findAllByText('the read failed');
  expect(shown('badge')).toBe('lines: 1');
  answer = 'changed';
  act(() => void dispatchEvent(new Event('online')));
  await waitFor(() => expect(shown('badge')).toBe('lines: 2'));
  expect(screen.queryByText('the read failed')).toBeNull();
});

it("keeps its actions the same functions while the cart, the device id and the api's arrival change", async () => {
  // The provider's context never changes: a changing value would make React hydrate, at once and in one task,
  // every Suspense boundary of the page below it that it had left to hydrate in slices.
  server.use(http.get(CURRENT_CART, () => abpOk(read)));
  const seen = { applyCart: new Set<unknown>(), refresh: new Set<unknown>() };
  function Actions() {
    const { applyCart, refresh } = useCart();
    seen.applyCart.add(applyCart);
    seen.refresh.add(refresh);
    return null;
  }
  const store = makeStore();
  store.dispatch(setDeviceId('device-1'));
  renderWithStore(
    <>
      <Lines name="badge" />
      <Actions />
    </>,
    { store, withCart: true, persist: true },
  );
  await waitFor(() => expect(shown('badge')).toBe('lines: 1'), { timeout: 5_000 });
  act(() => {
    store.dispatch(setDeviceId('device-2'));
  });
  await waitFor(() => expect(shown('badge')).toBe('lines: 1'));
  expect(seen.applyCart.size).toBe(1);
  expect(seen.refresh.size).toBe(1);
});
