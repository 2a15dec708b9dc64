'use client';
// A <dialog> shown as a modal while `open` holds: the page behind it does not scroll meanwhile and comes back to
// where it was (the style slice, applied by ScrollLock). The error modal, the search dialog and the product
// gallery's viewer open this way.
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { setBodyScrollable, setLastScrollPosition } from '@/store/slices/styleSlice';

export function useModalDialog(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dispatch = useAppDispatch();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dispatch(setLastScrollPosition(window.scrollY));
      dispatch(setBodyScrollable(false));
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
    if (!open) dispatch(setBodyScrollable(true));
  }, [open, dispatch]);

  return dialogRef;
}
