// The account against the sandbox (docs/PRODUCT.md; docs/contracts/identity.md): OTP, registration and password
// login, profile, passwords, logout, session expiry, and axe on the account and wallet screens. The wallet's
// money flows are in wallet.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { DEMO, codeSentTo, demoToken, registeredUser, storeToken } from './support';

async function passwordLogin(page: Page, identifier: string, password: string) {
  await page.getByRole('button', { name: 'ورود با رمز عبور' }).click();
  await page.getByRole('textbox', { name: 'شماره موبایل یا ایمیل' }).fill(identifier);
  await page.getByLabel('رمز عبور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

test.describe('login', () => {
  test('OTP login of the demo account: the Token is stored, /profile opens, and the profile tab leads there', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'شماره موبایل' }).fill('۰۹۱۲ ۳۴۵ ۶۷۸۹');
    await page.getByRole('button', { name: 'ارسال کد' }).click();
    const code = page.getByRole('textbox', { name: 'کد تایید' });
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill(await codeSentTo(request, DEMO.phoneNumber));
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByTestId('profile-name')).toHaveText('سارا محمدی');
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeTruthy();
    await page.getByRole('navigation', { name: 'منوی پایین' }).getByRole('link', { name: 'فروشگاه' }).click();
    await expect(page).toHaveURL('/');
    const profileTab = page.getByRole('navigation', { name: 'منوی پایین' }).getByRole('link', { name: 'پروفایل' });
    await expect(profileTab).toHaveAttribute('href', '/profile');
    await profileTab.click();
    await expect(page).toHaveURL('/profile');
  });

  test('an invalid number is stopped with a Persian message and no call', async ({ page }) => {
    let calls = 0;
    page.on('request', (sent) => {
      if (sent.url().includes('OTP/SendOTP')) calls += 1;
    });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'شماره موبایل' }).fill('0912');
    await page.getByRole('button', { name: 'ارسال کد' }).click();
    await expect(page.getByRole('textbox', { name: 'شماره موبایل' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('شماره موبایل معتبر نیست')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('a new number registers through OTP/Register without retyping it', async ({ page, request }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'شماره موبایل' }).fill('+989350000001');
    await page.getByRole('button', { name: 'ارسال کد' }).click();
    await page.getByRole('textbox', { name: 'کد تایید' }).fill(await codeSentTo(request, '09350000001'));
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await page.getByLabel('رمز عبور', { exact: true }).fill('secret12');
    await page.getByRole('button', { name: 'ثبت نام' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('main')).toContainText('۰۹۳۵۰۰۰۰۰۰۱');
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeTruthy();
  });

  test('password login from a /profile page that needed it brings the shopper back there', async ({ page }) => {
    await page.goto('/profile/wallet');
    await expect(page).toHaveURL('/login?returnUrl=%2Fprofile%2Fwallet');
    await passwordLogin(page, DEMO.phoneNumber, DEMO.password);
    await expect(page).toHaveURL('/profile/wallet');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
  });

  test('a returnUrl to another site is ignored', async ({ page }) => {
    await page.goto('/login?returnUrl=%2F%2Fevil.example%2F');
    await passwordLogin(page, DEMO.phoneNumber, DEMO.password);
    await expect(page).toHaveURL('/profile');
  });

  for (const returnUrl of ['/.//evil.example', '/%2e//evil.example/x']) {
    test(`a returnUrl that resolves to another host (${returnUrl}) lands on the shop, and stays there on a reload`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
      await passwordLogin(page, DEMO.phoneNumber, DEMO.password);
      await expect(page).toHaveURL('/profile');
      await page.reload();
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    });
  }

  test('/login is one render for every visitor, kept by the server whatever its returnUrl', async ({ request }) => {
    // Every page behind a login sends a visitor here, whatever page it was: one kept render serves them all. The
    // screen reads returnUrl from the address as it leaves (tests above).
    await request.get('/login');
    const answer = await request.get('/login?returnUrl=%2Fcart');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(await answer.text()).not.toContain('%2Fcart');
  });

  test('a logged-in visitor to /login goes to /profile', async ({ page, request }) => {
    await storeToken(page, await demoToken(request));
    await page.goto('/login');
    await expect(page).toHaveURL('/profile');
  });
});

