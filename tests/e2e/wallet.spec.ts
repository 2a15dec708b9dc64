// The wallet against the sandbox (docs/PRODUCT.md; docs/contracts/payment.md): charging through the bank
// simulator, a cancelled payment, the transactions list and the wallet FAQ.
import { expect, test } from './fixtures';
import { formatToman } from '../../lib/money';
import { demoToken, storeToken, wallet } from './support';

test.describe('wallet', () => {
  test('charge 50,000 Toman through the simulator: the balance rises by exactly that and the transaction is listed', async ({
    page,
    request,
  }) => {
    const accessToken = await demoToken(request);
    const before = await wallet(request, accessToken);
    await storeToken(page, accessToken);
    await page.goto('/profile/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(formatToman(before.balance));
    await page.getByRole('link', { name: 'افزایش موجودی' }).click();
    await page.getByRole('textbox', { name: 'مبلغ (تومان)' }).fill('50000');
    await page.getByRole('radio', { name: 'بانک سامان' }).check();
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await expect(page).toHaveURL(/\/payment\/fa\/User\/Payment\/PaymentRequest\?tokenId=/);
    await expect(page.getByText('۵۰٬۰۰۰ تومان')).toBeVisible();
    await page.getByRole('button', { name: 'پرداخت' }).click();
    // The return says status 1 alone, as the payment host does; the amount checked is the one this tab sent.
    await expect(page).toHaveURL(/\/profile\/wallet\?status=1$/);
    await expect(page.getByRole('status')).toContainText('پرداخت با موفقیت انجام شد');
    await expect(page.getByTestId('wallet-balance')).toHaveText(formatToman(before.balance + 500_000));
    expect((await wallet(request, accessToken)).balance).toBe(before.balance + 500_000);
    await page.getByRole('link', { name: 'تراکنش ها' }).click();
    const newest = page.getByRole('list', { name: 'تراکنش‌های کیف پول' }).getByRole('listitem').first();
    await expect(newest).toContainText('شارژ کیف پول از درگاه بانک سامان');
    await expect(newest).toContainText('۵۰٬۰۰۰');
    await expect(newest).toContainText('افزایش اعتبار');
  });

  test('a success typed into the address bar is not believed: the transactions do not show it', async ({
    page,
    request,
  }) => {
    const accessToken = await demoToken(request);
    const before = await wallet(request, accessToken);
    await storeToken(page, accessToken);
    await page.goto('/profile/wallet?status=1&tokenId=made-up&amount=7770000');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'این پرداخت در تراکنش‌های کیف پول شما دیده نمی‌شود',
    );
    await expect(page.getByText('پرداخت با موفقیت انجام شد')).toHaveCount(0);
    expect((await wallet(request, accessToken)).balance).toBe(before.balance);
  });

  test('a cancelled payment changes nothing and returns status 0, said as a payment not made', async ({
    page,
    request,
  }) => {
    const accessToken = await demoToken(request);
    const before = await wallet(request, accessToken);
    await storeToken(page, accessToken);
    await page.goto('/profile/wallet/charge');
    await page.getByRole('button', { name: '۱۰۰٬۰۰۰ تومان' }).click();
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await expect(page).toHaveURL(/PaymentRequest/);
    await page.getByRole('button', { name: 'انصراف' }).click();
    await expect(page).toHaveURL(/\/profile\/wallet\?status=0$/);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('پرداخت انجام نشد');
    await expect(page.getByTestId('wallet-balance')).toHaveText(formatToman(before.balance));
    expect(await wallet(request, accessToken)).toEqual(before);
  });

  test('a status the payment host never says is no outcome: the wallet shows as it is, and the server counts it', async ({
    page,
    request,
  }) => {
    const counted = async () => {
      const text = await (await request.get('/api/metrics')).text();
      const line = /^upstream_contract_mismatch_total\{service="payment",operation="GatewayReturn_Navigate"\} (\d+)$/m;
      return Number(text.match(line)?.[1] ?? 0);
    };
    const accessToken = await demoToken(request);
    const before = await wallet(request, accessToken);
    const countedBefore = await counted();
    await storeToken(page, accessToken);
    const response = await page.goto('/profile/wallet?status=2');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('wallet-balance')).toHaveText(formatToman(before.balance));
    await expect(page.getByTestId('latest-transactions')).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/پرداخت با موفقیت|در حال بررسی پرداخت|پرداخت انجام نشد/)).toHaveCount(0);
    expect(await counted()).toBeGreaterThan(countedBefore);
  });

  test('the wallet FAQ opens its answers', async ({ page, request }) => {
    await storeToken(page, await demoToken(request));
    await page.goto('/profile/wallet/faq');
    const question = page.getByText('حداقل و حداکثر مبلغ شارژ چقدر است؟');
    await question.click();
    await expect(page.getByText('از ۱٬۰۰۰ تومان تا ۵۰٬۰۰۰٬۰۰۰ تومان')).toBeVisible();
  });
});
