'use client';
// A delivered account's details, fetched when the buyer asks (OrderItem/GetDeliveredAccount) and kept only in
// this component's state: never in the store, never in localStorage. Latin values read left to right.
import { useState } from 'react';
import { getDeliveredAccount } from '@/services/commerce';
import { serviceErrorOf } from '@/services/errors';
import type { DeliveredAccount } from '@/services/types/commerce';
import { useAppDispatch } from '@/store/hooks';
import { showNotification } from '@/store/slices/notificationSlice';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';

function CopyRow({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const dispatch = useAppDispatch();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      dispatch(showNotification({ status: 'success', message: 'کپی شد' }));
    } catch {
      dispatch(showNotification({ status: 'error', message: 'کپی انجام نشد؛ متن را انتخاب و کپی کنید.' }));
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <dt dir="rtl" className="text-xs font-bold text-slate-600">
        {label}
      </dt>
      <dd className="flex items-center gap-2">
        <code className="min-w-0 flex-1 rounded-lg bg-white px-2 py-1.5 font-mono text-sm break-all text-slate-900 select-all">
          {value}
        </code>
        <button
          type="button"
          aria-label={copyLabel}
          onClick={copy}
          className="shrink-0 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-bold text-brand-700 hover:bg-brand-50"
        >
          کپی
        </button>
      </dd>
    </div>
  );
}

export const NO_READY_ACCOUNT_MESSAGE = 'این بازی روی اکانت خودتان فعال می‌شود و اکانت آماده‌ای برای آن تحویل نمی‌شود.';

export function AccountDetails({ orderItemId }: { orderItemId: number }) {
  const expire = useSessionExpiry();
  const [account, setAccount] = useState<DeliveredAccount | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const boxId = `account-${orderItemId}`;

  const toggle = async () => {
    if (open) {
      // Hidden means forgotten: showing it again asks the service again.
      setOpen(false);
      setAccount(null);
      return;
    }
    if (loading) return;
    setLoading(true);
    setError(null);
    try {
      setAccount(await getDeliveredAccount(orderItemId));
      setOpen(true);
    } catch (failure) {
      const serviceError = serviceErrorOf(failure);
      // An item put on the buyer's own account (a pre-order) has no ready-made account to show.
      if (serviceError.kind === 'notFound') setError(NO_READY_ACCOUNT_MESSAGE);
      else if (!expire(serviceError)) setError(serviceError.message);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? boxId : undefined}
        disabled={loading}
        aria-busy={loading || undefined}
        onClick={toggle}
        className="self-start rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {open ? 'پنهان کردن مشخصات اکانت' : 'نمایش مشخصات اکانت'}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {open && account ? (
        <div
          id={boxId}
          dir="ltr"
          data-testid="account-details"
          className="rounded-xl border border-slate-200 bg-slate-50 p-3"
        >
          <dl className="flex flex-col gap-2.5">
            <CopyRow label="نام کاربری" value={account.username} copyLabel="کپی نام کاربری" />
            <CopyRow label="رمز عبور" value={account.password} copyLabel="کپی رمز عبور" />
            {account.email && account.email !== account.username ? (
              <CopyRow label="ایمیل" value={account.email} copyLabel="کپی ایمیل" />
            ) : null}
          </dl>
          {account.notes ? (
            <p dir="rtl" className="mt-3 text-xs leading-6 text-slate-600">
              {account.notes}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
