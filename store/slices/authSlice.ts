import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isOutage } from '@/services/outage';
import { clearToken, forgetLastReadCart, getToken, setToken } from '@/services/session';
import type { ServiceResult } from '@/services/types/common';
import type { UserProfile } from '@/services/types/identity';
import type { WalletBalance } from '@/services/types/payment';
import { shopperSessionChanged } from '@/store/api/shopper-events';

export type AuthState = {
  isAuthenticated: boolean;
  getUserLoading: boolean;
  user: UserProfile | null;
  /** Wallet balance in IRR; null when unknown or not given. */
  balance: number | null;
  balanceLoading: boolean;
  loginFormIsOpen: boolean;
  loginToContinueReserve: boolean;
};

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  getUserLoading: false,
  user: null,
  balance: null,
  balanceLoading: false,
  loginFormIsOpen: false,
  loginToContinueReserve: false,
};

// The services (and axios under them) are loaded when a call is first needed, not with every page: a visitor
// without a session never downloads them on a content page.

/** Fetches the profile with the stored token; getUserLoading is true meanwhile. */
export const fetchCurrentUser = createAsyncThunk<ServiceResult<UserProfile>>('auth/fetchCurrentUser', async () => {
  const { getCurrentUserProfile } = await import('@/services/identity');
  return getCurrentUserProfile();
});

/** Fetches the wallet balance; balanceLoading is true meanwhile. */
export const fetchBalance = createAsyncThunk<ServiceResult<WalletBalance>>('auth/fetchBalance', async () => {
  const { getBalance } = await import('@/services/payment');
  return getBalance();
});

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    userLoggedIn(state, action: PayloadAction<UserProfile>) {
      state.isAuthenticated = true;
      state.user = action.payload;
    },
    userLoggedOut(state) {
      state.isAuthenticated = false;
      state.user = null;
      state.balance = null;
      state.balanceLoading = false;
      state.loginToContinueReserve = false;
    },
    setLoginFormIsOpen(state, action: PayloadAction<boolean>) {
      state.loginFormIsOpen = action.payload;
    },
    setLoginToContinueReserve(state, action: PayloadAction<boolean>) {
      state.loginToContinueReserve = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCurrentUser.pending, (state) => {
        state.getUserLoading = true;
      })
      .addCase(fetchCurrentUser.fulfilled, (state, action) => {
        state.getUserLoading = false;
        if (action.payload.ok) {
          state.isAuthenticated = true;
          state.user = action.payload.data;
        }
      })
      .addCase(fetchCurrentUser.rejected, (state) => {
        state.getUserLoading = false;
      })
      .addCase(fetchBalance.pending, (state) => {
        state.balanceLoading = true;
      })
      .addCase(fetchBalance.fulfilled, (state, action) => {
        state.balanceLoading = false;
        const amount = action.payload.ok ? action.payload.data?.amount : null;
        state.balance = amount ?? null;
      })
      .addCase(fetchBalance.rejected, (state) => {
        state.balanceLoading = false;
        state.balance = null;
      });
  },
});

const { userLoggedIn, userLoggedOut } = authSlice.actions;
export const { setLoginFormIsOpen, setLoginToContinueReserve } = authSlice.actions;

/** Forgets the token, the user, the balance and whatever was read for them (the cart as last read too). Silent: shows no message. */
export const logout = createAsyncThunk('auth/logout', (_: void, { dispatch }) => {
  clearToken();
  forgetLastReadCart();
  dispatch(userLoggedOut());
  dispatch(shopperSessionChanged());
});

/** After a successful login: keep the token, show the user, then fetch the balance. */
export const loggedIn = createAsyncThunk(
  'auth/loggedIn',
  async ({ token, user }: { token: string; user: UserProfile }, { dispatch }) => {
    // What was read under another session (another user's lists) is not shown to this one.
    dispatch(shopperSessionChanged());
    setToken(token);
    dispatch(userLoggedIn(user));
    await dispatch(fetchBalance());
  },
);

/**
 * Start-up (docs/PRODUCT.md, Start-up): with a stored token, fetch the profile; success logs the user in and fetches the balance,
 * anything else logs out silently. When the identity service did not answer at all, the token is not what
 * failed: the shopper is logged out for now but the token is kept for the next check, so an outage does not
 * end a session. One check at a time: a second call while one is under way does nothing.
 */
export const bootstrapSession = createAsyncThunk(
  'auth/bootstrapSession',
  async (_: void, { dispatch }) => {
    if (!getToken()) return;
    const profile = await dispatch(fetchCurrentUser()).unwrap();
    if (profile.ok) await dispatch(fetchBalance());
    else if (isOutage(profile.error)) dispatch(userLoggedOut());
    else await dispatch(logout());
  },
  { condition: (_, { getState }) => !(getState() as { auth: AuthState }).auth.getUserLoading },
);

export default authSlice.reducer;
