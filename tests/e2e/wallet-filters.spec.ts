// The wallet ledger's filters and Excel export against the sandbox: a new shopper with a few ledger
// rows filters by the day they were written and by one type, reloads, removes a chip, and exports; each file,
// read with exceljs, holds exactly the rows the page shows. No accessibility violations, sheet open or closed.
import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { toPersianDigits } from '../../lib/digits';
import { formatTomanNumber } from '../../lib/money';
import {
  GTA_V,
  SANDBOX,
  approveOrder,
  authorised,
  chargeWallet,
  placedOrder,
  registeredUser,
  storeToken,
} from './support';

type LedgerRow = { id: number; amount: number; type: string; creationDateStr: string };

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

/** Two charges and an order paid from the wallet: two IncreaseDeposit rows and one DecreaseDeposit. */
async function shopperWithLedger(
  request: APIRequestContext,
): Promise<{ token: string; rows: LedgerRow[]; paid: number }> {
  const token = await registeredUser(request, '09362300001', 'Ledger@12345');
  const order = await placedOrder(request, token, { slug: GTA_V.slug });
  await chargeWallet(request, token, order.payableAmount);
  await chargeWallet(request, token, 2_500_000);
  await approveOrder(request, token, order);
  const ledger = await request.get(`${SANDBOX}/payment/api/services/app/TransactionDeposit/GetAll?MaxResultCount=50`, {
    headers: authorised(token),
  });
  const rows = (await ledger.json()).result.items as LedgerRow[];
  expect(rows.map((row) => row.type)).toEqual(['DecreaseDeposit', 'IncreaseDeposit', 'IncreaseDeposit']);
  return { token, rows, paid: order.payableAmount };
}

const ledgerList = (page: Page) => page.getByRole('list', { name: 'تراکنش‌های کیف پول' });
const sheet = (page: Page) => page.getByRole('dialog', { name: 'فیلتر تراکنش ها' });

/** Exports, saves the download and reads its one sheet back: [id, amount] per row, in order. */
async function exportedRows(page: Page): Promise<{ fileName: string; rows: [number, number][] }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'خروجی اکسل' }).click();
  const file = await download;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const worksheet = workbook.getWorksheet('تراکنش‌ها');
  expect(worksheet?.getRow(1).getCell(6).value).toBe('مبلغ (ریال)');
  const rows: [number, number][] = [];
  worksheet?.eachRow((row, index) => {
    if (index > 1) rows.push([Number(row.getCell(8).value), Number(row.getCell(6).value)]);
  });
  return { fileName: file.suggestedFilename(), rows };
}

/** Each row of the file is the list's row at the same place: its reference and its amount in Toman. */
async function expectFileMatchesList(page: Page, rows: [number, number][]) {
  const items = ledgerList(page).getByRole('listitem');
  await expect(items).toHaveCount(rows.length);
  for (const [index, [id, amount]] of rows.entries()) {
    await expect(items.nth(index)).toContainText(`شماره پیگیری ${toPersianDigits(id)}`);
    await expect(items.nth(index)).toContainText(formatTomanNumber(Math.abs(amount)));
  }
}

