// What replaces 'افزودن به سبد خرید' once the chosen variant is in the cart: '+', the quantity, '−' (a bin at the
// last one, which removes the line) and a link to the cart. Same height as the add button, so nothing moves.
import { IntentLink } from '@/components/shared/IntentLink';
import { CART_QUANTITY_MIN } from '@/lib/constants';
import { toPersianDigits } from '@/lib/digits';

type CartStepperProps = { quantity: number; busy: boolean; onIncrease: () => void; onDecrease: () => void };

export function CartStepper({ quantity, busy, onIncrease, onDecrease }: CartStepperProps) {
  const removes = quantity <= CART_QUANTITY_MIN;
  return (
    <div className="flex w-full items-center gap-2" role="group" aria-label="تعداد در سبد خرید">
      <button
        type="button"
        aria-label="افزایش تعداد"
        disabled={busy}
        onClick={onIncrease}
        className="grid size-10 place-items-center rounded-xl border border-slate-200 text-xl font-bold text-brand-700 hover:bg-slate-50 disabled:opacity-50"
      >
        +
      </button>
      <output aria-live="polite" aria-label="تعداد" className="min-w-8 text-center text-lg font-extrabold">
        {toPersianDigits(quantity)}
      </output>
      <button
        type="button"
        aria-label={removes ? 'حذف' : 'کاهش تعداد'}
        disabled={busy}
        onClick={onDecrease}
        className="grid size-10 place-items-center rounded-xl border border-slate-200 text-xl font-bold text-slate-600 hover:bg-slate-50 disabled:opacity-50"
      >
        {removes ? (
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="M5 7h14M10 11v6M14 11v6M6 7l1 12h10l1-12M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        ) : (
          '−'
        )}
      </button>
      <IntentLink href="/cart" className="ms-auto text-sm font-bold text-brand-600 hover:underline">
        مشاهده سبد
      </IntentLink>
    </div>
  );
}
