// /profile/orders, the search: from 3 characters on, after a 350 ms pause, in the shop's one spelling, and a
// newer search always wins over an older one's late answer.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { OrdersPage } from '@/components/orders/list/OrdersPage';
import { getOrders } from '@/services/commerce';
import { setToken } from '@/services/session';
import type { Order, OrderTab } from '@/services/types/commerce';
import { orderOf } from '../cart/fixtures';
import { COMMERCE, abpOk, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { deferred } from '../../support/deferred';

const replace = vi.fn();
const router = { replace, push: vi.fn() };
vi.mock('next/navigation', () => ({ usePathname: () => '/profile/orders', useRouter: () => router }));
// The real call, watched, so a test can see the signal each read was given.
vi.mock('@/services/commerce', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/services/commerce')>();
  return { ...actual, getOrders: vi.fn(actual.getOrders) };
});

const api = {
  orders: `${COMMERCE}/api/services/app/Order/GetAll`,
  statistics: `${COMMERCE}/api/services/app/Order/GetStatistics`,
};

startMswServer();
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setToken('good');
  replace.mockReset();
  vi.mocked(getOrders).mockClear();
  server.use(
    http.get(api.statistics, () => abpOk({ totalRowsInProgress: 3, totalRowsCompleted: 1, totalRowsCanceled: 0 })),
  );
});
afterEach(() => vi.useRealTimers());

const elden = orderOf(3, 'Paid', [101]);
const pending = orderOf(2, 'Pending', [101]);
const done = orderOf(1, 'Completed', [101]);

type Sent = { tab: string | null; idOrTitle: string | null };

/** Answers Order/GetAll with `answer(tab, idOrTitle)` and keeps what each request asked for. */
function serveOrders(answer: (tab: OrderTab, idOrTitle: string | null) => Order[] | Promise<Order[]>) {
  const sent: Sent[] = [];
  server.use(
    http.get(api.orders, async ({ request }) => {
      const query = new URL(request.url).searchParams;
      const asked = { tab: query.get('Statuses'), idOrTitle: query.get('IdOrTitle') };
      sent.push(asked);
      const orders = await answer(asked.tab as OrderTab, asked.idOrTitle);
      return abpOk({ totalCount: orders.length, items: orders });
    }),
  );
  return sent;
}

const byTab = (tab: OrderTab) => (tab === 'Completed' ? [done] : [elden, pending]);

function renderOrders(props: { tab?: OrderTab; search?: string } = {}) {
  // Keys go in one burst: the clock also moves with real time, and a slow moment between two keys must not
  // pass for the shopper's pause. The pauses are the tests' own (pause below).
  const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  renderWithStore(<OrdersPage initialTab={props.tab ?? 'InProgress'} initialSearch={props.search ?? ''} />);
  return { user, box: screen.getByRole('searchbox', { name: 'جستجوی سفارش' }) };
}

