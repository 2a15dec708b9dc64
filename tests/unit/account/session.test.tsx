// The login guard of /profile pages, start-up, and what a 401 does anywhere.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { EditProfile } from '@/components/account/EditProfile';
import { LoginScreen } from '@/components/account/LoginScreen';
import { RequireLogin } from '@/components/account/RequireLogin';
import { SESSION_EXPIRED_MESSAGE } from '@/services/errors';
import { getToken, setToken } from '@/services/session';
import { bootstrapSession } from '@/store/slices/authSlice';
import { makeStore } from '@/store/store';
import { abpError, abpOk, abpUnauthorized, demoProfile, server, startMswServer } from '../services/msw';
import { api, balanceHandler, renderScreen } from './setup';

const navigation = vi.hoisted(() => ({ pathname: '/profile/wallet', replace: vi.fn(), push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ replace: navigation.replace, push: navigation.push }),
}));

startMswServer();
beforeEach(() => {
  navigation.pathname = '/profile/wallet';
  navigation.replace.mockReset();
  navigation.push.mockReset();
  window.history.replaceState(null, '', '/');
});

/** A /profile page behind the guard; its content is the word 'موجودی'. */
const renderGuardedPage = (store = makeStore()) =>
  renderScreen(
    <RequireLogin>
      <p>موجودی</p>
    </RequireLogin>,
    { store },
  );

describe('login guard of /profile pages', () => {
  it('sends an anonymous visitor to /login with the page as returnUrl, showing nothing of the page', async () => {
    renderGuardedPage();
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/login?returnUrl=%2Fprofile%2Fwallet'));
    expect(screen.queryByText('موجودی')).not.toBeInTheDocument();
  });

  it('shows a skeleton while a stored token is checked, then the page once the profile answers 200', async () => {
    setToken('good');
    server.use(
      http.get(api.profile, () => abpOk(demoProfile)),
      balanceHandler(),
    );
    const store = makeStore();
    renderGuardedPage(store);
    expect(screen.getByTestId('account-skeleton')).toBeInTheDocument();
    await act(() => store.dispatch(bootstrapSession()));
    expect(await screen.findByText('موجودی')).toBeInTheDocument();
    expect(navigation.replace).not.toHaveBeenCalled();
    // The guard's own check, already under way (the dispatch above found it so), reads the balance too.
    await waitFor(() => expect(store.getState().auth.balance).toBe(1_250_000));
  });

  it('sends the visitor to /login when the start-up refuses the stored token', async () => {
    setToken('refused');
    server.use(http.get(api.profile, abpUnauthorized));
    const store = makeStore();
    renderGuardedPage(store);
    await act(() => store.dispatch(bootstrapSession()));
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/login?returnUrl=%2Fprofile%2Fwallet'));
    expect(getToken()).toBeNull();
  });

  it('identity down at start-up: no login form for an outage; the session is kept and تلاش دوباره checks it again', async () => {
    setToken('good');
    server.use(http.get(api.profile, () => HttpResponse.error()));
    const store = makeStore();
    renderGuardedPage(store);
    await act(() => store.dispatch(bootstrapSession()));
    expect(await screen.findByRole('alert')).toHaveTextContent('حساب کاربری شما الان در دسترس نیست.');
    expect(navigation.replace).not.toHaveBeenCalled();
    expect(getToken()).toBe('good');
    server.use(
      http.get(api.profile, () => abpOk(demoProfile)),
      balanceHandler(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('موجودی')).toBeInTheDocument();
    // The session checked again reads the balance too.
    await waitFor(() => expect(store.getState().auth.balance).toBe(1_250_000));
  });
});

describe('a 401 from a service', () => {
  it("clears the session, says 'ورود شما منقضی شده است' with a link to /login, and keeps what the page held", async () => {
    navigation.pathname = '/profile/edit';
    setToken('expired-meanwhile');
    server.use(
      http.get(api.profile, () => abpOk(demoProfile)),
      balanceHandler(),
      http.put(api.updateProfile, abpUnauthorized),
    );
    const store = makeStore();
    await store.dispatch(bootstrapSession());
    const user = userEvent.setup();
    renderScreen(
      <RequireLogin>
        <EditProfile />
      </RequireLogin>,
      { store },
    );
    const firstName = await screen.findByRole('textbox', { name: 'نام' });
    await user.clear(firstName);
    await user.type(firstName, 'مریم');
    await user.click(screen.getByRole('button', { name: 'ذخیره نام' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(SESSION_EXPIRED_MESSAGE);
    expect(screen.getByRole('link', { name: 'ورود' })).toHaveAttribute('href', '/login?returnUrl=%2Fprofile%2Fedit');
    expect(getToken()).toBeNull();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
    // The page stays, with what was typed; the modal is the way to /login.
    expect(screen.getByRole('textbox', { name: 'نام' })).toHaveValue('مریم');
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it('is not how a failed login is reported: a wrong password keeps the form and opens no modal', async () => {
    navigation.pathname = '/login';
    server.use(http.post(api.passwordLogin, () => abpError(401, { message: 'نام کاربری یا رمز عبور نامعتبر است.' })));
    const user = userEvent.setup();
    renderScreen(<LoginScreen />);
    await user.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));
    await user.type(screen.getByRole('textbox', { name: 'شماره موبایل یا ایمیل' }), '09123456789');
    await user.type(screen.getByLabelText('رمز عبور'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('نام کاربری یا رمز عبور نامعتبر است.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('/login', () => {
  it('a logged-in visitor goes to /profile', async () => {
    navigation.pathname = '/login';
    setToken('good');
    server.use(
      http.get(api.profile, () => abpOk(demoProfile)),
      balanceHandler(),
    );
    const store = makeStore();
    await store.dispatch(bootstrapSession());
    renderScreen(<LoginScreen />, { store });
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/profile'));
  });

  it('after logging in, goes back to the returnUrl', async () => {
    navigation.pathname = '/login';
    // The page is the same render for everyone: the screen reads returnUrl from the address as it leaves.
    window.history.replaceState(
      null,
      '',
      `/login?returnUrl=${encodeURIComponent('/profile/wallet/charge?amount=5000')}`,
    );
    server.use(
      http.post(api.passwordLogin, () => abpOk({ accessToken: 't', expireInSeconds: 1, userId: 1, user: demoProfile })),
      balanceHandler(),
    );
    const user = userEvent.setup();
    renderScreen(<LoginScreen />);
    await user.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));
    await user.type(screen.getByRole('textbox', { name: 'شماره موبایل یا ایمیل' }), '09123456789');
    await user.type(screen.getByLabelText('رمز عبور'), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/profile/wallet/charge?amount=5000'));
    expect(navigation.replace).toHaveBeenCalledTimes(1);
  });
});
