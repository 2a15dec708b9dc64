// The back-in-stock requests are the first thing read through the shopper api on this page: the api is injected
// into a store made before it, and that first read must not be lost (shopperApiArrived). Its own file, so that no
// earlier test has loaded the api.
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { loggedIn } from '@/store/slices/authSlice';
import { makeStore } from '@/store/store';
import { balanceHandler } from '../account/setup';
import { abpOk, COMMERCE, demoProfile, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { pendingRequest, treeWithSoldOutType as tree } from './back-in-stock-fixtures';

vi.mock('next/navigation', () => ({
  usePathname: () => '/product/ghost',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

startMswServer();

it('a signed-in shopper before a sold-out variant sees the request read at once, with the api loaded after the store was made', async () => {
  server.use(
    http.get(`${COMMERCE}/api/services/app/ProductNotification/GetMine`, () =>
      abpOk([pendingRequest(['Sms', 'InAppNotification'])]),
    ),
    http.get(`${COMMERCE}/api/services/app/Cart/GetCartByProductId`, () => abpOk(null)),
    http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)),
    balanceHandler(),
  );
  const store = makeStore();
  await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
  expect('shopperApi' in store.getState()).toBe(false);
  renderWithStore(<ProductPurchase productId={7} variants={tree} preferredVariantId={102} />, {
    store,
    withCart: true,
  });
  expect(await screen.findByRole('button', { name: 'درخواست اطلاع ثبت شد' })).toBeInTheDocument();
});
