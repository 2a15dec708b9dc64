// The orders below the cart: five at a time, newest first, 'نمایش بیشتر' while more remain, an empty list, and a
// failure (of the list or of its next page) with 'تلاش دوباره'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { OrdersList } from '@/components/cart/OrdersList';
import { setToken } from '@/services/session';
import type { Order } from '@/services/types/commerce';
import { COMMERCE, abpError, abpOk, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { orderOf } from './fixtures';

vi.mock('next/navigation', () => ({
  usePathname: () => '/cart',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

const ORDERS = `${COMMERCE}/api/services/app/Order/GetAll`;

startMswServer();
beforeEach(() => setToken('good'));

/** Seven orders, newest (highest id) first. */
const seven = Array.from({ length: 7 }, (_, index) => orderOf(20 - index, 'Completed', [101]));

/** Answers Order/GetAll from `orders`, a page at a time, and keeps each query's SkipCount/MaxResultCount. */
function serveOrders(orders: Order[]) {
  const queries: string[] = [];
  server.use(
    http.get(ORDERS, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(`${query.get('SkipCount')}/${query.get('MaxResultCount')}`);
      const skip = Number(query.get('SkipCount'));
      return abpOk({
        totalCount: orders.length,
        items: orders.slice(skip, skip + Number(query.get('MaxResultCount'))),
      });
    }),
  );
  return queries;
}

const renderList = () => renderWithStore(<OrdersList onPay={vi.fn()} payDisabled={false} />);
const cards = () => within(screen.getByRole('list', { name: 'فهرست سفارش‌ها' })).getAllByRole('article');

describe('the orders below the cart', () => {
  it("read five at a time; 'نمایش بیشتر' reads the rest and goes once all are shown", async () => {
    const queries = serveOrders(seven);
    renderList();
    expect(screen.getByText('در حال بارگذاری سفارش‌ها')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(5));
    await userEvent.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    await waitFor(() => expect(cards()).toHaveLength(7));
    expect(queries).toEqual(['0/5', '5/5']);
    expect(screen.queryByRole('button', { name: 'نمایش بیشتر' })).toBeNull();
  });

  it('none yet says so', async () => {
    serveOrders([]);
    renderList();
    expect(await screen.findByText('هنوز سفارشی ثبت نکرده‌اید.')).toBeInTheDocument();
  });

  it("a list that could not be read shows the service's message; 'تلاش دوباره' reads it again", async () => {
    server.use(http.get(ORDERS, () => abpError(500, { message: 'خطایی در درخواست شما رخ داده است!' })));
    renderList();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('خطایی در درخواست شما رخ داده است!');
    serveOrders(seven);
    await userEvent.click(within(failure).getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a next page that could not be read keeps the list; 'تلاش دوباره' asks for that page again", async () => {
    serveOrders(seven);
    renderList();
    await waitFor(() => expect(cards()).toHaveLength(5));
    server.use(http.get(ORDERS, () => abpError(500, { message: 'خطایی در درخواست شما رخ داده است!' })));
    await userEvent.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    const failure = await screen.findByRole('alert');
    expect(cards()).toHaveLength(5);
    const queries = serveOrders(seven);
    await userEvent.click(within(failure).getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(cards()).toHaveLength(7));
    expect(queries).toEqual(['5/5']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
