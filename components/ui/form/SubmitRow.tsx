// The end of every form: what the service said about the whole form, the submit button with its pending
// state, and at times a second way on (a link or a button) below it.
import type { ReactNode } from 'react';
import { SubmitButton } from './buttons';

/** The error of a whole form (what the service said), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm leading-6 text-red-700">
      {message}
    </p>
  );
}

export function SubmitRow({
  children,
  error,
  pending,
  disabled,
  secondary,
  pendingNote,
}: {
  /** The submit button's text, its accessible name whether pending or not. */
  children: ReactNode;
  error: string | null;
  pending: boolean;
  disabled?: boolean;
  /** Below the button: another way on, a link or a button. */
  secondary?: ReactNode;
  /** Said to screen readers while pending (e.g. 'در حال ارسال پیام…'). */
  pendingNote?: string;
}) {
  return (
    <>
      <FormError message={error} />
      <SubmitButton pending={pending} disabled={disabled}>
        {children}
      </SubmitButton>
      {secondary}
      {pendingNote ? (
        <p role="status" className="sr-only">
          {pending ? pendingNote : ''}
        </p>
      ) : null}
    </>
  );
}
