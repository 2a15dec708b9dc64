'use client';
// The phone number of /profile/edit (docs/contracts/identity.md, "Phone number"): a new number is saved, then
// confirmed with the code sent to it; until then it neither signs in by code nor recovers the password.
import { useState, type FormEvent } from 'react';
import { ResendCode } from '@/components/shared/login/ResendCode';
import { useCountdown } from '@/components/shared/login/useCountdown';
import { useWebOtp } from '@/components/shared/login/useWebOtp';
import { useFieldValues, useServiceForm } from '@/components/shared/useServiceForm';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { SecondaryButton } from '@/components/ui/form/buttons';
import { CodeField, PhoneField } from '@/components/ui/form/presets';
import { SubmitRow } from '@/components/ui/form/SubmitRow';
import { toPersianDigits } from '@/lib/digits';
import { codeSchema, phoneSchema } from '@/lib/form-rules';
import { reportContractDrift } from '@/services/contract-drift';
import { sendVerificationSms, updateProfilePhoneNumber, verifySmsCode } from '@/services/identity';
import type { UserProfile } from '@/services/types/identity';
import { useAppDispatch } from '@/store/hooks';
import { fetchCurrentUser } from '@/store/slices/authSlice';
import { showNotification } from '@/store/slices/notificationSlice';
import { ConfirmationStatus, ProfileSection } from './ProfileSection';

/** Said when the service cannot send confirmation codes; the new number is saved, unconfirmed. */
export const CODE_UNAVAILABLE_MESSAGE =
  'شماره موبایل شما ذخیره شد، اما ارسال کد تأیید اکنون ممکن نیست. بعداً از همین صفحه دوباره تلاش کنید.';

export function PhoneForm({ user }: { user: UserProfile | null }) {
  const dispatch = useAppDispatch();
  const expire = useSessionExpiry();
  const form = useServiceForm({ expire });
  const countdown = useCountdown();
  const fields = useFieldValues({ phoneNumber: user?.phoneNumber ? toPersianDigits(user.phoneNumber) : '', code: '' });
  /** The number a code went to, while the shopper types it in. */
  const [verifying, setVerifying] = useState<string | null>(null);

  const freshProfile = async () => {
    const profile = await dispatch(fetchCurrentUser()).unwrap();
    if (!profile.ok) expire(profile.error);
    return profile.ok ? profile.data : null;
  };

  const sendCode = async (phoneNumber: string) => {
    const sent = await sendVerificationSms(phoneNumber);
    // The number is the shopper's own, so a 404 is the operation gone (a field we proposed): the number stays saved.
    if (!sent.ok && sent.error.kind === 'notFound') {
      reportContractDrift({ service: 'identity', operation: 'Profile_SendVerificationSms', field: '(operation)' });
      dispatch(showNotification({ status: 'error', message: CODE_UNAVAILABLE_MESSAGE }));
      return;
    }
    if (!sent.ok) return form.fail(sent.error, ['phoneNumber']);
    fields.change('code', '');
    setVerifying(phoneNumber);
    countdown.start();
  };

  /** A button's handler that sends a (new) code to the number. */
  const sendCodeTo = (phoneNumber: string) => () => void form.start(() => sendCode(phoneNumber));

  const submitPhone = form.handleSubmit(
    phoneSchema,
    { phoneNumber: fields.values.phoneNumber },
    async ({ phoneNumber }) => {
      const saved = await updateProfilePhoneNumber(phoneNumber);
      if (!saved.ok) return form.fail(saved.error, ['phoneNumber']);
      const profile = await freshProfile();
      if (!profile) return;
      // The same number again changes nothing; a new one waits for its code.
      if (profile.isPhoneNumberConfirmed) {
        dispatch(showNotification({ status: 'success', message: 'شماره موبایل شما ذخیره شد.' }));
        return;
      }
      await sendCode(phoneNumber);
    },
  );

  // The code typed, or the one WebOTP read from the SMS (useWebOtp): the same schema checks either.
  const submitCodeOf = (typed: string) =>
    form.handleSubmit(codeSchema, { code: typed }, async ({ code }) => {
      if (!verifying) return;
      const verified = await verifySmsCode({ phoneNumber: verifying, code });
      if (!verified.ok) return form.fail(verified.error, ['code']);
      setVerifying(null);
      if (await freshProfile())
        dispatch(showNotification({ status: 'success', message: 'شماره موبایل شما تأیید شد.' }));
    });
  const stopWebOtp = useWebOtp((code) => {
    fields.change('code', code);
    submitCodeOf(code)({ preventDefault: () => undefined });
  }, verifying !== null);
  const submitCode = (event: FormEvent) => {
    stopWebOtp();
    submitCodeOf(fields.values.code)(event);
  };

  const unconfirmed = Boolean(user?.phoneNumber) && user?.isPhoneNumberConfirmed === false;

  return (
    <ProfileSection id="edit-phone" title="شماره موبایل">
      {user?.phoneNumber ? <ConfirmationStatus confirmed={user.isPhoneNumberConfirmed} /> : null}
      {verifying ? (
        <>
          <form onSubmit={submitCode} noValidate className="flex flex-col gap-4">
            <p className="leading-7 text-slate-600">
              کد تأیید به شماره <bdi dir="ltr">{toPersianDigits(verifying)}</bdi> پیامک شد. تا تأیید آن، ورود با کد و
              بازیابی رمز عبور با این شماره ممکن نیست.
            </p>
            <CodeField {...fields.bind('code', form.errors)} />
            <SubmitRow error={form.formError} pending={form.pending}>
              تأیید شماره موبایل
            </SubmitRow>
          </form>
          <ResendCode secondsLeft={countdown.secondsLeft} pending={form.pending} onResend={sendCodeTo(verifying)} />
        </>
      ) : (
        <form onSubmit={submitPhone} noValidate className="flex flex-col gap-4">
          <PhoneField name="phone" {...fields.bind('phoneNumber', form.errors)} />
          <SubmitRow
            error={form.formError}
            pending={form.pending}
            secondary={
              unconfirmed && user?.phoneNumber ? (
                <SecondaryButton onClick={sendCodeTo(user.phoneNumber)} disabled={form.pending}>
                  ارسال کد تأیید
                </SecondaryButton>
              ) : null
            }
          >
            ذخیره شماره موبایل
          </SubmitRow>
        </form>
      )}
    </ProfileSection>
  );
}
