'use client';
// The login form over a page (loginFormIsOpen, store/slices/authSlice.ts): a modal dialog (focus kept inside, Escape closes)
// holding the reusable LoginForm; the page decides what follows a login. Closing it by hand drops loginToContinueReserve.
import { useEffect, useId, useRef } from 'react';
import { LoginForm } from './LoginForm';
import type { UserProfile } from '@/services/types/identity';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setLoginFormIsOpen, setLoginToContinueReserve } from '@/store/slices/authSlice';
import { BOTTOM_SHEET_CLASS } from '@/components/ui/bottom-sheet';
import { SheetHeader } from '@/components/ui/SheetHeader';

export function LoginDialog({
  onLoggedIn,
  title = 'ورود برای ثبت سفارش',
  onCancel,
}: {
  onLoggedIn: (user: UserProfile) => void;
  title?: string;
  /** What the page forgets when the shopper closes the form without logging in. */
  onCancel?: () => void;
}) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.auth.loginFormIsOpen);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Start where there is something to type, not on the close button.
      dialog.querySelector<HTMLInputElement>('input')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Leaving the page with the form open must not leave it open for the next page that shows it.
  useEffect(
    () => () => {
      dispatch(setLoginFormIsOpen(false));
    },
    [dispatch],
  );

  const cancel = () => {
    dispatch(setLoginFormIsOpen(false));
    dispatch(setLoginToContinueReserve(false));
    onCancel?.();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) cancel();
      }}
      className={`${BOTTOM_SHEET_CLASS} max-h-[90dvh] overflow-y-auto`}
    >
      <SheetHeader titleId={titleId} title={title} onClose={cancel} closeLabel="بستن ورود" />
      <div className="px-4 py-4">{open ? <LoginForm onLoggedIn={onLoggedIn} /> : null}</div>
    </dialog>
  );
}
