// Fields preset for what a kind of input always has: the keyboard, the autofill hint, the direction.
import { TextField, type FieldProps } from './fields';

type Preset<Fixed extends keyof FieldProps> = Omit<FieldProps, Fixed | 'label'> & { label?: string };

/** Latin text (numbers, addresses) in a right-to-left page: typed left to right, aligned to the end. */
export function LtrField({ className, ...props }: Omit<FieldProps, 'dir'>) {
  return <TextField dir="ltr" className={`text-end ${className ?? ''}`} {...props} />;
}

/** A mobile number: phone keyboard, labelled 'شماره موبایل' unless told. */
export function PhoneField({
  label = 'شماره موبایل',
  ...props
}: Preset<'type' | 'inputMode' | 'autoComplete' | 'dir'>) {
  return <LtrField label={label} type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

/** An e-mail address, labelled 'ایمیل' unless told. */
export function EmailField({ label = 'ایمیل', ...props }: Preset<'type' | 'autoComplete' | 'dir'>) {
  return <LtrField label={label} type="email" autoComplete="email" {...props} />;
}

/** The one-time code of an SMS: digits only, offered by the phone's autofill, spaced out in the middle. */
export function CodeField({
  label = 'کد تایید',
  ...props
}: Preset<'inputMode' | 'autoComplete' | 'dir' | 'className'>) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      className="text-center tracking-[0.5em]"
      {...props}
    />
  );
}
