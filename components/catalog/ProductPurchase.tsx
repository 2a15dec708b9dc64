'use client';
// The product page's buying island: platform → account type (a radio per variant, out of stock marked 'ناموجود'),
// the price, 'افزودن به سبد خرید', then a quantity stepper fed by Cart/GetCartByProductId (useProductCart). A sold-out
// variant offers 'موجود شد خبرم کن' instead (back-in-stock/). The stepper itself is CartStepper.
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { formatToman, PRICE_UNAVAILABLE } from '@/lib/money';
import { whenIdle } from '@/lib/when-idle';
import type { ProductFacts } from '@/lib/analytics/ecommerce';
import type { BuyingPlatform } from '@/services/commerce/purchase-options';
import { initialOption, inStock, purchaseOptions, sellable } from './purchase-options';
import { Price } from '@/components/ui/Price';
import { isPreorder, PreorderBadge } from '@/components/ui/PreorderBadge';
import { BackInStockNote } from './back-in-stock/BackInStockNote';
import { useBackInStock } from './back-in-stock/useBackInStock';
import { CartStepper } from './CartStepper';
import { useProductCart } from './useProductCart';

// Analytics' reports (docs/analytics.md), fetched once the page is idle.
const analytics = () => import('@/components/shared/analytics/late');

// Only a sold-out variant shows the back-in-stock button: a product with none never downloads it (its bell, its
// dialogs' openers), and one with some fetches it once the page is idle, before the variant is chosen. Out of
// reach (offline, never fetched), the bar says so instead of failing the page.
const loadBackInStockButton = () => import('./back-in-stock/BackInStockButton');
const BackInStockButton = lazy(() =>
  loadBackInStockButton().then(
    (module) => ({ default: module.BackInStockButton }),
    () => ({ default: BackInStockOutOfReach }),
  ),
);

function BackInStockOutOfReach() {
  return (
    <p
      role="status"
      className="flex h-12 w-full items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-600"
    >
      برای ثبت درخواست اطلاع، اتصال اینترنت لازم است.
    </p>
  );
}

