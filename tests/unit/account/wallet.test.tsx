// /profile/wallet, its charge form and its transactions.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { amountMessages, parseTomanInput } from '@/components/wallet/amount';
import { ChargeForm } from '@/components/wallet/ChargeForm';
import { goToGateway } from '@/components/shared/payment/gatewayRedirect';
import { TransactionsList } from '@/components/wallet/TransactionsList';
import { WalletHome } from '@/components/wallet/WalletHome';
import {
  CHARGE_KEY,
  chargeConfirmed,
  OUTCOME_MESSAGES,
  rememberCharge,
  rememberedCharge,
  SUCCESS_CHECK_MESSAGES,
} from '@/components/wallet/outcome';
import { getToken, setToken } from '@/services/session';
import type { BankGatewayGroup, WalletTransaction } from '@/services/types/payment';
import { shopperApi } from '@/store/api/shopperApi';
import { abpError, abpOk, abpUnauthorized, server, startMswServer } from '../services/msw';
import { api, balanceHandler, capture, renderScreen } from './setup';

vi.mock('next/navigation', () => ({
  usePathname: () => '/profile/wallet/charge',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));
vi.mock('@/components/shared/payment/gatewayRedirect', () => ({ goToGateway: vi.fn() }));

startMswServer();
beforeEach(() => {
  setToken('good');
  vi.mocked(goToGateway).mockReset();
});

const noLogo = { path: '', titleAttribute: null, altAttribute: null };

const gatewayGroups: BankGatewayGroup[] = [
  {
    keyword: 'Saman',
    category: 'Group',
    name: 'Saman',
    title: 'درگاه بانک سامان',
    description: null,
    image: noLogo,
    gateways: [
      { id: 3, name: 'SEP', displayName: 'بانک سامان', isEnabled: true, image: noLogo, form: { elements: [] } },
    ],
  },
  {
    keyword: 'Melli',
    category: 'Group',
    name: 'Melli',
    title: 'درگاه بانک ملی',
    description: null,
    image: noLogo,
    gateways: [
      { id: 7, name: 'Sadad', displayName: 'سداد بانک ملی', isEnabled: false, image: noLogo, form: { elements: [] } },
    ],
  },
];

const transaction = (id: number, amount: number): WalletTransaction => ({
  id,
  amount,
  currencyType: 'IRR',
  type: amount > 0 ? 'IncreaseDeposit' : 'DecreaseDeposit',
  typeStr: amount > 0 ? 'افزایش اعتبار' : 'برداشت',
  information: amount > 0 ? 'شارژ کیف پول از درگاه بانک سامان' : 'خرید اکانت',
  reserveId: null,
  creationTime: '2025-12-14T19:03:45.0712972',
  creationDateStr: '1404/09/23',
  creationTimeStr: '19:03',
});

describe('amounts typed in Toman', () => {
  it.each([
    ['50000', 50_000],
    ['۵۰٬۰۰۰', 50_000],
    ['٥٠,٠٠٠', 50_000],
    ['', null],
  ])('%s reads as %s', (typed, toman) => expect(parseTomanInput(typed)).toBe(toman));
});

describe('charge form', () => {
  it('offers one radio per enabled gateway and sends the Toman amount in IRR with the wallet as callBackUrl', async () => {
    server.use(http.get(api.gateways, () => abpOk(gatewayGroups)));
    const bodies = capture('post', api.makeToken, () => abpOk({ tokenId: 'tok-1' }));
    const user = userEvent.setup();
    renderScreen(<ChargeForm />);
    expect(await screen.findByRole('radio', { name: 'بانک سامان' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'سداد بانک ملی' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'مبلغ (تومان)' }), '۵۰۰۰۰');
    expect(screen.getByRole('textbox', { name: 'مبلغ (تومان)' })).toHaveValue('۵۰٬۰۰۰');
    await user.click(screen.getByRole('button', { name: 'پرداخت' }));
    await waitFor(() => expect(goToGateway).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        gatewayId: 3,
        amount: 500_000,
        callBackUrl: `${window.location.origin}/profile/wallet`,
        currencyType: 'IRR',
        ipAddress: 1,
      },
    ]);
    expect(goToGateway).toHaveBeenCalledWith(
      'http://localhost:4010/payment/fa/User/Payment/PaymentRequest?tokenId=tok-1',
    );
    expect(screen.getByRole('button', { name: 'پرداخت' })).toBeDisabled();
    // The bank's return names no amount: this tab keeps the one it sent, to check a success by.
    expect(sessionStorage.getItem(CHARGE_KEY)).toBe('500000');
  });

  it.each([
    ['/cart?order=12', '/cart?order=12'],
    ['https://evil.example/steal', '/profile/wallet'],
    ['//evil.example', '/profile/wallet'],
  ])(
    'a charge for the cart comes back to returnTo %s only when it is a path of this site',
    async (returnTo, expected) => {
      server.use(http.get(api.gateways, () => abpOk(gatewayGroups)));
      const bodies = capture('post', api.makeToken, () => abpOk({ tokenId: 'tok-2' }));
      const user = userEvent.setup();
      renderScreen(<ChargeForm initialToman={25_000} returnTo={returnTo} />);
      expect(await screen.findByRole('radio', { name: 'بانک سامان' })).toBeChecked();
      expect(screen.getByRole('textbox', { name: 'مبلغ (تومان)' })).toHaveValue('۲۵٬۰۰۰');
      await user.click(screen.getByRole('button', { name: 'پرداخت' }));
      await waitFor(() => expect(goToGateway).toHaveBeenCalled());
      expect(bodies).toEqual([
        expect.objectContaining({ amount: 250_000, callBackUrl: `${window.location.origin}${expected}` }),
      ]);
    },
  );

  it('a preset fills the amount', async () => {
    server.use(http.get(api.gateways, () => abpOk(gatewayGroups)));
    renderScreen(<ChargeForm />);
    await userEvent.click(screen.getByRole('button', { name: '۲۰۰٬۰۰۰ تومان' }));
    expect(screen.getByRole('textbox', { name: 'مبلغ (تومان)' })).toHaveValue('۲۰۰٬۰۰۰');
    expect(screen.getByRole('button', { name: '۲۰۰٬۰۰۰ تومان' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('stops amounts outside 1,000..50,000,000 Toman before any call', async () => {
    server.use(http.get(api.gateways, () => abpOk(gatewayGroups)));
    const bodies = capture('post', api.makeToken, () => abpOk({ tokenId: 'x' }));
    const user = userEvent.setup();
    renderScreen(<ChargeForm />);
    await screen.findByRole('radio', { name: 'بانک سامان' });
    const amount = screen.getByRole('textbox', { name: 'مبلغ (تومان)' });
    await user.click(screen.getByRole('button', { name: 'پرداخت' }));
    expect(amount).toHaveAccessibleDescription(new RegExp(amountMessages.required));
    await user.type(amount, '999');
    await user.click(screen.getByRole('button', { name: 'پرداخت' }));
    expect(amount).toHaveAccessibleDescription(new RegExp(amountMessages.tooLow));
    await user.clear(amount);
    await user.type(amount, '50000001');
    await user.click(screen.getByRole('button', { name: 'پرداخت' }));
    expect(amount).toHaveAccessibleDescription(new RegExp(amountMessages.tooHigh));
    expect(bodies).toEqual([]);
  });

  it("shows the service's message and keeps the amount; a double click makes one token", async () => {
    const calls = vi.fn();
    server.use(
      http.get(api.gateways, () => abpOk(gatewayGroups)),
      http.post(api.makeToken, async () => {
        calls();
        await delay(30);
        return abpError(500, { message: 'درگاه پرداخت انتخاب شده در دسترس نیست.' });
      }),
    );
    const user = userEvent.setup();
    renderScreen(<ChargeForm initialToman={75_000} />);
    await screen.findByRole('radio', { name: 'بانک سامان' });
    await user.dblClick(screen.getByRole('button', { name: 'پرداخت' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('درگاه پرداخت انتخاب شده در دسترس نیست.');
    expect(calls).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'مبلغ (تومان)' })).toHaveValue('۷۵٬۰۰۰');
  });

  it("gateways that could not be read say so with the service's Persian message, and تلاش دوباره reads them again", async () => {
    server.use(http.get(api.gateways, () => abpError(500, { message: 'درگاه‌های پرداخت الان در دسترس نیستند.' })));
    renderScreen(<ChargeForm />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('درگاه‌های پرداخت الان در دسترس نیستند.');
    server.use(http.get(api.gateways, () => abpOk(gatewayGroups)));
    await userEvent.click(within(failure).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('radio', { name: 'بانک سامان' })).toBeChecked();
    expect(screen.queryByText('درگاه‌های پرداخت الان در دسترس نیستند.')).not.toBeInTheDocument();
  });

  it('a 401 while loading the gateways ends the session with the error modal', async () => {
    server.use(http.get(api.gateways, abpUnauthorized));
    renderScreen(<ChargeForm />);
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('ورود شما منقضی شده است');
    expect(getToken()).toBeNull();
  });
});

describe('wallet home', () => {
  it('on the return from the bank shows the outcome once the payment service confirms it, with the balance and transactions read again', async () => {
    server.use(
      balanceHandler(3_000_000),
      http.get(api.transactions, () => abpOk({ totalCount: 1, items: [transaction(9, 500_000)] })),
    );
    rememberCharge(500_000);
    renderScreen(<WalletHome outcome="success" />);
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_CHECK_MESSAGES.checking);
    expect(await screen.findByText(OUTCOME_MESSAGES.success)).toHaveAttribute('role', 'status');
    expect(await screen.findByText('۳۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(await screen.findByText('شارژ کیف پول از درگاه بانک سامان')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'افزایش موجودی' })).toHaveAttribute('href', '/profile/wallet/charge');
    expect(screen.getByRole('link', { name: 'تراکنش ها' })).toHaveAttribute('href', '/profile/wallet/transactions');
  });

  it('a typed "?status=1" that the transactions do not show is not called a success', async () => {
    server.use(
      balanceHandler(),
      http.get(api.transactions, () => abpOk({ totalCount: 1, items: [transaction(9, -200_000)] })),
    );
    rememberCharge(500_000);
    renderScreen(<WalletHome outcome="success" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SUCCESS_CHECK_MESSAGES.unconfirmed);
    expect(screen.queryByText(OUTCOME_MESSAGES.success)).not.toBeInTheDocument();
  });

  it('a success with no charge sent from this tab is not believed, even over an earlier deposit', async () => {
    server.use(
      balanceHandler(),
      http.get(api.transactions, () => abpOk({ totalCount: 1, items: [transaction(9, 500_000)] })),
    );
    renderScreen(<WalletHome outcome="success" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SUCCESS_CHECK_MESSAGES.unconfirmed);
    expect(screen.queryByText(OUTCOME_MESSAGES.success)).not.toBeInTheDocument();
  });

  it('when the transactions cannot be read, the success is neither claimed nor denied', async () => {
    server.use(
      balanceHandler(),
      http.get(api.transactions, () => abpError(500, { message: 'خطای سرور' })),
    );
    rememberCharge(500_000);
    renderScreen(<WalletHome outcome="success" />);
    expect(await screen.findByText(SUCCESS_CHECK_MESSAGES.unchecked)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(OUTCOME_MESSAGES.success)).not.toBeInTheDocument();
  });

  it('the claim: a whole positive IRR amount kept by this tab, confirmed only by a newest deposit of exactly that amount', () => {
    expect(rememberedCharge()).toBeNull();
    rememberCharge(500_000);
    expect(rememberedCharge()).toBe(500_000);
    for (const bad of ['', '0', '-5', '12.5', 'abc', '1e6']) {
      sessionStorage.setItem(CHARGE_KEY, bad);
      expect(rememberedCharge()).toBeNull();
    }
    expect(rememberedCharge(null)).toBeNull();
    expect(chargeConfirmed([transaction(2, 500_000), transaction(1, 300_000)], 500_000)).toBe(true);
    expect(chargeConfirmed([transaction(2, 300_000), transaction(1, 500_000)], 500_000)).toBe(false);
    expect(chargeConfirmed([transaction(2, -500_000)], 500_000)).toBe(false);
    expect(chargeConfirmed([], 500_000)).toBe(false);
    expect(chargeConfirmed([transaction(2, 500_000)], null)).toBe(false);
  });

  it('a balance the payment service did not give reads as unknown, never as zero, and تلاش دوباره reads it again', async () => {
    server.use(
      http.get(api.balance, () => HttpResponse.error()),
      http.get(api.transactions, () => abpOk({ totalCount: 0, items: [] })),
    );
    renderScreen(<WalletHome outcome={null} />);
    expect(await screen.findByText('موجودی الان خوانده نشد.')).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-balance')).not.toBeInTheDocument();
    server.use(balanceHandler(3_000_000));
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('۳۰۰٬۰۰۰ تومان');
  });

  it('a payment from the wallet elsewhere (the Wallet tag) reads the balance and the latest transactions again', async () => {
    let paid = false;
    server.use(
      http.get(api.balance, () => abpOk({ amount: paid ? 1_000_000 : 3_000_000, currencyType: 'IRR' })),
      http.get(api.transactions, () =>
        abpOk(
          paid
            ? { totalCount: 2, items: [transaction(10, -2_000_000), transaction(9, 500_000)] }
            : { totalCount: 1, items: [transaction(9, 500_000)] },
        ),
      ),
    );
    const { store } = renderScreen(<WalletHome outcome={null} />);
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('۳۰۰٬۰۰۰ تومان');
    await waitFor(() =>
      expect(within(screen.getByTestId('latest-transactions')).getAllByRole('listitem')).toHaveLength(1),
    );
    paid = true;
    // What Order/Approve's tags do once an order is paid from the wallet (store/api/checkoutApi.ts).
    act(() => void store.dispatch(shopperApi.util.invalidateTags(['Wallet'])));
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('۱۰۰٬۰۰۰ تومان'));
    await waitFor(() =>
      expect(within(screen.getByTestId('latest-transactions')).getAllByRole('listitem')).toHaveLength(2),
    );
  });

  it('a 401 while reading the balance ends the session with the error modal, once', async () => {
    server.use(
      http.get(api.balance, abpUnauthorized),
      http.get(api.transactions, () => abpOk({ totalCount: 0, items: [] })),
    );
    renderScreen(<WalletHome outcome={null} />);
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('ورود شما منقضی شده است');
    expect(getToken()).toBeNull();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('a cancelled payment is an alert, and the balance is still read and shown', async () => {
    server.use(
      balanceHandler(),
      http.get(api.transactions, () => abpOk({ totalCount: 0, items: [] })),
    );
    renderScreen(<WalletHome outcome="canceled" />);
    expect(screen.getByRole('alert')).toHaveTextContent(OUTCOME_MESSAGES.canceled);
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('۱۲۵٬۰۰۰ تومان'));
  });
});

describe('transactions', () => {
  it('lists ten at a time with Jalali date and time, amount and type, and loads the next page on demand', async () => {
    const skips: string[] = [];
    server.use(
      http.get(api.transactions, ({ request }) => {
        const query = new URL(request.url).searchParams;
        skips.push(`${query.get('SkipCount')}/${query.get('MaxResultCount')}`);
        const start = Number(query.get('SkipCount'));
        const items = Array.from({ length: start === 0 ? 10 : 2 }, (_, index) =>
          transaction(start + index + 1, index % 2 ? -120_000 : 500_000),
        );
        return abpOk({ totalCount: 12, items });
      }),
    );
    renderScreen(<TransactionsList />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(10);
    expect(screen.getAllByText('۲۳ آذر ۱۴۰۴، ساعت ۱۹:۰۳')).toHaveLength(10);
    expect(screen.getAllByText('افزایش اعتبار').length).toBeGreaterThan(0);
    expect(screen.getAllByText('برداشت').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'نمایش بیشتر' })).not.toBeInTheDocument();
    expect(skips).toEqual(['0/10', '10/10']);
  });
});
