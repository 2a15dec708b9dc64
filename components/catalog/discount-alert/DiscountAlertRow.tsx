// The big-discount switch as drawn: a row of fixed height with its note and the switch. `waiting` for its code or
// the shopper's setting: shown off and not pressable, at its final size. `saving`: busy, but keeps its focus.
import { SwitchTrack } from '@/components/ui/SwitchTrack';

export const DISCOUNT_ALERT_LABEL = 'خبرم کن وقتی تخفیف خورد';

type RowProps = { on: boolean; waiting?: boolean; saving?: boolean; onToggle?: () => void };

export function DiscountAlertRow({ on, waiting = false, saving = false, onToggle }: RowProps) {
  return (
    <div className="mt-4 flex h-16 items-center gap-3 rounded-2xl border border-slate-200 px-4">
      <p id="discount-alert-note" className="flex-1 text-xs leading-5 text-slate-500">
        وقتی این بازی تخفیف ویژه خورد، با پیامک و اعلان در سایت خبرتان می‌کنیم.
      </p>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby="discount-alert-note"
        aria-busy={waiting || saving || undefined}
        disabled={waiting}
        onClick={onToggle}
        className="flex shrink-0 items-center gap-2 rounded-xl py-2 text-sm font-bold text-slate-800 disabled:cursor-wait focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {DISCOUNT_ALERT_LABEL}
        <SwitchTrack on={on} />
      </button>
    </div>
  );
}
