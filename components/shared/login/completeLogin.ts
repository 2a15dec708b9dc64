// The last step of every way in (OTP, registration, password): keep the token, show the user, fetch the balance.
import { getCurrentUserProfile } from '@/services/identity';
import { clearToken, setToken } from '@/services/session';
import type { ServiceResult } from '@/services/types/common';
import type { LoginResult, UserProfile } from '@/services/types/identity';
import type { AppDispatch } from '@/store/store';
import { loggedIn } from '@/store/slices/authSlice';

/** Logs in with a login answer; when it carries no user, the profile is fetched with the new token. */
export async function completeLogin(dispatch: AppDispatch, result: LoginResult): Promise<ServiceResult<UserProfile>> {
  let user = result.user ?? null;
  if (!user) {
    setToken(result.accessToken);
    const profile = await getCurrentUserProfile();
    if (!profile.ok) {
      clearToken();
      return profile;
    }
    user = profile.data;
  }
  await dispatch(loggedIn({ token: result.accessToken, user }));
  return { ok: true, data: user };
}
