// /profile/notifications: the requests with their state, ten at a time, cancelling one, the empty state,
// failures with a retry and a 401.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { NotificationsPage } from '@/components/notifications/NotificationsPage';
import { ErrorModal } from '@/components/shell/ErrorModal';
import { setToken } from '@/services/session';
import type { ProductNotification } from '@/services/types/commerce';
import { COMMERCE, abpError, abpOk, abpUnauthorized, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { pendingRequest } from '../catalog/back-in-stock-fixtures';

vi.mock('next/navigation', () => ({
  usePathname: () => '/profile/notifications',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

const api = {
  all: `${COMMERCE}/api/services/app/ProductNotification/GetAllMine`,
  upsert: `${COMMERCE}/api/services/app/ProductNotification/Upsert`,
};

startMswServer();
beforeEach(() => setToken('good'));

const waiting = pendingRequest(['Sms', 'InAppNotification']);
const sent: ProductNotification = {
  ...pendingRequest(['Email'], { id: 2, productId: 9, productVariantId: 31 }),
  status: 'Sent',
  sentTime: '2025-12-15T10:12:00',
  product: {
    id: 9,
    name: 'Elden Ring',
    persianName: 'الدن رینگ',
    slug: 'elden-ring',
    filePath: 'http://localhost:4010/commerce/files/products/elden-ring.svg',
    fileTitleAttribute: 'Elden Ring',
    fileAltAttribute: 'کاور بازی الدن رینگ',
  },
  variant: { id: 31, name: 'آفلاین PC', status: 'InStock' },
};
/** Twelve waiting requests, newest (highest id) first. */
const twelve = Array.from({ length: 12 }, (_, index) =>
  pendingRequest(['Sms'], { id: 100 - index, productVariantId: 500 + index }),
);

/** Answers GetAllMine from `requests`, a page at a time, and keeps every query it was sent. */
function serve(requests: ProductNotification[]) {
  const queries: string[] = [];
  server.use(
    http.get(api.all, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(`${query.get('SkipCount')}/${query.get('MaxResultCount')}`);
      const skip = Number(query.get('SkipCount'));
      return abpOk({
        totalCount: requests.length,
        items: requests.slice(skip, skip + Number(query.get('MaxResultCount'))),
      });
    }),
  );
  return queries;
}

const renderPage = () =>
  renderWithStore(
    <>
      <NotificationsPage />
      <ErrorModal />
    </>,
  );

const card = (name: string) =>
  screen.getAllByRole('article').find((article) => within(article).queryByRole('heading', { name }))!;

describe('the list of back-in-stock requests', () => {
  it('shows a skeleton, then each request: cover, game, variant, ways, state and a link to the product on that variant', async () => {
    serve([waiting, sent]);
    renderPage();
    expect(screen.getByTestId('notifications-skeleton')).toHaveAttribute('aria-busy', 'true');

    const first = await screen.findByRole('article', { name: 'شبح سوشیما' });
    expect(within(first).getByRole('img', { name: 'کاور شبح سوشیما' })).toBeInTheDocument();
    expect(within(first).getByText('ظرفیت ۳ PS5')).toBeInTheDocument();
    expect(within(first).getByText('پیامک، اعلان در سایت')).toBeInTheDocument();
    expect(within(first).getByText('در انتظار موجود شدن')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'مشاهده محصول' })).toHaveAttribute(
      'href',
      '/product/ghost-of-tsushima?variantId=102',
    );
    expect(within(first).getByRole('button', { name: 'لغو درخواست اطلاع' })).toBeInTheDocument();

    const second = card('الدن رینگ');
    expect(within(second).getByText('موجود شد')).toBeInTheDocument();
    expect(within(second).getByText('۲۴ آذر ۱۴۰۴، ساعت ۱۰:۱۲')).toHaveAttribute('dateTime', '2025-12-15T10:12:00');
    expect(within(second).getByText('ایمیل')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'خرید' })).toHaveAttribute(
      'href',
      '/product/elden-ring?variantId=31',
    );
    expect(within(second).queryByRole('button', { name: 'لغو درخواست اطلاع' })).not.toBeInTheDocument();
  });

  it("reads ten at a time; 'نمایش بیشتر' reads the next ten and goes once all are shown", async () => {
    const queries = serve(twelve);
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(queries).toEqual(['0/10', '10/10']);
    expect(screen.queryByRole('button', { name: 'نمایش بیشتر' })).not.toBeInTheDocument();
  });

  it('an empty list says so and leads to the products', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('درخواست اطلاعی ندارید.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مشاهده محصولات' })).toHaveAttribute('href', '/products');
  });

  it("a failed read shows the service's message and 'تلاش دوباره' reads again", async () => {
    serve([waiting]);
    server.use(http.get(api.all, () => abpError(500, { message: 'سرویس در دسترس نیست.' }), { once: true }));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('سرویس در دسترس نیست.');
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('article', { name: 'شبح سوشیما' })).toBeInTheDocument();
  });

  it('a 401 ends the session through the error modal and shows no list', async () => {
    server.use(http.get(api.all, () => abpUnauthorized()));
    const { store } = renderPage();
    expect(await screen.findByText('ورود شما منقضی شده است')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('cancelling a waiting request', () => {
  it('sends it with no channels, once for a double click; the card leaves and the toast says so', async () => {
    serve([waiting, sent]);
    const bodies: unknown[] = [];
    server.use(
      http.post(api.upsert, async ({ request }) => {
        bodies.push(await request.json());
        await delay(30);
        return abpOk(null);
      }),
    );
    const user = userEvent.setup();
    const { store } = renderPage();
    const first = await screen.findByRole('article', { name: 'شبح سوشیما' });
    await user.dblClick(within(first).getByRole('button', { name: 'لغو درخواست اطلاع' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'شبح سوشیما' })).not.toBeInTheDocument());
    expect(bodies).toEqual([{ productId: 7, productVariantId: 102, type: 'ProductAvailable', channels: [] }]);
    expect(screen.getByRole('article', { name: 'الدن رینگ' })).toBeInTheDocument();
    expect(store.getState().notification).toMatchObject({
      status: 'success',
      message: 'درخواست اطلاع «شبح سوشیما» لغو شد.',
    });
  });

  it('a big-discount alert from the product page is listed as such and can be turned off', async () => {
    const alert = pendingRequest(['Sms', 'InAppNotification'], {
      id: 5,
      type: 'AmazingDiscount',
      productVariantId: null,
      variant: null,
    });
    serve([alert]);
    const bodies: unknown[] = [];
    server.use(
      http.post(api.upsert, async ({ request }) => {
        bodies.push(await request.json());
        return abpOk(null);
      }),
    );
    const user = userEvent.setup();
    const { store } = renderPage();
    const card = await screen.findByRole('article', { name: 'شبح سوشیما' });
    expect(card).toHaveTextContent('اطلاع از تخفیف ویژه: همه‌ی گزینه‌های بازی');
    expect(within(card).getByText('در انتظار تخفیف ویژه')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'مشاهده محصول' })).toHaveAttribute(
      'href',
      '/product/ghost-of-tsushima',
    );
    await user.click(within(card).getByRole('button', { name: 'خاموش کردن اطلاع تخفیف' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'شبح سوشیما' })).not.toBeInTheDocument());
    expect(bodies).toEqual([{ productId: 7, productVariantId: null, type: 'AmazingDiscount', channels: [] }]);
    expect(store.getState().notification).toMatchObject({
      status: 'success',
      message: 'اطلاع تخفیف «شبح سوشیما» خاموش شد.',
    });
  });

  it("a failure keeps the card with the service's message on it", async () => {
    serve([waiting]);
    server.use(http.post(api.upsert, () => abpError(500, { message: 'خطا در ارسال درخواست!' })));
    const user = userEvent.setup();
    renderPage();
    const first = await screen.findByRole('article', { name: 'شبح سوشیما' });
    await user.click(within(first).getByRole('button', { name: 'لغو درخواست اطلاع' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('خطا در ارسال درخواست!');
    expect(within(first).getByRole('button', { name: 'لغو درخواست اطلاع' })).toBeEnabled();
  });
});
