// Payment host over real HTTP: TransactionDeposit/GetAllToExcel and File/DownloadTempFile (docs/contracts/payment.md,
// "Excel export"; CONTRACTS §1.6, §12.8). The file is read back with exceljs, the library that wrote it.
import ExcelJS from 'exceljs';
import type { ExportFile } from '@/services/types/payment';
import { request, sandboxForThisFile, type AbpBody } from './helpers';
import { paymentCalls, type Paged, type Transaction } from './payment-calls';

const sandbox = sandboxForThisFile();
const { app, newShopper, demoToken, chargeToken, decide } = paymentCalls(sandbox);
afterEach(() => {
  vi.useRealTimers();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = ['ردیف', 'تاریخ', 'ساعت', 'نوع تراکنش', 'شرح', 'مبلغ (ریال)', 'شناسه سفارش', 'شناسه تراکنش'];
/** FileDto's members as a download's query carries them, which a forged link may set to anything. */
type FileDto = Record<keyof ExportFile, string>;

async function exportFile(token: string | undefined, query = '') {
  return request<AbpBody<FileDto>>(`${app('TransactionDeposit/GetAllToExcel')}?CurrencyType=IRR${query}`, { token });
}

async function madeFile(token: string, query = ''): Promise<FileDto> {
  const response = await exportFile(token, query);
  expect(response.status).toBe(200);
  return response.body.result!;
}

const downloadUrl = (file: FileDto) =>
  `${sandbox.url}/payment/File/DownloadTempFile?fileName=${encodeURIComponent(file.fileName)}&fileType=${encodeURIComponent(file.fileType)}&fileToken=${file.fileToken}`;

const download = (file: FileDto, headers: Record<string, string> = {}) => fetch(downloadUrl(file), { headers });

async function sheetOf(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook.worksheets[0];
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

async function listed(token: string, query: string) {
  const response = await request<AbpBody<Paged<Transaction>>>(
    `${app('TransactionDeposit/GetAll')}?SkipCount=0&MaxResultCount=1000${query}`,
    { token },
  );
  return response.body.result!.items;
}

describe('TransactionDeposit/GetAllToExcel', () => {
  it('needs a login: 401', async () => {
    const response = await exportFile(undefined);
    expect(response.status).toBe(401);
    expect(response.body.unAuthorizedRequest).toBe(true);
  });

  it('answers a FileDto: an .xlsx name with the Jalali day, the xlsx media type and a token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-14T15:33:45Z'));
    const file = await madeFile(await demoToken());
    expect(file).toEqual({
      fileName: 'transactions-1404-09-23-1903.xlsx',
      fileType: XLSX,
      fileToken: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('checks the filters as GetAll does: 400 on a bad date or type', async () => {
    const token = await demoToken();
    expect((await exportFile(token, '&CreationTimeFrom=1404-13-01')).status).toBe(400);
    expect((await exportFile(token, '&Type=Gift')).status).toBe(400);
  });
});

describe('File/DownloadTempFile', () => {
  it('answers a real .xlsx as an attachment: right-to-left, Persian headers, the filtered list row by row', async () => {
    const token = await demoToken();
    const filter = '&Type[0]=DecreaseDeposit&Type[1]=IncreaseDeposit&CreationTimeFrom=2000-01-01';
    const file = await madeFile(token, filter);
    const response = await download(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${file.fileName}"; filename*=UTF-8''${file.fileName}`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');

    const sheet = await sheetOf(response);
    expect(sheet.name).toBe('تراکنش‌ها');
    expect(sheet.views[0].rightToLeft).toBe(true);
    expect(rowValues(sheet, 1)).toEqual(HEADERS);
    const items = await listed(token, filter);
    expect(items.length).toBeGreaterThan(4);
    expect(sheet.rowCount).toBe(items.length + 1);
    items.forEach((item, index) => {
      const values = rowValues(sheet, index + 2);
      // exceljs leaves an empty cell out of `values`: an entry without an order reads as undefined there.
      expect(values).toEqual([
        index + 1,
        item.creationDateStr,
        item.creationTimeStr,
        item.typeStr,
        item.information,
        item.amount,
        item.reserveId ?? undefined,
        item.id,
      ]);
      expect(typeof values[5]).toBe('number');
      expect(values[1]).toMatch(/^14\d\d\/\d\d\/\d\d$/);
    });
  });

  it('holds only the filtered rows of the user who made it, in the same order', async () => {
    const token = await demoToken();
    const filter = '&Type=DecreaseDeposit';
    const sheet = await sheetOf(await download(await madeFile(token, filter)));
    const items = await listed(token, filter);
    expect(sheet.rowCount).toBe(items.length + 1);
    expect(sheet.getColumn(8).values.slice(2)).toEqual(items.map((item) => item.id));
    expect(items.every((item) => item.amount < 0)).toBe(true);

    const stranger = await newShopper();
    await decide(await chargeToken(stranger, 250_000), 'pay');
    const theirs = await sheetOf(await download(await madeFile(stranger)));
    expect(theirs.rowCount).toBe(2);
    expect(rowValues(theirs, 2)[5]).toBe(250_000);
  });

  it('an empty list is a sheet with its headers only', async () => {
    const sheet = await sheetOf(await download(await madeFile(await newShopper())));
    expect(sheet.rowCount).toBe(1);
    expect(rowValues(sheet, 1)).toEqual(HEADERS);
  });

  it('works once: a second download is a 404 in Persian', async () => {
    const file = await madeFile(await demoToken());
    expect((await download(file)).status).toBe(200);
    const again = await download(file);
    expect(again.status).toBe(404);
    const body = (await again.json()) as AbpBody;
    expect(body).toMatchObject({ success: false, __abp: true });
    expect(body.error!.message).toBe('این فایل پیش‌تر دریافت شده است؛ برای دریافت دوباره، خروجی اکسل را از نو بگیرید.');
  });

  it('works for 5 minutes: at 4:59 it downloads, at 5:00 it is a 404 in Persian', async () => {
    const token = await demoToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-14T10:00:00Z'));
    const early = await madeFile(token);
    const late = await madeFile(token);
    vi.setSystemTime(new Date('2025-12-14T10:04:59Z'));
    expect((await download(early)).status).toBe(200);
    vi.setSystemTime(new Date('2025-12-14T10:05:00Z'));
    const expired = await download(late);
    expect(expired.status).toBe(404);
    expect(((await expired.json()) as AbpBody).error!.message).toBe(
      'مهلت دریافت این فایل (۵ دقیقه) به پایان رسیده است؛ خروجی اکسل را از نو بگیرید.',
    );
  });

  it('an unknown or missing token is a 404 in Persian; a browser gets it as a right-to-left page', async () => {
    const unknown = await download({ fileName: 'x.xlsx', fileType: XLSX, fileToken: 'f'.repeat(32) });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as AbpBody).error!.message).toBe('فایل درخواستی یافت نشد.');
    const missing = await fetch(`${sandbox.url}/payment/File/DownloadTempFile`, {
      headers: { Accept: 'text/html,application/xhtml+xml' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await missing.text();
    expect(page).toContain('dir="rtl"');
    expect(page).toContain('فایل درخواستی یافت نشد.');
  });

  it('needs no Bearer, but refuses another signed-in user without using the token up', async () => {
    const file = await madeFile(await demoToken());
    const other = await download(file, { Authorization: `Bearer ${await newShopper()}` });
    expect(other.status).toBe(404);
    expect((await download(file)).status).toBe(200);
  });

  it('takes its name and type from the token, not from the query', async () => {
    const file = await madeFile(await demoToken());
    const response = await download({ ...file, fileName: 'evil"\r\nSet-Cookie: x=1.xlsx', fileType: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX);
    expect(response.headers.get('content-disposition')).toContain(`filename="${file.fileName}"`);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
