'use client';
// /profile/change-password: current, new and repeat, each with show/hide; the service's rule is shown
// before submit and checked on the client too.
import { useRouter } from 'next/navigation';
import { completeLogin } from '@/components/shared/login/completeLogin';
import { useFieldValues, useServiceForm } from '@/components/shared/useServiceForm';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { PasswordField } from '@/components/ui/form/fields';
import { NewPasswordFields } from '@/components/ui/form/NewPasswordFields';
import { SubmitRow } from '@/components/ui/form/SubmitRow';
import { changePasswordSchema } from '@/lib/form-rules';
import { changePassword, loginWithPassword } from '@/services/identity';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { logout } from '@/store/slices/authSlice';
import { showNotification } from '@/store/slices/notificationSlice';

const FIELDS = ['currentPassword', 'newPassword', 'repeatPassword'] as const;

export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const phoneNumber = useAppSelector((state) => state.auth.user?.phoneNumber ?? null);
  const form = useServiceForm({ expire: useSessionExpiry() });
  const fields = useFieldValues({ currentPassword: '', newPassword: '', repeatPassword: '' });

  const submit = form.handleSubmit(changePasswordSchema, fields.values, async ({ currentPassword, newPassword }) => {
    const changed = await changePassword({ currentPassword, newPassword });
    if (!changed.ok) return form.fail(changed.error, FIELDS);
    // A new password retires every token issued before it, this session's too: sign in again with it.
    const renewed = phoneNumber
      ? await loginWithPassword({ emailOrPhoneNumber: phoneNumber, password: newPassword })
      : null;
    if (renewed?.ok && (await completeLogin(dispatch, renewed.data)).ok) {
      dispatch(showNotification({ status: 'success', message: 'رمز عبور شما تغییر کرد.' }));
      router.push('/profile');
      return;
    }
    await dispatch(logout());
    dispatch(showNotification({ status: 'success', message: 'رمز عبور شما تغییر کرد. اکنون با رمز جدید وارد شوید.' }));
    router.push('/login');
  });
  const currentPassword = fields.bind('currentPassword', form.errors);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 px-4 py-6">
      <PasswordField
        label="رمز عبور فعلی"
        name="current-password"
        autoComplete="current-password"
        {...currentPassword}
      />
      <NewPasswordFields values={fields.values} errors={form.errors} onChange={fields.change} />
      <SubmitRow error={form.formError} pending={form.pending}>
        تغییر رمز عبور
      </SubmitRow>
    </form>
  );
}
