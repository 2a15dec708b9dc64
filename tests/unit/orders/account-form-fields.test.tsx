// The account form as the buyer sees it: each field type from its definition, Persian checks under
// the fields, per-provider values, and the states where there is no form.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AccountFormPage } from '@/components/orders/account-form/AccountFormPage';
import { ErrorModal } from '@/components/shell/ErrorModal';
import type { LoginProvider, Order } from '@/services/types/commerce';
import { abpError, abpOk, server, startMswServer } from '../services/msw';
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

const option = (value: string, fa: string) => ({
  value,
  translations: [
    { language: 'fa', displayName: fa },
    { language: 'en', displayName: value },
  ],
});

// Listed out of order on purpose: the form follows `order`.
const psn: LoginProvider = {
  id: 1,
  providerKey: 'PlayStationNetwork',
  displayName: 'PlayStation Network',
  icon: 'http://localhost:4010/commerce/files/login-providers/playstationnetwork.svg',
  fields: [
    field('consent', 'Checkbox', 5, ['اجازه می‌دهم وارد اکانتم شوید.', null, 'پس از سفارش رمز را عوض کنید.']),
    field('region', 'Select', 3, ['ریجن اکانت', 'ریجن را انتخاب کنید', 'منطقه‌ی اکانت.'], {
      options: [option('Europe', 'اروپا (ریجن ۲)'), option('America', 'آمریکا (ریجن ۱)')],
    }),
    field('email', 'Email', 1, ['ایمیل اکانت PSN', 'example@gmail.com', 'ایمیلی که با آن وارد می‌شوید.']),
    field('password', 'Password', 2, ['رمز عبور اکانت PSN', 'رمز عبور', null]),
    field('backupCodes', 'InputGroup', 4, ['کدهای پشتیبان', 'کد ۶ رقمی', 'سه کد پشتیبان.'], {
      isRequired: false,
      inputGroupCount: 3,
    }),
  ],
};

const steam: LoginProvider = {
  id: 3,
  providerKey: 'Steam',
  displayName: 'Steam',
  icon: 'http://localhost:4010/commerce/files/login-providers/steam.svg',
  fields: [
    field('username', 'Text', 1, ['نام کاربری Steam', 'Account name', null]),
    field('notes', 'Textarea', 2, ['توضیحات', 'اگر نکته‌ای هست بنویسید', null], { isRequired: false }),
    // No Persian label: the English one stands in.
    {
      ...field('guardCodes', 'InputGroup', 3, ['', null, null], { inputGroupCount: 5 }),
      translations: [{ language: 'en', label: 'Guard codes', placeholder: null, info: null }],
    },
  ],
};

function openOrder(status: Order['status'] = 'Paid', allow = true): Order {
  const order = orderOf(7, status, [101]);
  return { ...order, items: order.items.map((item) => ({ ...item, allowNewLoginSubmission: allow })) };
}

function serve(order: Order | null, providers: LoginProvider[] = [psn, steam]) {
  let submissions = 0;
  server.use(
    http.get(api.order, () => (order ? abpOk(order) : abpError(404, { message: 'سفارش پیدا نشد.' }))),
    http.get(api.providers, () => abpOk(providers)),
    http.post(api.submit, () => {
      submissions += 1;
      return abpOk(null);
    }),
  );
  return { submissions: () => submissions };
}

function renderPage(itemId = 700) {
  return renderWithStore(
    <>
      <AccountFormPage orderId={7} itemId={itemId} />
      <ErrorModal />
    </>,
  );
}

const platforms = () => screen.findByRole('group', { name: 'انتخاب پلتفرم' });

