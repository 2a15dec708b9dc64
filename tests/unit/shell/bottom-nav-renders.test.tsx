// The bottom nav is on nearly every page: on a first visit it is rendered once, not again when the store's restore
// and a cart read that finds nothing change nothing it shows. The links are plain anchors here, so that what the
// profiler counts is the bar's own rendering, not next/link's prefetching.
import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { Profiler, type AnchorHTMLAttributes } from 'react';
import { BottomNav } from '@/components/shell/BottomNav';
import { setDeviceId } from '@/store/slices/cartSlice';
import { makeStore } from '@/store/store';
import { COMMERCE, abpOk, server, startMswServer } from '../services/msw';
import { renderWithStore, storeRestored } from './render';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));
vi.mock('next/link', () => ({ default: (props: AnchorHTMLAttributes<HTMLAnchorElement>) => <a {...props} /> }));

startMswServer();

async function commitsOf(deviceId: string | null) {
  const store = makeStore();
  if (deviceId) store.dispatch(setDeviceId(deviceId));
  const commits: string[] = [];
  renderWithStore(
    <Profiler id="nav" onRender={(_, phase) => commits.push(phase)}>
      <BottomNav />
    </Profiler>,
    { store, withCart: true, persist: true },
  );
  await storeRestored(store);
  await act(async () => {});
  return commits;
}

it("is rendered once on a first visit, through the store's restore", async () => {
  expect(await commitsOf(null)).toEqual(['mount']);
  expect(screen.getByRole('link', { name: 'پروفایل' })).toHaveAttribute('href', '/login');
});

it('is rendered once more when the cart it reads turns out to hold something, for the badge', async () => {
  server.use(
    http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () =>
      abpOk({
        id: 1,
        deviceId: 'device-1',
        totalQuantity: 2,
        totalItemsPrice: 0,
        payableAmount: 0,
        profitAmount: 0,
        items: [],
      }),
    ),
  );
  const commits = await commitsOf('device-1');
  expect(await screen.findByTestId('cart-badge')).toHaveTextContent(/^9\+$/);
  expect(commits.filter((phase) => phase !== 'mount')).toHaveLength(1);
});