test('a new shopper filters the ledger by its day and one type, keeps the filters over a reload, removes a chip and exports what is shown', async ({
  page,
  request,
}) => {
  const { token, rows, paid } = await shopperWithLedger(request);
  // The Tehran day the rows were written (the service's creationDateStr), as the sheet takes it.
  const [year, month, day] = rows[0].creationDateStr.split('/');
  const [firstYear, firstMonth, firstDay] = rows.at(-1)!.creationDateStr.split('/');
  const fromParam = `${firstYear}-${firstMonth}-${firstDay}`;
  const toParam = `${year}-${month}-${day}`;
  await storeToken(page, token);
  await page.goto('/profile/wallet/transactions');
  await expect(ledgerList(page).getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: /^فیلتر/ }).click();
  await expect(sheet(page)).toBeVisible();
  await expectNoAxeViolations(page);
  // 'از' typed in Persian digits, 'تا' picked from the calendar, one type checked.
  await sheet(page)
    .getByRole('textbox', { name: 'از تاریخ' })
    .fill(toPersianDigits(`${firstYear}/${firstMonth}/${firstDay}`));
  await sheet(page).getByRole('button', { name: 'انتخاب تا تاریخ از تقویم' }).click();
  const today = sheet(page).getByRole('group', { name: 'تقویم تا تاریخ' }).locator('[aria-current="date"]');
  await expect(today).toBeFocused();
  await expectNoAxeViolations(page);
  await today.click();
  await expect(sheet(page).getByRole('textbox', { name: 'تا تاریخ' })).toHaveValue(
    toPersianDigits(`${year}/${month}/${day}`),
  );
  await sheet(page).getByRole('checkbox', { name: 'افزایش اعتبار', exact: true }).check();
  await sheet(page).getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect(sheet(page)).toBeHidden();

  await expect(page).toHaveURL(`/profile/wallet/transactions?from=${fromParam}&to=${toParam}&type=IncreaseDeposit`);
  const chips = page.getByRole('list', { name: 'فیلترهای فعال' }).getByRole('button');
  await expect(chips).toHaveCount(3);
  await expect(chips.nth(0)).toHaveAccessibleName(/^حذف فیلتر از /);
  await expect(chips.nth(2)).toHaveAccessibleName('حذف فیلتر افزایش اعتبار');
  await expect(ledgerList(page).getByRole('listitem')).toHaveCount(2);

  await page.reload();
  await expect(chips).toHaveCount(3);
  await expect(ledgerList(page).getByRole('listitem')).toHaveCount(2);
  await expect(ledgerList(page)).not.toContainText('برداشت');
  await expectNoAxeViolations(page);

  const credits = await exportedRows(page);
  expect(credits.fileName).toMatch(/^transactions-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx$/);
  expect(credits.rows).toEqual(rows.filter((row) => row.type === 'IncreaseDeposit').map((row) => [row.id, row.amount]));
  await expectFileMatchesList(page, credits.rows);
  await expect(page.getByRole('status').filter({ hasText: 'دریافت شد' })).toContainText(credits.fileName);

  await page.getByRole('button', { name: 'حذف فیلتر افزایش اعتبار' }).click();
  await expect(page).toHaveURL(`/profile/wallet/transactions?from=${fromParam}&to=${toParam}`);
  await expect(chips).toHaveCount(2);
  await expect(ledgerList(page).getByRole('listitem')).toHaveCount(3);

  const all = await exportedRows(page);
  expect(all.rows).toEqual(rows.map((row) => [row.id, row.amount]));
  expect(all.rows[0][1]).toBe(-paid);
  await expectFileMatchesList(page, all.rows);
});

test('a day with no entries shows its own message and a way back to the whole ledger', async ({ page, request }) => {
  const token = await registeredUser(request, '09362300002', 'Ledger@12345');
  await chargeWallet(request, token, 1_000_000);
  await storeToken(page, token);
  await page.goto('/profile/wallet/transactions?from=1400-01-01&to=1400-01-01');
  await expect(page.getByText('تراکنشی با این فیلترها پیدا نشد.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'حذف فیلتر از ۱ فروردین ۱۴۰۰' })).toBeVisible();
  await page.getByRole('button', { name: 'حذف فیلترها' }).click();
  await expect(page).toHaveURL('/profile/wallet/transactions');
  await expect(ledgerList(page).getByRole('listitem')).toHaveCount(1);

  // Escape closes the calendar first, then the sheet, and focus comes back each time; the sheet opens again.
  const filterButton = page.getByRole('button', { name: /^فیلتر/ });
  await filterButton.click();
  const toggle = sheet(page).getByRole('button', { name: 'انتخاب از تاریخ از تقویم' });
  await toggle.click();
  await expect(sheet(page).getByRole('group', { name: 'تقویم از تاریخ' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet(page).getByRole('group', { name: 'تقویم از تاریخ' })).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sheet(page)).toBeHidden();
  await expect(filterButton).toBeFocused();
  await filterButton.click();
  await expect(sheet(page)).toBeVisible();
  await sheet(page).getByRole('button', { name: 'بستن' }).click();
  await expect(sheet(page)).toBeHidden();
});
