'use client';
// A Jalali month as a grid of day buttons, Saturday first, with the previous and next month a button away.
// One day takes the Tab stop; the arrows move it (left is the next day on a right-to-left page), PageUp and
// PageDown change the month. Picking a day hands it up; Escape is the sheet's to handle.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { toPersianDigits } from '@/lib/digits';
import {
  jalaliMonthLength,
  jalaliMonthName,
  monthWeeks,
  sameJalaliDay,
  shiftDay,
  shiftMonth,
  type JalaliDay,
} from '@/lib/jalali';
import { BackIcon } from '@/components/ui/icons';
import { ForwardIcon } from '@/components/ui/menu-icons';

const WEEKDAYS = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'];

/** The arrows' moves, in days, as a right-to-left grid reads them. */
const ARROW_STEPS: Record<string, number> = { ArrowLeft: 1, ArrowRight: -1, ArrowDown: 7, ArrowUp: -7 };

export const dayName = (day: JalaliDay) =>
  `${toPersianDigits(day.day)} ${jalaliMonthName(day.month)} ${toPersianDigits(day.year)}`;

/** The same day number in another month, or its last day when that month is shorter. */
function dayInMonth(year: number, month: number, day: number): JalaliDay {
  return { year, month, day: Math.min(day, jalaliMonthLength(year, month)) };
}

type CalendarProps = {
  id: string;
  /** What the calendar is for, e.g. 'تقویم از تاریخ'. */
  label: string;
  selected: JalaliDay | null;
  today: JalaliDay;
  onPick: (day: JalaliDay) => void;
};

export function JalaliCalendar({ id, label, selected, today, onPick }: CalendarProps) {
  const headingId = useId();
  const [active, setActive] = useState<JalaliDay>(selected ?? today);
  const grid = useRef<HTMLTableElement>(null);
  // The active day takes focus when the calendar opens and after a key moved it, not after a month button.
  const focusActive = useRef(true);

  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [active]);

  const moveMonth = (delta: number) => {
    const { year, month } = shiftMonth(active.year, active.month, delta);
    setActive(dayInMonth(year, month, active.day));
  };

  const onDayKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = ARROW_STEPS[event.key];
    const monthStep = event.key === 'PageDown' ? 1 : event.key === 'PageUp' ? -1 : 0;
    if (!step && !monthStep) return;
    event.preventDefault();
    focusActive.current = true;
    if (step) setActive(shiftDay(active, step));
    else moveMonth(monthStep);
  };

  const monthTitle = `${jalaliMonthName(active.month)} ${toPersianDigits(active.year)}`;
  const navClass = 'grid size-10 place-items-center rounded-xl text-slate-700 hover:bg-slate-100';

  return (
    <div id={id} role="group" aria-label={label} className="rounded-2xl border border-slate-200 bg-white p-3">
      <div className="mb-2 flex items-center justify-between gap-2">
        <button type="button" onClick={() => moveMonth(-1)} aria-label="ماه قبل" className={navClass}>
          <BackIcon size={20} />
        </button>
        <p id={headingId} aria-live="polite" className="font-extrabold text-slate-900">
          {monthTitle}
        </p>
        <button type="button" onClick={() => moveMonth(1)} aria-label="ماه بعد" className={navClass}>
          <ForwardIcon size={20} />
        </button>
      </div>
      <table ref={grid} aria-labelledby={headingId} className="w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday} className="pb-1 text-xs font-bold text-slate-500">
                <span aria-hidden="true">{weekday.slice(0, 1)}</span>
                <span className="sr-only">{weekday}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(active.year, active.month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => (
                <td key={column} className="p-0.5">
                  {day ? (
                    <DayButton
                      day={day}
                      active={day.day === active.day}
                      selected={sameJalaliDay(day, selected)}
                      today={sameJalaliDay(day, today)}
                      onPick={() => onPick(day)}
                      onKeyDown={onDayKey}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayButton({
  day,
  active,
  selected,
  today,
  onPick,
  onKeyDown,
}: {
  day: JalaliDay;
  active: boolean;
  selected: boolean;
  today: boolean;
  onPick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const tone = selected
    ? 'bg-brand-600 font-bold text-white hover:bg-brand-700'
    : today
      ? 'font-bold text-brand-700 ring-1 ring-brand-600 ring-inset hover:bg-brand-50'
      : 'text-slate-800 hover:bg-slate-100';
  return (
    <button
      type="button"
      tabIndex={active ? 0 : -1}
      aria-label={dayName(day)}
      aria-pressed={selected}
      aria-current={today ? 'date' : undefined}
      onClick={onPick}
      onKeyDown={onKeyDown}
      className={`mx-auto grid size-10 place-items-center rounded-xl text-sm ${tone}`}
    >
      {toPersianDigits(day.day)}
    </button>
  );
}
