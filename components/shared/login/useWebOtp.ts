// WebOTP: where the browser offers it (Chrome on Android), the code of the SMS is read with the shopper's consent,
// without leaving the page, when the SMS ends with `@<host> #<code>` (docs/contracts/identity.md). Asked for while
// the code step is shown; aborted when it goes away, when the shopper submits by hand or goes back. Anywhere else
// nothing happens and the code is typed (or offered by the keyboard through autocomplete="one-time-code"). Used by
// every code step: sign-in, password reset and a new phone number.
import { useCallback, useEffect, useRef } from 'react';

/** What the browser answers for `otp`: a credential carrying the code (absent from TypeScript's DOM types). */
type OtpCredential = Credential & { code?: unknown };
type OtpRequest = CredentialRequestOptions & { otp: { transport: ['sms'] } };

export function webOtpAvailable(): boolean {
  return typeof window !== 'undefined' && 'OTPCredential' in window && typeof navigator.credentials?.get === 'function';
}

/**
 * Calls `onCode` with the SMS's code once the browser reads it, while `active` (the code step is shown); returns
 * what stops asking.
 */
export function useWebOtp(onCode: (code: string) => void, active = true): () => void {
  const latest = useRef(onCode);
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    if (!active || !webOtpAvailable()) return;
    const controller = new AbortController();
    request.current = controller;
    const options: OtpRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials
      .get(options)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (!controller.signal.aborted && typeof code === 'string' && code) latest.current(code);
      })
      // Aborted, refused by the shopper or timed out: the code is typed instead.
      .catch(() => undefined);
    return () => controller.abort();
  }, [active]);

  return useCallback(() => request.current?.abort(), []);
}
