'use client';
// The error modal (docs/PRODUCT.md, Error modal): title (default 'خطا') and message; 'بستن' closes it, a close link leads away and closes it.
// While it is open the page does not scroll; its position comes back afterwards (see ScrollLock).
import { useId } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeErrorModal } from '@/store/slices/errorModalSlice';
import { useModalDialog } from '@/components/shared/use-modal-dialog';

export function ErrorModal() {
  const dispatch = useAppDispatch();
  const { title, message, isVisible, closeErrorLink, closeButtonText } = useAppSelector((state) => state.errorModal);
  const dialogRef = useModalDialog(isVisible);
  const titleId = useId();
  const messageId = useId();

  const close = () => dispatch(closeErrorModal());
  const buttonClass =
    'block w-full rounded-xl bg-brand-600 px-4 py-3 text-center font-bold text-white hover:bg-brand-700';

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-auto w-[min(22rem,calc(100%-2rem))] rounded-2xl bg-white p-5 text-slate-800 shadow-2xl backdrop:bg-slate-900/50 dark:backdrop:bg-black/60"
    >
      {isVisible ? (
        <>
          <h2 id={titleId} className="text-lg font-extrabold text-red-600">
            {title}
          </h2>
          <p id={messageId} className="mt-2 leading-7 whitespace-pre-line">
            {message}
          </p>
          <div className="mt-5">
            {closeErrorLink ? (
              <IntentLink href={closeErrorLink} onClick={close} className={buttonClass}>
                {closeButtonText}
              </IntentLink>
            ) : (
              <button type="button" onClick={close} className={buttonClass} autoFocus>
                {closeButtonText}
              </button>
            )}
          </div>
        </>
      ) : null}
    </dialog>
  );
}
