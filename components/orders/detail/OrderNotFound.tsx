// The order page's two dead ends: no such order for this shopper, and an order the service did not give.
import { IntentLink } from '@/components/shared/IntentLink';
import { ORDERS_HREF } from '@/components/shared/orders/order-status';
import { RetryNotice } from '@/components/ui/RetryNotice';

export function OrderNotFound() {
  return (
    <section
      className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-16 text-center"
      data-testid="order-not-found"
    >
      <h1 className="text-xl font-extrabold text-slate-900">سفارش پیدا نشد</h1>
      <p className="leading-7 text-slate-600">
        سفارشی با این نشانی در حساب کاربری شما نیست. ممکن است نشانی را اشتباه وارد کرده باشید یا این سفارش متعلق به حساب
        دیگری باشد.
      </p>
      <IntentLink
        href={ORDERS_HREF}
        className="mt-3 rounded-xl bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700"
      >
        بازگشت به سفارش‌های من
      </IntentLink>
    </section>
  );
}

export function OrderUnreadable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col gap-4 px-4 pt-5 pb-8">
      <h1 className="text-xl font-extrabold text-slate-900">سفارش</h1>
      <RetryNotice title="سفارش الان خوانده نشد." message={message} onRetry={onRetry} className="py-8" />
    </div>
  );
}