const pause = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the order search', () => {
  it('is a search box named جستجوی سفارش', async () => {
    serveOrders(byTab);
    const { box } = renderOrders();
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAccessibleName('جستجوی سفارش');
    // The list's first read goes out once the commerce module has loaded: it is answered before the test ends.
    await screen.findAllByRole('article');
  });

  it('under 3 characters sends no IdOrTitle and asks nothing new, however long the pause', async () => {
    const sent = serveOrders(byTab);
    const { user, box } = renderOrders();
    await screen.findAllByRole('article');
    await user.type(box, 'ال');
    await pause(1000);
    expect(sent.map((each) => each.idOrTitle)).toEqual([null]);
    expect(screen.getByText('برای جستجو دست‌کم ۳ حرف یا رقم بنویسید.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('from 3 characters on sends IdOrTitle once typing pauses for 350 ms, and keeps it in the address', async () => {
    const sent = serveOrders((tab, idOrTitle) => (idOrTitle ? [elden] : byTab(tab)));
    const { user, box } = renderOrders();
    await screen.findAllByRole('article');
    await user.type(box, 'الدن');
    await pause(100);
    expect(sent).toHaveLength(1);
    await pause(250);
    await waitFor(() => expect(sent.map((each) => each.idOrTitle)).toEqual([null, 'الدن']));
    expect(sent[1].tab).toBe('InProgress');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('۱ سفارش برای «الدن» پیدا شد.');
    expect(replace).toHaveBeenLastCalledWith(`/profile/orders?q=${encodeURIComponent('الدن')}`, { scroll: false });
  });

  it('sends Persian or Arabic digits as Latin ones and Arabic ي/ك as Persian letters', async () => {
    const sent = serveOrders(() => []);
    const { user, box } = renderOrders();
    await user.type(box, '۱۰۰۰٣{Enter}');
    await waitFor(() => expect(sent.at(-1)?.idOrTitle).toBe('10003'));
    await user.clear(box);
    await user.type(box, 'كينگ{Enter}');
    await waitFor(() => expect(sent.at(-1)?.idOrTitle).toBe('کینگ'));
  });

  it('Enter searches at once, without waiting for the pause', async () => {
    const sent = serveOrders(() => [elden]);
    const { user, box } = renderOrders();
    await user.type(box, 'GM-10003{Enter}');
    await waitFor(() => expect(sent.at(-1)?.idOrTitle).toBe('GM-10003'));
  });

  it('typing on cancels the earlier search: it is aborted, and its late answer never replaces the newer one', async () => {
    const { promise: firstHeld, release: answerFirst } = deferred();
    const sent = serveOrders(async (tab, idOrTitle) => {
      if (idOrTitle === 'الدن') {
        await firstHeld;
        return [elden, pending];
      }
      return idOrTitle ? [pending] : byTab(tab);
    });
    const { user, box } = renderOrders();
    await screen.findAllByRole('article');
    await user.type(box, 'الدن');
    await pause(350);
    await waitFor(() => expect(sent.at(-1)?.idOrTitle).toBe('الدن'));
    await user.type(box, ' رینگ');
    await pause(350);
    await waitFor(() => expect(sent.at(-1)?.idOrTitle).toBe('الدن رینگ'));
    const signalOf = (call: number) => vi.mocked(getOrders).mock.calls[call][1]?.signal;
    expect(vi.mocked(getOrders).mock.calls[1][0].idOrTitle).toBe('الدن');
    expect(signalOf(1)?.aborted).toBe(true);
    expect(signalOf(2)?.aborted).toBe(false);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await act(async () => answerFirst());
    await pause(50);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'سفارش GM-10002' })).toBeInTheDocument();
  });

  it('a search that matches nothing has its own empty state, and clearing it brings the tab back with the focus in the box', async () => {
    const sent = serveOrders((tab, idOrTitle) => (idOrTitle ? [] : byTab(tab)));
    const { user, box } = renderOrders();
    await user.type(box, 'zelda{Enter}');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('سفارشی با «zelda» در این بخش پیدا نشد.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'مشاهده محصولات' })).toHaveAttribute('href', '/products');
    expect(within(panel).queryByText('سفارش جاری ندارید.')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('سفارشی پیدا نشد.');
    await user.click(within(panel).getByRole('button', { name: 'پاک کردن جستجو' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(sent.at(-1)?.idOrTitle).toBeNull();
  });

  it('a search stays when the tab changes, and the new tab is searched with it', async () => {
    const sent = serveOrders((tab) => byTab(tab));
    const { user, box } = renderOrders();
    await user.type(box, 'الدن{Enter}');
    await waitFor(() => expect(sent.at(-1)?.idOrTitle).toBe('الدن'));
    await user.click(screen.getByRole('tab', { name: /^انجام شده/ }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ tab: 'Completed', idOrTitle: 'الدن' }));
    expect(box).toHaveValue('الدن');
    expect(replace).toHaveBeenLastCalledWith(`/profile/orders?tab=Completed&q=${encodeURIComponent('الدن')}`, {
      scroll: false,
    });
  });

  it('a search from the address is in the box and sent with the first read', async () => {
    const sent = serveOrders(() => [done]);
    const { box } = renderOrders({ tab: 'Completed', search: '10001' });
    expect(box).toHaveValue('10001');
    await screen.findByRole('article', { name: 'سفارش GM-10001' });
    expect(sent.map(({ tab, idOrTitle }) => ({ tab, idOrTitle }))).toEqual([{ tab: 'Completed', idOrTitle: '10001' }]);
    expect(replace).not.toHaveBeenCalled();
  });
});
