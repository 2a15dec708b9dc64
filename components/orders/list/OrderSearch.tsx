'use client';
// The search over the shopper's orders: an order number or a game's name. Typing searches after a pause;
// Enter searches at once.
import type { Ref } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { toPersianDigits } from '@/lib/digits';
import { ORDER_SEARCH_MIN_LENGTH, orderSearchPhrase } from './list-query';

export function OrderSearch({
  value,
  onChange,
  onSubmit,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  // Typed but too short to search: say why nothing changes.
  const tooShort = value.trim() !== '' && orderSearchPhrase(value) === '';
  return (
    <form
      role="search"
      aria-label="سفارش‌ها"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-1"
    >
      <label htmlFor="orders-search" className="sr-only">
        جستجوی سفارش
      </label>
      <div className="relative">
        <SearchIcon
          size={20}
          className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-400"
        />
        <input
          ref={inputRef}
          id="orders-search"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="شماره سفارش یا نام بازی"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          aria-describedby={tooShort ? 'orders-search-hint' : undefined}
          className="h-11 w-full rounded-xl border border-slate-200 bg-white ps-10 pe-3 text-sm text-slate-900 placeholder:text-slate-400"
        />
      </div>
      {tooShort ? (
        <p id="orders-search-hint" className="px-1 text-xs text-slate-500">
          برای جستجو دست‌کم {toPersianDigits(ORDER_SEARCH_MIN_LENGTH)} حرف یا رقم بنویسید.
        </p>
      ) : null}
    </form>
  );
}