describe('the account form page', () => {
  it('shows the item, one h1 and a platform radio per provider with a decorative icon; no fields before a choice', async () => {
    serve(openOrder());
    renderPage();
    const group = await platforms();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ثبت اطلاعات اکانت');
    expect(screen.getByTestId('account-form-item')).toHaveTextContent('الدن رینگ');
    expect(screen.getByTestId('account-form-item')).toHaveTextContent('ظرفیت ۱ · PS5');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['PlayStation Network', 'Steam']);
    expect(within(group).getByRole('radio', { name: 'PlayStation Network' })).not.toBeChecked();
    expect(group.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('renders every field type from its definition, in order, with label, placeholder, hint and options', async () => {
    serve(openOrder());
    renderPage();
    await userEvent.click(within(await platforms()).getByRole('radio', { name: 'PlayStation Network' }));

    const email = screen.getByRole('textbox', { name: 'ایمیل اکانت PSN' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'off');
    expect(email).toHaveAttribute('placeholder', 'example@gmail.com');
    expect(email).toHaveAccessibleDescription('ایمیلی که با آن وارد می‌شوید.');

    const password = screen.getByLabelText('رمز عبور اکانت PSN');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('dir', 'ltr');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'نمایش رمز' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'پنهان کردن رمز' }));
    expect(password).toHaveAttribute('type', 'password');

    const region = screen.getByRole('combobox', { name: 'ریجن اکانت' });
    expect(
      within(region)
        .getAllByRole('option')
        .map((entry) => entry.textContent),
    ).toEqual(['ریجن را انتخاب کنید', 'اروپا (ریجن ۲)', 'آمریکا (ریجن ۱)']);
    expect(region).toHaveValue('');

    const codes = screen.getByRole('group', { name: 'کدهای پشتیبان' });
    expect(within(codes).getAllByRole('textbox')).toHaveLength(3);
    expect(within(codes).getByRole('textbox', { name: 'کدهای پشتیبان ۳' })).toHaveAttribute('placeholder', 'کد ۶ رقمی');
    expect(codes).toHaveAccessibleDescription('سه کد پشتیبان.');

    const consent = screen.getByRole('checkbox', { name: 'اجازه می‌دهم وارد اکانتم شوید.' });
    expect(consent).toHaveAccessibleDescription('پس از سفارش رمز را عوض کنید.');
    // The box comes before its label.
    expect(
      consent.compareDocumentPosition(screen.getByText('اجازه می‌دهم وارد اکانتم شوید.')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    const order = [email, password, region, codes, consent];
    order
      .slice(1)
      .forEach((element, index) =>
        expect(order[index].compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy(),
      );

    await userEvent.click(screen.getByRole('radio', { name: 'Steam' }));
    expect(screen.getByRole('textbox', { name: 'نام کاربری Steam' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'توضیحات' }).tagName).toBe('TEXTAREA');
    expect(within(screen.getByRole('group', { name: 'Guard codes' })).getAllByRole('textbox')).toHaveLength(5);
  });

  it('checks every field in Persian before sending: errors under the fields, the first one focused, nothing sent', async () => {
    const calls = serve(openOrder());
    renderPage();
    await userEvent.click(within(await platforms()).getByRole('radio', { name: 'PlayStation Network' }));
    await userEvent.click(screen.getByRole('button', { name: 'ثبت و ارسال اطلاعات' }));

    const email = screen.getByRole('textbox', { name: 'ایمیل اکانت PSN' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('ایمیلی که با آن وارد می‌شوید. «ایمیل اکانت PSN» را وارد کنید.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('رمز عبور اکانت PSN')).toHaveAccessibleDescription(
      '«رمز عبور اکانت PSN» را وارد کنید.',
    );
    expect(screen.getByRole('combobox', { name: 'ریجن اکانت' })).toHaveAccessibleDescription(
      /یکی از گزینه‌های «ریجن اکانت» را انتخاب کنید./,
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(/برای ادامه باید این مورد را بپذیرید./);
    // The optional group left empty is fine.
    expect(screen.getByRole('textbox', { name: 'کدهای پشتیبان ۱' })).not.toHaveAttribute('aria-invalid');

    await userEvent.type(email, 'gamer@');
    await userEvent.type(screen.getByRole('textbox', { name: 'کدهای پشتیبان ۱' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'ثبت و ارسال اطلاعات' }));
    expect(email).toHaveAccessibleDescription(/نشانی ایمیل معتبر نیست./);
    expect(email).toHaveFocus();
    const second = screen.getByRole('textbox', { name: 'کدهای پشتیبان ۲' });
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription('هر ۳ خانه‌ی «کدهای پشتیبان» را پر کنید.');
    expect(screen.getByRole('textbox', { name: 'کدهای پشتیبان ۱' })).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveValue('gamer@');
    expect(calls.submissions()).toBe(0);
  });

  it('asks for a platform when none is chosen, on the radios', async () => {
    serve(openOrder());
    renderPage();
    const group = await platforms();
    await userEvent.click(screen.getByRole('button', { name: 'ثبت و ارسال اطلاعات' }));
    expect(group).toHaveAccessibleDescription('پلتفرم اکانت خود را انتخاب کنید.');
    expect(within(group).getAllByRole('radio')[0]).toHaveFocus();
  });

  it('keeps what was typed for each provider: switching back loses nothing', async () => {
    serve(openOrder());
    renderPage();
    await userEvent.click(within(await platforms()).getByRole('radio', { name: 'PlayStation Network' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ایمیل اکانت PSN' }), 'gamer@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'ریجن اکانت' }), 'America');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('radio', { name: 'Steam' }));
    expect(screen.queryByRole('textbox', { name: 'ایمیل اکانت PSN' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'نام کاربری Steam' }), 'steamer');
    await userEvent.click(screen.getByRole('radio', { name: 'PlayStation Network' }));
    expect(screen.getByRole('textbox', { name: 'ایمیل اکانت PSN' })).toHaveValue('gamer@example.com');
    expect(screen.getByRole('combobox', { name: 'ریجن اکانت' })).toHaveValue('America');
    expect(screen.getByRole('checkbox')).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Steam' }));
    expect(screen.getByRole('textbox', { name: 'نام کاربری Steam' })).toHaveValue('steamer');
  });

  it.each([
    ['details already sent', openOrder('InProgress', false), [psn], 'اطلاعات اکانت این کالا قبلاً ثبت شده است.'],
    ['a ready-made account', openOrder('Paid', false), [], 'این کالا به اطلاعات اکانت شما نیازی ندارد.'],
    ['an unpaid order', openOrder('Pending', false), [psn], 'این سفارش هنوز پرداخت نشده است.'],
    ['a cancelled order', openOrder('Canceled', false), [psn], 'ثبت اطلاعات اکانت برای این سفارش بسته شده است.'],
  ])(
    'an item not open for details (%s) says why, links to the order and has no form',
    async (_case, order, providers, message) => {
      serve(order, providers);
      renderPage();
      expect(await screen.findByRole('heading', { level: 2, name: message })).toBeVisible();
      expect(screen.getByRole('link', { name: 'مشاهده سفارش' })).toHaveAttribute('href', '/profile/orders/7');
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'ثبت و ارسال اطلاعات' })).not.toBeInTheDocument();
    },
  );

  it('an unknown order, or an item not in it, is a Persian not-found state with a link to the orders', async () => {
    serve(null);
    const first = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'این کالا در سفارش‌های شما پیدا نشد' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'سفارش‌های من' })).toHaveAttribute('href', '/profile/orders');
    first.unmount();

    serve(openOrder());
    renderPage(999);
    expect(await screen.findByRole('heading', { level: 1, name: 'این کالا در سفارش‌های شما پیدا نشد' })).toBeVisible();
  });

  it('a read that failed is said in Persian with a retry that reads again', async () => {
    server.use(
      http.get(api.order, () => abpError(500, { message: 'خطای سرور' })),
      http.get(api.providers, () => abpOk([psn])),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('خطای سرور');
    serve(openOrder());
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await platforms()).toBeVisible();
  });
});
