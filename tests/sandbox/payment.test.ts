// Payment host over real HTTP (CONTRACTS.md §3, §10, §11): wallet, gateways, the bank simulator
// settling each token exactly once, the ledger, and paying commerce orders.
import { DEMO_USER, DEMO_WALLET_BALANCE } from '@/sandbox/seed/demo';
import { request, startSandbox, type AbpBody, type StartedSandbox } from './helpers';

type Transaction = {
  id: number;
  amount: number;
  currencyType: string;
  type: string;
  typeStr: string;
  information: string;
  creationTime: string;
  creationDateStr: string;
  creationTimeStr: string;
};
type Paged<T> = { totalCount: number; items: T[] };
type Order = { id: number; payableAmount: number; status?: string };

let sandbox: StartedSandbox;
const app = (path: string) => `${sandbox.url}/payment/api/services/app/${path}`;
const pageUrl = (tokenId: string) => `${sandbox.url}/payment/fa/User/Payment/PaymentRequest?tokenId=${tokenId}`;
const CALLBACK = 'http://localhost:3000/profile/wallet?from=gateway';
const SAMAN = 3;
const DISABLED_GATEWAY = 7;

let nextPhone = 100;
/** A new shopper with an empty wallet. */
async function newShopper(): Promise<string> {
  const phone = `0937000${String(nextPhone++).padStart(4, '0')}`;
  await request(`${sandbox.url}/identity/api/services/app/OTP/SendOTP`, { body: { emailOrPhoneNumber: phone } });
  const { body: otp } = await request<{ code: string }>(`${sandbox.url}/__sandbox/otp?phoneNumber=${phone}`);
  const registered = await request<AbpBody<{ accessToken: string }>>(`${sandbox.url}/identity/api/services/app/OTP/Register`, {
    body: { emailOrPhoneNumber: phone, code: otp.code, password: 'secret12' },
  });
  return registered.body.result!.accessToken;
}

async function demoToken(): Promise<string> {
  const response = await request<AbpBody<{ accessToken: string }>>(`${sandbox.url}/identity/api/TokenAuth/Login`, {
    body: { emailOrPhoneNumber: DEMO_USER.phoneNumber, password: DEMO_USER.password },
  });
  return response.body.result!.accessToken;
}

async function balanceOf(token: string): Promise<number> {
  const response = await request<AbpBody<{ amount: number }>>(app('Deposit/GetBalance'), { token });
  return response.body.result!.amount;
}

async function makeToken(token: string, body: Record<string, unknown>) {
  return request<AbpBody<{ tokenId: string }>>(app('UserDepositBankGateway/MakeToken'), {
    token,
    body: { gatewayId: SAMAN, callBackUrl: CALLBACK, currencyType: 'IRR', ipAddress: 1, ...body },
  });
}

async function chargeToken(token: string, amount: number): Promise<string> {
  const response = await makeToken(token, { amount });
  expect(response.status).toBe(200);
  return response.body.result!.tokenId;
}

/** The simulator's form post; returns the redirect without following it. */
async function decide(tokenId: string, decision: 'pay' | 'cancel') {
  const response = await fetch(pageUrl(tokenId), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tokenId, decision }),
    redirect: 'manual',
  });
  return { status: response.status, location: new URL(response.headers.get('location') ?? 'http://none/') };
}

async function transactions(token: string, query = '') {
  const response = await request<AbpBody<Paged<Transaction>>>(
    `${app('TransactionDeposit/GetAll')}?CurrencyType=IRR&SkipCount=0&MaxResultCount=50${query}`,
    { token },
  );
  expect(response.status).toBe(200);
  return response.body.result!;
}

