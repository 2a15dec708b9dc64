// The wallet ledger's filters (docs/contracts/payment.md, "Ledger" and "Ledger types"): a Jalali day
// range and transaction types, kept in the address as ?from=1405-08-01&to=1405-08-30&type=IncreaseDeposit.
import type { components } from '@/contracts/generated/payment';
import { dayFromParam, jalaliParam, type JalaliRange } from './jalali-range';

/** One of the ten ledger types of the payment service (LedgerType in contracts/payment.openapi.yaml). */
export type LedgerType = components['schemas']['LedgerType'];

/** The ten types, credits first, each with the name the service gives it (typeStr). */
export const LEDGER_TYPES = [
  { type: 'IncreaseDeposit', label: 'افزایش اعتبار', credit: true },
  { type: 'IncreaseDepositByPaymentGateway', label: 'افزایش اعتبار از درگاه پرداخت', credit: true },
  { type: 'IncreaseDepositByRefund', label: 'بازگشت وجه', credit: true },
  { type: 'IncreaseDepositByReverse', label: 'برگشت تراکنش', credit: true },
  { type: 'ManualIncreaseDeposit', label: 'افزایش دستی اعتبار', credit: true },
  { type: 'ManualIncreaseDepositByRefund', label: 'بازگشت وجه دستی', credit: true },
  { type: 'DecreaseDeposit', label: 'برداشت', credit: false },
  { type: 'DecreaseDepositBySale', label: 'خرید', credit: false },
  { type: 'DecreaseDepositByWithdraw', label: 'برداشت از کیف پول', credit: false },
  { type: 'ManualDecreaseDeposit', label: 'کاهش دستی اعتبار', credit: false },
] as const satisfies readonly { type: LedgerType; label: string; credit: boolean }[];

export type LedgerFilters = JalaliRange & { types: LedgerType[] };

export const NO_LEDGER_FILTERS: LedgerFilters = { from: null, to: null, types: [] };

export const LEDGER_FILTER_KEYS = { from: 'from', to: 'to', type: 'type' } as const;

export function ledgerTypeLabel(type: LedgerType): string {
  return LEDGER_TYPES.find((entry) => entry.type === type)?.label ?? type;
}

/** The types named, known ones only, once each and in the list's order (any case, as the service reads them). */
export function knownLedgerTypes(values: readonly string[]): LedgerType[] {
  const named = new Set(values.map((value) => value.trim().toLowerCase()));
  return LEDGER_TYPES.filter(({ type }) => named.has(type.toLowerCase())).map(({ type }) => type);
}

/** The filters an address holds; anything it cannot read is left out rather than refused. */
export function ledgerFiltersFrom(params: URLSearchParams): LedgerFilters {
  return {
    from: dayFromParam(params.get(LEDGER_FILTER_KEYS.from)),
    to: dayFromParam(params.get(LEDGER_FILTER_KEYS.to)),
    types: knownLedgerTypes(params.getAll(LEDGER_FILTER_KEYS.type)),
  };
}

/** The query string for the filters ('' for none), in one canonical order. */
export function ledgerSearch(filters: LedgerFilters): string {
  const params = new URLSearchParams();
  if (filters.from) params.set(LEDGER_FILTER_KEYS.from, jalaliParam(filters.from));
  if (filters.to) params.set(LEDGER_FILTER_KEYS.to, jalaliParam(filters.to));
  for (const type of knownLedgerTypes(filters.types)) params.append(LEDGER_FILTER_KEYS.type, type);
  return params.toString();
}

/** The page's address with these filters. */
export function ledgerHref(path: string, filters: LedgerFilters): string {
  const search = ledgerSearch(filters);
  return search ? `${path}?${search}` : path;
}

export function activeFilterCount(filters: LedgerFilters): number {
  return (filters.from ? 1 : 0) + (filters.to ? 1 : 0) + filters.types.length;
}

export function sameLedgerFilters(a: LedgerFilters, b: LedgerFilters): boolean {
  return ledgerSearch(a) === ledgerSearch(b);
}

/** One active filter, as a chip names it and removes it. */
export type LedgerFilterChip = { key: 'from' } | { key: 'to' } | { key: 'type'; type: LedgerType };

export function filterChips(filters: LedgerFilters): LedgerFilterChip[] {
  return [
    ...(filters.from ? [{ key: 'from' as const }] : []),
    ...(filters.to ? [{ key: 'to' as const }] : []),
    ...filters.types.map((type) => ({ key: 'type' as const, type })),
  ];
}

/** The filters without the one a chip stands for. */
export function withoutChip(filters: LedgerFilters, chip: LedgerFilterChip): LedgerFilters {
  if (chip.key === 'type') return { ...filters, types: filters.types.filter((type) => type !== chip.type) };
  return { ...filters, [chip.key]: null };
}
