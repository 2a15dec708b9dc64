import { AxiosError, AxiosHeaders } from 'axios';
import { HttpResponse, http } from 'msw';
import { CommerceError, addItem, getCurrentCart, getProductBySlug } from '@/services/commerce';
import {
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  toServiceError,
} from '@/services/errors';
import { changePassword, getCurrentUserProfile, loginWithOtp, loginWithPassword, sendOtp } from '@/services/identity';
import { isOutage } from '@/services/outage';
import { getBalance, makeDepositToken } from '@/services/payment';
import { setToken } from '@/services/session';
import {
  COMMERCE,
  IDENTITY,
  PAYMENT,
  abpError,
  abpOk,
  abpUnauthorized,
  demoProfile,
  server,
  startMswServer,
} from './msw';

startMswServer();

const PROFILE = `${IDENTITY}/api/services/app/Profile/GetCurrentUserProfileForEdit`;

describe('identity and payment return errors as values', () => {
  it('identity returns { ok: true, data } with the envelope result', async () => {
    server.use(http.get(PROFILE, () => abpOk(demoProfile)));
    expect(await getCurrentUserProfile()).toEqual({ ok: true, data: demoProfile });
  });

  it('identity returns { ok: false } instead of throwing on a server error', async () => {
    server.use(http.post(`${IDENTITY}/api/services/app/OTP/Login`, () => abpError(500, { message: 'UserNotFound' })));
    const outcome = await loginWithOtp({ emailOrPhoneNumber: '09120000000', code: '123456' });
    expect(outcome).toEqual({ ok: false, error: { kind: 'server', status: 500, message: 'UserNotFound' } });
  });

  it('payment returns { ok: false } instead of throwing on a network failure', async () => {
    server.use(http.get(`${PAYMENT}/api/services/app/Deposit/GetBalance`, () => HttpResponse.error()));
    const outcome = await getBalance();
    expect(outcome).toEqual({ ok: false, error: { kind: 'network', status: null, message: NETWORK_ERROR_MESSAGE } });
  });

  it("payment shows the envelope's message verbatim, or 'خطا در ارسال درخواست!' when there is none", async () => {
    setToken('token-abc');
    server.use(
      http.post(`${PAYMENT}/api/services/app/UserDepositBankGateway/MakeToken`, () =>
        abpError(500, { message: 'حداقل مبلغ شارژ ۱۰٬۰۰۰ تومان است' }),
      ),
    );
    const withMessage = await makeDepositToken({ gatewayId: 3, amount: 10, callBackUrl: 'http://x/profile/wallet' });
    expect(!withMessage.ok && withMessage.error.message).toBe('حداقل مبلغ شارژ ۱۰٬۰۰۰ تومان است');

    server.use(
      http.post(
        `${PAYMENT}/api/services/app/UserDepositBankGateway/MakeToken`,
        () => new HttpResponse(null, { status: 502 }),
      ),
    );
    const withoutMessage = await makeDepositToken({ gatewayId: 3, amount: 10, callBackUrl: 'http://x/profile/wallet' });
    expect(withoutMessage).toEqual({
      ok: false,
      error: { kind: 'server', status: 502, message: GENERIC_ERROR_MESSAGE },
    });
  });
});

describe('commerce helpers throw', () => {
  it('reject with a CommerceError that carries the ServiceError', async () => {
    server.use(
      http.post(`${COMMERCE}/api/services/app/Cart/AddItem`, () => abpError(500, { message: 'محصول موجود نیست' })),
    );
    const failure = await addItem({ variantId: 1, quantity: 1 }, null).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(CommerceError);
    expect((failure as CommerceError).error).toEqual({ kind: 'server', status: 500, message: 'محصول موجود نیست' });
  });

  it('reject with a network CommerceError when the host is unreachable', async () => {
    server.use(http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => HttpResponse.error()));
    await expect(getCurrentCart('device-1')).rejects.toMatchObject({ error: { kind: 'network' } });
  });

  it('resolve to the envelope result, null when no cart exists', async () => {
    server.use(http.get(`${COMMERCE}/api/services/app/Cart/GetCurrentCart`, () => abpOk(null)));
    expect(await getCurrentCart(null)).toBeNull();
  });

  it('getProductBySlug resolves to null for an unknown slug (404)', async () => {
    server.use(
      http.get(`${COMMERCE}/api/services/app/Product/GetBySlug`, () =>
        abpError(404, { message: 'رکورد مورد نظر شما Product با شناسه = nope یافت نشد!' }),
      ),
    );
    expect(await getProductBySlug('nope')).toBeNull();
  });
});

