'use client';
// /profile/notifications: the shopper's back-in-stock requests and big-discount alerts, newest first, ten at a
// time with 'نمایش بیشتر'; a skeleton while they are read, a failure with a retry, and an empty state that leads
// to the products.
import { useRef } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import type { ProductNotification } from '@/services/types/commerce';
import { useAppDispatch } from '@/store/hooks';
import { showNotification } from '@/store/slices/notificationSlice';
import { RetryNotice } from '@/components/ui/RetryNotice';
import { NotificationCard } from './NotificationCard';
import { NotificationsSkeleton } from './NotificationsSkeleton';
import { useNotificationList } from './useNotificationList';
import { LoadMore } from '@/components/ui/LoadMore';

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
      <p className="font-bold text-slate-800">درخواست اطلاعی ندارید.</p>
      <p className="text-sm leading-6 text-slate-500">
        برای گزینه‌ای که ناموجود است، در صفحه‌ی بازی «موجود شد خبرم کن» را بزنید، یا «خبرم کن وقتی تخفیف خورد» را روشن
        کنید تا از تخفیف ویژه‌ی آن باخبر شوید.
      </p>
      <IntentLink
        href="/products"
        className="mt-2 rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-bold text-white hover:bg-brand-700"
      >
        مشاهده محصولات
      </IntentLink>
    </div>
  );
}

export function NotificationsPage() {
  const dispatch = useAppDispatch();
  const { view, loadMore, retry, remove } = useNotificationList();
  // Where the focus goes when the card it was on leaves the list.
  const listStart = useRef<HTMLDivElement>(null);

  const cancelled = (request: ProductNotification) => {
    remove(request.id);
    listStart.current?.focus();
    const title = request.product.persianName || request.product.name;
    const message =
      request.type === 'AmazingDiscount' ? `اطلاع تخفیف «${title}» خاموش شد.` : `درخواست اطلاع «${title}» لغو شد.`;
    dispatch(showNotification({ status: 'success', message }));
  };

  if (view.phase === 'loading') return <NotificationsSkeleton />;
  if (view.phase === 'expired') return null;
  return (
    <div
      ref={listStart}
      tabIndex={-1}
      aria-label="درخواست‌های اطلاع"
      className="flex flex-col gap-3 px-4 pb-8 focus:outline-none"
    >
      {view.phase === 'failed' ? (
        <RetryNotice
          title="اطلاع رسانی های شما الان خوانده نشد."
          message={view.message}
          onRetry={retry}
          className="py-8"
        />
      ) : view.items.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {view.items.map((request) => (
              <li key={request.id}>
                <NotificationCard request={request} onCancelled={cancelled} />
              </li>
            ))}
          </ul>
          <LoadMore more={view.more} hasMore={view.hasMore} onLoadMore={loadMore} />
        </>
      )}
    </div>
  );
}
