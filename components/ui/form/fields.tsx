'use client';
// Form fields of the account screens: a label, the input, an optional hint and the field's error,
// wired with aria-invalid and aria-describedby.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something beside the input, inside its frame (e.g. the show/hide toggle). */
  trailing?: ReactNode;
};

/** A mobile number field: phone keyboard, left-to-right digits aligned to the end, labelled 'شماره موبایل' unless told. */
export function PhoneField({ label = 'شماره موبایل', ...props }: Omit<FieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'dir'> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      {...props}
      className={`text-end ${props.className ?? ''}`}
    />
  );
}

export const inputClass =
  'w-full rounded-xl border bg-white px-3 py-3 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none';

export function TextField({ label, error, hint, trailing, className, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // A rule shown as a hint is not repeated when it is also the error.
  const showHint = Boolean(hint) && hint !== error;
  const describedBy = [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${error ? 'border-red-500' : 'border-slate-300'} ${trailing ? 'pe-20' : ''} ${className ?? ''}`}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 end-2 flex items-center">{trailing}</div> : null}
      </div>
      {showHint ? (
        <p id={hintId} className="text-xs leading-5 text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm leading-6 text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide toggle. The toggle's name avoids the words of the field's label. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          className="rounded-lg px-2 py-1 text-sm font-bold text-brand-600 hover:bg-brand-50"
        >
          {visible ? 'پنهان' : 'نمایش'}
        </button>
      }
    />
  );
}

export function SubmitButton({ children, pending, disabled }: { children: ReactNode; pending: boolean; disabled?: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className="w-full rounded-xl bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** The error of a whole form (what the service said), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm leading-6 text-red-700">
      {message}
    </p>
  );
}
