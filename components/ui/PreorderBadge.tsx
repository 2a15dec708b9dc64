// 'پیش خرید': a game or variant sold before its release (stock status OnBackOrder, CONTRACTS §12.6).
import type { StockStatus } from '@/services/types/commerce';

export const isPreorder = (status: StockStatus | null | undefined) => status === 'OnBackOrder';

export function PreorderBadge({ className = '' }: { className?: string }) {
  return (
    <span className={`rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 ${className}`}>
      پیش خرید
    </span>
  );
}
