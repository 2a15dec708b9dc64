'use client';
// The frame of a modal dialog, written once: a <dialog> named by its heading (aria-labelledby), with focus kept
// inside by the browser, and Escape (the browser's cancel) handed to `onClose` so that the component that opened it
// decides, never the browser alone. Two looks: a bottom sheet with its header (the back-in-stock request, the
// login form) and a full-screen viewer (the gallery, the stories).
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { BOTTOM_SHEET_CLASS } from '@/components/ui/bottom-sheet';
import { CloseIcon } from '@/components/ui/icons';
import { SheetHeader } from '@/components/ui/SheetHeader';
import { useModalDialog, type ModalDialogOptions } from './use-modal-dialog';

type DialogProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel' | 'onClose' | 'aria-labelledby'>;

type ModalDialogProps = DialogProps &
  ModalDialogOptions & {
    open: boolean;
    /** The id of the heading that names it. */
    titleId: string;
    /** Escape, or a tap on the veil with `closeOnVeil`: the opener closes it by turning `open` off. */
    onClose: () => void;
    /** After it has closed, however it closed. */
    onClosed?: () => void;
    closeOnVeil?: boolean;
  };

export function ModalDialog({
  open,
  titleId,
  onClose,
  onClosed,
  closeOnVeil = false,
  lockScroll,
  focusFirstInput,
  children,
  ...dialog
}: ModalDialogProps) {
  const dialogRef = useModalDialog(open, { lockScroll, focusFirstInput });
  return (
    <dialog
      {...dialog}
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClosed}
      onClick={
        closeOnVeil
          ? (event) => {
              if (event.target === dialogRef.current) onClose();
            }
          : undefined
      }
    >
      {children}
    </dialog>
  );
}

type SheetDialogProps = ModalDialogOptions & {
  open: boolean;
  title: string;
  /** The close button's name, where 'بستن' alone would not say what closes. */
  closeLabel?: string;
  onClose: () => void;
  onClosed?: () => void;
  children: ReactNode;
};

/** A bottom sheet: its title and close button on top, closed by Escape, the button or a tap on the veil. */
export function SheetDialog({ title, closeLabel, onClose, children, ...rest }: SheetDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog
      {...rest}
      titleId={titleId}
      onClose={onClose}
      closeOnVeil
      className={`${BOTTOM_SHEET_CLASS} max-h-[90dvh] overflow-y-auto`}
    >
      <SheetHeader titleId={titleId} title={title} onClose={onClose} closeLabel={closeLabel} />
      {children}
    </ModalDialog>
  );
}

/** The whole screen, dark whatever the look, for pictures and videos; it has no veil to tap. */
export function ViewerDialog(props: Omit<ModalDialogProps, 'closeOnVeil' | 'className'>) {
  return (
    <ModalDialog
      {...props}
      className="light-palette fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-slate-950 p-0 text-white"
    />
  );
}

/** A viewer's 'بستن', in its top bar. */
export function ViewerCloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      className="flex h-10 shrink-0 items-center gap-1 rounded-xl px-3 text-sm font-bold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
    >
      <CloseIcon size={20} />
      بستن
    </button>
  );
}
