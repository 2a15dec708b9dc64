// The cart's states other than its lines: loading, unreadable and empty. No client directive, so the route
// renders its frame and skeleton on the server without sending this module's script with the page.
import { IntentLink } from '@/components/shared/IntentLink';
import { PageHeading } from '@/components/ui/PageHeading';
import { RetryNotice } from '@/components/ui/RetryNotice';
import { CART_HINT_SCRIPT } from '@/lib/cart-hint';

/** Rows the size of the final ones, so nothing jumps when the cart arrives. */
export function CartSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3" data-testid="cart-skeleton">
      <span className="sr-only">در حال بارگذاری سبد خرید</span>
      {[0, 1].map((row) => (
        <div key={row} className="flex h-[142px] gap-3 rounded-2xl border border-slate-100 p-3">
          <div className="size-[72px] animate-pulse rounded-xl bg-slate-100" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
            <div className="mt-auto h-9 w-1/2 animate-pulse rounded-xl bg-slate-100" />
          </div>
        </div>
      ))}
      <div className="h-28 animate-pulse rounded-2xl bg-slate-50" />
    </div>
  );
}

/** The cart could not be read: it is not empty, only unknown for now. */
export function CartUnreadable({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryNotice
      title="سبد خرید الان خوانده نشد."
      message="ارتباط با سرور برقرار نشد؛ چیزی از سبد شما کم نشده است. کمی بعد دوباره تلاش کنید."
      onRetry={onRetry}
      className="py-6"
    />
  );
}

export function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center">
      <p className="font-bold text-slate-800">سبد خرید شما خالی است.</p>
      <p className="text-sm leading-6 text-slate-500">اکانت بازی مورد نظرتان را از فروشگاه انتخاب کنید.</p>
      <IntentLink
        href="/products"
        className="rounded-xl bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700"
      >
        مشاهده محصولات
      </IntentLink>
    </div>
  );
}

/** For a visitor, below the cart: where the orders are, once logged in. */
export function VisitorOrders({ onLogin, onLoginIntent }: { onLogin?: () => void; onLoginIntent?: () => void }) {
  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-2 rounded-2xl bg-slate-50 p-4">
      <h2 id="orders-title" className="font-extrabold text-slate-900">
        سفارش‌های ثبت‌شده
      </h2>
      <p className="text-sm leading-6 text-slate-600">برای دیدن سفارش‌ها و مشخصات اکانت‌های خریداری‌شده وارد شوید.</p>
      <button
        type="button"
        onClick={onLogin}
        // The login form's code is fetched as the shopper reaches for the button, before the click lands.
        onPointerEnter={onLoginIntent}
        onPointerDown={onLoginIntent}
        onFocus={onLoginIntent}
        className="self-start rounded-lg px-2 py-1 text-sm font-bold text-brand-600 hover:bg-brand-50"
      >
        ورود به حساب کاربری
      </button>
    </section>
  );
}

/**
 * The page as the server sends it, before the browser knows the cart: the heading and the cart's title at
 * their final place, then the skeleton; or, when the browser's storage already says there is no cart and no
 * session (lib/cart-hint.ts marks the page before it paints), the empty cart and the visitor's orders prompt.
 * CartPage renders the same while the cart is read, so nothing moves and nothing larger paints later.
 */
export function CartPageLoading() {
  return (
    <div className="group flex flex-col gap-5 px-4 pb-8">
      <script dangerouslySetInnerHTML={{ __html: CART_HINT_SCRIPT }} />
      <div className="-mx-4">
        <PageHeading>سفارش های من</PageHeading>
      </div>
      <section aria-labelledby="cart-title" className="flex flex-col gap-3">
        <h2 id="cart-title" className="text-lg font-extrabold text-slate-900">
          سبد خرید
        </h2>
        <div className="group-data-[cart=empty]:hidden">
          <CartSkeleton />
        </div>
        <div className="hidden group-data-[cart=empty]:block">
          <EmptyCart />
        </div>
      </section>
      <div className="hidden group-data-[cart=empty]:block">
        <VisitorOrders />
      </div>
    </div>
  );
}
