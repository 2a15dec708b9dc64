import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { NO_CHANNEL_MESSAGE } from '@/components/catalog/back-in-stock/NotifyDialog';
import { ErrorModal } from '@/components/shell/ErrorModal';
import type { ProductNotification } from '@/services/types/commerce';
import { loggedIn } from '@/store/slices/authSlice';
import { makeStore } from '@/store/store';
import { api as identity, balanceHandler, loginAnswer } from '../account/setup';
import { abpError, abpOk, abpUnauthorized, COMMERCE, demoProfile, server, startMswServer } from '../services/msw';
import { renderWithStore } from '../shell/render';
import { treeWithSoldOutType as tree, pendingRequest } from './back-in-stock-fixtures';

vi.mock('next/navigation', () => ({
  usePathname: () => '/product/ghost',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

startMswServer();

const UPSERT = `${COMMERCE}/api/services/app/ProductNotification/Upsert`;
const GET_MINE = `${COMMERCE}/api/services/app/ProductNotification/GetMine`;
const SOLD_OUT = 102;

/** The cart reads the island makes on its own, answered empty; GetMine answers `mine` and records its ProductId. */
function commerceAnswers(mine: ProductNotification[] = []) {
  const reads: (string | null)[] = [];
  server.use(
    http.get(`${COMMERCE}/api/services/app/Cart/GetCartByProductId`, () => abpOk(null)),
    http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)),
    http.get(GET_MINE, ({ request }) => {
      reads.push(new URL(request.url).searchParams.get('ProductId'));
      return abpOk(mine);
    }),
    balanceHandler(),
  );
  return reads;
}

/** Answers Upsert with `answer` and keeps every body it received. */
function upserts(answer: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(UPSERT, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const saved = (body: Record<string, unknown>) =>
  abpOk((body.channels as string[]).length ? pendingRequest(body.channels as ProductNotification['channels']) : null);

async function renderIsland({
  user = demoProfile as typeof demoProfile | null,
  preferredVariantId = SOLD_OUT as number | undefined,
} = {}) {
  const store = makeStore();
  if (user) await store.dispatch(loggedIn({ token: 'good', user }));
  renderWithStore(
    <>
      <ProductPurchase productId={7} variants={tree} preferredVariantId={preferredVariantId} />
      <ErrorModal />
    </>,
    { store, withCart: true },
  );
  return store;
}

const notifyDialog = () => screen.findByRole('dialog', { name: 'اطلاع از موجود شدن' });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'موجود شد خبرم کن' }));
  return notifyDialog();
}

describe('a sold-out account type on the product page', () => {
  it("can be chosen, still marked 'ناموجود', and 'افزودن به سبد خرید' gives way to 'موجود شد خبرم کن'", async () => {
    const reads = commerceAnswers();
    const user = userEvent.setup();
    await renderIsland({ preferredVariantId: 101 });
    await waitFor(() => expect(reads).toEqual(['7']));
    const soldOut = screen.getByRole('radio', { name: /ظرفیت ۳/ });
    expect(soldOut).toBeEnabled();
    expect(soldOut).toHaveAccessibleDescription('ناموجود');
    expect(screen.getByRole('button', { name: 'افزودن به سبد خرید' })).toBeInTheDocument();
    await user.click(soldOut);
    expect(screen.queryByRole('button', { name: 'افزودن به سبد خرید' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'موجود شد خبرم کن' })).toHaveAccessibleDescription(
      /فعلا ناموجود است/,
    );
  });

  it("logged in, a pending request read with GetMine shows 'درخواست اطلاع ثبت شد' straight away", async () => {
    const reads = commerceAnswers([pendingRequest(['Sms', 'InAppNotification'])]);
    await renderIsland();
    expect(await screen.findByRole('button', { name: 'درخواست اطلاع ثبت شد' })).toHaveAccessibleDescription(
      /با پیامک، اعلان در سایت خبرتان می‌کنیم/,
    );
    expect(reads).toEqual(['7']);
  });

  it('a request already sent asks for nothing any more: the button offers to ask again', async () => {
    const reads = commerceAnswers([{ ...pendingRequest(['Sms']), status: 'Sent', sentTime: '2025-12-15T10:12:00' }]);
    await renderIsland();
    await waitFor(() => expect(reads).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'موجود شد خبرم کن' })).toBeInTheDocument();
  });

  it('a visitor, or a product with nothing sold out, makes no GetMine call', async () => {
    const reads = commerceAnswers();
    await renderIsland({ user: null });
    const store = makeStore();
    await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
    renderWithStore(<ProductPurchase productId={8} variants={[tree[1]]} />, { store, withCart: true });
    await waitFor(() => expect(store.getState().auth.balance).not.toBeNull());
    expect(reads).toEqual([]);
  });
});

