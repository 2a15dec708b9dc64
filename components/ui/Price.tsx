// A price in Toman: the sale price, and the regular one struck through with the discount percentage when it differs;
// a price in another currency reads 'قیمت نامشخص'.
import { formatToman, isShopCurrency, PRICE_UNAVAILABLE } from '@/lib/money';
import { toPersianDigits } from '@/lib/digits';

export function discountPercent(regularPrice: number | null | undefined, salePrice: number | null | undefined): number {
  if (!regularPrice || !salePrice || salePrice >= regularPrice) return 0;
  return Math.round(((regularPrice - salePrice) / regularPrice) * 100);
}

export function Price({
  salePrice,
  regularPrice,
  size = 'md',
  currencyType,
}: {
  salePrice: number | null | undefined;
  regularPrice?: number | null;
  size?: 'md' | 'lg';
  /** The amounts' currency; one the shop does not sell in (USD) is never shown as Toman. */
  currencyType?: string | null;
}) {
  if (salePrice === null || salePrice === undefined) {
    return <span className="text-sm font-bold text-slate-500">ناموجود</span>;
  }
  if (!isShopCurrency(currencyType)) {
    return <span className="text-sm font-bold text-slate-500">{PRICE_UNAVAILABLE}</span>;
  }
  const percent = discountPercent(regularPrice, salePrice);
  return (
    <span className="flex flex-col items-end gap-0.5">
      {percent > 0 ? (
        <span className="flex items-center gap-1.5">
          <s className="text-xs text-slate-500">
            <span className="sr-only">قیمت پیش از تخفیف: </span>
            {formatToman(regularPrice ?? 0)}
          </s>
          <span className="rounded-full bg-red-600 px-1.5 text-[11px] leading-5 font-bold text-white">
            {toPersianDigits(percent)}٪<span className="sr-only"> تخفیف</span>
          </span>
        </span>
      ) : null}
      <span className={`${size === 'lg' ? 'text-lg' : 'text-sm'} font-extrabold text-slate-900`}>
        {formatToman(salePrice)}
      </span>
    </span>
  );
}
