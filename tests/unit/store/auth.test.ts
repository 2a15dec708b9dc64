import { HttpResponse, http } from 'msw';
import { getToken, setToken } from '@/services/session';
import {
  bootstrapSession,
  fetchBalance,
  loggedIn,
  logout,
  setLoginFormIsOpen,
  setLoginToContinueReserve,
} from '@/store/slices/authSlice';
import { makeStore } from '@/store/store';
import { IDENTITY, PAYMENT, abpOk, abpUnauthorized, demoProfile, server, startMswServer } from '../services/msw';
import { deferred } from '../../support/deferred';

startMswServer();

const PROFILE = `${IDENTITY}/api/services/app/Profile/GetCurrentUserProfileForEdit`;
const BALANCE = `${PAYMENT}/api/services/app/Deposit/GetBalance`;

const balanceOf = (amount: number | null) => http.get(BALANCE, () => abpOk({ amount, currencyType: 'IRR' }));

describe('startup (bootstrapSession)', () => {
  it('without a stored token, fetches nothing and stays logged out', async () => {
    const profileCalls = vi.fn();
    server.use(http.get(PROFILE, () => (profileCalls(), abpOk(demoProfile))));
    const store = makeStore();
    await store.dispatch(bootstrapSession());
    expect(profileCalls).not.toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, getUserLoading: false, user: null });
  });

  it('with a token and HTTP 200, logs the user in with the profile and then fetches the balance', async () => {
    setToken('good-token');
    server.use(
      http.get(PROFILE, () => abpOk(demoProfile)),
      balanceOf(1_250_000),
    );
    const store = makeStore();
    await store.dispatch(bootstrapSession());
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: true,
      getUserLoading: false,
      user: demoProfile,
      balance: 1_250_000,
      balanceLoading: false,
    });
    expect(getToken()).toBe('good-token');
  });

  it('keeps getUserLoading true while the profile is being fetched', async () => {
    setToken('good-token');
    const { promise: profileAnswered, release: answerProfile } = deferred();
    server.use(
      http.get(PROFILE, async () => {
        await profileAnswered;
        return abpOk(demoProfile);
      }),
      balanceOf(0),
    );
    const store = makeStore();
    const startup = store.dispatch(bootstrapSession());
    await vi.waitFor(() => expect(store.getState().auth.getUserLoading).toBe(true));
    answerProfile();
    await startup;
    expect(store.getState().auth.getUserLoading).toBe(false);
  });

  it('with a token and HTTP 401, logs out silently and forgets the token', async () => {
    setToken('expired-token');
    server.use(http.get(PROFILE, () => abpUnauthorized()));
    const store = makeStore();
    await store.dispatch(bootstrapSession());
    const state = store.getState();
    expect(state.auth).toMatchObject({ isAuthenticated: false, getUserLoading: false, user: null, balance: null });
    expect(getToken()).toBeNull();
    expect(state.errorModal.isVisible).toBe(false);
    expect(state.notification.isVisible).toBe(false);
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    [
      'HTTP 503',
      () =>
        HttpResponse.json(
          { success: false, error: { code: 0, message: 'down' }, result: null, __abp: true },
          { status: 503 },
        ),
    ],
  ])(
    'with a token and %s, logs out silently for now but keeps the token: an outage is no refusal',
    async (_, answer) => {
      setToken('good-token');
      server.use(http.get(PROFILE, answer));
      const store = makeStore();
      await store.dispatch(bootstrapSession());
      expect(store.getState().auth).toMatchObject({ isAuthenticated: false, getUserLoading: false, user: null });
      expect(getToken()).toBe('good-token');
      expect(store.getState().errorModal.isVisible).toBe(false);
    },
  );

  it('checks one at a time: a second start-up while the first is under way makes no second call', async () => {
    setToken('good-token');
    let calls = 0;
    server.use(
      http.get(PROFILE, () => (calls++, abpOk(demoProfile))),
      balanceOf(0),
    );
    const store = makeStore();
    await Promise.all([store.dispatch(bootstrapSession()), store.dispatch(bootstrapSession())]);
    expect(calls).toBe(1);
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });
});

describe('wallet balance (fetchBalance)', () => {
  it('stores the amount when it is not null', async () => {
    setToken('good-token');
    server.use(balanceOf(500_000));
    const store = makeStore();
    await store.dispatch(fetchBalance());
    expect(store.getState().auth).toMatchObject({ balance: 500_000, balanceLoading: false });
  });

  it('clears the balance when the amount is null', async () => {
    setToken('good-token');
    server.use(balanceOf(500_000));
    const store = makeStore();
    await store.dispatch(fetchBalance());
    server.use(balanceOf(null));
    await store.dispatch(fetchBalance());
    expect(store.getState().auth.balance).toBeNull();
  });

  it('clears the balance when the call fails', async () => {
    server.use(http.get(BALANCE, () => HttpResponse.error()));
    const store = makeStore();
    await store.dispatch(fetchBalance());
    expect(store.getState().auth).toMatchObject({ balance: null, balanceLoading: false });
  });

  it('keeps balanceLoading true while fetching', async () => {
    const { promise: answered, release: answer } = deferred();
    server.use(
      http.get(BALANCE, async () => {
        await answered;
        return abpOk({ amount: 1, currencyType: 'IRR' });
      }),
    );
    const store = makeStore();
    const fetching = store.dispatch(fetchBalance());
    expect(store.getState().auth.balanceLoading).toBe(true);
    answer();
    await fetching;
    expect(store.getState().auth.balanceLoading).toBe(false);
  });
});

describe('login and logout', () => {
  it('loggedIn stores the token and the user, then fetches the balance with that token', async () => {
    const seenAuthorization = vi.fn();
    server.use(
      http.get(BALANCE, ({ request }) => {
        seenAuthorization(request.headers.get('authorization'));
        return abpOk({ amount: 90_000, currencyType: 'IRR' });
      }),
    );
    const store = makeStore();
    await store.dispatch(loggedIn({ token: 'fresh-token', user: demoProfile }));
    expect(getToken()).toBe('fresh-token');
    expect(seenAuthorization).toHaveBeenCalledWith('Bearer fresh-token');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, user: demoProfile, balance: 90_000 });
  });

  it('logout clears the token, the user and the balance', async () => {
    server.use(balanceOf(90_000));
    const store = makeStore();
    await store.dispatch(loggedIn({ token: 'fresh-token', user: demoProfile }));
    await store.dispatch(logout());
    expect(getToken()).toBeNull();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null, balance: null });
  });

  it('opens the login form and remembers a reserve waiting for login', () => {
    const store = makeStore();
    store.dispatch(setLoginFormIsOpen(true));
    store.dispatch(setLoginToContinueReserve(true));
    expect(store.getState().auth).toMatchObject({ loginFormIsOpen: true, loginToContinueReserve: true });
  });
});