test.describe('profile', () => {
  test('edit the name and see it on /profile', async ({ page, request }) => {
    await storeToken(page, await registeredUser(request, '09350000002', 'secret12'));
    await page.goto('/profile/edit');
    await page.getByRole('textbox', { name: 'نام', exact: true }).fill('مریم');
    await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('کاظمی');
    await page.getByRole('button', { name: 'ذخیره نام' }).click();
    await expect(page.getByRole('status')).toHaveText('نام شما ذخیره شد.');
    await page.getByRole('link', { name: 'بازگشت' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByTestId('profile-name')).toHaveText('مریم کاظمی');
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText('مریم کاظمی');
  });

  test('change the password, then log in with the new one; a wrong current password is refused', async ({
    page,
    request,
  }) => {
    await storeToken(page, await registeredUser(request, '09350000003', 'Start1234'));
    await page.goto('/profile/change-password');
    await expect(page.getByText('رمز عبور باید دست‌کم ۸ نویسه و شامل حرف و عدد باشد.')).toBeVisible();
    await page.getByLabel('رمز عبور فعلی').fill('Wrong1234');
    await page.getByLabel('رمز عبور جدید', { exact: true }).fill('Changed987');
    await page.getByLabel('تکرار رمز عبور جدید').fill('Changed987');
    await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('رمز عبور فعلی صحیح نیست.');
    await page.getByLabel('رمز عبور فعلی').fill('Start1234');
    await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    await expect(page).toHaveURL('/profile');
    await page.getByRole('button', { name: 'خروج' }).click();
    await expect(page).toHaveURL('/');
    // Through the profile tab: a reload would run storeToken's init script and log the old session back in.
    await page.getByRole('navigation', { name: 'منوی پایین' }).getByRole('link', { name: 'پروفایل' }).click();
    await expect(page).toHaveURL('/login');
    await passwordLogin(page, '09350000003', 'Changed987');
    await expect(page).toHaveURL('/profile');
  });

  test('forgotten password end to end, back to /login with a success toast', async ({ page, request }) => {
    await registeredUser(request, '09350000004', 'Start1234');
    await page.goto('/login');
    await page.getByRole('link', { name: 'رمز عبور را فراموش کرده‌اید؟' }).click();
    await expect(page).toHaveURL('/profile/forget-password');
    await page.getByRole('textbox', { name: 'شماره موبایل' }).fill('09350000004');
    await page.getByRole('button', { name: 'ارسال کد' }).click();
    const code = page.getByRole('textbox', { name: 'کد تایید' });
    await expect(code).toBeVisible();
    await code.fill(await codeSentTo(request, '09350000004'));
    await page.getByRole('button', { name: 'تایید کد' }).click();
    await page.getByLabel('رمز عبور جدید', { exact: true }).fill('Recovered55');
    await page.getByLabel('تکرار رمز عبور جدید').fill('Recovered55');
    await page.getByRole('button', { name: 'ذخیره رمز عبور' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status')).toContainText('رمز عبور شما تغییر کرد');
    await passwordLogin(page, '09350000004', 'Recovered55');
    await expect(page).toHaveURL('/profile');
  });

  test('a new phone number is confirmed with the code sent to it', async ({ page, request }) => {
    await storeToken(page, await registeredUser(request, '09350000005', 'Start1234'));
    await page.goto('/profile/edit');
    const section = page.getByRole('region', { name: 'شماره موبایل' });
    await expect(section).toContainText('تأیید شده');
    await section.getByRole('textbox', { name: 'شماره موبایل' }).fill('09350000006');
    await section.getByRole('button', { name: 'ذخیره شماره موبایل' }).click();
    const code = section.getByRole('textbox', { name: 'کد تایید' });
    await expect(code).toBeVisible();
    await expect(section).toContainText('تأیید نشده');
    await code.fill(await codeSentTo(request, '09350000006'));
    await section.getByRole('button', { name: 'تأیید شماره موبایل' }).click();
    await expect(page.getByRole('status')).toHaveText('شماره موبایل شما تأیید شد.');
    await expect(section).toContainText('وضعیت: تأیید شده');
    await page.getByRole('link', { name: 'بازگشت' }).click();
    await expect(page.getByRole('main')).toContainText('۰۹۳۵۰۰۰۰۰۰۶');
  });

  test('logout clears the token and the user and returns to /', async ({ page, request }) => {
    await storeToken(page, await demoToken(request));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'خروج' }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
    await expect(
      page.getByRole('navigation', { name: 'منوی پایین' }).getByRole('link', { name: 'پروفایل' }),
    ).toHaveAttribute('href', '/login');
  });

  test('a session that expires mid-page: the error modal leads to /login and the typed name stays', async ({
    page,
    request,
  }) => {
    await storeToken(page, await demoToken(request));
    await page.goto('/profile/edit');
    const firstName = page.getByRole('textbox', { name: 'نام', exact: true });
    await expect(firstName).toBeVisible();
    await page.evaluate(() => localStorage.setItem('Token', 'expired-token'));
    await firstName.fill('نیما');
    await page.getByRole('button', { name: 'ذخیره نام' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('ورود شما منقضی شده است');
    await expect(dialog.getByRole('link', { name: 'ورود' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fprofile%2Fedit',
    );
    await expect(firstName).toHaveValue('نیما');
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
    await dialog.getByRole('link', { name: 'ورود' }).click();
    await expect(page).toHaveURL('/login?returnUrl=%2Fprofile%2Fedit');
  });
});

test('the account and wallet screens have no accessibility violations', async ({ page, request }) => {
  const check = async (label: string) => {
    await expect(page.getByTestId('account-skeleton')).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${label}: ${violation.id}`)).toEqual([]);
  };
  for (const path of ['/login', '/profile/forget-password']) {
    await page.goto(path);
    await check(path);
  }
  await page.getByRole('textbox', { name: 'شماره موبایل' }).fill('09123');
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await check('forget-password with an error');

  await storeToken(page, await demoToken(request));
  for (const path of [
    '/profile',
    '/profile/edit',
    '/profile/change-password',
    '/profile/wallet',
    '/profile/wallet/charge',
    '/profile/wallet/transactions',
    '/profile/wallet/faq',
  ]) {
    await page.goto(path);
    await check(path);
  }
});
