// /profile/edit, the phone number (docs/contracts/identity.md, "Phone number"): a new number is saved, then
// confirmed with the code sent to it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { EditProfile } from '@/components/account/EditProfile';
import { CODE_UNAVAILABLE_MESSAGE } from '@/components/account/PhoneForm';
import { setToken } from '@/services/session';
import { bootstrapSession } from '@/store/slices/authSlice';
import { makeStore } from '@/store/store';
import { abpError, abpOk, demoProfile, server, startMswServer } from '../services/msw';
import { api, balanceHandler, capture, renderScreen } from './setup';

vi.mock('next/navigation', () => ({
  usePathname: () => '/profile/edit',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

startMswServer();

type Profile = typeof demoProfile;

async function loggedInStore(user: Profile = demoProfile) {
  setToken('good');
  server.use(
    http.get(api.profile, () => abpOk(user)),
    balanceHandler(0),
  );
  const store = makeStore();
  await store.dispatch(bootstrapSession());
  return store;
}

/** The profile the service answers from now on. */
const profileIs = (user: Profile) => server.use(http.get(api.profile, () => abpOk(user)));

const moved = { ...demoProfile, phoneNumber: '09351112233', isPhoneNumberConfirmed: false };

async function typeNewNumber(user: ReturnType<typeof userEvent.setup>, typed: string) {
  const phone = screen.getByRole('textbox', { name: 'شماره موبایل' });
  await user.clear(phone);
  await user.type(phone, typed);
  await user.click(screen.getByRole('button', { name: 'ذخیره شماره موبایل' }));
}

describe('/profile/edit: the phone number', () => {
  it('a new number is saved, a code is sent to it, and the code confirms it', async () => {
    const store = await loggedInStore();
    const saved = capture('put', api.updatePhone, () => (profileIs(moved), abpOk(null)));
    const sent = capture('post', api.sendVerificationSms, () => abpOk(null));
    const verified = capture(
      'post',
      api.verifySmsCode,
      () => (profileIs({ ...moved, isPhoneNumberConfirmed: true }), abpOk(null)),
    );
    const user = userEvent.setup();
    renderScreen(<EditProfile />, { store });
    await typeNewNumber(user, '۰۹۳۵۱۱۱۲۲۳۳');

    const code = await screen.findByRole('textbox', { name: 'کد تایید' });
    expect(screen.getByText(/کد تأیید به شماره/)).toHaveTextContent('۰۹۳۵۱۱۱۲۲۳۳');
    expect(screen.getByText('تأیید نشده')).toBeInTheDocument();
    expect(saved).toEqual([{ phoneNumber: '09351112233' }]);
    expect(sent).toEqual([{ phoneNumber: '09351112233' }]);

    await user.type(code, '۱۲۳۴۵۶');
    await user.click(screen.getByRole('button', { name: 'تأیید شماره موبایل' }));
    await waitFor(() => expect(store.getState().notification.message).toBe('شماره موبایل شما تأیید شد.'));
    expect(verified).toEqual([{ phoneNumber: '09351112233', code: '123456' }]);
    expect(screen.getByText('تأیید شده')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'کد تایید' })).not.toBeInTheDocument();
    expect(store.getState().auth.user).toMatchObject({ phoneNumber: '09351112233', isPhoneNumberConfirmed: true });
  });

  it('a wrong code shows the service message and keeps the code step', async () => {
    const store = await loggedInStore();
    server.use(
      http.put(api.updatePhone, () => (profileIs(moved), abpOk(null))),
      http.post(api.sendVerificationSms, () => abpOk(null)),
      http.post(api.verifySmsCode, () => abpError(500, { message: 'کد وارد شده صحیح نیست' })),
    );
    const user = userEvent.setup();
    renderScreen(<EditProfile />, { store });
    await typeNewNumber(user, '09351112233');
    await user.type(await screen.findByRole('textbox', { name: 'کد تایید' }), '654321');
    await user.click(screen.getByRole('button', { name: 'تأیید شماره موبایل' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('کد وارد شده صحیح نیست');
    expect(screen.getByRole('textbox', { name: 'کد تایید' })).toHaveValue('654321');
  });

  it('saving the confirmed number again sends no code', async () => {
    const store = await loggedInStore();
    const sent = capture('post', api.sendVerificationSms, () => abpOk(null));
    server.use(http.put(api.updatePhone, () => abpOk(null)));
    const user = userEvent.setup();
    renderScreen(<EditProfile />, { store });
    expect(screen.getByText('تأیید شده')).toBeInTheDocument();
    await typeNewNumber(user, demoProfile.phoneNumber);
    await waitFor(() => expect(store.getState().notification.message).toBe('شماره موبایل شما ذخیره شد.'));
    expect(sent).toEqual([]);
  });

  it("an unconfirmed number offers 'ارسال کد تأیید', which sends the code to it", async () => {
    const store = await loggedInStore(moved);
    const sent = capture('post', api.sendVerificationSms, () => abpOk(null));
    const user = userEvent.setup();
    renderScreen(<EditProfile />, { store });
    expect(screen.getByText('تأیید نشده')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ارسال کد تأیید' }));
    expect(await screen.findByRole('textbox', { name: 'کد تایید' })).toBeInTheDocument();
    expect(sent).toEqual([{ phoneNumber: '09351112233' }]);
  });

  it("a refused code (too many this hour) shows the service's message on the number", async () => {
    const store = await loggedInStore(moved);
    const message = 'تعداد کدهای ارسال‌شده به این شماره بیش از حد مجاز است. لطفاً ۵۵ دقیقه دیگر دوباره تلاش کنید.';
    server.use(http.post(api.sendVerificationSms, () => abpError(429, { message })));
    const user = userEvent.setup();
    renderScreen(<EditProfile />, { store });
    await user.click(screen.getByRole('button', { name: 'ارسال کد تأیید' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('textbox', { name: 'کد تایید' })).not.toBeInTheDocument();
  });

  it('without SendVerificationSms (a 404: the operation we proposed is gone) the new number stays saved, the shopper is told, and the drift is reported', async () => {
    const store = await loggedInStore();
    const saved = capture('put', api.updatePhone, () => (profileIs(moved), abpOk(null)));
    server.use(
      http.post(api.sendVerificationSms, () =>
        abpError(404, { message: 'No route matches POST /api/services/app/Profile/SendVerificationSms' }),
      ),
    );
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const user = userEvent.setup();
    renderScreen(<EditProfile />, { store });
    await typeNewNumber(user, '۰۹۳۵۱۱۱۲۲۳۳');

    await waitFor(() => expect(store.getState().notification.message).toBe(CODE_UNAVAILABLE_MESSAGE));
    expect(saved).toEqual([{ phoneNumber: '09351112233' }]);
    expect(screen.queryByRole('textbox', { name: 'کد تایید' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('تأیید نشده')).toBeInTheDocument();
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    const [path, body] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(path).toBe('/api/contract-mismatch');
    expect(JSON.parse(await body.text())).toEqual({
      drifts: [{ service: 'identity', operation: 'Profile_SendVerificationSms', field: '(operation)' }],
    });
  });
});
