import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CartPage } from '@/components/cart/CartPage';
import { CartRoute } from '@/app/(shop)/cart/CartRoute';
import { MainHeader } from '@/components/shell/Headers';
import { Toast } from '@/components/shell/Toast';
import { goToGateway } from '@/components/shared/payment/gatewayRedirect';
import { formatToman } from '@/lib/money';
import type { Cart, Order } from '@/services/types/commerce';
import type { BankGatewayGroup } from '@/services/types/payment';
import { makeStore } from '@/store/store';
import { loggedIn } from '@/store/slices/authSlice';
import { setDeviceId } from '@/store/slices/cartSlice';
import { COMMERCE, PAYMENT, abpError, abpOk, demoProfile, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { deferred } from '../../support/deferred';
import { cartOf, line, orderOf } from './fixtures';

const noLogo = { path: '', titleAttribute: null, altAttribute: null };

const replace = vi.fn();
// One router for the page's life, as Next gives.
const router = { replace, push: vi.fn() };
let address = new URLSearchParams();
vi.mock('next/navigation', () => ({
  usePathname: () => '/cart',
  useRouter: () => router,
  useSearchParams: () => address,
}));
vi.mock('@/components/shared/payment/gatewayRedirect', () => ({ goToGateway: vi.fn() }));

// The checkout's calls (and the api modules under them) are loaded with the test file, so that no panel waits for
// their first transform on a busy machine.
beforeAll(() => import('@/components/cart/checkoutEffects'));

startMswServer();
beforeEach(() => {
  replace.mockReset();
  vi.mocked(goToGateway).mockReset();
});

const api = {
  cart: `${COMMERCE}/api/services/app/Cart/GetCurrentCart`,
  addItem: `${COMMERCE}/api/services/app/Cart/AddItem`,
  removeItem: `${COMMERCE}/api/services/app/Cart/RemoveItem`,
  createOrder: `${COMMERCE}/api/services/app/Order/Create`,
  order: `${COMMERCE}/api/services/app/Order/Get`,
  orders: `${COMMERCE}/api/services/app/Order/GetAll`,
  balance: `${PAYMENT}/api/services/app/Deposit/GetBalance`,
  gateways: `${PAYMENT}/api/services/app/ReserveBankGateway/GetAll`,
  makeToken: `${PAYMENT}/api/services/app/UserDepositBankGateway/MakeToken`,
  approve: `${COMMERCE}/api/services/app/Order/Approve`,
};

// Elden Ring PC offline (11,000,000 sold at 9,900,000) and GTA V PS4 offline (8,000,000).
const twoLines = cartOf([line(1, 101, 1, 11_000_000, 9_900_000), line(2, 202, 1, 8_000_000, 8_000_000)]);

function serveCart(cart: Cart | null) {
  server.use(http.get(api.cart, () => abpOk(cart)));
}

/**
 * Order/Get answers every order as Pending at once, except `heldId`, which answers only when the returned function is
 * called: a read still under way when the test taps.
 */
function holdOrderRead(heldId: number): () => void {
  const held = deferred();
  server.use(
    http.get(api.order, async ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('Id'));
      if (id === heldId) await held.promise;
      return abpOk(orderOf(id, 'Pending', [202], 8_000_000));
    }),
    http.get(api.gateways, () => abpOk([])),
  );
  return held.release;
}

async function renderCart(options: { loggedIn?: boolean; balance?: number; orderId?: number | null } = {}) {
  const store = makeStore();
  // The visitor's cart is the one under their device id (a cart exists only under a device id or a session).
  store.dispatch(setDeviceId(cartOf([]).deviceId));
  server.use(
    http.get(api.balance, () => abpOk({ amount: options.balance ?? 0, currencyType: 'IRR' })),
    http.get(api.orders, () => abpOk({ totalCount: 0, items: [] })),
  );
  if (options.loggedIn) await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
  const view = renderWithStore(
    <>
      <CartPage orderId={options.orderId ?? null} returnStatus={null} />
      <Toast />
    </>,
    { store, withCart: true, persist: true },
  );
  return view;
}

