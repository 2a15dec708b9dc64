// Identity host over real HTTP: the signed-in user's profile, e-mail and phone number
// (docs/contracts/identity.md, "Profile").
import { DEMO_USER } from '@/sandbox/seed/demo';
import { request, sandboxForThisFile, type AbpBody } from './helpers';
import { identityCalls, identityOnly } from './identity-calls';

const sandbox = sandboxForThisFile({ modules: identityOnly });
const { api, freshPhone, demoToken, registerUser } = identityCalls(sandbox);

describe('Profile', () => {
  it('anonymous callers get 401 with unAuthorizedRequest true', async () => {
    const response = await request(api('Profile/GetCurrentUserProfileForEdit'));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false, unAuthorizedRequest: true, result: null });
    expect(response.body.error!.message).toBe('ورود کابر جاری منقضی شده است');
  });

  it('a forged token is no login', async () => {
    const token = await demoToken();
    const forged = `${token.slice(0, -4)}AAAA`;
    const response = await request(api('Profile/GetCurrentUserProfileForEdit'), { token: forged });
    expect(response.status).toBe(401);
  });

  it('GetCurrentUserProfileForEdit returns the documented profile shape', async () => {
    const response = await request(api('Profile/GetCurrentUserProfileForEdit'), { token: await demoToken() });
    expect(response.body.result).toEqual({
      id: 1,
      userName: DEMO_USER.phoneNumber,
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      emailAddress: DEMO_USER.emailAddress,
      isEmailConfirmed: true,
      phoneNumber: DEMO_USER.phoneNumber,
      isPhoneNumberConfirmed: true,
      isActive: true,
      gender: false,
      birthDay: '1995-03-21T00:00:00',
      nationalId: null,
      nationalityId: 'IR',
      isNewsletter: false,
      timezone: null,
    });
  });

  it('UpdateCurrentUserProfile binds keys case-insensitively (firstname, lastname, isNewsLetter)', async () => {
    const { accessToken: token } = await registerUser(freshPhone());
    const update = await request(api('Profile/UpdateCurrentUserProfile'), {
      method: 'PUT',
      token,
      body: {
        gender: true,
        firstname: 'علی',
        lastname: 'رضایی',
        isNewsLetter: true,
        nationalId: '۰۰۱۲۳۴۵۶۷۸',
        birthDay: '1990-05-21',
      },
    });
    expect(update.status).toBe(200);
    expect(update.body.result).toBeNull();
    const profile = await request(api('Profile/GetCurrentUserProfileForEdit'), { token });
    expect(profile.body.result).toMatchObject({
      firstName: 'علی',
      lastName: 'رضایی',
      gender: true,
      isNewsletter: true,
      nationalId: '0012345678',
      birthDay: '1990-05-21T00:00:00',
    });
  });

  it('firstName and lastName are required: 400 with camelCased members', async () => {
    const response = await request(api('Profile/UpdateCurrentUserProfile'), {
      method: 'PUT',
      token: await demoToken(),
      body: { gender: true },
    });
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors).toEqual([
      { message: 'The FirstName field is required.', members: ['firstName'] },
      { message: 'The LastName field is required.', members: ['lastName'] },
    ]);
    expect(response.body.error!.details).toContain(' - The FirstName field is required.');
  });

  it('UpdateProfileEmail sets the address and isEmailConfirmed false; a malformed address is a 400', async () => {
    const { accessToken: token } = await registerUser(freshPhone());
    const bad = await request(api('Profile/UpdateProfileEmail'), {
      method: 'PUT',
      token,
      body: { emailAddress: 'not-an-email' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error!.validationErrors).toEqual([
      { message: 'نشانی ایمیل معتبر نیست.', members: ['emailAddress'] },
    ]);
    const good = await request(api('Profile/UpdateProfileEmail'), {
      method: 'PUT',
      token,
      body: { emailAddress: 'new@example.com' },
    });
    expect(good.status).toBe(200);
    const profile = await request<AbpBody<Record<string, unknown>>>(api('Profile/GetCurrentUserProfileForEdit'), {
      token,
    });
    expect(profile.body.result).toMatchObject({ emailAddress: 'new@example.com', isEmailConfirmed: false });
  });

  it('UpdateProfilePhoneNumber normalises the number and refuses one of another account', async () => {
    const { accessToken: token } = await registerUser(freshPhone());
    const target = freshPhone();
    const moved = await request(api('Profile/UpdateProfilePhoneNumber'), {
      method: 'PUT',
      token,
      body: { phoneNumber: `+98${target.slice(1)}` },
    });
    expect(moved.status).toBe(200);
    const profile = await request<AbpBody<Record<string, unknown>>>(api('Profile/GetCurrentUserProfileForEdit'), {
      token,
    });
    expect(profile.body.result).toMatchObject({ phoneNumber: target });
    const taken = await request(api('Profile/UpdateProfilePhoneNumber'), {
      method: 'PUT',
      token,
      body: { phoneNumber: DEMO_USER.phoneNumber },
    });
    expect(taken.status).toBe(500);
    expect(taken.body.error!.message).toBe('این شماره موبایل قبلاً برای حساب دیگری ثبت شده است.');
  });

  it('Account/SendEmailActivation answers success with a null result', async () => {
    const response = await request(api('Account/SendEmailActivation'), {
      token: await demoToken(),
      body: { emailAddress: DEMO_USER.emailAddress },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, result: null });
  });
});
