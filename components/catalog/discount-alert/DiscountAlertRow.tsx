// The big-discount switch as drawn: the switch over its note, the same in every state, so it never changes size.
// `waiting` for its code or the shopper's setting: shown off and not pressable. `saving`: busy, but keeps its focus.
import { SwitchTrack } from '@/components/ui/SwitchTrack';

export const DISCOUNT_ALERT_LABEL = 'خبرم کن وقتی تخفیف خورد';

type RowProps = { on: boolean; waiting?: boolean; saving?: boolean; onToggle?: () => void };

export function DiscountAlertRow({ on, waiting = false, saving = false, onToggle }: RowProps) {
  return (
    <div className="mt-4 rounded-2xl border border-slate-200 px-4 py-2">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby="discount-alert-note"
        aria-busy={waiting || saving || undefined}
        disabled={waiting}
        onClick={onToggle}
        className="flex w-full items-center justify-between gap-3 rounded-xl py-2 text-sm font-bold text-slate-800 disabled:cursor-wait focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {DISCOUNT_ALERT_LABEL}
        <SwitchTrack on={on} />
      </button>
      <p id="discount-alert-note" className="pb-1 text-xs leading-5 text-slate-500">
        وقتی این بازی تخفیف ویژه خورد، با پیامک و اعلان در سایت خبرتان می‌کنیم.
      </p>
    </div>
  );
}