describe('the cart page', () => {
  it('shows the lines and totals in Toman, and an empty cart leads to the catalog', async () => {
    serveCart(twoLines);
    await renderCart();
    expect(await screen.findByTestId('cart-payable')).toHaveTextContent(formatToman(17_900_000));
    expect(screen.getByTestId('cart-items-total')).toHaveTextContent(formatToman(19_000_000));
    expect(screen.getByTestId('cart-discount')).toHaveTextContent(formatToman(1_100_000));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('a cart the service could not give is not shown as empty: a Persian message, and تلاش دوباره reads it again', async () => {
    server.use(http.get(api.cart, () => HttpResponse.error()));
    await renderCart();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('سبد خرید الان خوانده نشد.');
    expect(screen.queryByText('سبد خرید شما خالی است.')).toBeNull();
    serveCart(twoLines);
    await userEvent.click(within(failure).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a first visit, with neither a device id nor a session, has no cart to ask for: empty, without a call', async () => {
    let calls = 0;
    server.use(http.get(api.cart, () => ((calls += 1), abpOk(twoLines))));
    renderWithStore(<CartPage orderId={null} returnStatus={null} />, {
      store: makeStore(),
      withCart: true,
      persist: true,
    });
    expect(await screen.findByText('سبد خرید شما خالی است.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('an empty cart says so and links to /products', async () => {
    serveCart(null);
    await renderCart();
    expect(await screen.findByText('سبد خرید شما خالی است.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مشاهده محصولات' })).toHaveAttribute('href', '/products');
  });

  it('a step up shows at once, before the service answers, then takes the answer', async () => {
    // The service's cart, as every read answers it.
    let current = twoLines;
    server.use(http.get(api.cart, () => abpOk(current)));
    const { promise: answered, release: answer } = deferred();
    server.use(
      http.post(api.addItem, async () => {
        await answered;
        current = cartOf([line(1, 101, 2, 11_000_000, 9_900_000), line(2, 202, 1, 8_000_000, 8_000_000)]);
        return abpOk(current);
      }),
    );
    await renderCart();
    const elden = await waitFor(() => screen.getAllByRole('article')[0]);
    await userEvent.click(within(elden).getByRole('button', { name: 'افزایش تعداد' }));
    expect(within(elden).getByRole('status', { name: 'تعداد' })).toHaveTextContent('۲');
    expect(screen.getByTestId('cart-payable')).toHaveTextContent(formatToman(27_800_000));
    expect(screen.getByRole('button', { name: 'ثبت سفارش' })).toBeDisabled();
    await act(async () => answer());
    await waitFor(() => expect(screen.getByRole('button', { name: 'ثبت سفارش' })).toBeEnabled());
    expect(within(elden).getByRole('status', { name: 'تعداد' })).toHaveTextContent('۲');
  });

  it('a refused change restores the line and shows the service message in the toast', async () => {
    serveCart(twoLines);
    server.use(http.delete(api.removeItem, () => abpError(500, { message: 'خطایی در درخواست شما رخ داده است!' })));
    await renderCart();
    const gta = await waitFor(() => screen.getAllByRole('article')[1]);
    await userEvent.click(within(gta).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('خطایی در درخواست شما رخ داده است!');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByTestId('cart-payable')).toHaveTextContent(formatToman(17_900_000));
  });

  it('the quantity never goes below 1: the step down is disabled at 1', async () => {
    serveCart(twoLines);
    await renderCart();
    const first = await waitFor(() => screen.getAllByRole('article')[0]);
    expect(within(first).getByRole('button', { name: 'کاهش تعداد' })).toBeDisabled();
  });
});

describe('checkout', () => {
  it('logged out, it opens the login form over the cart to continue the order afterwards', async () => {
    serveCart(twoLines);
    const { store } = await renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'ثبت سفارش' }));
    expect(store.getState().auth).toMatchObject({ loginFormIsOpen: true, loginToContinueReserve: true });
    // The form is loaded when it is first shown.
    expect(await screen.findByRole('dialog', { name: 'ورود برای ثبت سفارش' })).toHaveAttribute('open');
  });

  it('a wallet that covers the order pays it with one Order/Approve, however often the button is pressed', async () => {
    serveCart(twoLines);
    let paid = false;
    const created: unknown[] = [];
    const approvals: unknown[] = [];
    server.use(
      http.post(api.createOrder, async ({ request }) => {
        created.push(await request.json());
        return abpOk({ id: 5, orderNumber: 'GM-10005', payableAmount: 17_900_000, currencyType: 'IRR' });
      }),
      http.get(api.order, () => abpOk(orderOf(5, paid ? 'Paid' : 'Pending', [101, 202]))),
      http.post(api.approve, async ({ request }) => {
        approvals.push(await request.json());
        paid = true;
        return abpOk({ success: true, message: 'پرداخت سفارش انجام شد.', detail: 'مشخصات اکانت‌ها آماده است.' });
      }),
    );
    await renderCart({ loggedIn: true, balance: 25_000_000 });
    // The orders below the cart: none until the order is placed, then it, as the service has it now.
    server.use(
      http.get(api.orders, () =>
        abpOk(
          created.length
            ? { totalCount: 1, items: [orderOf(5, paid ? 'Paid' : 'Pending', [101, 202])] }
            : { totalCount: 0, items: [] },
        ),
      ),
    );
    const button = await screen.findByRole('button', { name: 'ثبت سفارش' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'نام' })).toHaveValue('علی'));
    serveCart(cartOf([]));
    await userEvent.dblClick(button);
    const result = await screen.findByRole('region', { name: 'سفارش GM-10005' });
    await waitFor(() => expect(within(result).getByTestId('order-status')).toHaveTextContent('پرداخت شده'));
    expect(created).toEqual([
      {
        firstName: 'علی',
        lastName: 'رضایی',
        phoneNumber: '09123456789',
        email: null,
        gender: true,
        specialRequest: null,
      },
    ]);
    // Paid by Order/Approve once, in the service's words, and the panel leads on to the order's page (no item waits
    // for account details).
    expect(approvals).toEqual([{ orderId: 5, orderNumber: 'GM-10005' }]);
    expect(within(result).getByRole('status')).toHaveTextContent('پرداخت سفارش انجام شد. مشخصات اکانت‌ها آماده است.');
    expect(within(result).getByRole('link', { name: 'مشاهده سفارش و مراحل آن' })).toHaveAttribute(
      'href',
      '/profile/orders/5',
    );
    expect(replace).toHaveBeenCalledWith('/cart?order=5', { scroll: false });
    // Placed and then paid: the orders below the cart are read again each time, and show it paid.
    const listed = within(await screen.findByRole('list', { name: 'فهرست سفارش‌ها' })).getByRole('article', {
      name: 'سفارش GM-10005',
    });
    await waitFor(() => expect(within(listed).getByTestId('order-status')).toHaveTextContent('پرداخت شده'));
  });

  it('a short wallet shows the shortfall and sends exactly that to the gateway, coming back to the order', async () => {
    const order: Order = orderOf(6, 'Pending', [202], 8_000_000);
    server.use(
      http.get(api.order, () => abpOk(order)),
      http.get(api.gateways, () =>
        abpOk([
          {
            keyword: 'Saman',
            category: 'Group',
            name: 'Saman',
            title: 'سامان',
            description: null,
            image: noLogo,
            gateways: [
              { id: 3, name: 'SEP', displayName: 'بانک سامان', isEnabled: true, image: noLogo, form: { elements: [] } },
            ],
          },
        ] satisfies BankGatewayGroup[]),
      ),
    );
    const tokens: Record<string, unknown>[] = [];
    server.use(
      http.post(api.makeToken, async ({ request }) => {
        tokens.push((await request.json()) as Record<string, unknown>);
        return abpOk({ tokenId: 'token-1' });
      }),
    );
    serveCart(null);
    await renderCart({ loggedIn: true, balance: 1_000_000, orderId: 6 });
    const panel = await screen.findByRole('region', { name: 'سفارش GM-10006' });
    await waitFor(() =>
      expect(within(panel).getByTestId('checkout-shortfall')).toHaveTextContent(formatToman(7_000_000)),
    );
    await userEvent.click(await within(panel).findByRole('radio', { name: 'بانک سامان' }));
    await userEvent.dblClick(within(panel).getByRole('button', { name: 'پرداخت کسری' }));
    await waitFor(() => expect(goToGateway).toHaveBeenCalledTimes(1));
    expect(tokens).toEqual([
      {
        gatewayId: 3,
        amount: 7_000_000,
        callBackUrl: 'http://localhost:3000/cart?order=6',
        reserveId: 6,
        currencyType: 'IRR',
        ipAddress: 1,
      },
    ]);
    expect(vi.mocked(goToGateway).mock.calls[0][0]).toMatch(
      /\/payment\/fa-IR\/Reserves\/Payment\/PaymentRequest\?tokenId=token-1$/,
    );
  });

  it("a tap while the address's order is still being read waits for the read, and is not lost", async () => {
    serveCart(twoLines);
    const answerRead = holdOrderRead(7);
    const created: unknown[] = [];
    server.use(
      http.post(api.createOrder, async ({ request }) => {
        created.push(await request.json());
        return abpOk({ id: 5, orderNumber: 'GM-10005', payableAmount: 8_000_000, currencyType: 'IRR' });
      }),
    );
    await renderCart({ loggedIn: true, orderId: 7 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'نام' })).toHaveValue('علی'));
    // The panel is still reading order 7 when the cart's order is placed.
    expect(await screen.findByText('در حال بارگذاری سفارش')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ثبت سفارش' }));
    expect(created).toEqual([]);
    answerRead();
    expect(await screen.findByRole('region', { name: 'سفارش GM-10005' })).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(replace).toHaveBeenCalledWith('/cart?order=5', { scroll: false });
  });

  it('an order from the list tapped while another is still being read is opened after that read', async () => {
    serveCart(null);
    const answerRead = holdOrderRead(7);
    await renderCart({ loggedIn: true, orderId: 7 });
    server.use(http.get(api.orders, () => abpOk({ totalCount: 1, items: [orderOf(8, 'Pending', [101])] })));
    const listed = within(await screen.findByRole('list', { name: 'فهرست سفارش‌ها' })).getByRole('article', {
      name: 'سفارش GM-10008',
    });
    expect(screen.getByText('در حال بارگذاری سفارش')).toBeInTheDocument();
    await userEvent.click(within(listed).getByRole('button', { name: 'پرداخت سفارش' }));
    answerRead();
    expect(await screen.findByRole('region', { name: 'سفارش GM-10008' })).toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith('/cart?order=8', { scroll: false });
  });

  it('while an order is shown the header names it and leads back to /cart; closing the panel brings the menu back', async () => {
    server.use(
      http.get(api.order, () => abpOk(orderOf(7, 'Paid', [202]))),
      http.get(api.orders, () => abpOk({ totalCount: 0, items: [] })),
      http.get(api.balance, () => abpOk({ amount: 0, currencyType: 'IRR' })),
    );
    serveCart(null);
    const store = makeStore();
    await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
    address = new URLSearchParams('order=7');
    renderWithStore(
      <>
        <MainHeader />
        <CartRoute />
      </>,
      { store, withCart: true, persist: true },
    );
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('سفارش GM-۱۰۰۰۷'));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'بازگشت' })).toHaveAttribute('href', '/cart');
    await userEvent.click(
      within(screen.getByRole('region', { name: 'سفارش GM-10007' })).getByRole('button', { name: 'بستن' }),
    );
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'منو' })).toBeInTheDocument();
    expect(store.getState().header).toEqual({ backUrl: null, title: null });
    expect(replace).toHaveBeenCalledWith('/cart', { scroll: false });
  });
});
