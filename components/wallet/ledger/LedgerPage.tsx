'use client';
// /profile/wallet/transactions: the filter button, 'خروجی اکسل', a chip per active filter and the filtered list.
// The filters live in the address (?from=1405-08-01&to=1405-08-30&type=IncreaseDeposit), so a reload keeps them.
import { useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useRef } from 'react';
import { creationTimeBounds } from '@/lib/jalali-range';
import {
  activeFilterCount,
  ledgerFiltersFrom,
  ledgerHref,
  ledgerSearch,
  NO_LEDGER_FILTERS,
  withoutChip,
  type LedgerFilters,
} from '@/lib/ledger-filters';
import type { TransactionFilters } from '@/services/payment';
import { TransactionsList } from '../TransactionsList';
import { ExportButton, ExportMessage } from './ExportButton';
import { FilterChips } from './FilterChips';
import { LedgerFilterSheet } from './LedgerFilterSheet';
import { useExcelExport } from './useExcelExport';

export const TRANSACTIONS_HREF = '/profile/wallet/transactions';

/** The filters as the payment service takes them: Gregorian dates of the Jalali days, and the types. */
export function transactionFiltersOf(filters: LedgerFilters): TransactionFilters {
  return { ...creationTimeBounds(filters), ...(filters.types.length > 0 ? { types: filters.types } : {}) };
}

export function LedgerPage() {
  const params = useSearchParams();
  const router = useRouter();
  const filters = useMemo(() => ledgerFiltersFrom(new URLSearchParams(params?.toString() ?? '')), [params]);
  const search = ledgerSearch(filters);
  const query = useMemo(() => transactionFiltersOf(filters), [filters]);
  const filterButton = useRef<HTMLButtonElement>(null);
  const exporter = useExcelExport(query);

  const show = (next: LedgerFilters) => router.replace(ledgerHref(TRANSACTIONS_HREF, next), { scroll: false });
  const clearFilters = () => {
    show(NO_LEDGER_FILTERS);
    filterButton.current?.focus();
  };

  return (
    <>
      <div className="flex flex-col gap-3 px-4 pt-4">
        <div className="flex items-center justify-between gap-2">
          <LedgerFilterSheet filters={filters} onApply={show} openerRef={filterButton} />
          <ExportButton pending={exporter.pending} onExport={() => void exporter.start()} />
        </div>
        <FilterChips
          filters={filters}
          onRemove={(chip) => show(withoutChip(filters, chip))}
          fallbackFocus={filterButton}
        />
        <ExportMessage pending={exporter.pending} outcome={exporter.outcome} />
      </div>
      <TransactionsList
        key={search}
        filters={query}
        filtered={activeFilterCount(filters) > 0}
        onClearFilters={clearFilters}
      />
    </>
  );
}
