// /profile/orders: the tabs and their counts, the cards, load more, the empty states, failures and a 401.
// (The search is in orders-list-search.test.tsx.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { OrdersPage } from '@/components/orders/list/OrdersPage';
import { ErrorModal } from '@/components/shell/ErrorModal';
import { formatJalaliDateTime } from '@/lib/dates';
import { formatToman } from '@/lib/money';
import { getToken, setToken } from '@/services/session';
import type { Order, OrderTab } from '@/services/types/commerce';
import { orderOf } from '../cart/fixtures';
import { COMMERCE, abpError, abpOk, abpUnauthorized, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';

const replace = vi.fn();
const router = { replace, push: vi.fn() };
vi.mock('next/navigation', () => ({ usePathname: () => '/profile/orders', useRouter: () => router }));

const api = {
  orders: `${COMMERCE}/api/services/app/Order/GetAll`,
  statistics: `${COMMERCE}/api/services/app/Order/GetStatistics`,
};

startMswServer();
beforeEach(() => {
  setToken('good');
  replace.mockReset();
  server.use(
    http.get(api.statistics, () => abpOk({ totalRowsInProgress: 3, totalRowsCompleted: 12, totalRowsCanceled: 0 })),
  );
});

/** Answers Order/GetAll from each tab's orders, a page at a time, and keeps every query it was sent. */
function serveOrders(byTab: Partial<Record<OrderTab, Order[]>>) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(api.orders, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const orders = byTab[query.get('Statuses') as OrderTab] ?? [];
      const skip = Number(query.get('SkipCount'));
      return abpOk({
        totalCount: orders.length,
        items: orders.slice(skip, skip + Number(query.get('MaxResultCount'))),
      });
    }),
  );
  return queries;
}

const inProgress = [
  orderOf(3, 'Paid', [101, 202], 17_900_000),
  orderOf(2, 'Pending', [101], 9_900_000),
  orderOf(1, 'InProgress', [303]),
];
/** Twelve completed orders, newest (highest id) first. */
const completed = Array.from({ length: 12 }, (_, index) => orderOf(40 - index, 'Completed', [101]));

function renderOrders(props: { tab?: OrderTab; search?: string } = {}) {
  return renderWithStore(
    <>
      <OrdersPage initialTab={props.tab ?? 'InProgress'} initialSearch={props.search ?? ''} />
      <ErrorModal />
    </>,
  );
}

