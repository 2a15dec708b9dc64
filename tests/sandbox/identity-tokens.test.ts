// Tokens carry their type and the user's security stamp (docs/contracts/README.md, "Authentication"): a refresh
// token is no Bearer token on any host but buys a new access token (docs/contracts/identity.md, "Refreshing the
// access token"), and a new password (changed or reset) retires every older token.
import { decodeJwt } from 'jose';
import { request, sandboxForThisFile, UNAUTHORIZED_ENVELOPE, type AbpBody } from './helpers';
import { identityCalls, type LoginResult } from './identity-calls';

const sandbox = sandboxForThisFile();
const { api, freshPhone, lastCode, passwordLogin, demoToken, registerUser } = identityCalls(sandbox);

const profile = (token: string) => request(api('Profile/GetCurrentUserProfileForEdit'), { token });
const balance = (token: string) => request(`${sandbox.url}/payment/api/services/app/Deposit/GetBalance`, { token });
const orders = (token: string) => request(`${sandbox.url}/commerce/api/services/app/Order/GetStatistics`, { token });

async function expectRefused(token: string) {
  for (const call of [profile, balance, orders]) {
    const response = await call(token);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHORIZED_ENVELOPE);
  }
}

describe('token types', () => {
  it('the access token says token_type access, the refresh token refresh; both carry the same stamp', async () => {
    const { accessToken, refreshToken } = (await passwordLogin('09123456789', 'Demo@12345')).body.result!;
    const access = decodeJwt(accessToken);
    const refresh = decodeJwt(refreshToken);
    expect(access.token_type).toBe('access');
    expect(refresh.token_type).toBe('refresh');
    expect(access['AspNet.Identity.SecurityStamp']).toMatch(/^[0-9a-f]{32}$/);
    expect(refresh['AspNet.Identity.SecurityStamp']).toBe(access['AspNet.Identity.SecurityStamp']);
  });

  it('a refresh token sent as Bearer is a 401 envelope on identity, payment and commerce', async () => {
    const { accessToken, refreshToken } = (await passwordLogin('09123456789', 'Demo@12345')).body.result!;
    await expectRefused(refreshToken);
    expect((await profile(accessToken)).status).toBe(200);
  });
});

describe('a new password retires older tokens', () => {
  it('ChangePassword: the access and refresh tokens issued before are refused everywhere; a new login works', async () => {
    const phone = freshPhone();
    const before = await registerUser(phone, 'first-pass1');
    const changed = await request(api('Account/ChangePassword'), {
      token: before.accessToken,
      body: { currentPassword: 'first-pass1', newPassword: 'second-pass2' },
    });
    expect(changed.status).toBe(200);
    await expectRefused(before.accessToken);
    await expectRefused(before.refreshToken);
    const after = await passwordLogin(phone, 'second-pass2');
    expect((await profile(after.body.result!.accessToken)).status).toBe(200);
  });

  it('ResetPassword: tokens issued before the reset are refused; a new login works', async () => {
    const phone = freshPhone();
    const before = await registerUser(phone, 'first-pass1');
    await request(api('Account/ForgotPasswordByPhoneNumber'), { body: { phoneNumber: phone } });
    const reset = await request(api('Account/ResetPassword'), {
      body: { userId: before.userId, code: await lastCode(phone), password: 'after-reset3' },
    });
    expect(reset.status).toBe(200);
    await expectRefused(before.accessToken);
    await expectRefused(before.refreshToken);
    const after = await request<AbpBody<LoginResult>>(`${sandbox.url}/identity/api/TokenAuth/Login`, {
      body: { emailOrPhoneNumber: phone, password: 'after-reset3' },
    });
    expect((await balance(after.body.result!.accessToken)).status).toBe(200);
  });

  it("another user's password change leaves the demo account's token alone", async () => {
    const token = await demoToken();
    const other = await registerUser(freshPhone(), 'first-pass1');
    await request(api('Account/ChangePassword'), {
      token: other.accessToken,
      body: { currentPassword: 'first-pass1', newPassword: 'second-pass2' },
    });
    expect((await profile(token)).status).toBe(200);
  });
});

describe('TokenAuth/RefreshToken', () => {
  type Refreshed = { accessToken: string; encryptedAccessToken: string; expireInSeconds: number };
  const refresh = (refreshToken?: string) =>
    request<AbpBody<Refreshed>>(
      `${sandbox.url}/identity/api/TokenAuth/RefreshToken${refreshToken === undefined ? '' : `?refreshToken=${encodeURIComponent(refreshToken)}`}`,
      { method: 'POST' },
    );

  it('trades the refresh token for a new access token of the same user, valid on every host', async () => {
    const { refreshToken, userId } = (await passwordLogin('09123456789', 'Demo@12345')).body.result!;
    const response = await refresh(refreshToken);
    expect(response.status).toBe(200);
    const result = response.body.result!;
    expect(Object.keys(result).sort()).toEqual(['accessToken', 'encryptedAccessToken', 'expireInSeconds']);
    expect(result.expireInSeconds).toBe(86400);
    expect(Buffer.from(result.encryptedAccessToken, 'base64').toString()).toBe(result.accessToken);
    expect(decodeJwt(result.accessToken)).toMatchObject({ sub: String(userId), token_type: 'access' });
    expect((await profile(result.accessToken)).status).toBe(200);
    expect((await balance(result.accessToken)).status).toBe(200);
  });

  it('refuses an access token, a forged token and one retired by a new password with a 401', async () => {
    const phone = freshPhone();
    const before = await registerUser(phone, 'first-pass1');
    for (const token of [before.accessToken, `${before.refreshToken.slice(0, -4)}AAAA`]) {
      const response = await refresh(token);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(UNAUTHORIZED_ENVELOPE);
    }
    expect((await refresh(before.refreshToken)).status).toBe(200);
    await request(api('Account/ChangePassword'), {
      token: before.accessToken,
      body: { currentPassword: 'first-pass1', newPassword: 'second-pass2' },
    });
    expect((await refresh(before.refreshToken)).status).toBe(401);
  });

  it('without a refresh token is a 400 on refreshToken', async () => {
    const response = await refresh();
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors).toEqual([
      { message: 'The RefreshToken field is required.', members: ['refreshToken'] },
    ]);
  });
});
