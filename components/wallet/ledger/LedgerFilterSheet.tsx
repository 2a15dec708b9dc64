'use client';
// 'فیلتر تراکنش ها': a bottom sheet with the Jalali date range (typed or picked) and the transaction types.
// Nothing changes until 'اعمال فیلتر'; the choice then goes to the address. Escape closes an open calendar
// first, then the sheet; focus goes back to what opened either.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { isOrderedRange, jalaliInputMessages, jalaliInputText, parseJalaliInput } from '@/lib/jalali-range';
import { tehranToday } from '@/lib/jalali';
import { activeFilterCount, LEDGER_TYPES, type LedgerFilters, type LedgerType } from '@/lib/ledger-filters';
import { useModalDialog } from '@/components/shared/use-modal-dialog';
import { JalaliDateField } from './JalaliDateField';
import { FilterButton, FilterSheetActions } from '@/components/ui/filter-sheet';
import { BOTTOM_SHEET_CLASS } from '@/components/ui/bottom-sheet';
import { SheetHeader } from '@/components/ui/SheetHeader';

type Bound = 'from' | 'to';
type Draft = { from: string; to: string; types: LedgerType[] };

const draftOf = (filters: LedgerFilters): Draft => ({
  from: jalaliInputText(filters.from),
  to: jalaliInputText(filters.to),
  types: filters.types,
});

export const SHEET_TITLE = 'فیلتر تراکنش ها';
const BOUND_LABELS: Record<Bound, string> = { from: 'از تاریخ', to: 'تا تاریخ' };

type SheetProps = {
  filters: LedgerFilters;
  onApply: (filters: LedgerFilters) => void;
  openerRef: RefObject<HTMLButtonElement | null>;
};

export function LedgerFilterSheet({ filters, onApply, openerRef }: SheetProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [errors, setErrors] = useState<Partial<Record<Bound, string>>>({});
  const [calendar, setCalendar] = useState<Bound | null>(null);
  const [today, setToday] = useState(() => tehranToday());
  // Bumped by a refused apply, so the first field in error takes focus once it shows its message.
  const [refusals, setRefusals] = useState(0);
  const dialogRef = useModalDialog(open);
  const titleId = useId();
  const toggles = { from: useRef<HTMLButtonElement>(null), to: useRef<HTMLButtonElement>(null) };
  const applied = activeFilterCount(filters);

  useEffect(() => {
    if (refusals > 0) dialogRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [refusals, dialogRef]);

  const openSheet = () => {
    setDraft(draftOf(filters));
    setErrors({});
    setCalendar(null);
    setToday(tehranToday());
    setOpen(true);
  };
  const closeSheet = () => setOpen(false);
  const closeCalendar = () => {
    if (calendar) toggles[calendar].current?.focus();
    setCalendar(null);
  };

  const setBound = (bound: Bound, text: string) => {
    setDraft((current) => ({ ...current, [bound]: text }));
    setErrors((current) => ({ ...current, [bound]: undefined }));
  };
  const pick = (bound: Bound, text: string) => {
    setBound(bound, text);
    closeCalendar();
  };
  const toggleType = (type: LedgerType) =>
    setDraft((current) => ({
      ...current,
      types: current.types.includes(type) ? current.types.filter((item) => item !== type) : [...current.types, type],
    }));

  const apply = () => {
    const from = parseJalaliInput(draft.from);
    const to = parseJalaliInput(draft.to);
    const found: Partial<Record<Bound, string>> = {};
    if (!from.ok) found.from = from.message;
    if (!to.ok) found.to = to.message;
    if (from.ok && to.ok && !isOrderedRange({ from: from.day, to: to.day })) found.to = jalaliInputMessages.order;
    if (!from.ok || !to.ok || found.to) {
      setErrors(found);
      setCalendar(null);
      setRefusals((count) => count + 1);
      return;
    }
    onApply({ from: from.day, to: to.day, types: draft.types });
    closeSheet();
  };

  const clearAll = () => {
    setDraft({ from: '', to: '', types: [] });
    setErrors({});
    setCalendar(null);
  };

  const typeGroups = [
    { legend: 'واریز به کیف پول', types: LEDGER_TYPES.filter((entry) => entry.credit) },
    { legend: 'برداشت از کیف پول', types: LEDGER_TYPES.filter((entry) => !entry.credit) },
  ];

  return (
    <>
      <FilterButton
        applied={applied}
        onClick={openSheet}
        buttonRef={openerRef}
        countLabel="فیلتر فعال"
        className="px-3.5 py-2 font-bold"
      />
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          if (calendar) closeCalendar();
          else closeSheet();
        }}
        onClick={(event) => {
          if (event.target === dialogRef.current) closeSheet();
        }}
        // The browser may close the dialog on its own (a second Escape with no click between): follow it.
        onClose={() => {
          setOpen(false);
          setCalendar(null);
          openerRef.current?.focus();
        }}
        className={`${BOTTOM_SHEET_CLASS} max-h-[88dvh]`}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
          className="flex max-h-[88dvh] flex-col"
        >
          <SheetHeader titleId={titleId} title={SHEET_TITLE} onClose={closeSheet} />
          <div className="flex flex-1 flex-col gap-5 overflow-y-auto px-4 py-4">
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 font-extrabold text-slate-900">بازه تاریخ</legend>
              {(['from', 'to'] as const).map((bound) => (
                <JalaliDateField
                  key={bound}
                  label={BOUND_LABELS[bound]}
                  value={draft[bound]}
                  error={errors[bound]}
                  today={today}
                  calendarOpen={calendar === bound}
                  toggleRef={toggles[bound]}
                  onChange={(text) => setBound(bound, text)}
                  onToggleCalendar={() => (calendar === bound ? closeCalendar() : setCalendar(bound))}
                  onPick={(text) => pick(bound, text)}
                />
              ))}
            </fieldset>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 font-extrabold text-slate-900">نوع تراکنش</legend>
              {typeGroups.map((group) => (
                <fieldset key={group.legend}>
                  <legend className="mb-1 text-sm font-bold text-slate-500">{group.legend}</legend>
                  <ul className="grid grid-cols-1 gap-x-2 min-[360px]:grid-cols-2">
                    {group.types.map(({ type, label }) => (
                      <li key={type}>
                        <label className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl px-2 py-1.5 text-sm hover:bg-slate-50">
                          <input
                            type="checkbox"
                            checked={draft.types.includes(type)}
                            onChange={() => toggleType(type)}
                            className="size-5 shrink-0 accent-brand-600"
                          />
                          {label}
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              ))}
            </fieldset>
          </div>
          <FilterSheetActions label="اعمال فیلتر" onClearAll={clearAll} />
        </form>
      </dialog>
    </>
  );
}
