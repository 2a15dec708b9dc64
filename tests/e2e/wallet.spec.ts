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
    await expect(page).toHaveURL(/\/profile\/wallet\?status=success/);
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
    await page.goto('/profile/wallet?status=success&tokenId=made-up&amount=7770000');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'این پرداخت در تراکنش‌های کیف پول شما دیده نمی‌شود',
    );
    await expect(page.getByText('پرداخت با موفقیت انجام شد')).toHaveCount(0);
    expect((await wallet(request, accessToken)).balance).toBe(before.balance);
  });

  test('a cancelled payment changes nothing', async ({ page, request }) => {
    const accessToken = await demoToken(request);
    const before = await wallet(request, accessToken);
    await storeToken(page, accessToken);
    await page.goto('/profile/wallet/charge');
    await page.getByRole('button', { name: '۱۰۰٬۰۰۰ تومان' }).click();
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await expect(page).toHaveURL(/PaymentRequest/);
    await page.getByRole('button', { name: 'انصراف' }).click();
    await expect(page).toHaveURL(/\/profile\/wallet\?status=canceled/);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('پرداخت لغو شد');
    await expect(page.getByTestId('wallet-balance')).toHaveText(formatToman(before.balance));
    expect(await wallet(request, accessToken)).toEqual(before);
  });

  test('the wallet FAQ opens its answers', async ({ page, request }) => {
    await storeToken(page, await demoToken(request));
    await page.goto('/profile/wallet/faq');
    const question = page.getByText('حداقل و حداکثر مبلغ شارژ چقدر است؟');
    await question.click();
    await expect(page.getByText('از ۱٬۰۰۰ تومان تا ۵۰٬۰۰۰٬۰۰۰ تومان')).toBeVisible();
  });
});