/** A pending commerce order for the shopper: one cart line, then Order/Create. */
async function createOrder(token: string): Promise<Order> {
  const search = await request<AbpBody<{ pagedResult: { items: { minVariant: { items: { id: number; status: string }[] } }[] } }>>(
    `${sandbox.url}/commerce/api/services/app/Product/SearchWithFacets`,
    { body: { skipCount: 0, maxResultCount: 20, onlyAvailable: true } },
  );
  const variantId = search.body
    .result!.pagedResult.items.flatMap((item) => item.minVariant?.items ?? [])
    .find((variant) => variant.status === 'InStock')!.id;
  const added = await request<AbpBody<{ deviceId: string }>>(`${sandbox.url}/commerce/api/services/app/Cart/AddItem`, {
    token,
    body: { variantId, quantity: 1 },
  });
  expect(added.status).toBe(200);
  const order = await request<AbpBody<Order>>(`${sandbox.url}/commerce/api/services/app/Order/Create`, {
    token,
    headers: { 'X-Device-Id': added.body.result!.deviceId },
    body: { firstName: 'آزمون', lastName: 'خریدار', phoneNumber: '09120000000', email: null, gender: true, specialRequest: null },
  });
  expect(order.status).toBe(200);
  return order.body.result!;
}

async function orderStatus(token: string, orderId: number): Promise<string> {
  const response = await request<AbpBody<{ status: string }>>(
    `${sandbox.url}/commerce/api/services/app/Order/Get?Id=${orderId}`,
    { token },
  );
  return response.body.result!.status;
}

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Deposit/GetBalance', () => {
  it('the demo wallet starts at DEMO_WALLET_BALANCE in IRR', async () => {
    const response = await request(app('Deposit/GetBalance'), { token: await demoToken() });
    expect(response.body.result).toEqual({ amount: DEMO_WALLET_BALANCE, currencyType: 'IRR' });
  });

  it.each([
    'Deposit/GetBalance',
    'UserDepositBankGateway/GetAll?CurrencyType=IRR',
    'TransactionDeposit/GetAll',
  ])('%s needs a login: 401', async (path) => {
    const response = await request(app(path));
    expect(response.status).toBe(401);
    expect(response.body.unAuthorizedRequest).toBe(true);
  });
});

describe('UserDepositBankGateway/GetAll', () => {
  it('is a bare array of gateway groups with Persian titles, local logos, empty forms and one disabled gateway', async () => {
    const response = await request<AbpBody<{ title: string; image: { path: string }; gateways: { id: number; isEnabled: boolean; form: unknown }[] }[]>>(
      `${app('UserDepositBankGateway/GetAll')}?CurrencyType=IRR`,
      { token: await demoToken() },
    );
    const groups = response.body.result!;
    expect(Array.isArray(groups)).toBe(true);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    const gateways = groups.flatMap((group) => group.gateways);
    expect(gateways.filter((gateway) => gateway.isEnabled).length).toBeGreaterThanOrEqual(2);
    expect(gateways.some((gateway) => !gateway.isEnabled)).toBe(true);
    for (const group of groups) {
      expect(group.title).toMatch(/[آ-ی]/);
      expect(group.image.path).toMatch(/\/payment\/files\/gateways\/[a-z]+\.svg$/);
    }
    expect(gateways[0].form).toEqual({ elements: [] });
  });
});

