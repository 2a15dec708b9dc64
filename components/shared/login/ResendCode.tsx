// Under a one-time code field: the time left until a new code may be asked for, then the button that asks.
import { LinkButton } from '@/components/ui/form/buttons';
import { formatCountdown } from './useCountdown';

export function ResendCode({
  secondsLeft,
  pending,
  onResend,
}: {
  secondsLeft: number;
  pending: boolean;
  onResend: () => void;
}) {
  return (
    <div className="text-center text-sm text-slate-500" aria-live="polite">
      {secondsLeft > 0 ? (
        <p>
          ارسال دوباره کد تا <span dir="ltr">{formatCountdown(secondsLeft)}</span> دیگر
        </p>
      ) : (
        <LinkButton disabled={pending} onClick={onResend}>
          ارسال دوباره کد
        </LinkButton>
      )}
    </div>
  );
}
