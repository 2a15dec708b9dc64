'use client';
// /profile/change-password: current, new and repeat, each with show/hide; the service's rule is shown
// before submit and checked on the client too.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { changePassword } from '@/services/identity';
import { useAppDispatch } from '@/store/hooks';
import { showNotification } from '@/store/slices/notificationSlice';
import { FormError, PasswordField, SubmitButton } from '@/components/ui/form/fields';
import { serviceErrorFor, useSubmission, validate, type FieldErrors } from '@/components/shared/forms';
import { changePasswordSchema, messages } from '@/lib/form-rules';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';

const FIELDS = ['currentPassword', 'newPassword', 'repeatPassword'] as const;

export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const expire = useSessionExpiry();
  const { pending, run } = useSubmission();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', repeatPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (field: (typeof FIELDS)[number]) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(changePasswordSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    void run(async () => {
      setErrors({});
      setFormError(null);
      const changed = await changePassword({
        currentPassword: checked.data.currentPassword,
        newPassword: checked.data.newPassword,
      });
      if (!changed.ok) {
        if (expire(changed.error)) return;
        const mapped = serviceErrorFor(changed.error, [...FIELDS]);
        setErrors(mapped.fieldErrors);
        setFormError(mapped.formError);
        return;
      }
      dispatch(showNotification({ status: 'success', message: 'رمز عبور شما تغییر کرد.' }));
      router.push('/profile');
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 px-4 py-6">
      <PasswordField
        label="رمز عبور فعلی"
        name="current-password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
      />
      <PasswordField
        label="رمز عبور جدید"
        name="new-password"
        autoComplete="new-password"
        hint={messages.passwordRule}
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
      />
      <PasswordField
        label="تکرار رمز عبور جدید"
        name="repeat-password"
        autoComplete="new-password"
        value={values.repeatPassword}
        onChange={set('repeatPassword')}
        error={errors.repeatPassword}
      />
      <FormError message={formError} />
      <SubmitButton pending={pending}>تغییر رمز عبور</SubmitButton>
    </form>
  );
}