describe('UserDepositBankGateway/MakeToken', () => {
  it('answers a uuid tokenId', async () => {
    const response = await makeToken(await demoToken(), { amount: 500_000 });
    expect(response.status).toBe(200);
    expect(response.body.result!.tokenId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it.each([9_999, 500_000_001, 0, -50_000])(
    'amounts outside 10,000..500,000,000 IRR (%d) are a 400 with a Persian message',
    async (amount) => {
      const response = await makeToken(await demoToken(), { amount });
      expect(response.status).toBe(400);
      expect(response.body.error!.validationErrors).toEqual([
        { message: 'مبلغ باید بین ۱٬۰۰۰ و ۵۰٬۰۰۰٬۰۰۰ تومان باشد.', members: ['amount'] },
      ]);
    },
  );

  it.each([10_000, 500_000_000])('the limits themselves (%d) are allowed', async (amount) => {
    expect((await makeToken(await demoToken(), { amount })).status).toBe(200);
  });

  it.each(['javascript:alert(1)', 'ftp://example.com/x', 'not a url'])(
    'callBackUrl must be http(s): %s is a 400',
    async (callBackUrl) => {
      const response = await makeToken(await demoToken(), { amount: 50_000, callBackUrl });
      expect(response.status).toBe(400);
      expect(response.body.error!.validationErrors![0].members).toEqual(['callBackUrl']);
    },
  );

  it.each([DISABLED_GATEWAY, 999])('a disabled or unknown gateway (%d) is a user-friendly 500', async (gatewayId) => {
    const response = await makeToken(await demoToken(), { amount: 50_000, gatewayId });
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('درگاه پرداخت انتخاب شده در دسترس نیست.');
  });

  it('a wrong amount type is a 400, not a crash', async () => {
    const response = await makeToken(await demoToken(), { amount: { much: true } });
    expect(response.status).toBe(400);
  });
});

describe('the bank-gateway simulator page', () => {
  it('is a Persian RTL page with the amount in Toman, the merchant and the buttons پرداخت and انصراف in a POST form', async () => {
    const tokenId = await chargeToken(await demoToken(), 1_250_000);
    const response = await fetch(pageUrl(tokenId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain('۱۲۵٬۰۰۰ تومان');
    expect(html).toContain('فروشگاه گیمینو');
    expect(html).toMatch(/<form method="post">/);
    expect(html).toMatch(/<button type="submit" name="decision" value="pay"[^>]*>پرداخت<\/button>/);
    expect(html).toMatch(/<button type="submit" name="decision" value="cancel"[^>]*>انصراف<\/button>/);
  });

  it('an unknown token is a Persian error page', async () => {
    const response = await fetch(pageUrl('00000000-0000-0000-0000-000000000000'));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('تراکنشی با این شناسه یافت نشد.');
  });

  it('paying credits the wallet and 303-redirects to callBackUrl with status=success, tokenId and amount', async () => {
    const token = await newShopper();
    const tokenId = await chargeToken(token, 700_000);
    const { status, location } = await decide(tokenId, 'pay');
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/profile/wallet');
    expect(Object.fromEntries(location.searchParams)).toEqual({ from: 'gateway', status: 'success', tokenId, amount: '700000' });
    expect(await balanceOf(token)).toBe(700_000);
  });

  it('canceling credits nothing and redirects with status=canceled', async () => {
    const token = await newShopper();
    const tokenId = await chargeToken(token, 700_000);
    const { location } = await decide(tokenId, 'cancel');
    expect(location.searchParams.get('status')).toBe('canceled');
    expect(await balanceOf(token)).toBe(0);
    // Paying a canceled token afterwards keeps the recorded outcome.
    expect((await decide(tokenId, 'pay')).location.searchParams.get('status')).toBe('canceled');
    expect(await balanceOf(token)).toBe(0);
  });

  it('a replayed pay (or cancel after paying) never credits twice and redirects with the recorded outcome', async () => {
    const token = await newShopper();
    const tokenId = await chargeToken(token, 300_000);
    await decide(tokenId, 'pay');
    const replay = await decide(tokenId, 'pay');
    const cancel = await decide(tokenId, 'cancel');
    expect(replay.location.searchParams.get('status')).toBe('success');
    expect(cancel.location.searchParams.get('status')).toBe('success');
    expect(await balanceOf(token)).toBe(300_000);
    const page = await fetch(pageUrl(tokenId));
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('این تراکنش قبلاً انجام شده است.');
  });

  it('20 concurrent pay posts credit exactly once', async () => {
    const token = await newShopper();
    const tokenId = await chargeToken(token, 1_000_000);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => decide(tokenId, 'pay')));
    expect(outcomes.every((outcome) => outcome.status === 303)).toBe(true);
    expect(outcomes.every((outcome) => outcome.location.searchParams.get('status') === 'success')).toBe(true);
    expect(await balanceOf(token)).toBe(1_000_000);
    expect((await transactions(token)).totalCount).toBe(1);
  });

  it('a token older than 20 minutes fails without credit', async () => {
    const token = await newShopper();
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokenId = await chargeToken(token, 200_000);
    vi.setSystemTime(Date.now() + 21 * 60 * 1000);
    const { location } = await decide(tokenId, 'pay');
    expect(location.searchParams.get('status')).toBe('failed');
    expect(await balanceOf(token)).toBe(0);
  });
});

describe('TransactionDeposit/GetAll', () => {
  it('the demo ledger sums to the balance and is newest first', async () => {
    const token = await demoToken();
    const ledger = await transactions(token);
    expect(ledger.totalCount).toBeGreaterThanOrEqual(4);
    const times = ledger.items.map((item) => item.creationTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(ledger.items.reduce((sum, item) => sum + item.amount, 0)).toBe(await balanceOf(token));
  });

  it('items carry type, Persian typeStr, information, an offset-free creationTime and Jalali date strings', async () => {
    const token = await newShopper();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-14T15:33:45Z')); // 19:03:45 in Tehran
    await decide(await chargeToken(token, 500_000), 'pay');
    vi.useRealTimers();
    const [item] = (await transactions(token)).items;
    expect(item).toMatchObject({
      amount: 500_000,
      currencyType: 'IRR',
      type: 'IncreaseDeposit',
      typeStr: 'افزایش اعتبار',
      information: 'شارژ کیف پول از درگاه بانک سامان',
      creationTime: '2025-12-14T19:03:45',
      creationDateStr: '1404/09/23',
      creationTimeStr: '19:03',
    });
  });

  it('pages with SkipCount/MaxResultCount, newest first', async () => {
    const token = await newShopper();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const [day, amount] of [[1, 100_000], [2, 200_000], [3, 300_000]] as const) {
      vi.setSystemTime(new Date(`2025-11-0${day}T08:00:00Z`));
      await decide(await chargeToken(token, amount), 'pay');
    }
    vi.useRealTimers();
    const first = await request<AbpBody<Paged<Transaction>>>(`${app('TransactionDeposit/GetAll')}?SkipCount=0&MaxResultCount=2`, { token });
    const second = await request<AbpBody<Paged<Transaction>>>(`${app('TransactionDeposit/GetAll')}?skipcount=2&maxresultcount=2`, { token });
    expect(first.body.result!.totalCount).toBe(3);
    expect(first.body.result!.items.map((item) => item.amount)).toEqual([300_000, 200_000]);
    expect(second.body.result!.items.map((item) => item.amount)).toEqual([100_000]);

    const window = await transactions(token, '&CreationTimeFrom=2025-11-02&CreationTimeTo=2025-11-02');
    expect(window.items.map((item) => item.amount)).toEqual([200_000]);
  });

  it('filters by Type in any array form', async () => {
    const ledger = await transactions(await demoToken(), '&Type[0]=DecreaseDeposit');
    expect(ledger.items.length).toBeGreaterThan(0);
    expect(ledger.items.every((item) => item.type === 'DecreaseDeposit' && item.typeStr === 'برداشت' && item.amount < 0)).toBe(true);
  });

  it('MaxResultCount out of 1..1000 is a 400', async () => {
    const response = await request(`${app('TransactionDeposit/GetAll')}?MaxResultCount=0`, { token: await demoToken() });
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors![0].members).toEqual(['maxResultCount']);
  });
});

describe('paying an order (reserve)', () => {
  it('DepositReserve/ConfirmByDeposit pays from the wallet once; a second call changes nothing', async () => {
    const token = await demoToken();
    const before = await balanceOf(token);
    const order = await createOrder(token);
    const first = await request(app('DepositReserve/ConfirmByDeposit'), {
      token,
      body: { reserveId: order.id, username: DEMO_USER.phoneNumber },
    });
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({ isSuccess: true, reserveId: order.id, remainingBalance: before - order.payableAmount });
    expect(await orderStatus(token, order.id)).toBe('Paid');

    const second = await request(app('DepositReserve/ConfirmByDeposit'), { token, body: { reserveId: order.id } });
    expect(second.body.result).toEqual({ isSuccess: true, reserveId: order.id, remainingBalance: before - order.payableAmount });
    expect(await balanceOf(token)).toBe(before - order.payableAmount);
    const debits = await transactions(token, `&reserveId=${order.id}&Type=DecreaseDeposit`);
    expect(debits.totalCount).toBe(1);
  });

  it('a short balance is a user-friendly 500 with the shortfall in details', async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const response = await request(app('DepositReserve/ConfirmByDeposit'), { token, body: { reserveId: order.id } });
    expect(response.status).toBe(500);
    expect(response.body.error!.message).toBe('موجودی کیف پول برای پرداخت این سفارش کافی نیست.');
    expect(response.body.error!.details).toBe(`مبلغ کسری: ${order.payableAmount.toLocaleString('fa-IR')} ریال`);
    expect(await orderStatus(token, order.id)).toBe('Pending');
  });

  it('someone else\'s order is a 404', async () => {
    const order = await createOrder(await newShopper());
    const stranger = await newShopper();
    const confirm = await request(app('DepositReserve/ConfirmByDeposit'), { token: stranger, body: { reserveId: order.id } });
    expect(confirm.status).toBe(404);
    const gateways = await request(`${app('ReserveBankGateway/GetAll')}?ReserveId=${order.id}&Username=x`, { token: stranger });
    expect(gateways.status).toBe(404);
  });

  it('a reserve token paid at the gateway credits and debits the wallet and marks the order paid, once', async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const gateways = await request<AbpBody<unknown[]>>(`${app('ReserveBankGateway/GetAll')}?ReserveId=${order.id}&Username=x`, { token });
    expect(gateways.body.result!.length).toBeGreaterThanOrEqual(2);
    const made = await request<AbpBody<{ tokenId: string }>>(app('ReserveBankGateway/MakeToken'), {
      token,
      body: { gatewayId: SAMAN, amount: order.payableAmount, callBackUrl: CALLBACK, currencyType: 'IRR', reserveId: order.id, ipAddress: 1 },
    });
    expect(made.status).toBe(200);
    const tokenId = made.body.result!.tokenId;
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => decide(tokenId, 'pay')));
    expect(outcomes.every((outcome) => outcome.location.searchParams.get('status') === 'success')).toBe(true);
    expect(await orderStatus(token, order.id)).toBe('Paid');
    expect(await balanceOf(token)).toBe(0);
    const ledger = await transactions(token, `&reserveId=${order.id}`);
    expect(ledger.items.map((item) => item.type).sort()).toEqual(['DecreaseDeposit', 'IncreaseDeposit']);

    const again = await request(app('ReserveBankGateway/MakeToken'), {
      token,
      body: { gatewayId: SAMAN, amount: order.payableAmount, callBackUrl: CALLBACK, reserveId: order.id },
    });
    expect(again.status).toBe(500);
    expect(again.body.error!.message).toBe('این سفارش در انتظار پرداخت نیست.');
  });

  it('a reserve payment below the order total keeps the money in the wallet and reports failed', async () => {
    const token = await newShopper();
    const order = await createOrder(token);
    const made = await request<AbpBody<{ tokenId: string }>>(app('ReserveBankGateway/MakeToken'), {
      token,
      body: { gatewayId: SAMAN, amount: 10_000, callBackUrl: CALLBACK, reserveId: order.id },
    });
    const { location } = await decide(made.body.result!.tokenId, 'pay');
    expect(location.searchParams.get('status')).toBe('failed');
    expect(await balanceOf(token)).toBe(10_000);
    expect(await orderStatus(token, order.id)).toBe('Pending');
  });
});
