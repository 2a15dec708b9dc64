'use client';
// What stands in for 'افزودن به سبد خرید' while the chosen variant is out of stock: 'موجود شد خبرم کن' opens the
// notify dialog (a visitor logs in first, then lands in it); once asked, 'درخواست اطلاع ثبت شد' opens it again to
// change the ways or cancel. Both dialogs are chunks of their own, loaded on the first tap.
import { lazy, Suspense, useRef, useState } from 'react';
import type { SavedProductNotification } from '@/services/types/commerce';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setLoginFormIsOpen } from '@/store/slices/authSlice';
import { Icon } from '@/components/ui/icons';
import { BellIcon } from '@/components/ui/menu-icons';

const NotifyDialog = lazy(() => import('./NotifyDialog'));
const LoginDialog = lazy(() =>
  import('@/components/shared/login/LoginDialog').then((module) => ({ default: module.LoginDialog })),
);

export const LOGIN_TITLE = 'ورود برای اطلاع از موجود شدن';

const CheckIcon = () => (
  <Icon size={20}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export function BackInStockButton({
  noteId,
  productId,
  variantId,
  platform,
  accountType,
  saved,
  onSaved,
}: {
  /** The BackInStockNote (./BackInStockNote.tsx) that says what the button does. */
  noteId: string;
  productId: number;
  variantId: number;
  platform: string;
  accountType: string;
  saved: SavedProductNotification | null;
  onSaved: (request: SavedProductNotification | null) => void;
}) {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Each opening is a new dialog (its key), starting from what is saved then.
  const [dialog, setDialog] = useState<{ open: boolean; key: number } | null>(null);
  // The login dialog is shown only while this button asked for it: the page's other ways in (the wishlist) ask for their own.
  const [askedLogin, setAskedLogin] = useState(false);

  const openDialog = () => setDialog((current) => ({ open: true, key: (current?.key ?? 0) + 1 }));
  const closeDialog = () => setDialog((current) => current && { ...current, open: false });

  const ask = () => {
    if (isAuthenticated) {
      openDialog();
      return;
    }
    setAskedLogin(true);
    dispatch(setLoginFormIsOpen(true));
  };

  const loggedIn = () => {
    dispatch(setLoginFormIsOpen(false));
    setAskedLogin(false);
    openDialog();
  };

  const kept = (request: SavedProductNotification | null) => {
    onSaved(request);
    closeDialog();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-describedby={noteId}
        onClick={ask}
        className={`flex h-12 w-full items-center justify-center gap-2 rounded-xl font-bold ${
          saved
            ? 'border border-emerald-600 bg-emerald-50 text-emerald-800 hover:bg-emerald-100'
            : 'bg-brand-600 text-white hover:bg-brand-700'
        }`}
      >
        {saved ? <CheckIcon /> : <BellIcon size={20} />}
        {saved ? 'درخواست اطلاع ثبت شد' : 'موجود شد خبرم کن'}
      </button>
      {dialog ? (
        <Suspense fallback={null}>
          <NotifyDialog
            key={dialog.key}
            open={dialog.open}
            productId={productId}
            variantId={variantId}
            platform={platform}
            accountType={accountType}
            saved={saved}
            onClose={closeDialog}
            // Back to the button, which now says what was saved (after a login, focus had nowhere to go back to).
            onClosed={() => buttonRef.current?.focus()}
            onSaved={kept}
          />
        </Suspense>
      ) : null}
      {askedLogin ? (
        <Suspense fallback={null}>
          <LoginDialog title={LOGIN_TITLE} onLoggedIn={loggedIn} onCancel={() => setAskedLogin(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