export function ProductPurchase({
  productId,
  variants,
  descriptions = [],
  preferredVariantId,
  facts,
}: {
  productId: number;
  /** The variant tree as the island reads it (services/commerce/purchase-options.ts, buyingTree). */
  variants: BuyingPlatform[];
  /** The variants' descriptions, each once: an item's descriptionId is its place here. */
  descriptions?: string[];
  preferredVariantId?: number;
  /** The game's title and brand, for analytics' items. */
  facts?: ProductFacts;
}) {
  const options = useMemo(() => purchaseOptions(variants), [variants]);
  const [selected, setSelected] = useState(() => initialOption(options, preferredVariantId));
  const platformGroupId = useId();
  const variantGroupId = useId();
  const backInStockNoteId = useId();
  const anySoldOut = options.some((option) => !inStock(option));
  const backInStock = useBackInStock(productId, anySoldOut);
  const { busy, lineOf, add, remove } = useProductCart(productId, facts);

  const platforms = variants.filter((platform) => options.some((option) => option.platform.id === platform.id));
  const platformOptions = options.filter((option) => option.platform.id === selected?.platform.id);
  const line = lineOf(selected?.item.id);
  const descriptionId = selected?.item.descriptionId;
  const description = descriptionId === undefined ? null : descriptions[descriptionId];

  useEffect(() => {
    if (anySoldOut) return whenIdle(() => void loadBackInStockButton().catch(() => {}));
  }, [anySoldOut]);

  // view_item, once per game shown, for the variant it opens on; once the page is idle, as its page view is.
  useEffect(() => {
    const shown = initialOption(options, preferredVariantId);
    if (!shown) return;
    return whenIdle(() => void analytics().then(({ reportViewItem }) => reportViewItem(facts, shown)));
  }, [options, preferredVariantId, facts]);

  if (!selected) {
    return (
      <p className="rounded-2xl bg-slate-50 p-4 text-center text-slate-500">این بازی فعلا برای فروش موجود نیست.</p>
    );
  }

  const choosePlatform = (platformId: number) => {
    const candidates = options.filter((option) => option.platform.id === platformId);
    setSelected(initialOption(candidates) ?? selected);
  };

  return (
    <div className="space-y-4">
      <fieldset>
        <legend id={platformGroupId} className="mb-2 text-sm font-bold text-slate-700">
          پلتفرم
        </legend>
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-labelledby={platformGroupId}>
          {platforms.map((platform) => (
            <label
              key={platform.id}
              className="relative cursor-pointer rounded-xl border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-bold has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="platform"
                value={platform.slug ?? platform.id}
                checked={platform.id === selected.platform.id}
                onChange={() => choosePlatform(platform.id)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-xl opacity-0"
              />
              <bdi dir="ltr">{platform.value}</bdi>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend id={variantGroupId} className="mb-2 text-sm font-bold text-slate-700">
          نوع اکانت
        </legend>
        <div className="space-y-2" role="radiogroup" aria-labelledby={variantGroupId}>
          {platformOptions.map((option) => {
            const outOfStock = !inStock(option);
            const priceId = `variant-price-${option.item.id}`;
            return (
              <label
                key={option.item.id}
                className={`flex cursor-pointer items-center gap-3 rounded-2xl border px-3 py-3 ${
                  outOfStock ? 'border-slate-200 bg-slate-50 text-slate-600' : 'border-slate-200'
                } has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600`}
              >
                <input
                  type="radio"
                  name="variant"
                  value={option.item.id}
                  checked={option.item.id === selected.item.id}
                  onChange={() => setSelected(option)}
                  aria-describedby={priceId}
                  className="size-4 accent-brand-600"
                />
                <span className="flex flex-1 items-center gap-2 font-medium">
                  {option.node.value}
                  {isPreorder(option.item.status) ? <PreorderBadge /> : null}
                </span>
                <span id={priceId} className="text-sm">
                  {outOfStock
                    ? 'ناموجود'
                    : sellable(option)
                      ? formatToman(option.item.salePrice ?? option.item.regularPrice ?? 0)
                      : PRICE_UNAVAILABLE}
                </span>
              </label>
            );
          })}
        </div>
        {!inStock(selected) ? (
          <BackInStockNote id={backInStockNoteId} saved={backInStock.requestFor(selected.item.id)} />
        ) : null}
        {description ? <p className="mt-2 text-sm leading-7 text-slate-500">{description}</p> : null}
        {isPreorder(selected.item.status) ? (
          <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm leading-7 text-amber-900">
            این نسخه پیش خرید است: امروز می‌خرید و اکانت پس از انتشار بازی روی این پلتفرم تحویل می‌شود.
          </p>
        ) : null}
      </fieldset>

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-slate-100 bg-white/95 px-4 py-3 backdrop-blur">
        {/* One height for the add button and the stepper that replaces it once the cart is read: nothing below moves. */}
        <div className="flex h-12 flex-1 items-center">
          {line ? (
            <CartStepper
              quantity={line.quantity}
              busy={busy}
              onIncrease={() => add(selected)}
              onDecrease={() => remove(line, selected)}
            />
          ) : !inStock(selected) ? (
            <Suspense fallback={null}>
              <BackInStockButton
                noteId={backInStockNoteId}
                productId={productId}
                variantId={selected.item.id}
                platform={selected.platform.value}
                accountType={selected.node.value}
                saved={backInStock.requestFor(selected.item.id)}
                onSaved={(request) => backInStock.keep(selected.item.id, request)}
              />
            </Suspense>
          ) : !sellable(selected) ? (
            <p className="flex h-12 w-full items-center justify-center rounded-xl bg-slate-100 text-sm font-bold text-slate-600">
              این گزینه فعلاً فروخته نمی‌شود
            </p>
          ) : (
            <button
              type="button"
              disabled={busy}
              onClick={() => add(selected)}
              className="h-12 w-full rounded-xl bg-brand-600 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              افزودن به سبد خرید
            </button>
          )}
        </div>
        <Price
          salePrice={selected.item.salePrice}
          regularPrice={selected.item.regularPrice}
          currencyType={selected.item.currencyType}
          size="lg"
        />
      </div>
    </div>
  );
}
