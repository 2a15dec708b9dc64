'use client';
// The page's states other than the form: loading, not found, closed to new details, and sent.
import { useEffect, useRef } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import { ORDERS_HREF, orderPageHref } from '@/components/shared/orders/order-status';
import { Bone } from '@/components/ui/Skeleton';
import { CLOSED_MESSAGES, type ClosedReason } from './closed-reason';

const primaryLink = 'self-start rounded-xl bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700';

/** The heading, the item and four fields, the size of what comes, while it is read. */
export function AccountFormSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4 px-4 pt-5" data-testid="account-form-skeleton">
      <span className="sr-only">در حال بارگذاری</span>
      <Bone className="h-7 w-44" />
      <Bone className="h-[5.5rem] w-full rounded-2xl" />
      <Bone className="h-5 w-28" />
      <div className="grid grid-cols-2 gap-2">
        <Bone className="h-14 rounded-xl" />
        <Bone className="h-14 rounded-xl" />
        <Bone className="h-14 rounded-xl" />
        <Bone className="h-14 rounded-xl" />
      </div>
    </div>
  );
}

/** A wrong address, someone else's order, or an item not in the order: all read the same. */
export function AccountFormNotFound() {
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-16 text-center">
      <h1 className="text-xl font-extrabold text-slate-900">این کالا در سفارش‌های شما پیدا نشد</h1>
      <p className="leading-7 text-slate-500">ممکن است نشانی اشتباه باشد یا این سفارش متعلق به حساب دیگری باشد.</p>
      <IntentLink
        href={ORDERS_HREF}
        className="mt-3 rounded-xl bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700"
      >
        سفارش‌های من
      </IntentLink>
    </section>
  );
}

export function ClosedNotice({ reason, orderId }: { reason: ClosedReason; orderId: number }) {
  const { title, detail } = CLOSED_MESSAGES[reason];
  return (
    <section aria-labelledby="account-form-closed" className="mx-4 flex flex-col gap-2 rounded-2xl bg-slate-50 p-4">
      <h2 id="account-form-closed" className="font-extrabold text-slate-900">
        {title}
      </h2>
      <p className="text-sm leading-7 text-slate-600">{detail}</p>
      <IntentLink href={orderPageHref(orderId)} className={`mt-2 ${primaryLink}`}>
        مشاهده سفارش
      </IntentLink>
    </section>
  );
}

/** The details went through: said once, focused for keyboard users, and none of the values shown again. */
export function SentNotice({ orderId }: { orderId: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      className="mx-4 flex flex-col gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-emerald-600"
    >
      <p role="status" className="font-extrabold text-emerald-900">
        اطلاعات اکانت ثبت شد.
      </p>
      <p className="text-sm leading-7 text-emerald-900">
        کارشناس فروشگاه با این اطلاعات وارد اکانت شما می‌شود و بازی را فعال می‌کند. پس از انجام سفارش، رمز عبور اکانت
        خود را عوض کنید.
      </p>
      <IntentLink href={orderPageHref(orderId)} className={`mt-2 ${primaryLink}`}>
        مشاهده مراحل سفارش
      </IntentLink>
    </div>
  );
}
