// 'خروجی اکسل' (docs/contracts/payment.md, "Excel export"): GetAllToExcel with the page's filters, then
// the one-time download without a Bearer, saved through an object URL under the server's file name.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { EXPORT_FAILED } from '@/components/wallet/ledger/useExcelExport';
import { NETWORK_ERROR_MESSAGE } from '@/services/errors';
import { fileNameOfDisposition } from '@/services/payment';
import { getToken, setToken } from '@/services/session';
import { abpError, abpOk, abpUnauthorized, server, startMswServer } from '../services/msw';
import { ledgerApi, ledgerHandler, pairsOf, renderLedger, resetAddressBar } from './ledger-setup';

vi.mock('next/navigation', async () => (await import('./address-bar')).navigationModule());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE = {
  fileName: 'transactions-1405-08-01-1015.xlsx',
  fileType: XLSX,
  fileToken: '430a47bc375e4f8fa4e204074338dd5c',
};

startMswServer();

const saved: { href: string; download: string }[] = [];
const createObjectURL = vi.fn((blob: Blob) => `blob:ledger/${blob.size}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  setToken('good');
  resetAddressBar('from=1405-08-01&to=1405-08-30&type=DecreaseDeposit');
  ledgerHandler(2);
  saved.length = 0;
  createObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  // jsdom cannot save a file: the click that would is recorded instead.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

const workbook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);

function fileAnswers(download: (request: Request) => Response | Promise<Response>) {
  const excelQueries: URLSearchParams[] = [];
  const downloads: Request[] = [];
  server.use(
    http.get(ledgerApi.excel, ({ request }) => {
      excelQueries.push(new URL(request.url).searchParams);
      return abpOk(FILE);
    }),
    http.get(ledgerApi.download, ({ request }) => {
      downloads.push(request.clone());
      return download(request);
    }),
  );
  return { excelQueries, downloads };
}

const xlsxAnswer = (disposition: string) =>
  new HttpResponse(workbook, {
    headers: { 'Content-Type': XLSX, 'Content-Disposition': disposition, 'Cache-Control': 'no-store' },
  });

async function exportOnce() {
  const user = userEvent.setup();
  renderLedger();
  await screen.findAllByRole('listitem');
  await user.click(screen.getByRole('button', { name: 'خروجی اکسل' }));
  return user;
}

describe('Excel export', () => {
  it("makes the file with the list's filters, fetches it with its key and no Bearer, and saves it under the server's name", async () => {
    const { excelQueries, downloads } = fileAnswers(() =>
      xlsxAnswer(`attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent('تراکنش‌ها.xlsx')}`),
    );
    await exportOnce();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(excelQueries.map(pairsOf)).toEqual([
      [
        ['CreationTimeFrom', '2026-10-23'],
        ['CreationTimeTo', '2026-11-21'],
        ['CurrencyType', 'IRR'],
        ['Type', 'DecreaseDeposit'],
      ],
    ]);
    const download = new URL(downloads[0].url);
    expect(Object.fromEntries(download.searchParams)).toEqual(FILE);
    expect(downloads[0].headers.get('Authorization')).toBeNull();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0][0];
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(workbook);
    expect(saved).toEqual([{ href: `blob:ledger/${workbook.length}`, download: 'تراکنش‌ها.xlsx' }]);
    expect(screen.getByRole('status')).toHaveTextContent('فایل تراکنش‌ها.xlsx دریافت شد.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the name GetAllToExcel gave when the download names none', async () => {
    fileAnswers(() => new HttpResponse(workbook, { headers: { 'Content-Type': XLSX } }));
    await exportOnce();
    await waitFor(() => expect(saved).toEqual([{ href: expect.stringMatching(/^blob:/), download: FILE.fileName }]));
  });

  it('is busy while the file is made, and a double click makes one file', async () => {
    const made = vi.fn();
    server.use(
      http.get(ledgerApi.excel, async () => {
        made();
        await delay(50);
        return abpOk(FILE);
      }),
      http.get(ledgerApi.download, () => xlsxAnswer(`attachment; filename="${FILE.fileName}"`)),
    );
    const user = userEvent.setup();
    renderLedger();
    await screen.findAllByRole('listitem');
    const button = screen.getByRole('button', { name: 'خروجی اکسل' });
    await user.dblClick(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('در حال آماده‌سازی فایل اکسل');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(made).toHaveBeenCalledTimes(1);
    expect(saved).toHaveLength(1);
  });

  it("a download the service refuses is a Persian alert with the service's reason, and nothing is saved", async () => {
    const used = 'این فایل پیش‌تر دریافت شده است؛ برای دریافت دوباره، خروجی اکسل را از نو بگیرید.';
    fileAnswers(() => abpError(404, { message: used }));
    await exportOnce();
    expect(await screen.findByRole('alert')).toHaveTextContent(`${EXPORT_FAILED} ${used}`);
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('a file that cannot be made, or a network that fails, is a Persian alert too', async () => {
    server.use(http.get(ledgerApi.excel, () => abpError(400, { message: 'نوع تراکنش «Gift» شناخته نیست.' })));
    const user = await exportOnce();
    expect(await screen.findByRole('alert')).toHaveTextContent('نوع تراکنش «Gift» شناخته نیست.');

    fileAnswers(() => HttpResponse.error());
    await user.click(screen.getByRole('button', { name: 'خروجی اکسل' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(`${EXPORT_FAILED} ${NETWORK_ERROR_MESSAGE}`),
    );
    expect(saved).toEqual([]);
  });

  it('a 401 ends the session with the error modal', async () => {
    server.use(http.get(ledgerApi.excel, abpUnauthorized));
    await exportOnce();
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('ورود شما منقضی شده است');
    expect(getToken()).toBeNull();
    expect(saved).toEqual([]);
  });
});

describe("the saved file's name", () => {
  it.each([
    [`attachment; filename="a.xlsx"; filename*=UTF-8''${encodeURIComponent('گزارش ۱.xlsx')}`, 'گزارش ۱.xlsx'],
    ['attachment; filename="transactions-1404-09-23-1903.xlsx"', 'transactions-1404-09-23-1903.xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="kept.xlsx"', 'kept.xlsx'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, name) => expect(fileNameOfDisposition(header)).toBe(name));
});
