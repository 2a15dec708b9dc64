'use client';
// 'اطلاع از موجود شدن': the ways a signed-in shopper wants to hear that a sold-out variant is back (SMS to the
// profile's number, e-mail when the profile has one, a notice on the site), at least one, saved with Upsert.
// Opened again on a saved request, it changes the ways or cancels the request. A chunk of its own, loaded on the
// first tap. Escape and 'بستن' close it; a failure stays in it with the choices as they were.
import { useId, useState, type FormEvent } from 'react';
import { maskMobile } from '@/lib/phone';
import type { NotificationChannel, SavedProductNotification } from '@/services/types/commerce';
import { useSaveBackInStockMutation } from '@/store/api/backInStockApi';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showNotification } from '@/store/slices/notificationSlice';
import { serviceErrorFor } from '@/components/shared/forms';
import { asServiceError } from '@/components/shared/usePagedList';
import { CHANNEL_LABELS } from '@/components/shared/notifications/channels';
import { SheetDialog } from '@/components/shared/ModalDialog';
import { useSubmission } from '@/components/shared/useServiceForm';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { SubmitRow } from '@/components/ui/form/SubmitRow';

export const NO_CHANNEL_MESSAGE = 'دست‌کم یک راه اطلاع‌رسانی را انتخاب کنید.';

/** The order the ways are offered in: the one every profile has first. */
const OFFERED_ORDER: NotificationChannel[] = ['Sms', 'Email', 'InAppNotification'];

export type NotifyDialogProps = {
  open: boolean;
  productId: number;
  variantId: number;
  /** The variant as the page names it: its platform (Latin) and its account type. */
  platform: string;
  accountType: string;
  /** The pending request for this variant, if there is one. */
  saved: SavedProductNotification | null;
  onClose: () => void;
  /** After the dialog has closed, however it closed. */
  onClosed: () => void;
  /** The request as saved, or null after a cancel. */
  onSaved: (request: SavedProductNotification | null) => void;
};

export default function NotifyDialog({
  open,
  productId,
  variantId,
  platform,
  accountType,
  saved,
  onClose,
  onClosed,
  onSaved,
}: NotifyDialogProps) {
  const errorId = useId();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const expire = useSessionExpiry();
  const { pending, run } = useSubmission();
  const [save] = useSaveBackInStockMutation();
  const email = user?.emailAddress?.trim() || null;
  const offered = OFFERED_ORDER.filter((channel) => channel !== 'Email' || email);
  const [chosen, setChosen] = useState<NotificationChannel[]>(
    () => saved?.channels.filter((channel) => offered.includes(channel)) ?? ['Sms'],
  );
  const [error, setError] = useState<string | null>(null);

  const labelOf = (channel: NotificationChannel) => {
    if (channel === 'Sms') {
      const masked = user?.phoneNumber ? maskMobile(user.phoneNumber) : null;
      return masked ? (
        <>
          پیامک به <bdi dir="ltr">{masked}</bdi>
        </>
      ) : (
        'پیامک به شماره موبایل شما'
      );
    }
    if (channel === 'Email') {
      return (
        <>
          ایمیل به <bdi dir="ltr">{email}</bdi>
        </>
      );
    }
    return CHANNEL_LABELS[channel];
  };

  const toggle = (channel: NotificationChannel, on: boolean) => {
    setError(null);
    setChosen((current) => (on ? [...current, channel] : current.filter((candidate) => candidate !== channel)));
  };

  const send = (channels: NotificationChannel[]) =>
    run(async () => {
      setError(null);
      // The mutation has the shopper's list of requests, wherever it is shown, read again.
      const outcome = await save({ productId, variantId, channels });
      if ('error' in outcome) {
        const serviceError = asServiceError(outcome.error);
        if (expire(serviceError)) onClose();
        else setError(serviceErrorFor(serviceError, []).formError);
        return;
      }
      const request = outcome.data;
      onSaved(request);
      const message = request ? 'درخواست اطلاع ثبت شد. وقتی موجود شد خبرتان می‌کنیم.' : 'درخواست اطلاع لغو شد.';
      dispatch(showNotification({ status: 'success', message }));
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) setError(NO_CHANNEL_MESSAGE);
    else void send(OFFERED_ORDER.filter((channel) => chosen.includes(channel)));
  };

  return (
    // Focus starts on the first choice rather than on the close button.
    <SheetDialog open={open} title="اطلاع از موجود شدن" onClose={onClose} onClosed={onClosed} focusFirstInput>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 px-4 py-4">
        <p className="text-sm leading-7 text-slate-600">
          وقتی اکانت {accountType} برای <bdi dir="ltr">{platform}</bdi> دوباره موجود شد، خبرتان می‌کنیم.
        </p>
        <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-bold text-slate-700">از چه راهی خبرتان کنیم؟</legend>
          {offered.map((channel) => (
            <label
              key={channel}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="checkbox"
                name="channels"
                value={channel}
                checked={chosen.includes(channel)}
                onChange={(event) => toggle(channel, event.target.checked)}
                className="size-4 accent-brand-600"
              />
              <span className="text-sm font-medium">{labelOf(channel)}</span>
            </label>
          ))}
        </fieldset>
        {error ? (
          <p
            id={errorId}
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm leading-6 whitespace-pre-line text-red-700"
          >
            {error}
          </p>
        ) : null}
        <div className="flex flex-col gap-3">
          <SubmitRow
            error={null}
            pending={pending}
            pendingNote="در حال ثبت درخواست…"
            secondary={
              saved ? (
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => void send([])}
                  className="w-full rounded-xl border border-red-200 px-4 py-3 font-bold text-red-700 hover:bg-red-50 disabled:opacity-60"
                >
                  لغو درخواست اطلاع
                </button>
              ) : null
            }
          >
            {saved ? 'ذخیره تغییرات' : 'ثبت درخواست'}
          </SubmitRow>
        </div>
      </form>
    </SheetDialog>
  );
}
