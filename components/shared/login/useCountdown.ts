'use client';
// The resend countdown of the one-time code: seconds left until a new code may be asked for.
import { useCallback, useEffect, useState } from 'react';
import { toPersianDigits } from '@/lib/digits';

/** docs/contracts/identity.md, OTP: the observed client waits 80 s before it offers to send a new code. */
export const OTP_RESEND_SECONDS = 80;

export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number = OTP_RESEND_SECONDS) => {
    // Set now as well, so the resend button never flashes before the first tick.
    setSecondsLeft(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);
  return { secondsLeft, start };
}

/** 80 → '۱:۲۰'. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return toPersianDigits(`${minutes}:${rest}`);
}