describe("the notify dialog ('اطلاع از موجود شدن')", () => {
  it('offers SMS to the masked number and a notice on the site, SMS ticked; no e-mail without one in the profile', async () => {
    commerceAnswers();
    const user = userEvent.setup();
    await renderIsland();
    const dialog = await openDialog(user);
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['پیامک به ۰۹۱۲***۶۷۸۹', 'اعلان در سایت']);
    expect(within(dialog).getByRole('checkbox', { name: 'پیامک به ۰۹۱۲***۶۷۸۹' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'پیامک به ۰۹۱۲***۶۷۸۹' })).toHaveFocus();
  });

  it('offers e-mail to the address of a profile that has one', async () => {
    commerceAnswers();
    const user = userEvent.setup();
    await renderIsland({ user: { ...demoProfile, emailAddress: 'ali@example.com' } as unknown as typeof demoProfile });
    const dialog = await openDialog(user);
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['پیامک به ۰۹۱۲***۶۷۸۹', 'ایمیل به ali@example.com', 'اعلان در سایت']);
  });

  it('Escape closes it and focus goes back to the button', async () => {
    commerceAnswers();
    const user = userEvent.setup();
    await renderIsland();
    const dialog = await openDialog(user);
    // What a browser does on Escape: a cancel event on the open modal.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'موجود شد خبرم کن' })).toHaveFocus();
  });

  it('asks for at least one way before any call', async () => {
    commerceAnswers();
    const bodies = upserts(saved);
    const user = userEvent.setup();
    await renderIsland();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /پیامک/ }));
    await user.click(within(dialog).getByRole('button', { name: 'ثبت درخواست' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(NO_CHANNEL_MESSAGE);
    expect(within(dialog).getByRole('group', { name: 'از چه راهی خبرتان کنیم؟' })).toHaveAccessibleDescription(
      NO_CHANNEL_MESSAGE,
    );
    expect(bodies).toEqual([]);
  });

  it("saves ProductAvailable for the variant with the ways chosen; the button then reads 'درخواست اطلاع ثبت شد'", async () => {
    commerceAnswers();
    const bodies = upserts(saved);
    const user = userEvent.setup();
    const store = await renderIsland();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'اعلان در سایت' }));
    await user.click(within(dialog).getByRole('button', { name: 'ثبت درخواست' }));
    const button = await screen.findByRole('button', { name: 'درخواست اطلاع ثبت شد' });
    expect(bodies).toEqual([
      { productId: 7, productVariantId: SOLD_OUT, type: 'ProductAvailable', channels: ['Sms', 'InAppNotification'] },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(store.getState().notification).toMatchObject({
      status: 'success',
      message: expect.stringContaining('درخواست اطلاع ثبت شد'),
    });
  });

  it('a service that answers Upsert with nothing (the production client reads nothing of it) still saves: the ways asked for are kept', async () => {
    commerceAnswers();
    upserts(() => abpOk(null));
    const user = userEvent.setup();
    const store = await renderIsland();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'اعلان در سایت' }));
    await user.click(within(dialog).getByRole('button', { name: 'ثبت درخواست' }));
    const button = await screen.findByRole('button', { name: 'درخواست اطلاع ثبت شد' });
    expect(button).toHaveAccessibleDescription(expect.stringContaining('پیامک'));
    expect(store.getState().notification.message).toContain('درخواست اطلاع ثبت شد');
    await user.click(button);
    const again = await notifyDialog();
    expect(within(again).getByRole('checkbox', { name: 'اعلان در سایت' })).toBeChecked();
  });

  it("opened again it shows the saved ways, and 'لغو درخواست اطلاع' cancels with no channels", async () => {
    commerceAnswers([pendingRequest(['Sms', 'InAppNotification'])]);
    const bodies = upserts(saved);
    const user = userEvent.setup();
    await renderIsland();
    await user.click(await screen.findByRole('button', { name: 'درخواست اطلاع ثبت شد' }));
    const dialog = await notifyDialog();
    expect(within(dialog).getByRole('checkbox', { name: 'اعلان در سایت' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'ذخیره تغییرات' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'لغو درخواست اطلاع' }));
    expect(await screen.findByRole('button', { name: 'موجود شد خبرم کن' })).toBeInTheDocument();
    expect(bodies).toEqual([{ productId: 7, productVariantId: SOLD_OUT, type: 'ProductAvailable', channels: [] }]);
  });

  it("keeps the service's Persian message in the dialog with the choices as they were", async () => {
    commerceAnswers();
    upserts(() =>
      abpError(500, {
        message: 'این گزینه موجود است؛ درخواست اطلاع از موجود شدن تنها برای گزینه‌ی ناموجود ثبت می‌شود.',
      }),
    );
    const user = userEvent.setup();
    await renderIsland();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'اعلان در سایت' }));
    await user.click(within(dialog).getByRole('button', { name: 'ثبت درخواست' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('این گزینه موجود است');
    expect(dialog).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: /پیامک/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'اعلان در سایت' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'موجود شد خبرم کن' })).toBeInTheDocument();
  });

  it('a 401 ends the session through the error modal and closes the dialog', async () => {
    commerceAnswers();
    upserts(() => abpUnauthorized());
    const user = userEvent.setup();
    const store = await renderIsland();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'ثبت درخواست' }));
    expect(await screen.findByText('ورود شما منقضی شده است')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'اطلاع از موجود شدن' })).not.toBeInTheDocument();
  });

  it('a double click saves once', async () => {
    commerceAnswers();
    const bodies = upserts(async (body) => {
      await delay(30);
      return saved(body);
    });
    const user = userEvent.setup();
    await renderIsland();
    const dialog = await openDialog(user);
    await user.dblClick(within(dialog).getByRole('button', { name: 'ثبت درخواست' }));
    await screen.findByRole('button', { name: 'درخواست اطلاع ثبت شد' });
    expect(bodies).toHaveLength(1);
  });
});

