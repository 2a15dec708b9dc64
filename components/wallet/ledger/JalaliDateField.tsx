'use client';
// One bound of the date range: typed (any digits; a readable day is rewritten in Persian digits when the field is
// left) or picked from the calendar that opens under it.
import { useId, type RefObject } from 'react';
import { JALALI_INPUT_EXAMPLE, jalaliInputText, parseJalaliInput } from '@/lib/jalali-range';
import type { JalaliDay } from '@/lib/jalali';
import { TextField } from '@/components/ui/form/fields';
import { JalaliCalendar } from './JalaliCalendar';
import { CalendarIcon } from './ledger-icons';

type DateFieldProps = {
  label: string;
  value: string;
  error?: string;
  today: JalaliDay;
  calendarOpen: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onChange: (text: string) => void;
  onToggleCalendar: () => void;
  onPick: (text: string) => void;
};

export function JalaliDateField({
  label,
  value,
  error,
  today,
  calendarOpen,
  toggleRef,
  onChange,
  onToggleCalendar,
  onPick,
}: DateFieldProps) {
  const calendarId = useId();
  const typed = parseJalaliInput(value);
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={label}
        value={value}
        error={error}
        hint={`مانند ${JALALI_INPUT_EXAMPLE}`}
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        // A day typed in Latin or Arabic digits, or without leading zeros, is shown back in the one spelling.
        onBlur={() => {
          const shown = typed.ok && typed.day ? jalaliInputText(typed.day) : value;
          if (shown !== value) onChange(shown);
        }}
        trailing={
          <button
            ref={toggleRef}
            type="button"
            onClick={onToggleCalendar}
            aria-expanded={calendarOpen}
            aria-controls={calendarOpen ? calendarId : undefined}
            aria-label={`انتخاب ${label} از تقویم`}
            className={`grid size-10 place-items-center rounded-xl hover:bg-slate-100 ${calendarOpen ? 'bg-brand-50 text-brand-700' : 'text-slate-600'}`}
          >
            <CalendarIcon size={22} />
          </button>
        }
      />
      {calendarOpen ? (
        <JalaliCalendar
          id={calendarId}
          label={`تقویم ${label}`}
          selected={typed.ok ? typed.day : null}
          today={today}
          onPick={(day) => onPick(jalaliInputText(day))}
        />
      ) : null}
    </div>
  );
}
