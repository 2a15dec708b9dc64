'use client';
// One "tell me when" request: the game (its cover and name lead to its page, on the variant asked about), what it
// waits for (back in stock, or the product page's big-discount alert) and for which variant, the ways it will be
// told by, and its state: waiting, or answered on a Jalali date. A waiting one can be cancelled (an alert turned
// off) here; a failure stays on the card.
import { useState } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import { formatJalaliDateTime } from '@/lib/dates';
import { upsertProductNotification } from '@/services/commerce';
import type { ProductNotification } from '@/services/types/commerce';
import { channelList } from '@/components/shared/notifications/channels';
import { useSubmission } from '@/components/shared/useServiceForm';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { CoverImage } from '@/components/ui/CoverImage';
import { serviceErrorOf } from '@/services/errors';

export const COVER_SIZE = 64;

const STATE_LABELS: Record<ProductNotification['type'], Record<ProductNotification['status'], string>> = {
  ProductAvailable: { Pending: 'در انتظار موجود شدن', Sent: 'موجود شد' },
  AmazingDiscount: { Pending: 'در انتظار تخفیف ویژه', Sent: 'تخفیف ویژه اعلام شد' },
};

/** What the shopper asked to hear about. */
export const KIND_LABELS: Record<ProductNotification['type'], string> = {
  ProductAvailable: 'اطلاع از موجود شدن',
  AmazingDiscount: 'اطلاع از تخفیف ویژه',
};

const CANCEL_LABELS: Record<ProductNotification['type'], string> = {
  ProductAvailable: 'لغو درخواست اطلاع',
  AmazingDiscount: 'خاموش کردن اطلاع تخفیف',
};

const STATE_CLASSES: Record<ProductNotification['status'], string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Sent: 'bg-emerald-100 text-emerald-900',
};

/** The product's page, on the variant the request is about. */
export const productHref = (request: ProductNotification) =>
  `/product/${encodeURIComponent(request.product.slug)}${request.productVariantId ? `?variantId=${request.productVariantId}` : ''}`;

export function NotificationCard({
  request,
  onCancelled,
}: {
  request: ProductNotification;
  onCancelled: (request: ProductNotification) => void;
}) {
  const expire = useSessionExpiry();
  const { pending, run } = useSubmission();
  const [error, setError] = useState<string | null>(null);
  const titleId = `notification-title-${request.id}`;
  const title = request.product.persianName || request.product.name;

  const cancel = () =>
    run(async () => {
      setError(null);
      try {
        const { productId, productVariantId, type } = request;
        await upsertProductNotification({ productId, productVariantId, type, channels: [] });
        onCancelled(request);
      } catch (failure) {
        const serviceError = serviceErrorOf(failure);
        if (!expire(serviceError)) setError(serviceError.message);
      }
    });

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3">
      <div className="flex items-start gap-3">
        <CoverImage src={request.product.filePath} alt={request.product.fileAltAttribute || title} size={COVER_SIZE} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={titleId} className="text-base leading-6 font-extrabold text-slate-900">
            <IntentLink href={productHref(request)} className="rounded hover:text-brand-700">
              <bdi>{title}</bdi>
            </IntentLink>
          </h2>
          <p className="text-sm leading-5 text-slate-600">
            {KIND_LABELS[request.type]}: <bdi>{request.variant?.name ?? 'همه‌ی گزینه‌های بازی'}</bdi>
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATE_CLASSES[request.status]}`}>
              {STATE_LABELS[request.type][request.status]}
            </span>
            {request.status === 'Sent' && request.sentTime ? (
              <time dateTime={request.sentTime} className="text-xs text-slate-600">
                {formatJalaliDateTime(request.sentTime)}
              </time>
            ) : null}
          </p>
        </div>
      </div>
      <dl className="flex flex-col gap-1 border-t border-slate-100 pt-3 text-sm leading-6">
        <div className="flex gap-2">
          <dt className="text-slate-500">خبر از راه</dt>
          <dd className="font-medium text-slate-800">{channelList(request.channels)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">تاریخ درخواست</dt>
          <dd className="text-slate-800">
            <time dateTime={request.creationTime}>{formatJalaliDateTime(request.creationTime)}</time>
          </dd>
        </div>
      </dl>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm leading-6 text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <IntentLink
          href={productHref(request)}
          aria-describedby={titleId}
          className="flex h-10 items-center rounded-xl px-3 text-sm font-bold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
        >
          {request.status === 'Sent' ? 'خرید' : 'مشاهده محصول'}
        </IntentLink>
        {request.status === 'Pending' ? (
          <button
            type="button"
            onClick={() => void cancel()}
            disabled={pending}
            aria-busy={pending || undefined}
            aria-describedby={titleId}
            className="flex h-10 items-center rounded-xl px-3 text-sm font-bold text-red-700 ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-60"
          >
            {CANCEL_LABELS[request.type]}
          </button>
        ) : null}
      </div>
    </article>
  );
}
