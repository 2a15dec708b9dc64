'use client';
// The three order tabs as an ARIA tabs widget: one tab stop, arrows, Home and End move and select (the
// shop reads right to left, so ArrowLeft is the next tab), each tab named by its label and then its count.
import { useRef, type KeyboardEvent } from 'react';
import { toPersianDigits } from '@/lib/digits';
import type { OrderStatistics, OrderTab } from '@/services/types/commerce';
import { ORDER_TABS } from '@/components/shared/orders/order-status';

export const tabIdOf = (tab: OrderTab) => `orders-tab-${tab}`;
export const panelIdOf = (tab: OrderTab) => `orders-panel-${tab}`;

/** Where each key takes the focus from tab `index` of `count`, or null for a key the tabs leave alone. */
function targetOf(key: string, index: number, count: number): number | null {
  if (key === 'ArrowLeft') return (index + 1) % count;
  if (key === 'ArrowRight') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function OrderTabs({
  selected,
  counts,
  onSelect,
}: {
  selected: OrderTab;
  counts: OrderStatistics | null;
  onSelect: (tab: OrderTab) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetOf(event.key, index, ORDER_TABS.length);
    if (target === null) return;
    event.preventDefault();
    onSelect(ORDER_TABS[target].tab);
    buttons.current[target]?.focus();
  };

  return (
    <div role="tablist" aria-label="وضعیت سفارش‌ها" className="grid grid-cols-3 gap-1 rounded-2xl bg-slate-100 p-1">
      {ORDER_TABS.map(({ tab, label, countKey }, index) => {
        const isSelected = tab === selected;
        return (
          <button
            key={tab}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={tabIdOf(tab)}
            aria-selected={isSelected}
            aria-controls={panelIdOf(tab)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`flex h-11 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-bold transition-colors ${
              isSelected ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:bg-white/60'
            }`}
          >
            <span className="truncate">{label}</span>{' '}
            {counts ? (
              <span
                className={`min-w-6 rounded-full px-1.5 text-xs leading-5 ${isSelected ? 'bg-brand-100 text-brand-700' : 'bg-slate-200 text-slate-700'}`}
              >
                {toPersianDigits(counts[countKey])}
              </span>
            ) : (
              // Holds the count's place so the labels do not move when it arrives.
              <span
                aria-hidden="true"
                className="h-5 w-6 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none"
              />
            )}
          </button>
        );
      })}
    </div>
  );
}