describe('a visitor asking to be told', () => {
  const otpSent = () =>
    abpOk({ emailOrPhoneNumber: '09123456789', isRegistered: true, codeLength: 6, expireInSeconds: 120 });

  it("logs in through 'ورود برای اطلاع از موجود شدن' and lands in the notify dialog for that variant", async () => {
    const reads = commerceAnswers();
    server.use(
      http.post(identity.sendOtp, otpSent),
      http.post(identity.otpLogin, () => abpOk(loginAnswer())),
    );
    const bodies = upserts(saved);
    const user = userEvent.setup();
    const store = await renderIsland({ user: null });
    await user.click(screen.getByRole('button', { name: 'موجود شد خبرم کن' }));
    const login = await screen.findByRole('dialog', { name: 'ورود برای اطلاع از موجود شدن' });
    await user.type(within(login).getByRole('textbox', { name: 'شماره موبایل' }), '09123456789');
    await user.click(within(login).getByRole('button', { name: 'ارسال کد' }));
    await user.type(await within(login).findByRole('textbox', { name: 'کد تایید' }), '123456');
    await user.click(within(login).getByRole('button', { name: 'ورود' }));

    const dialog = await notifyDialog();
    expect(screen.queryByRole('dialog', { name: 'ورود برای اطلاع از موجود شدن' })).not.toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, loginFormIsOpen: false });
    await waitFor(() => expect(reads).toEqual(['7']));
    await user.click(within(dialog).getByRole('button', { name: 'ثبت درخواست' }));
    await screen.findByRole('button', { name: 'درخواست اطلاع ثبت شد' });
    expect(bodies).toEqual([{ productId: 7, productVariantId: SOLD_OUT, type: 'ProductAvailable', channels: ['Sms'] }]);
  });

  it('closing the login dialog leaves the page as it was, with no dialog open', async () => {
    commerceAnswers();
    const user = userEvent.setup();
    const store = await renderIsland({ user: null });
    await user.click(screen.getByRole('button', { name: 'موجود شد خبرم کن' }));
    const login = await screen.findByRole('dialog', { name: 'ورود برای اطلاع از موجود شدن' });
    await user.click(within(login).getByRole('button', { name: 'بستن ورود' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().auth.loginFormIsOpen).toBe(false);
    expect(screen.getByRole('button', { name: 'موجود شد خبرم کن' })).toBeInTheDocument();
  });
});
