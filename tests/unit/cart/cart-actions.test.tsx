// A component that changes the cart without showing it (the product page's buying island) takes the cart's actions
// alone: the cart's first answer, or a refresh, does not render it again, and what it applies reaches the readers.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Profiler } from 'react';
import { useCart, useCartActions } from '@/components/shared/cart/CartProvider';
import { setDeviceId } from '@/store/slices/cartSlice';
import { makeStore } from '@/store/store';
import { abpOk, COMMERCE, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { cartOf, line } from './fixtures';

startMswServer();

const read = cartOf([line(1, 101, 2, 11_000_000, 9_900_000)], 'device-1');
const changed = cartOf([line(2, 202, 1, 8_000_000, 8_000_000)], 'device-1');

function AddButton() {
  const { applyCart } = useCartActions();
  return (
    <button type="button" onClick={() => void applyCart(changed)}>
      apply
    </button>
  );
}

function Badge() {
  const { cart, loading } = useCart();
  return <p>{loading ? 'loading' : `lines: ${cart?.items.map((item) => item.id).join(',') ?? 'none'}`}</p>;
}

it("is not rendered again by the cart's answers, and what it applies reaches the readers", async () => {
  server.use(http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(read)));
  const store = makeStore();
  store.dispatch(setDeviceId('device-1'));
  const commits: string[] = [];
  renderWithStore(
    <>
      <Profiler id="add" onRender={(_, phase) => commits.push(phase)}>
        <AddButton />
      </Profiler>
      <Badge />
    </>,
    { store, withCart: true, persist: true },
  );
  await waitFor(() => expect(screen.getByText('lines: 1')).toBeTruthy(), { timeout: 5_000 });
  expect(commits).toEqual(['mount']);

  await userEvent.click(screen.getByRole('button', { name: 'apply' }));
  await waitFor(() => expect(screen.getByText('lines: 2')).toBeTruthy());
  expect(commits).toEqual(['mount']);
});
