import sharp from 'sharp';
// Payment host over real HTTP: the bank gateways, charging tokens, and the bank-gateway simulator that
// settles each token exactly once (docs/contracts/payment.md, "Gateways", "Charging the wallet" and "Bank simulator").
import { request, sandboxForThisFile, type AbpBody } from './helpers';
import { paymentCalls, DISABLED_GATEWAY } from './payment-calls';

const sandbox = sandboxForThisFile();
const { app, pageUrl, newShopper, demoToken, balanceOf, makeToken, chargeToken, decide, transactions } =
  paymentCalls(sandbox);
afterEach(() => {
  vi.useRealTimers();
});

describe('UserDepositBankGateway/GetAll', () => {
  it('is a bare array of gateway groups with Persian titles, local logos, empty forms and one disabled gateway', async () => {
    const response = await request<
      AbpBody<
        { title: string; image: { path: string }; gateways: { id: number; isEnabled: boolean; form: unknown }[] }[]
      >
    >(`${app('UserDepositBankGateway/GetAll')}?CurrencyType=IRR`, { token: await demoToken() });
    const groups = response.body.result!;
    expect(Array.isArray(groups)).toBe(true);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    const gateways = groups.flatMap((group) => group.gateways);
    expect(gateways.filter((gateway) => gateway.isEnabled).length).toBeGreaterThanOrEqual(2);
    expect(gateways.some((gateway) => !gateway.isEnabled)).toBe(true);
    for (const group of groups) {
      expect(group.title).toMatch(/[آ-ی]/);
      expect(group.image.path).toMatch(/\/payment\/files\/gateways\/[a-z]+\.png$/);
    }
    expect(gateways[0].form).toEqual({ elements: [] });
  });

  it("every group's logo is served as a PNG, as the real host serves bank logos; a name no group has is a plain-text 404", async () => {
    const response = await request<AbpBody<{ keyword: string; image: { path: string } }[]>>(
      `${app('UserDepositBankGateway/GetAll')}?CurrencyType=IRR`,
      { token: await demoToken() },
    );
    for (const group of response.body.result!) {
      const logo = await fetch(group.image.path);
      expect(logo.status, group.keyword).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/png');
      const drawn = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
      expect(drawn).toMatchObject({ format: 'png', width: 160, height: 160 });
    }
    const unknown = await fetch(`${sandbox.url}/payment/files/gateways/zarinpal.png`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await unknown.text()).toBe('Not Found');
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

  it('an unknown token is a Persian error page, shown or posted', async () => {
    const response = await fetch(pageUrl('00000000-0000-0000-0000-000000000000'));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('تراکنشی با این شناسه یافت نشد.');
    const posted = await fetch(pageUrl('00000000-0000-0000-0000-000000000000'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'pay' }),
      redirect: 'manual',
    });
    expect(posted.status).toBe(404);
    expect(posted.headers.get('location')).toBeNull();
    expect(await posted.text()).toContain('تراکنشی با این شناسه یافت نشد.');
  });

  it('paying credits the wallet and 303-redirects to callBackUrl, its query kept, with status=1 and nothing else', async () => {
    const token = await newShopper();
    const tokenId = await chargeToken(token, 700_000);
    const { status, location } = await decide(tokenId, 'pay');
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/profile/wallet');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      from: 'gateway',
      status: '1',
    });
    expect(await balanceOf(token)).toBe(700_000);
  });

  it('canceling credits nothing and redirects with status=0', async () => {
    const token = await newShopper();
    const tokenId = await chargeToken(token, 700_000);
    const { location } = await decide(tokenId, 'cancel');
    expect(location.searchParams.get('status')).toBe('0');
    expect(await balanceOf(token)).toBe(0);
    // Paying a canceled token afterwards keeps the recorded outcome.
    expect((await decide(tokenId, 'pay')).location.searchParams.get('status')).toBe('0');
    expect(await balanceOf(token)).toBe(0);
  });

  it('a replayed pay (or cancel after paying) never credits twice and redirects with the recorded outcome', async () => {
    const token = await newShopper();
    const tokenId = await chargeToken(token, 300_000);
    await decide(tokenId, 'pay');
    const replay = await decide(tokenId, 'pay');
    const cancel = await decide(tokenId, 'cancel');
    expect(replay.location.searchParams.get('status')).toBe('1');
    expect(cancel.location.searchParams.get('status')).toBe('1');
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
    expect(outcomes.every((outcome) => outcome.location.searchParams.get('status') === '1')).toBe(true);
    expect(await balanceOf(token)).toBe(1_000_000);
    expect((await transactions(token)).totalCount).toBe(1);
  });

  it('a token older than 20 minutes fails without credit', async () => {
    const token = await newShopper();
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokenId = await chargeToken(token, 200_000);
    vi.setSystemTime(Date.now() + 21 * 60 * 1000);
    const { location } = await decide(tokenId, 'pay');
    expect(location.searchParams.get('status')).toBe('0');
    expect(await balanceOf(token)).toBe(0);
  });

  it('showing a token older than 20 minutes is a 410 page that settles it as failed, with a way back', async () => {
    const token = await newShopper();
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokenId = await chargeToken(token, 200_000);
    vi.setSystemTime(Date.now() + 21 * 60 * 1000);
    const response = await fetch(pageUrl(tokenId));
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain('مهلت پرداخت این تراکنش به پایان رسیده است.');
    expect(html).toContain('status=0');
    // Settled already: a later pay only repeats the outcome.
    expect((await decide(tokenId, 'pay')).location.searchParams.get('status')).toBe('0');
    expect(await balanceOf(token)).toBe(0);
  });
});
