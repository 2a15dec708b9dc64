'use client';
// A signed-in shopper's big-discount switch, with the shopper api under it: its own chunk, fetched only for a
// signed-in shopper, so a visitor's product page never downloads RTK Query or the HTTP client for it. The setting
// is read from GetMine and changed at once on a tap, then saved (AmazingDiscount for the whole product: on with
// SMS and in-site notice, off with ['None']); a refusal puts it back and says so in a toast.
import { useDiscountAlertQuery, useSetDiscountAlertMutation } from '@/store/api/discountAlertApi';
import { useAppDispatch } from '@/store/hooks';
import { showNotification } from '@/store/slices/notificationSlice';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import type { ServiceError } from '@/services/types/common';
import { DiscountAlertRow } from './DiscountAlertRow';

export const DISCOUNT_ALERT_FAILED = 'تنظیم اطلاع از تخفیف ذخیره نشد. دوباره تلاش کنید.';

export default function ShopperDiscountSwitch({ productId }: { productId: number }) {
  const dispatch = useAppDispatch();
  const expire = useSessionExpiry();
  const { data: on, isLoading } = useDiscountAlertQuery(productId);
  const [save, { isLoading: saving }] = useSetDiscountAlertMutation();

  const toggle = async () => {
    if (saving) return;
    const answer = await save({ productId, on: !on });
    if ('error' in answer && !expire(answer.error as ServiceError)) {
      dispatch(showNotification({ status: 'error', message: DISCOUNT_ALERT_FAILED }));
    }
  };

  // Not knowing the setting (a failed read) shows it off; turning it on then saves it anyway.
  return <DiscountAlertRow on={on ?? false} waiting={isLoading} saving={saving} onToggle={() => void toggle()} />;
}
