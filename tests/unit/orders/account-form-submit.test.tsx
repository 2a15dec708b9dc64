// Sending the account form: the fields payload, one request however often it is sent, the
// service's errors under their fields or above the button, a 401, and the sent state that forgets the values.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AccountFormPage } from '@/components/orders/account-form/AccountFormPage';
import { ErrorModal } from '@/components/shell/ErrorModal';
import type { LoginProvider } from '@/services/types/commerce';
import { makeStore } from '@/store/store';
import { loggedIn } from '@/store/slices/authSlice';
import { PAYMENT, abpError, abpOk, abpUnauthorized, demoProfile, server, startMswServer } from '../services/msw';
import { setToken } from '@/services/session';
import { renderWithStore } from '../shell/render';
import { orderOf } from '../cart/fixtures';
import { accountFormApi, field } from './account-form-fixtures';

vi.mock('next/navigation', () => ({
  usePathname: () => '/profile/orders/7/700',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

startMswServer();
// The page stands behind the login guard: a session is there.
beforeEach(() => setToken('good'));

const api = accountFormApi;

const psn: LoginProvider = {
  id: 1,
  providerKey: 'PlayStationNetwork',
  displayName: 'PlayStation Network',
  icon: 'http://localhost:4010/commerce/files/login-providers/playstationnetwork.svg',
  fields: [
    field('email', 'Email', 1, 'ایمیل اکانت PSN'),
    field('password', 'Password', 2, 'رمز عبور اکانت PSN'),
    field('region', 'Select', 3, 'ریجن اکانت', {
      options: [{ value: 'Europe', translations: [{ language: 'fa', displayName: 'اروپا' }] }],
    }),
    field('backupCodes', 'InputGroup', 4, 'کدهای پشتیبان', { isRequired: false, inputGroupCount: 3 }),
    field('consent', 'Checkbox', 5, 'اجازه می‌دهم وارد اکانتم شوید.'),
    field('newsletter', 'Checkbox', 6, 'خبرنامه', { isRequired: false }),
  ],
};

const openOrder = () => {
  const order = orderOf(7, 'Paid', [101]);
  return { ...order, items: order.items.map((item) => ({ ...item, allowNewLoginSubmission: true })) };
};

/** The order and providers read; every submission recorded and answered by `answer`. */
function serve(answer: () => Response | Promise<Response> = () => abpOk(null)) {
  const bodies: unknown[] = [];
  server.use(
    // A login reads the wallet's balance for the menu.
    http.get(`${PAYMENT}/api/services/app/Deposit/GetBalance`, () => abpOk({ amount: 0, currencyType: 'IRR' })),
    http.get(api.order, () => abpOk(openOrder())),
    http.get(api.providers, () => abpOk([psn])),
    http.post(api.submit, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function renderPage() {
  const store = makeStore();
  await store.dispatch(loggedIn({ token: 'good', user: demoProfile }));
  const view = renderWithStore(
    <>
      <AccountFormPage orderId={7} itemId={700} />
      <ErrorModal />
    </>,
    { store },
  );
  await screen.findByRole('group', { name: 'انتخاب پلتفرم' });
  return view;
}

const PASSWORD = ' Secret-Pass 1';

async function fillInPsn() {
  // The only provider is chosen already.
  expect(screen.getByRole('radio', { name: 'PlayStation Network' })).toBeChecked();
  await userEvent.type(screen.getByRole('textbox', { name: 'ایمیل اکانت PSN' }), ' gamer@example.com ');
  await userEvent.type(screen.getByLabelText('رمز عبور اکانت PSN'), PASSWORD);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'ریجن اکانت' }), 'Europe');
  for (const [index, code] of ['111111', '222222', '333333'].entries()) {
    await userEvent.type(screen.getByRole('textbox', { name: `کدهای پشتیبان ${['۱', '۲', '۳'][index]}` }), code);
  }
  await userEvent.click(screen.getByRole('checkbox', { name: 'اجازه می‌دهم وارد اکانتم شوید.' }));
}

/** The sent state (the busy note is a status too, so by its words). */
async function sentNotice() {
  const notice = await screen.findByText('اطلاعات اکانت ثبت شد.');
  expect(notice).toHaveAttribute('role', 'status');
  return notice;
}

const submitButton = () => screen.getByRole('button', { name: 'ثبت و ارسال اطلاعات' });

describe('sending the account form', () => {
  it("sends the fields (a group's key once per input, checkboxes as 'true'/'false'), then says so without the values", async () => {
    const bodies = serve();
    await renderPage();
    await fillInPsn();
    await userEvent.click(submitButton());

    await sentNotice();
    expect(bodies).toEqual([
      {
        orderItemId: 700,
        loginProviderId: 1,
        fields: [
          { fieldKey: 'email', value: 'gamer@example.com' },
          { fieldKey: 'password', value: PASSWORD },
          { fieldKey: 'region', value: 'Europe' },
          { fieldKey: 'backupCodes', value: '111111' },
          { fieldKey: 'backupCodes', value: '222222' },
          { fieldKey: 'backupCodes', value: '333333' },
          { fieldKey: 'consent', value: 'true' },
          { fieldKey: 'newsletter', value: 'false' },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'مشاهده مراحل سفارش' })).toHaveAttribute('href', '/profile/orders/7');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('gamer@example.com');
    expect(screen.queryByDisplayValue(PASSWORD)).not.toBeInTheDocument();
    expect(JSON.stringify({ ...localStorage })).not.toContain('gamer@example.com');
    expect(window.location.href).not.toContain('gamer');
  });

  it('sends once: a double click, two submits at once or Enter twice make one request, busy meanwhile', async () => {
    let release: () => void = () => {};
    const bodies = serve(() => new Promise<Response>((resolve) => (release = () => resolve(abpOk(null)))));
    await renderPage();
    await fillInPsn();
    const form = screen.getByRole('form', { name: 'اطلاعات اکانت' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await userEvent.dblClick(submitButton());
    await userEvent.type(screen.getByRole('textbox', { name: 'ایمیل اکانت PSN' }), '{Enter}{Enter}');
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(bodies).toHaveLength(1));
    release();
    await sentNotice();
    expect(bodies).toHaveLength(1);
  });

  it("the service's validationErrors land under their fields (any case), focused, and nothing typed is lost", async () => {
    serve(() =>
      abpError(400, {
        message: 'Your request is not valid!',
        validationErrors: [
          { message: 'این ایمیل پذیرفته نیست.', members: ['Email'] },
          { message: '«کدهای پشتیبان» باید ۳ مقدار داشته باشد.', members: ['backupCodes'] },
        ],
      }),
    );
    await renderPage();
    await fillInPsn();
    await userEvent.click(submitButton());
    const email = screen.getByRole('textbox', { name: 'ایمیل اکانت PSN' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('این ایمیل پذیرفته نیست.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'کدهای پشتیبان ۲' })).toHaveAccessibleDescription(
      '«کدهای پشتیبان» باید ۳ مقدار داشته باشد.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email).toHaveValue('gamer@example.com');
    expect(screen.getByLabelText('رمز عبور اکانت PSN')).toHaveValue(PASSWORD);
    expect(screen.getByRole('checkbox', { name: 'اجازه می‌دهم وارد اکانتم شوید.' })).toBeChecked();
  });

  it('a 500 is said in an alert above the button, and the form keeps its values and can be sent again', async () => {
    let failing = true;
    const bodies = serve(() =>
      failing ? abpError(500, { message: 'اطلاعات اکانت این کالا قبلاً ثبت شده است.' }) : abpOk(null),
    );
    await renderPage();
    await fillInPsn();
    await userEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('اطلاعات اکانت این کالا قبلاً ثبت شده است.');
    expect(alert.compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'کدهای پشتیبان ۳' })).toHaveValue('333333');
    failing = false;
    await userEvent.click(submitButton());
    await sentNotice();
    expect(bodies).toHaveLength(2);
  });

  it('a 401 on sending ends the session in the error modal and keeps what was typed', async () => {
    serve(abpUnauthorized);
    const { store } = await renderPage();
    await fillInPsn();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('ورود شما منقضی شده است');
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(screen.getByRole('textbox', { name: 'ایمیل اکانت PSN' })).toHaveValue('gamer@example.com');
  });

  it('a 401 while reading the order ends the session too', async () => {
    server.use(http.get(api.order, abpUnauthorized), http.get(api.providers, abpUnauthorized));
    renderWithStore(
      <>
        <AccountFormPage orderId={7} itemId={700} />
        <ErrorModal />
      </>,
    );
    const modal = await screen.findByRole('alertdialog');
    expect(modal).toHaveAccessibleDescription('ورود شما منقضی شده است');
    expect(within(modal).getByRole('link', { name: 'ورود' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login'),
    );
  });
});
