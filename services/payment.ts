// Payment host calls (docs/contracts/payment.md). Every call is authorised and returns a ServiceResult.
import { WALLET_CURRENCY } from '@/lib/constants';
import { MIN_ORDER_GATEWAY_PAYMENT_IRR } from '@/lib/shortfall';
import { abpResult } from './abp';
import { NETWORK_ERROR_MESSAGE, GENERIC_ERROR_MESSAGE, type AbpEnvelope } from './errors';
import { baseUrlOf, createClient, requestTimeoutMs } from './http';
import { readGatewayGroups, readTransactionsPage } from './payment/wallet-reading';
import type { PagedResult, ServiceResult } from './types/common';
import type {
  BankGatewayGroup,
  DepositGateways,
  DownloadedFile,
  ExportFile,
  LedgerType,
  MakeDepositTokenInput,
  PaymentToken,
  WalletBalance,
  WalletTransaction,
} from './types/payment';

const client = () => createClient('payment', { auth: true });

// The contract's MakeToken bodies carry a fixed ipAddress placeholder; the server resolves the real one.
const IP_ADDRESS_PLACEHOLDER = 1;

function withEnabledGateways(
  outcome: ServiceResult<BankGatewayGroup[]>,
  operation: string,
): ServiceResult<DepositGateways> {
  if (!outcome.ok) return outcome;
  const groups = readGatewayGroups(outcome.data, operation);
  const gateways = groups.flatMap((group) => group.gateways).filter((gateway) => gateway.isEnabled);
  return { ok: true, data: { groups, gateways } };
}

export function getBalance(): Promise<ServiceResult<WalletBalance>> {
  return abpResult(client().get('/api/services/app/Deposit/GetBalance'));
}

/** What a read may carry: `signal` drops a read nobody waits for any more. */
export type ReadOptions = { signal?: AbortSignal };

export async function getDepositGateways({ signal }: ReadOptions = {}): Promise<ServiceResult<DepositGateways>> {
  const outcome = await abpResult<BankGatewayGroup[]>(
    client().get('/api/services/app/UserDepositBankGateway/GetAll', {
      params: { CurrencyType: WALLET_CURRENCY },
      signal,
    }),
  );
  return withEnabledGateways(outcome, 'UserDepositBankGateway_GetAll');
}

export function makeDepositToken(
  input: Pick<MakeDepositTokenInput, 'gatewayId' | 'amount' | 'callBackUrl'>,
): Promise<ServiceResult<PaymentToken>> {
  const body: MakeDepositTokenInput = { ...input, currencyType: WALLET_CURRENCY, ipAddress: IP_ADDRESS_PLACEHOLDER };
  return abpResult(client().post('/api/services/app/UserDepositBankGateway/MakeToken', body));
}

export type TransactionsQuery = {
  skipCount: number;
  maxResultCount: number;
  /** yyyy-mm-dd or ISO date-time. */
  creationTimeFrom?: string;
  creationTimeTo?: string;
  types?: LedgerType[];
  reserveId?: number;
};

/** The ledger's filters without the paging: what the list and its Excel export share. */
export type TransactionFilters = Omit<TransactionsQuery, 'skipCount' | 'maxResultCount'>;

function ledgerParams(
  filters: TransactionFilters,
  paging?: { skipCount: number; maxResultCount: number },
): URLSearchParams {
  const params = new URLSearchParams({ CurrencyType: WALLET_CURRENCY });
  if (paging) {
    params.set('SkipCount', String(paging.skipCount));
    params.set('MaxResultCount', String(paging.maxResultCount));
  }
  if (filters.creationTimeFrom) params.set('CreationTimeFrom', filters.creationTimeFrom);
  if (filters.creationTimeTo) params.set('CreationTimeTo', filters.creationTimeTo);
  for (const type of filters.types ?? []) params.append('Type', type);
  if (filters.reserveId !== undefined) params.set('reserveId', String(filters.reserveId));
  return params;
}

export async function getTransactions(
  query: TransactionsQuery,
  { signal }: ReadOptions = {},
): Promise<ServiceResult<PagedResult<WalletTransaction>>> {
  const params = ledgerParams(query, query);
  const outcome = await abpResult<PagedResult<WalletTransaction>>(
    client().get('/api/services/app/TransactionDeposit/GetAll', { params, signal }),
  );
  return outcome.ok ? { ok: true, data: readTransactionsPage(outcome.data, 'TransactionDeposit_GetAll') } : outcome;
}

