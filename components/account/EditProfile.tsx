'use client';
// /profile/edit: name, e-mail (with the activation e-mail) and phone number, each saved by its own call
// and confirmed with the toast. A form keeps what was typed whatever the answer.
import { useState, type FormEvent, type ReactNode } from 'react';
import { toPersianDigits } from '@/lib/digits';
import {
  sendEmailActivation,
  updateCurrentUserProfile,
  updateProfileEmail,
  updateProfilePhoneNumber,
} from '@/services/identity';
import type { ServiceError, ServiceResult } from '@/services/types/common';
import type { UserProfile } from '@/services/types/identity';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fetchCurrentUser } from '@/store/slices/authSlice';
import { showNotification } from '@/store/slices/notificationSlice';
import { FormError, PhoneField, SubmitButton, TextField } from '@/components/ui/form/fields';
import { serviceErrorFor, useSubmission, validate, type FieldErrors } from '@/components/shared/forms';
import { emailSchema, nameSchema, phoneSchema } from '@/lib/form-rules';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4">
      <h2 id={id} className="font-extrabold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Shared by the three forms: a call, its 401, its field errors, and on success a fresh profile and a toast. */
function useSaver(fields: string[]) {
  const dispatch = useAppDispatch();
  const expire = useSessionExpiry();
  const { pending, run } = useSubmission();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const fail = (error: ServiceError) => {
    if (expire(error)) return;
    const mapped = serviceErrorFor(error, fields);
    setErrors(mapped.fieldErrors);
    setFormError(mapped.formError);
  };

  const save = (call: () => Promise<ServiceResult<unknown>>, success: string) =>
    run(async () => {
      setErrors({});
      setFormError(null);
      const saved = await call();
      if (!saved.ok) return fail(saved.error);
      // The contract's client reads the profile again after a change.
      const profile = await dispatch(fetchCurrentUser()).unwrap();
      if (!profile.ok) expire(profile.error);
      dispatch(showNotification({ status: 'success', message: success }));
    });

  return { pending, errors, setErrors, formError, save };
}

function NameForm({ user }: { user: UserProfile | null }) {
  const [values, setValues] = useState({ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' });
  const saver = useSaver(['firstName', 'lastName']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(nameSchema, values);
    if (!checked.ok) return saver.setErrors(checked.errors);
    void saver.save(
      () =>
        // The other profile fields go back as they are: the service resets what it is not sent.
        updateCurrentUserProfile({
          ...checked.data,
          gender: user?.gender ?? null,
          birthDay: user?.birthDay ?? null,
          nationalId: user?.nationalId ?? null,
          nationalityId: user?.nationalityId ?? null,
          timezone: user?.timezone ?? null,
          isNewsletter: user?.isNewsletter ?? false,
        }),
      'نام شما ذخیره شد.',
    );
  };

  return (
    <Section id="edit-name" title="نام و نام خانوادگی">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="نام"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => setValues({ ...values, firstName: event.target.value })}
          error={saver.errors.firstName}
        />
        <TextField
          label="نام خانوادگی"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => setValues({ ...values, lastName: event.target.value })}
          error={saver.errors.lastName}
        />
        <FormError message={saver.formError} />
        <SubmitButton pending={saver.pending}>ذخیره نام</SubmitButton>
      </form>
    </Section>
  );
}

function EmailForm({ user }: { user: UserProfile | null }) {
  const [emailAddress, setEmailAddress] = useState(user?.emailAddress ?? '');
  const saver = useSaver(['emailAddress']);
  const activation = useSaver(['emailAddress']);
  const saved = user?.emailAddress ?? null;

  const checkedEmail = () => {
    const checked = validate(emailSchema, { emailAddress });
    if (!checked.ok) saver.setErrors(checked.errors);
    return checked.ok ? checked.data.emailAddress : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = checkedEmail();
    if (email) void saver.save(() => updateProfileEmail(email), 'ایمیل شما ذخیره شد.');
  };

  const sendActivation = () => {
    const email = checkedEmail();
    if (email) void activation.save(() => sendEmailActivation(email), 'لینک فعال‌سازی به ایمیل شما ارسال شد.');
  };

  return (
    <Section id="edit-email" title="ایمیل">
      {saved ? (
        <p className="text-sm text-slate-600">
          وضعیت:{' '}
          <span className={user?.isEmailConfirmed ? 'font-bold text-emerald-700' : 'font-bold text-amber-700'}>
            {user?.isEmailConfirmed ? 'تأیید شده' : 'تأیید نشده'}
          </span>
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="ایمیل"
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          className="text-end"
          value={emailAddress}
          onChange={(event) => setEmailAddress(event.target.value)}
          error={saver.errors.emailAddress ?? activation.errors.emailAddress}
        />
        <FormError message={saver.formError ?? activation.formError} />
        <SubmitButton pending={saver.pending}>ذخیره ایمیل</SubmitButton>
        {saved && !user?.isEmailConfirmed ? (
          <button
            type="button"
            onClick={sendActivation}
            disabled={activation.pending}
            className="w-full rounded-xl border border-brand-600 px-4 py-3 font-bold text-brand-600 hover:bg-brand-50 disabled:opacity-60"
          >
            ارسال لینک فعال‌سازی
          </button>
        ) : null}
      </form>
    </Section>
  );
}

function PhoneForm({ user }: { user: UserProfile | null }) {
  const [phone, setPhone] = useState(user?.phoneNumber ? toPersianDigits(user.phoneNumber) : '');
  const saver = useSaver(['phoneNumber']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(phoneSchema, { phoneNumber: phone });
    if (!checked.ok) return saver.setErrors(checked.errors);
    void saver.save(() => updateProfilePhoneNumber(checked.data.phoneNumber), 'شماره موبایل شما ذخیره شد.');
  };

  return (
    <Section id="edit-phone" title="شماره موبایل">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <PhoneField
          name="phone"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={saver.errors.phoneNumber}
        />
        <FormError message={saver.formError} />
        <SubmitButton pending={saver.pending}>ذخیره شماره موبایل</SubmitButton>
      </form>
    </Section>
  );
}

export function EditProfile() {
  const user = useAppSelector((state) => state.auth.user);
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <NameForm user={user} />
      <EmailForm user={user} />
      <PhoneForm user={user} />
    </div>
  );
}
