// 'New password' and its repeat, for changing a password and for setting one after a forgotten one: the
// service's rule is shown once, under the new password, before anything is typed.
import { messages } from '@/lib/form-rules';
import { PasswordField, groupField, type FieldGroupProps } from './fields';

export type NewPasswordValues = { newPassword: string; repeatPassword: string };

const FIELDS = [
  { field: 'newPassword', label: 'رمز عبور جدید', name: 'new-password', hint: messages.passwordRule },
  { field: 'repeatPassword', label: 'تکرار رمز عبور جدید', name: 'repeat-password', hint: undefined },
] as const;

export function NewPasswordFields(group: FieldGroupProps<NewPasswordValues>) {
  return FIELDS.map(({ field, label, name, hint }) => (
    <PasswordField
      key={field}
      label={label}
      name={name}
      autoComplete="new-password"
      hint={hint}
      {...groupField(group, field)}
    />
  ));
}
