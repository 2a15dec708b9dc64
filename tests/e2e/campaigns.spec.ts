// A campaign link's source reaches the order: the shop is opened once by a link with utm values, and an order
// placed afterwards carries them to commerce (Order/Create's metaSearchName and metaSearchKey, read back from
// the sandbox's Order/Get).
import { expect, test } from './fixtures';
import { GTA_V, addToCart, orderUnderWay, readOrder, registeredUser, storeToken } from './support';

test('an order placed after landing by a campaign link is credited to its source and campaign', async ({
  page,
  request,
}) => {
  const phoneNumber = '09364100001';
  const token = await registeredUser(request, phoneNumber, 'secret12');
  await storeToken(page, token);

  await page.goto('/?utm_source=instagram&utm_medium=social&utm_campaign=yalda');
  // The campaign is kept once the page is idle.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('gamino.campaign')))
    .toContain('"source":"instagram"');

  await addToCart(page, GTA_V);
  await page.goto('/cart');
  // The contact details are filled from the profile first; a new account has no name yet.
  await expect(page.getByRole('textbox', { name: 'شماره موبایل' })).toHaveValue(phoneNumber);
  await page.getByRole('textbox', { name: 'نام', exact: true }).fill('یلدا');
  await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('کریمی');
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  await expect(orderUnderWay(page).getByTestId('order-status')).toHaveText('در انتظار پرداخت');
  await expect(page).toHaveURL(/\/cart\?order=\d+$/);

  const id = Number(new URL(page.url()).searchParams.get('order'));
  expect(await readOrder(request, token, id)).toMatchObject({ metaSearchName: 'instagram', metaSearchKey: 'yalda' });
});
