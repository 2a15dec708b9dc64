'use client';
// The order under way, above the cart: paying it from the wallet, the shortfall through a bank gateway, or
// the result once paid. Everything shown is what the services answered, never what the return URL said.
import { useId } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import { formatToman } from '@/lib/money';
import { MIN_ORDER_GATEWAY_PAYMENT_IRR, shortfallToman, type PaymentPlan } from '@/lib/shortfall';
import type { Order } from '@/services/types/commerce';
import { itemAwaitingDetails } from '@/components/shared/orders/item-delivery';
import { accountFormHref, isSettled, orderPageHref } from '@/components/shared/orders/order-status';
import { GatewayFieldset } from '@/components/shared/payment/GatewayOptions';
import { useReserveGatewayChoice } from '@/components/shared/payment/gateway-choice';
import { OrderStatusTag } from '@/components/shared/orders/OrderStatusTag';
import type { CheckoutBusy, CheckoutView } from './checkoutReducer';
import { DiscountCode } from './DiscountCode';
import { OrderLoadingBones } from './OrderPaymentLoading';

const primaryButton =
  'w-full rounded-xl bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

function Amounts({ rows }: { rows: { label: string; value: number; strong?: boolean; testId?: string }[] }) {
  return (
    <dl className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 text-sm">
      {rows.map((row) => (
        <div
          key={row.label}
          className={`flex justify-between gap-2 ${row.strong ? 'text-base font-extrabold text-slate-900' : ''}`}
        >
          <dt className={row.strong ? '' : 'text-slate-600'}>{row.label}</dt>
          <dd data-testid={row.testId}>{formatToman(row.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function GatewayPayment({
  order,
  plan,
  busy,
  onPay,
}: {
  order: Order;
  plan: Extract<PaymentPlan, { kind: 'gateway' }>;
  busy: CheckoutBusy;
  onPay: (gatewayId: number) => void;
}) {
  const choice = useReserveGatewayChoice({ reserveId: order.id, orderNumber: order.orderNumber });
  const { gatewayId } = choice;
  // A remainder below the gateway's floor is paid at the floor; the rest stays in the wallet.
  const raised = plan.shortfall < MIN_ORDER_GATEWAY_PAYMENT_IRR;

  return (
    <div className="flex flex-col gap-3">
      <p className="leading-7 text-slate-700">
        موجودی کیف پول شما برای این سفارش کافی نیست. کسری را از درگاه بانکی بپردازید؛ مبلغ به کیف پول واریز و سفارش
        پرداخت می‌شود.
      </p>
      <Amounts
        rows={[
          { label: 'مبلغ سفارش', value: plan.payable },
          { label: 'موجودی کیف پول', value: plan.balance, testId: 'checkout-balance' },
          raised
            ? { label: 'مبلغ کسری', value: plan.shortfall }
            : { label: 'مبلغ کسری', value: plan.gatewayAmount, strong: true, testId: 'checkout-shortfall' },
          ...(raised
            ? [{ label: 'پرداخت از درگاه', value: plan.gatewayAmount, strong: true, testId: 'checkout-shortfall' }]
            : []),
        ]}
      />
      {raised ? (
        <p className="text-sm leading-6 text-slate-600">
          کمترین مبلغ پرداخت از درگاه {formatToman(MIN_ORDER_GATEWAY_PAYMENT_IRR)} است؛ مابقی در کیف پول شما می‌ماند.
        </p>
      ) : null}
      <GatewayFieldset choice={choice} name="reserve-gateway" />
      <button
        type="button"
        disabled={busy !== null || gatewayId === null}
        aria-busy={busy !== null || undefined}
        onClick={() => gatewayId !== null && onPay(gatewayId)}
        className={primaryButton}
      >
        {busy === 'redirecting' ? 'در حال انتقال به درگاه…' : 'پرداخت کسری'}
      </button>
      <IntentLink
        href={`/profile/wallet/charge?amount=${shortfallToman(plan)}&returnTo=${encodeURIComponent(`/cart?order=${order.id}`)}`}
        className="self-center rounded-lg px-2 py-1 text-sm font-bold text-brand-600 hover:bg-brand-50"
      >
        یا کیف پول را به اندازه کسری شارژ کنید
      </IntentLink>
    </div>
  );
}

/** Where a paid order goes on: the account form of the first item waiting for the buyer's details, else its page. */
function NextStepLink({ order }: { order: Order }) {
  const waiting = itemAwaitingDetails(order);
  return (
    <IntentLink
      href={waiting ? accountFormHref(order.id, waiting.id) : orderPageHref(order.id)}
      className={`${primaryButton} text-center`}
    >
      {waiting ? 'ثبت اطلاعات اکانت' : 'مشاهده سفارش و مراحل آن'}
    </IntentLink>
  );
}

export function OrderPayment({
  view,
  busy,
  error,
  notice,
  onPayFromWallet,
  onPayShortfall,
  onApplyDiscount,
  onRemoveDiscount,
  onRetry,
  onClose,
  onLogin,
}: {
  view: Exclude<CheckoutView, { kind: 'none' }>;
  busy: CheckoutBusy;
  error: string | null;
  notice: string | null;
  onPayFromWallet: () => void;
  onPayShortfall: (gatewayId: number) => void;
  onApplyDiscount: (code: string) => Promise<string | null>;
  onRemoveDiscount: () => Promise<string | null>;
  onRetry: () => void;
  onClose: () => void;
  onLogin: () => void;
}) {
  const titleId = useId();
  const order = view.kind === 'order' ? view.order : null;
  const settled = order ? isSettled(order.status) : false;

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={view.kind === 'loading' || undefined}
      className={`flex flex-col gap-3 rounded-2xl border p-4 ${settled ? 'border-emerald-200 bg-emerald-50/40' : 'border-slate-200'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-extrabold text-slate-900">
          {order ? (
            <>
              سفارش <bdi dir="ltr">{order.orderNumber}</bdi>
            </>
          ) : (
            'سفارش'
          )}
        </h2>
        {order ? <OrderStatusTag status={order.status} /> : null}
      </div>

      {view.kind === 'loading' ? <OrderLoadingBones /> : null}

      {view.kind === 'signedOut' ? (
        <div className="flex flex-col gap-3">
          <p className="leading-7 text-slate-700">برای دیدن و پرداخت این سفارش وارد حساب کاربری خود شوید.</p>
          <button type="button" onClick={onLogin} className={primaryButton}>
            ورود
          </button>
        </div>
      ) : null}

      {view.kind === 'missing' ? (
        <p className="leading-7 text-slate-700">سفارشی با این شماره در حساب شما پیدا نشد.</p>
      ) : null}

      {notice ? (
        <p
          role={settled ? 'status' : 'alert'}
          className={`rounded-xl px-3 py-2 leading-7 ${settled ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}
        >
          {notice}
        </p>
      ) : null}

      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 leading-7 text-red-700">
          {error}
        </p>
      ) : null}

      {order && order.status === 'Pending' && view.kind === 'order' ? (
        <DiscountCode order={order} disabled={busy !== null} onApply={onApplyDiscount} onRemove={onRemoveDiscount} />
      ) : null}

      {order && order.status === 'Pending' && view.kind === 'order' && view.plan?.kind === 'wallet' ? (
        <div className="flex flex-col gap-3">
          <Amounts
            rows={[
              { label: 'مبلغ سفارش', value: view.plan.payable, strong: true },
              { label: 'موجودی کیف پول', value: view.plan.balance, testId: 'checkout-balance' },
            ]}
          />
          <button
            type="button"
            disabled={busy !== null}
            aria-busy={busy !== null || undefined}
            onClick={onPayFromWallet}
            className={primaryButton}
          >
            پرداخت از کیف پول
          </button>
        </div>
      ) : null}

      {order && order.status === 'Pending' && view.kind === 'order' && view.plan?.kind === 'gateway' ? (
        <GatewayPayment order={order} plan={view.plan} busy={busy} onPay={onPayShortfall} />
      ) : null}

      {view.kind === 'failed' || (order?.status === 'Pending' && view.kind === 'order' && !view.plan) ? (
        <button type="button" disabled={busy !== null} onClick={onRetry} className={primaryButton}>
          تلاش دوباره
        </button>
      ) : null}

      {order?.status === 'Canceled' ? <p className="leading-7 text-slate-700">این سفارش لغو شده است.</p> : null}

      {order && order.status !== 'Pending' ? (
        <p className="text-sm text-slate-600">
          مبلغ سفارش: <span className="font-bold text-slate-900">{formatToman(order.payableAmount)}</span>
        </p>
      ) : null}

      {order && settled ? <NextStepLink order={order} /> : null}

      {busy === null ? (
        <button
          type="button"
          onClick={onClose}
          className="self-center rounded-lg px-3 py-1 text-sm font-bold text-slate-600 hover:bg-slate-100"
        >
          بستن
        </button>
      ) : null}
    </section>
  );
}
