// The ledger as an Excel workbook (docs/contracts/payment.md, "Excel export"): one right-to-left sheet, Persian
// headers, one row per transaction in the list's order, amounts as numbers, Jalali dates. Built with exceljs.
import ExcelJS from 'exceljs';
import type { components } from '../../contracts/generated/payment';

export const XLSX_MEDIA_TYPE: components['schemas']['FileDto']['fileType'] =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const SHEET_NAME = 'تراکنش‌ها';

/** A ledger entry as TransactionDeposit/GetAll answers it. */
export type LedgerEntry = {
  id: number;
  amount: number;
  typeStr: string;
  information: string | null;
  reserveId: number | null;
  creationDateStr: string;
  creationTimeStr: string;
};

const COLUMNS: { header: string; width: number; value: (entry: LedgerEntry, row: number) => string | number | null }[] =
  [
    { header: 'ردیف', width: 8, value: (_, row) => row },
    { header: 'تاریخ', width: 13, value: (entry) => entry.creationDateStr },
    { header: 'ساعت', width: 8, value: (entry) => entry.creationTimeStr },
    { header: 'نوع تراکنش', width: 24, value: (entry) => entry.typeStr },
    { header: 'شرح', width: 44, value: (entry) => entry.information },
    { header: 'مبلغ (ریال)', width: 16, value: (entry) => entry.amount },
    { header: 'شناسه سفارش', width: 13, value: (entry) => entry.reserveId },
    { header: 'شناسه تراکنش', width: 13, value: (entry) => entry.id },
  ];

export const SHEET_HEADERS = COLUMNS.map((column) => column.header);

export async function ledgerWorkbook(entries: LedgerEntry[], createdAt: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'گیمینو';
  workbook.created = createdAt;
  workbook.modified = createdAt;
  const sheet = workbook.addWorksheet(SHEET_NAME, {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  entries.forEach((entry, index) => {
    sheet.addRow(COLUMNS.map((column) => column.value(entry, index + 1)));
  });
  // Thousands separators for the amounts; negatives (debits) in red, as a bank statement shows them.
  sheet.getColumn(SHEET_HEADERS.indexOf('مبلغ (ریال)') + 1).numFmt = '#,##0;[Red]-#,##0';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
