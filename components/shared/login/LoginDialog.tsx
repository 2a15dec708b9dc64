'use client';
// The login form over a page (loginFormIsOpen, store/slices/authSlice.ts): a modal dialog (focus kept inside, Escape closes)
// holding the reusable LoginForm; the page decides what follows a login. Closing it by hand drops loginToContinueReserve.
import { useEffect } from 'react';
import { LoginForm } from './LoginForm';
import type { UserProfile } from '@/services/types/identity';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setLoginFormIsOpen, setLoginToContinueReserve } from '@/store/slices/authSlice';
import { SheetDialog } from '../ModalDialog';

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
    // Focus starts where there is something to type, not on the close button. The page stays free to scroll: a
    // login may send the shopper to another page with the form still open, and the lock is released only by a close.
    <SheetDialog open={open} title={title} closeLabel="بستن ورود" onClose={cancel} lockScroll={false} focusFirstInput>
      <div className="px-4 py-4">{open ? <LoginForm onLoggedIn={onLoggedIn} /> : null}</div>
    </SheetDialog>
  );
}