/** The bank-gateway page a wallet charge's token leads to. */
export function paymentPageUrl(tokenId: string): string {
  return `${baseUrlOf('payment')}/fa/User/Payment/PaymentRequest?tokenId=${encodeURIComponent(tokenId)}`;
}

/** The bank-gateway page an order's token (MakeToken with reserveId) leads to. */
export function orderPaymentPageUrl(tokenId: string): string {
  return `${baseUrlOf('payment')}/fa-IR/Reserves/Payment/PaymentRequest?tokenId=${encodeURIComponent(tokenId)}`;
}

/** The gateways an order may be paid through, asked with its id and its number (as ReserveId and Username). */
export async function getReserveGateways(
  input: { reserveId: number; orderNumber: string },
  { signal }: ReadOptions = {},
): Promise<ServiceResult<DepositGateways>> {
  const outcome = await abpResult<BankGatewayGroup[]>(
    client().get('/api/services/app/ReserveBankGateway/GetAll', {
      params: { ReserveId: input.reserveId, Username: input.orderNumber },
      signal,
    }),
  );
  return withEnabledGateways(outcome, 'ReserveBankGateway_GetAll');
}

/**
 * A token toward an order (MakeToken with reserveId): the bank's money lands in the wallet as the order's, and
 * commerce's Order/Approve then pays the order from it. The amount is never below the service's floor.
 */
export function makeOrderToken(
  input: Pick<MakeDepositTokenInput, 'gatewayId' | 'amount' | 'callBackUrl'> & { reserveId: number },
): Promise<ServiceResult<PaymentToken>> {
  const body: MakeDepositTokenInput = {
    ...input,
    amount: Math.max(input.amount, MIN_ORDER_GATEWAY_PAYMENT_IRR),
    currencyType: WALLET_CURRENCY,
    ipAddress: IP_ADDRESS_PLACEHOLDER,
  };
  return abpResult(client().post('/api/services/app/UserDepositBankGateway/MakeToken', body));
}

// ——— Excel export (docs/contracts/payment.md, "Excel export") ———

/** GetAllToExcel: the service makes the file of every entry the filters keep and answers a one-time key to it. */
export function exportTransactions(filters: TransactionFilters): Promise<ServiceResult<ExportFile>> {
  return abpResult(
    client().get('/api/services/app/TransactionDeposit/GetAllToExcel', { params: ledgerParams(filters) }),
  );
}

/** filename*=UTF-8''… when given (RFC 6266), else filename="…"; null when the header names none. */
export function fileNameOfDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || null;
}

/**
 * The file itself, from the payment host's root (an MVC action, not under /api). It is read with the key alone
 * and no Bearer, as a navigation would be; asking for JSON besides the file makes a refusal the ABP envelope.
 */
export async function downloadExportFile(file: ExportFile): Promise<ServiceResult<DownloadedFile>> {
  const query = new URLSearchParams({ fileName: file.fileName, fileType: file.fileType, fileToken: file.fileToken });
  let response: Response;
  try {
    response = await fetch(`${baseUrlOf('payment')}/File/DownloadTempFile?${query}`, {
      headers: { Accept: `${file.fileType}, application/json` },
      cache: 'no-store',
      signal: AbortSignal.timeout(requestTimeoutMs()),
    });
  } catch {
    return { ok: false, error: { kind: 'network', status: null, message: NETWORK_ERROR_MESSAGE } };
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as AbpEnvelope | null;
    const message = body?.error?.message || GENERIC_ERROR_MESSAGE;
    return {
      ok: false,
      error: { kind: response.status === 404 ? 'notFound' : 'server', status: response.status, message },
    };
  }
  try {
    const blob = await response.blob();
    return {
      ok: true,
      data: { blob, fileName: fileNameOfDisposition(response.headers.get('Content-Disposition')) ?? file.fileName },
    };
  } catch {
    return { ok: false, error: { kind: 'network', status: null, message: NETWORK_ERROR_MESSAGE } };
  }
}
