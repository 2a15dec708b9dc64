// The order panel while an order is read, and while the panel itself is still on its way (it is loaded only
// when an order is shown): the same frame, title and bones, so nothing moves when either arrives.

export function OrderLoadingBones() {
  return (
    <div className="flex flex-col gap-2">
      <span className="sr-only">در حال بارگذاری سفارش</span>
      <div className="h-24 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-12 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}

export function OrderPaymentLoading() {
  return (
    <section
      aria-busy="true"
      aria-label="سفارش"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-extrabold text-slate-900">سفارش</h2>
      </div>
      <OrderLoadingBones />
    </section>
  );
}
