'use client';
// The discount code of a Pending order, where its payment is chosen: 'کد تخفیف' with 'ثبت کد', or the code on
// the order with its discount, the payable amount as Order/Get answers it after the change, and 'حذف کد تخفیف'.
// A refused code is said under the field and what was typed stays.
import { useState, type FormEvent } from 'react';
import { formatToman } from '@/lib/money';
import type { Order } from '@/services/types/commerce';
import { useSubmission } from '@/components/shared/useServiceForm';
import { TextField } from '@/components/ui/form/fields';
import { DISCOUNT_MESSAGES, normalisePromoCode } from './discount';

const smallButton = 'rounded-lg px-3 py-1.5 text-sm font-bold disabled:cursor-not-allowed disabled:opacity-60';

export function DiscountCode({
  order,
  disabled,
  onApply,
  onRemove,
}: {
  order: Order;
  /** Another request of the panel is under way. */
  disabled: boolean;
  /** Resolves to the field's error, or null once the order has been read again. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => Promise<string | null>;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One request at a time, whatever the button's state: Enter twice sends once.
  const submission = useSubmission();
  const pending = submission.pending;

  const run = (request: () => Promise<string | null>, onDone?: () => void) => {
    if (disabled) return Promise.resolve();
    return submission.run(async () => {
      setError(null);
      const failure = await request();
      if (failure) setError(failure);
      else onDone?.();
    });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const code = normalisePromoCode(typed);
    if (!code) {
      setError(DISCOUNT_MESSAGES.empty);
      return;
    }
    void run(
      () => onApply(code),
      () => setTyped(''),
    );
  };

  if (order.promoCode) {
    return (
      <div
        className="flex flex-col gap-2 rounded-xl border border-emerald-200 bg-emerald-50/60 p-3 text-sm"
        data-testid="discount-applied"
      >
        <dl className="flex flex-col gap-1.5">
          <div className="flex justify-between gap-2">
            <dt className="text-slate-700">
              تخفیف کد{' '}
              <bdi dir="ltr" className="font-bold">
                {order.promoCode}
              </bdi>
            </dt>
            <dd data-testid="discount-amount" className="font-bold text-emerald-800">
              {formatToman(order.promoCodeDiscountAmount ?? 0)}
            </dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-slate-700">مبلغ قابل پرداخت</dt>
            <dd data-testid="discount-payable" className="font-extrabold text-slate-900">
              {formatToman(order.payableAmount)}
            </dd>
          </div>
        </dl>
        <button
          type="button"
          disabled={disabled || pending}
          aria-busy={pending || undefined}
          onClick={() => void run(onRemove)}
          className={`${smallButton} self-start border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
        >
          حذف کد تخفیف
        </button>
        {error ? (
          <p role="alert" className="leading-6 text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate className="flex flex-col">
      <TextField
        label="کد تخفیف"
        name="promo-code"
        dir="ltr"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="done"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
        trailing={
          <button
            type="submit"
            disabled={disabled || pending}
            aria-busy={pending || undefined}
            className={`${smallButton} bg-slate-900 text-white hover:bg-slate-700 dark:bg-brand-600 dark:hover:bg-brand-700`}
          >
            ثبت کد
          </button>
        }
      />
    </form>
  );
}
