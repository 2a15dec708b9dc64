'use client';
// A <dialog> shown as a modal while `open` holds: the page behind it does not scroll meanwhile and comes back to
// where it was (the style slice, applied by ScrollLock). The error modal, the search dialog and the frames of
// ModalDialog.tsx open this way.
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { setBodyScrollable, setLastScrollPosition } from '@/store/slices/styleSlice';

export type ModalDialogOptions = {
  /** Hold the page behind still while it is open (the default). */
  lockScroll?: boolean;
  /** Start on the dialog's first field rather than on its first button (a form to fill). */
  focusFirstInput?: boolean;
};

export function useModalDialog(open: boolean, { lockScroll = true, focusFirstInput = false }: ModalDialogOptions = {}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dispatch = useAppDispatch();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (lockScroll) {
        dispatch(setLastScrollPosition(window.scrollY));
        dispatch(setBodyScrollable(false));
      }
      dialog.showModal();
      if (focusFirstInput) dialog.querySelector<HTMLInputElement>('input')?.focus();
    }
    if (!open && dialog.open) dialog.close();
    if (!open && lockScroll) dispatch(setBodyScrollable(true));
  }, [open, lockScroll, focusFirstInput, dispatch]);

  return dialogRef;
}
