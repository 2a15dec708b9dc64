'use client';
// Shares the current URL with the browser's native share sheet (docs/PRODUCT.md, Share button), or says it cannot.
import { SHARE_UNSUPPORTED_MESSAGE } from '@/lib/constants';
import { ShareIcon } from '@/components/ui/icons';

export async function shareCurrentPage(): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share !== 'function') {
    window.alert(SHARE_UNSUPPORTED_MESSAGE);
    return;
  }
  try {
    await navigator.share({ title: document.title, url });
  } catch {
    // The shopper closed the share sheet: nothing to report.
  }
}

export function ShareButton() {
  return (
    <button
      type="button"
      aria-label="اشتراک گذاری"
      onClick={() => void shareCurrentPage()}
      className="grid size-10 place-items-center rounded-xl text-slate-700 hover:bg-slate-100"
    >
      <ShareIcon size={22} />
    </button>
  );
}
