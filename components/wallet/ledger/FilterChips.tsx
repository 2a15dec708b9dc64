'use client';
// One chip per active filter under the page's header ('از ۱ آبان ۱۴۰۵', 'افزایش اعتبار'); each is a button that
// removes just that filter. Focus then moves to the chip that took its place, or to the filter button.
import { useEffect, useRef, type RefObject } from 'react';
import { formatJalaliDate } from '@/lib/dates';
import { gregorianDateOf, type JalaliDay } from '@/lib/jalali';
import {
  filterChips,
  ledgerSearch,
  ledgerTypeLabel,
  type LedgerFilterChip,
  type LedgerFilters,
} from '@/lib/ledger-filters';
import { CloseIcon } from '@/components/ui/icons';

const dayText = (day: JalaliDay | null) => {
  const date = day ? gregorianDateOf(day) : null;
  return date ? formatJalaliDate(date) : '';
};

export function chipLabel(filters: LedgerFilters, chip: LedgerFilterChip): string {
  if (chip.key === 'from') return `از ${dayText(filters.from)}`;
  if (chip.key === 'to') return `تا ${dayText(filters.to)}`;
  return ledgerTypeLabel(chip.type);
}

type ChipsProps = {
  filters: LedgerFilters;
  onRemove: (chip: LedgerFilterChip) => void;
  /** Where focus goes when the last chip is gone. */
  fallbackFocus: RefObject<HTMLButtonElement | null>;
};

export function FilterChips({ filters, onRemove, fallbackFocus }: ChipsProps) {
  const chips = filterChips(filters);
  const list = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  const shown = ledgerSearch(filters);

  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? fallbackFocus.current)?.focus();
  }, [shown, fallbackFocus]);

  if (chips.length === 0) return null;
  return (
    <ul ref={list} aria-label="فیلترهای فعال" className="flex flex-wrap gap-2">
      {chips.map((chip, index) => {
        const label = chipLabel(filters, chip);
        return (
          <li key={chip.key === 'type' ? chip.type : chip.key}>
            <button
              type="button"
              aria-label={`حذف فیلتر ${label}`}
              onClick={() => {
                removedAt.current = index;
                onRemove(chip);
              }}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1.5 ps-3 pe-2 text-sm font-medium text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100"
            >
              {label}
              <CloseIcon size={16} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
