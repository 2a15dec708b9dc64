// The buttons of a form: the submit with its pending state, an outlined second action, and a small text
// button for ways between steps ('ویرایش شماره', 'ورود با رمز عبور').
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { linkButtonClass } from './styles';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>;

/** Disabled and busy while `pending`, with a spinner beside its unchanged name. */
export function SubmitButton({
  children,
  pending,
  disabled,
}: {
  children: ReactNode;
  pending: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className="flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {pending ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
        />
      ) : null}
      {children}
    </button>
  );
}

/** An outlined button for a second action beside the submit (e.g. sending the activation e-mail). */
export function SecondaryButton({ className, ...button }: ButtonProps) {
  return (
    <button
      type="button"
      className={`w-full rounded-xl border border-brand-600 px-4 py-3 font-bold text-brand-600 hover:bg-brand-50 disabled:opacity-60 ${className ?? ''}`}
      {...button}
    />
  );
}

export function LinkButton({ className, ...button }: ButtonProps) {
  return <button type="button" className={`${linkButtonClass} ${className ?? ''}`} {...button} />;
}
