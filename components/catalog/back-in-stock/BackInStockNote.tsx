// The line under the account types that says what 'موجود شد خبرم کن' does for the chosen sold-out variant. Not in
// the button's module: the product page loads the button only for a product with a sold-out variant, while the
// note paints with the variant it describes.
import type { SavedProductNotification } from '@/services/types/commerce';
import { channelList } from '@/components/shared/notifications/channels';

/** Under the account types, what the button below does for the chosen sold-out variant. */
export function BackInStockNote({ id, saved }: { id: string; saved: SavedProductNotification | null }) {
  return (
    <p id={id} className="mt-2 rounded-xl bg-slate-50 px-3 py-2 text-sm leading-7 text-slate-600">
      {saved
        ? `وقتی این گزینه موجود شد با ${channelList(saved.channels)} خبرتان می‌کنیم؛ برای تغییر یا لغو، «درخواست اطلاع ثبت شد» را بزنید.`
        : 'این گزینه فعلا ناموجود است؛ با «موجود شد خبرم کن» وقتی موجود شد خبرتان می‌کنیم.'}
    </p>
  );
}