describe('toServiceError', () => {
  it('maps ABP 400 validationErrors members to fields', async () => {
    setToken('token-abc');
    server.use(
      http.post(`${IDENTITY}/api/services/app/Account/ChangePassword`, () =>
        abpError(400, {
          message: 'درخواست شما معتبر نمی باشد!',
          validationErrors: [
            { message: 'The NewPassword field is required.', members: ['newPassword'] },
            { message: 'The CurrentPassword field is required.', members: ['currentPassword'] },
          ],
        }),
      ),
    );
    const outcome = await changePassword({ currentPassword: '', newPassword: '' });
    expect(outcome).toEqual({
      ok: false,
      error: {
        kind: 'validation',
        status: 400,
        message: 'درخواست شما معتبر نمی باشد!',
        fields: {
          newPassword: 'The NewPassword field is required.',
          currentPassword: 'The CurrentPassword field is required.',
        },
      },
    });
  });

  it("maps 401 to kind 'unauthorized' with the Persian message 'ورود شما منقضی شده است'", async () => {
    setToken('expired-token');
    server.use(http.get(PROFILE, () => abpUnauthorized()));
    expect(await getCurrentUserProfile()).toEqual({
      ok: false,
      error: { kind: 'unauthorized', status: 401, message: SESSION_EXPIRED_MESSAGE },
    });
    expect(SESSION_EXPIRED_MESSAGE).toBe('ورود شما منقضی شده است');
  });

  it("keeps the server's reason for a 401 on an anonymous call (a wrong password is not an expired session)", async () => {
    server.use(
      http.post(`${IDENTITY}/api/TokenAuth/Login`, () =>
        abpError(401, { message: 'نام کاربری یا رمز عبور نامعتبر است.' }),
      ),
    );
    const outcome = await loginWithPassword({ emailOrPhoneNumber: '09123456789', password: 'wrong' });
    expect(outcome).toEqual({
      ok: false,
      error: { kind: 'unauthorized', status: 401, message: 'نام کاربری یا رمز عبور نامعتبر است.' },
    });
  });

  it("shows a throttled call's (429) Persian message, and a 429 is no outage", async () => {
    const message = 'تعداد تلاش‌های ناموفق ورود بیش از حد مجاز است. لطفاً ۱۰ دقیقه دیگر دوباره تلاش کنید.';
    server.use(http.post(`${IDENTITY}/api/TokenAuth/Login`, () => abpError(429, { message })));
    const outcome = await loginWithPassword({ emailOrPhoneNumber: '09123456789', password: 'wrong' });
    expect(outcome).toEqual({ ok: false, error: { kind: 'server', status: 429, message } });
    expect(!outcome.ok && isOutage(outcome.error)).toBe(false);

    const codes = 'تعداد کدهای ارسال‌شده به این شماره بیش از حد مجاز است. لطفاً ۵۵ دقیقه دیگر دوباره تلاش کنید.';
    server.use(http.post(`${IDENTITY}/api/services/app/OTP/SendOTP`, () => abpError(429, { message: codes })));
    expect(await sendOtp('09123456789')).toEqual({ ok: false, error: { kind: 'server', status: 429, message: codes } });
  });

  it('maps a timeout (no response) to the network message', () => {
    const timeout = new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED, {
      headers: new AxiosHeaders(),
    });
    expect(toServiceError(timeout)).toEqual({ kind: 'network', status: null, message: NETWORK_ERROR_MESSAGE });
    expect(NETWORK_ERROR_MESSAGE).toBe('ارتباط با سرور برقرار نشد. اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.');
  });

  it("maps a Strapi or WordPress error body to its message and a 404 to kind 'notFound'", () => {
    const strapi404 = new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 404,
      statusText: 'Not Found',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } },
    });
    expect(toServiceError(strapi404)).toEqual({ kind: 'notFound', status: 404, message: 'Not Found' });
  });

  it("falls back to 'خطا در ارسال درخواست!' for anything else thrown", () => {
    expect(toServiceError(new Error('boom'))).toEqual({
      kind: 'server',
      status: null,
      message: 'خطا در ارسال درخواست!',
    });
  });
});
