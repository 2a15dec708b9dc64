// Shared by the ledger tests: the ledger's URLs, its rows, and a render of the page as the route has it.
import { http } from 'msw';
import { LedgerPage } from '@/components/wallet/ledger/LedgerPage';
import type { WalletTransaction } from '@/services/types/payment';
import { renderScreen } from '../account/setup';
import { PAYMENT, abpOk, server } from '../services/msw';

export { addressBar, resetAddressBar } from './address-bar';

export const ledgerApi = {
  list: `${PAYMENT}/api/services/app/TransactionDeposit/GetAll`,
  excel: `${PAYMENT}/api/services/app/TransactionDeposit/GetAllToExcel`,
  download: `${PAYMENT}/File/DownloadTempFile`,
};

export const row = (id: number, amount: number, overrides: Partial<WalletTransaction> = {}): WalletTransaction => ({
  id,
  amount,
  currencyType: 'IRR',
  type: amount > 0 ? 'IncreaseDeposit' : 'DecreaseDeposit',
  typeStr: amount > 0 ? 'افزایش اعتبار' : 'برداشت',
  information: amount > 0 ? 'شارژ کیف پول از درگاه بانک سامان' : `پرداخت سفارش ${id}`,
  reserveId: null,
  creationTime: '2026-10-23T10:15:00',
  creationDateStr: '1405/08/01',
  creationTimeStr: '10:15',
  ...overrides,
});

/** Answers GetAll with `total` rows in pages, and keeps each request's query for the test to read. */
export function ledgerHandler(
  total: number,
  rows: (skip: number, take: number) => WalletTransaction[] = defaultRows(total),
) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(ledgerApi.list, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const skip = Number(query.get('SkipCount'));
      const take = Number(query.get('MaxResultCount'));
      return abpOk({ totalCount: total, items: rows(skip, take) });
    }),
  );
  return queries;
}

const defaultRows = (total: number) => (skip: number, take: number) =>
  Array.from({ length: Math.max(0, Math.min(take, total - skip)) }, (_, index) =>
    row(skip + index + 1, index % 2 ? -80_000 : 500_000),
  );

/** The query of a request as sorted pairs, easy to compare whole. */
export const pairsOf = (query: URLSearchParams) => [...query.entries()].sort(([a], [b]) => a.localeCompare(b));

export function renderLedger() {
  return renderScreen(<LedgerPage />);
}