describe('the order tabs', () => {
  it('are a named tablist; each tab is named by its label, then its count in Persian digits; جاری is chosen first', async () => {
    serveOrders({ InProgress: inProgress });
    renderOrders();
    const tablist = screen.getByRole('tablist', { name: 'وضعیت سفارش‌ها' });
    expect(await within(tablist).findByRole('tab', { name: 'جاری ۳' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tablist).getByRole('tab', { name: 'انجام شده ۱۲' })).toHaveAttribute('aria-selected', 'false');
    expect(within(tablist).getByRole('tab', { name: 'لغو شده ۰' })).toHaveAttribute('aria-selected', 'false');
    const current = screen.getByRole('tab', { selected: true });
    const panel = screen.getByRole('tabpanel', { name: 'جاری ۳' });
    expect(current).toHaveAttribute('aria-controls', panel.id);
    expect(await within(panel).findAllByRole('article')).toHaveLength(3);
  });

  it('switching a tab reads that tab, shows its orders and keeps it in the address', async () => {
    const queries = serveOrders({ InProgress: inProgress, Completed: completed });
    renderOrders();
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('tab', { name: /^انجام شده/ }));
    const panel = screen.getByRole('tabpanel', { name: 'انجام شده ۱۲' });
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(10));
    expect(
      within(panel)
        .getAllByTestId('order-status')
        .map((tag) => tag.textContent),
    ).toEqual(Array(10).fill('انجام شده'));
    expect(queries.map((query) => query.get('Statuses'))).toEqual(['InProgress', 'Completed']);
    expect(replace).toHaveBeenLastCalledWith('/profile/orders?tab=Completed', { scroll: false });
  });

  it('arrow keys, Home and End move between the tabs (ArrowLeft is the next one, right to left) and choose them', async () => {
    serveOrders({});
    renderOrders();
    const tab = (name: RegExp) => screen.getByRole('tab', { name });
    tab(/^جاری/).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab(/^انجام شده/)).toHaveFocus();
    expect(tab(/^انجام شده/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab(/^لغو شده/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab(/^جاری/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(/^لغو شده/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(tab(/^جاری/)).toHaveAttribute('aria-selected', 'true');
    // One tab stop: only the chosen tab is in the Tab order.
    expect(screen.getAllByRole('tab').map((each) => each.tabIndex)).toEqual([0, -1, -1]);
  });

  it('opens on the tab the address names, without rewriting the address', async () => {
    const queries = serveOrders({ Canceled: [orderOf(5, 'Refunded', [101])] });
    renderOrders({ tab: 'Canceled' });
    expect(await screen.findByRole('article', { name: 'سفارش GM-10005' })).toBeInTheDocument();
    expect(queries.map((query) => query.get('Statuses'))).toEqual(['Canceled']);
    expect(replace).not.toHaveBeenCalled();
  });

  it('without counts (the statistics could not be read) the tabs still work, named by their labels', async () => {
    server.use(http.get(api.statistics, () => abpError(500, { message: 'خطای سرور' })));
    serveOrders({ InProgress: inProgress });
    renderOrders();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.trim())).toEqual(['جاری', 'انجام شده', 'لغو شده']);
  });
});

describe('an order card', () => {
  it('is an article named by its number, with its date, status, items, payable amount and a link to its page', async () => {
    serveOrders({ InProgress: inProgress });
    renderOrders();
    const card = await screen.findByRole('article', { name: 'سفارش GM-10003' });
    const number = within(card).getByText('GM-10003');
    expect(number.tagName).toBe('BDI');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByText(formatJalaliDateTime(inProgress[0].creationTime))).toBeInTheDocument();
    expect(within(card).getByTestId('order-status')).toHaveTextContent('پرداخت شده');
    const items = within(within(card).getByRole('list', { name: 'اقلام سفارش' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('الدن رینگ');
    expect(items[0]).toHaveTextContent('ظرفیت ۱ · PS5');
    expect(items[0]).toHaveTextContent('۱ عدد');
    expect(card).toHaveTextContent(formatToman(17_900_000));
    expect(within(card).getByRole('link', { name: 'سفارش GM-10003' })).toHaveAttribute('href', '/profile/orders/3');
    expect(within(card).queryByRole('link', { name: 'پرداخت' })).toBeNull();
  });

  it('a Pending order leads to its payment in the cart', async () => {
    serveOrders({ InProgress: inProgress });
    renderOrders();
    const card = await screen.findByRole('article', { name: 'سفارش GM-10002' });
    expect(within(card).getByRole('link', { name: 'پرداخت' })).toHaveAttribute('href', '/cart?order=2');
  });
});

describe('load more', () => {
  it('"نمایش بیشتر" reads the next page while more remain, and never lists an order twice', async () => {
    serveOrders({ Completed: completed });
    renderOrders({ tab: 'Completed' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    // An order placed meanwhile shifts the pages: the next one starts with an order already shown.
    const queries = serveOrders({ Completed: [orderOf(41, 'Completed', [101]), ...completed] });
    await userEvent.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(queries.at(-1)?.get('SkipCount')).toBe('10');
    const names = screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'));
    expect(new Set(names).size).toBe(12);
    expect(screen.queryByRole('button', { name: 'نمایش بیشتر' })).toBeNull();
  });

  it('a page that could not be read says so and keeps the button to try again', async () => {
    serveOrders({ Completed: completed });
    renderOrders({ tab: 'Completed' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    server.use(http.get(api.orders, () => abpError(500, { message: 'خطایی در درخواست شما رخ داده است!' })));
    await userEvent.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('خطایی در درخواست شما رخ داده است!');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    serveOrders({ Completed: completed });
    await userEvent.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('empty tabs, failures and an expired session', () => {
  it.each([
    ['InProgress', 'سفارش جاری ندارید.'],
    ['Completed', 'هنوز سفارشی انجام نشده است.'],
    ['Canceled', 'سفارش لغو شده‌ای ندارید.'],
  ] as const)('an empty %s tab says so and leads to the shop', async (tab, message) => {
    serveOrders({});
    renderOrders({ tab });
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText(message)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'مشاهده محصولات' })).toHaveAttribute('href', '/products');
  });

  it('shows a skeleton while a tab is read', async () => {
    serveOrders({ InProgress: inProgress });
    renderOrders();
    expect(screen.getByTestId('orders-skeleton')).toHaveAttribute('aria-busy', 'true');
    await screen.findAllByRole('article');
    expect(screen.queryByTestId('orders-skeleton')).toBeNull();
  });

  it('a list that could not be read is a Persian message with a retry, never an empty tab', async () => {
    server.use(http.get(api.orders, () => abpError(500, { message: 'خطایی در درخواست شما رخ داده است!' })));
    renderOrders();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('سفارش‌های شما الان خوانده نشد.');
    expect(failure).toHaveTextContent('خطایی در درخواست شما رخ داده است!');
    expect(screen.queryByText('سفارش جاری ندارید.')).toBeNull();
    serveOrders({ InProgress: inProgress });
    await userEvent.click(within(failure).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a 401 ends the session: the error modal leads to the login, and no failure is shown on the page', async () => {
    server.use(http.get(api.orders, abpUnauthorized));
    renderOrders();
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('ورود شما منقضی شده است');
    expect(getToken()).toBeNull();
    expect(screen.queryByTestId('orders-skeleton')).toBeNull();
    expect(screen.queryByText('سفارش‌های شما الان خوانده نشد.')).toBeNull();
  });
});
