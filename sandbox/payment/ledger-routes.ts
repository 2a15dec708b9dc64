// The ledger's routes (docs/contracts/payment.md, "Ledger" and "Excel export"): TransactionDeposit/GetAll with
// its filters, GetAllToExcel making the same list into an .xlsx kept under a token, and File/DownloadTempFile
// at the host's root (an MVC action, reached by navigation: no Bearer, the token is the key).
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { optionalUserId, requireUserId } from '../abp/auth';
import { bindQuery } from '../abp/binding';
import { errorEnvelope, ok } from '../abp/envelope';
import { abpDateTime, jalaliDate } from '../dates';
import type { SandboxDeps } from '../deps';
import { storeExportFile, takeExportFile, type TakenFile } from './export-files';
import { ledgerQuery, type LedgerQuery } from './ledger-query';
import { listTransactions } from './wallet';
import { XLSX_MEDIA_TYPE, ledgerWorkbook } from './workbook';

export const DOWNLOAD_PATH = '/File/DownloadTempFile';

/** The most rows one export holds; far beyond any wallet here. */
const MAX_EXPORT_ROWS = 100_000;

export const downloadMessages: Record<Exclude<TakenFile['kind'], 'file'>, string> = {
  unknown: 'فایل درخواستی یافت نشد.',
  used: 'این فایل پیش‌تر دریافت شده است؛ برای دریافت دوباره، خروجی اکسل را از نو بگیرید.',
  expired: 'مهلت دریافت این فایل (۵ دقیقه) به پایان رسیده است؛ خروجی اکسل را از نو بگیرید.',
};

const downloadQuery = z.object({
  fileName: z.string().optional(),
  fileType: z.string().optional(),
  fileToken: z.string().optional(),
});

function filterOf(userId: number, query: LedgerQuery, page: { skipCount: number; maxResultCount: number }) {
  return {
    userId,
    from: query.creationTimeFrom,
    to: query.creationTimeTo,
    types: query.type,
    reserveId: query.reserveId ?? null,
    ...page,
  };
}

/** transactions-1404-09-23-1903.xlsx: the Jalali day and Tehran time it was made. */
function exportFileName(at: Date): string {
  const time = abpDateTime(at).slice(11, 16).replace(':', '');
  return `transactions-${jalaliDate(at).replace(/\//g, '-')}-${time}.xlsx`;
}

/** A browser that navigated here gets a Persian page; a script gets the ABP envelope. Both are 404s. */
function notFound(c: Context, message: string) {
  if ((c.req.header('accept') ?? '').includes('text/html')) {
    const page = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>دریافت فایل</title></head><body style="font-family: Vazirmatn, Tahoma, sans-serif; margin: 2rem"><h1 style="font-size: 1.2rem">دریافت فایل</h1><p role="alert">${message}</p></body></html>`;
    return c.html(page, 404, { 'Cache-Control': 'no-store' });
  }
  return c.json(errorEnvelope({ code: 0, message, details: null, validationErrors: null }, false), 404, {
    'Cache-Control': 'no-store',
  });
}

export function mountLedgerRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  app.get('/api/services/app/TransactionDeposit/GetAll', async (c) => {
    const userId = await requireUserId(c);
    const query = bindQuery(c, ledgerQuery);
    return ok(c, listTransactions(db, filterOf(userId, query, query)));
  });

  // Paging is accepted and ignored: the file holds every row of the filtered list.
  app.get('/api/services/app/TransactionDeposit/GetAllToExcel', async (c) => {
    const userId = await requireUserId(c);
    const query = bindQuery(c, ledgerQuery);
    const { items } = listTransactions(db, filterOf(userId, query, { skipCount: 0, maxResultCount: MAX_EXPORT_ROWS }));
    const now = new Date();
    const content = await ledgerWorkbook(items, now);
    return ok(c, storeExportFile(db, userId, { fileName: exportFileName(now), fileType: XLSX_MEDIA_TYPE, content }));
  });

  // The name and type come from the token's record; the query's copies are not trusted into the headers.
  app.get(DOWNLOAD_PATH, async (c) => {
    const { fileToken } = bindQuery(c, downloadQuery);
    if (!fileToken) return notFound(c, downloadMessages.unknown);
    const taken = takeExportFile(db, fileToken, await optionalUserId(c));
    if (taken.kind !== 'file') return notFound(c, downloadMessages[taken.kind]);
    return c.body(new Uint8Array(taken.content), 200, {
      'Content-Type': taken.fileType,
      'Content-Disposition': `attachment; filename="${taken.fileName}"; filename*=UTF-8''${encodeURIComponent(taken.fileName)}`,
      'Content-Length': String(taken.content.length),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
