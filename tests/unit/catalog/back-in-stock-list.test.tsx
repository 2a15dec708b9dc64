// A back-in-stock request saved on the product page reaches the shopper's list (/profile/notifications) shown
// beside it, and the page shows what was saved even when its first read of the requests had failed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { NotificationsPage } from '@/components/notifications/NotificationsPage';
import type { ProductNotification } from '@/services/types/commerce';
import { loggedIn } from '@/store/slices/authSlice';
import { makeStore } from '@/store/store';
import { balanceHandler } from '../account/setup';
import { COMMERCE, abpOk, demoProfile, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { pendingRequest, treeWithSoldOutType as tree } from './back-in-stock-fixtures';

vi.mock('next/navigation', () => ({
  usePathname: () => '/product/ghost',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

startMswServer();

const api = {
  mine: `${COMMERCE}/api/services/app/ProductNotification/GetMine`,
  allMine: `${COMMERCE}/api/services/app/ProductNotification/GetAllMine`,
  upsert: `${COMMERCE}/api/services/app/ProductNotification/Upsert`,
};

/** The service's requests, as Upsert leaves them; GetMine answers with `mine` (a Response for a failure). */
function serveRequests(mine: () => Response = () => abpOk([])) {
  let saved: ProductNotification[] = [];
  const listReads: number[] = [];
  server.use(
    http.get(`${COMMERCE}/api/services/app/Cart/GetCartByProductId`, () => abpOk(null)),
    http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)),
    balanceHandler(),
    http.get(api.mine, () => mine()),
    http.get(api.allMine, () => {
      listReads.push(saved.length);
      return abpOk({ totalCount: saved.length, items: saved });
    }),
    http.post(api.upsert, async ({ request }) => {
      const { channels } = (await request.json()) as { channels: ProductNotification['channels'] };
      saved = [pendingRequest(channels)];
      return abpOk(saved[0]);
    }),
  );
  return listReads;
}

async function renderSignedIn(withList: boolean) {
  const store = makeStore();
  await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
  renderWithStore(
    <>
      <ProductPurchase productId={7} variants={tree} preferredVariantId={102} />
      {withList ? <NotificationsPage /> : null}
    </>,
    { store, withCart: true },
  );
}

async function saveRequest() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'موجود شد خبرم کن' }));
  const dialog = await screen.findByRole('dialog', { name: 'اطلاع از موجود شدن' });
  await user.click(within(dialog).getByRole('button', { name: 'ثبت درخواست' }));
  return screen.findByRole('button', { name: 'درخواست اطلاع ثبت شد' });
}

describe('a back-in-stock request saved on the product page', () => {
  it('has the list of requests read again, which then shows it', async () => {
    const listReads = serveRequests();
    await renderSignedIn(true);
    expect(await screen.findByText('درخواست اطلاعی ندارید.')).toBeInTheDocument();
    await saveRequest();
    await waitFor(() => expect(listReads).toEqual([0, 1]));
    expect(await screen.findByRole('article', { name: 'شبح سوشیما' })).toBeInTheDocument();
  });

  it('shows as saved even when the first read of the requests had failed', async () => {
    serveRequests(() => HttpResponse.error());
    await renderSignedIn(false);
    expect(await saveRequest()).toHaveAccessibleDescription(/با پیامک خبرتان می‌کنیم/);
  });
});
