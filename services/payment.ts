// Payment host calls (docs/contracts/payment.md). Every call is authorised and returns a ServiceResult.
import { WALLET_CURRENCY } from '@/lib/constants';
import { abpResult } from './abp';
import { baseUrlOf, createClient } from './http';
import type { PagedResult, ServiceResult } from './types/common';
import type { BankGatewayGroup, ConfirmByDepositResult, DepositGateways, PaymentToken, TransactionType, WalletBalance, WalletTransaction } from './types/payment';

const client = () => createClient('payment', { auth: true });

// The contract's MakeToken bodies carry a fixed ipAddress placeholder; the server resolves the real one.
const IP_ADDRESS_PLACEHOLDER = 1;

function withEnabledGateways(outcome: ServiceResult<BankGatewayGroup[]>): ServiceResult<DepositGateways> {
  if (!outcome.ok) return outcome;
  const groups = outcome.data ?? [];
  const gateways = groups.flatMap((group) => group.gateways ?? []).filter((gateway) => gateway.isEnabled);
  return { ok: true, data: { groups, gateways } };
}

export function getBalance(): Promise<ServiceResult<WalletBalance>> {
  return abpResult(client().get('/api/services/app/Deposit/GetBalance'));
}

export async function getDepositGateways(): Promise<ServiceResult<DepositGateways>> {
  const outcome = await abpResult<BankGatewayGroup[]>(
    client().get('/api/services/app/UserDepositBankGateway/GetAll', { params: { CurrencyType: WALLET_CURRENCY } }),
  );
  return withEnabledGateways(outcome);
}

export function makeDepositToken(input: {
  gatewayId: number;
  amount: number;
  callBackUrl: string;
}): Promise<ServiceResult<PaymentToken>> {
  return abpResult(
    client().post('/api/services/app/UserDepositBankGateway/MakeToken', {
      ...input,
      currencyType: WALLET_CURRENCY,
      ipAddress: IP_ADDRESS_PLACEHOLDER,
    }),
  );
}

export type TransactionsQuery = {
  skipCount: number;
  maxResultCount: number;
  /** yyyy-mm-dd or ISO date-time. */
  creationTimeFrom?: string;
  creationTimeTo?: string;
  types?: TransactionType[];
  reserveId?: number;
};

export function getTransactions(query: TransactionsQuery): Promise<ServiceResult<PagedResult<WalletTransaction>>> {
  const params = new URLSearchParams({
    CurrencyType: WALLET_CURRENCY,
    SkipCount: String(query.skipCount),
    MaxResultCount: String(query.maxResultCount),
  });
  if (query.creationTimeFrom) params.set('CreationTimeFrom', query.creationTimeFrom);
  if (query.creationTimeTo) params.set('CreationTimeTo', query.creationTimeTo);
  for (const type of query.types ?? []) params.append('Type', type);
  if (query.reserveId !== undefined) params.set('reserveId', String(query.reserveId));
  return abpResult(client().get('/api/services/app/TransactionDeposit/GetAll', { params }));
}

/** The bank-gateway page a MakeToken result leads to. */
export function paymentPageUrl(tokenId: string): string {
  return `${baseUrlOf('payment')}/fa/User/Payment/PaymentRequest?tokenId=${encodeURIComponent(tokenId)}`;
}

export async function getReserveGateways(input: {
  reserveId: number;
  username: string;
}): Promise<ServiceResult<DepositGateways>> {
  const outcome = await abpResult<BankGatewayGroup[]>(
    client().get('/api/services/app/ReserveBankGateway/GetAll', {
      params: { ReserveId: input.reserveId, Username: input.username },
    }),
  );
  return withEnabledGateways(outcome);
}

export function makeReserveToken(input: {
  gatewayId: number;
  amount: number;
  callBackUrl: string;
  reserveId: number;
}): Promise<ServiceResult<PaymentToken>> {
  return abpResult(
    client().post('/api/services/app/ReserveBankGateway/MakeToken', {
      ...input,
      currencyType: WALLET_CURRENCY,
      ipAddress: IP_ADDRESS_PLACEHOLDER,
    }),
  );
}

export function confirmByDeposit(input: {
  reserveId: number;
  username: string;
}): Promise<ServiceResult<ConfirmByDepositResult>> {
  return abpResult(client().post('/api/services/app/DepositReserve/ConfirmByDeposit', input));
}
