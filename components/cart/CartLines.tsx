'use client';
// The cart's lines: cover, title, variant, unit price (the regular one struck through), a quantity stepper
// that never goes below 1, the line's total and a remove button. Read-only (the cart as last read, shown
// offline) they keep the quantity as text and offer no change.
import { IntentLink } from '@/components/shared/IntentLink';
import { CART_QUANTITY_MIN } from '@/lib/constants';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import type { CartItem } from '@/services/types/commerce';
import { CoverImage } from '@/components/ui/CoverImage';
import { Price } from '@/components/ui/Price';
import { VariantLabel } from '@/components/ui/VariantLabel';
import type { CartChangeKind } from './optimistic-cart';
import { linePrices } from './optimistic-cart';

const stepButtonClass =
  'grid size-9 place-items-center rounded-xl border border-slate-200 text-lg font-bold hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

export function TrashIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M5 7h14M10 11v6M14 11v6M6 7l1 12h10l1-12M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CartLine({
  item,
  busy,
  onChange,
}: {
  item: CartItem;
  busy: boolean;
  /** Without it the line is read-only. */
  onChange?: (kind: CartChangeKind, itemId: number) => void;
}) {
  const product = item.variant?.product;
  const title = product?.persianName || product?.name || 'محصول';
  const titleId = `cart-line-${item.id}`;
  const { unitPrice, strikePrice } = linePrices(item);
  return (
    <li>
      <article
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        className="flex gap-3 rounded-2xl border border-slate-200 p-3"
      >
        <CoverImage src={product?.filePath} alt={product?.fileAltAttribute || title} size={72} />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h3 id={titleId} className="truncate font-bold text-slate-900">
            {product ? (
              <IntentLink href={`/product/${product.slug}`} className="hover:underline">
                {title}
              </IntentLink>
            ) : (
              title
            )}
          </h3>
          <p className="text-xs text-slate-500">
            <VariantLabel item={item} />
          </p>
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-slate-500">قیمت واحد</span>
            <Price salePrice={unitPrice} regularPrice={strikePrice} />
          </div>
          <div className="mt-1 flex items-center gap-2">
            {onChange ? (
              <>
                <div className="flex items-center gap-1.5" role="group" aria-label={`تعداد ${title}`}>
                  <button
                    type="button"
                    aria-label="افزایش تعداد"
                    onClick={() => onChange('increase', item.id)}
                    className={`${stepButtonClass} text-brand-700`}
                  >
                    +
                  </button>
                  <output aria-live="polite" aria-label="تعداد" className="min-w-7 text-center font-extrabold">
                    {toPersianDigits(item.quantity)}
                  </output>
                  <button
                    type="button"
                    aria-label="کاهش تعداد"
                    disabled={item.quantity <= CART_QUANTITY_MIN}
                    onClick={() => onChange('decrease', item.id)}
                    className={`${stepButtonClass} text-slate-600`}
                  >
                    −
                  </button>
                </div>
                <button
                  type="button"
                  aria-label="حذف"
                  onClick={() => onChange('remove', item.id)}
                  className="grid size-9 place-items-center rounded-xl text-red-700 hover:bg-red-50"
                >
                  <TrashIcon />
                </button>
              </>
            ) : (
              <span className="text-sm text-slate-600">تعداد: {toPersianDigits(item.quantity)}</span>
            )}
            <span className="ms-auto text-sm font-extrabold text-slate-900" data-testid="line-total">
              <span className="sr-only">جمع این ردیف: </span>
              {formatToman(unitPrice * item.quantity)}
            </span>
          </div>
        </div>
      </article>
    </li>
  );
}

/** The lines; given neither `isPending` nor `onChange` they are read-only. */
export function CartLines({
  items,
  isPending,
  onChange,
}: {
  items: CartItem[];
  isPending?: (itemId: number) => boolean;
  onChange?: (kind: CartChangeKind, itemId: number) => void;
}) {
  return (
    <ul className="flex flex-col gap-3" aria-label="اقلام سبد خرید">
      {items.map((item) => (
        <CartLine key={item.id} item={item} busy={isPending?.(item.id) ?? false} onChange={onChange} />
      ))}
    </ul>
  );
}

export function CartTotals({
  totalItemsPrice,
  profitAmount,
  payableAmount,
}: {
  totalItemsPrice: number;
  profitAmount: number;
  payableAmount: number;
}) {
  return (
    <dl className="flex flex-col gap-2 rounded-2xl bg-slate-50 p-4 text-sm" aria-label="جمع سبد خرید">
      <div className="flex justify-between gap-2">
        <dt className="text-slate-600">جمع کالاها</dt>
        <dd data-testid="cart-items-total">{formatToman(totalItemsPrice)}</dd>
      </div>
      <div className="flex justify-between gap-2">
        <dt className="text-slate-600">تخفیف</dt>
        <dd data-testid="cart-discount" className="text-red-700">
          {formatToman(profitAmount)}
        </dd>
      </div>
      <div className="flex justify-between gap-2 border-t border-slate-200 pt-2 text-base">
        <dt className="font-bold text-slate-900">مبلغ قابل پرداخت</dt>
        <dd data-testid="cart-payable" className="font-extrabold text-slate-900">
          {formatToman(payableAmount)}
        </dd>
      </div>
    </dl>
  );
}
