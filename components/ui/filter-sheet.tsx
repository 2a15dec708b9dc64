// What the two filter sheets (the catalog's and the wallet ledger's) share: the 'فیلتر' button that opens one, with
// how many filters are on, and the row at its foot that applies the choice or clears it.
import type { Ref } from 'react';
import { toPersianDigits } from '@/lib/digits';
import { FilterIcon } from './icons';

/**
 * 'فیلتر' and, when some are on, their count. `countLabel` says the count to a screen reader after the number;
 * without it the count is for the eye only and the button is named 'فیلتر' alone.
 */
export function FilterButton({
  applied,
  onClick,
  buttonRef,
  countLabel,
  className,
}: {
  applied: number;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  countLabel?: string;
  className: string;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      className={`flex items-center gap-1.5 rounded-full border border-slate-200 text-sm text-slate-700 hover:bg-slate-50 ${className}`}
    >
      <FilterIcon size={18} />
      فیلتر
      {applied > 0 ? (
        <span
          className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 text-white"
          aria-hidden={countLabel ? undefined : 'true'}
        >
          {toPersianDigits(applied)}
          {countLabel ? <span className="sr-only"> {countLabel}</span> : null}
        </span>
      ) : null}
    </button>
  );
}

/** The sheet's foot: its main action (a submit inside a form, else a button) and 'حذف همه'. */
export function FilterSheetActions({
  label,
  onApply,
  onClearAll,
}: {
  label: string;
  /** Without it the main action submits the sheet's form. */
  onApply?: () => void;
  onClearAll: () => void;
}) {
  return (
    <div className="flex gap-2 border-t border-slate-100 p-3">
      <button
        type={onApply ? 'button' : 'submit'}
        onClick={onApply}
        className="flex-1 rounded-xl bg-brand-600 py-3 font-bold text-white hover:bg-brand-700"
      >
        {label}
      </button>
      <button
        type="button"
        onClick={onClearAll}
        className="rounded-xl border border-slate-200 px-4 py-3 font-medium text-slate-600 hover:bg-slate-50"
      >
        حذف همه
      </button>
    </div>
  );
}
