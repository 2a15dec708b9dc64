'use client';
// The toast (docs/PRODUCT.md, Toast): shown, hidden after 4 s, cleared 0.5 s later. A success is a status, an error an alert.
import { useEffect } from 'react';
import { TOAST_CLEAR_MS, TOAST_VISIBLE_MS } from '@/lib/constants';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { clearNotification, hideNotification } from '@/store/slices/notificationSlice';

/** The toast's timers in one place: 4 s visible, then 0.5 s for the exit before the text is cleared. */
export function useToastLifecycle() {
  const dispatch = useAppDispatch();
  const { isVisible, message, status } = useAppSelector((state) => state.notification);

  useEffect(() => {
    if (!isVisible) return;
    const timer = setTimeout(() => dispatch(hideNotification()), TOAST_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [isVisible, message, status, dispatch]);

  useEffect(() => {
    if (isVisible || !message) return;
    const timer = setTimeout(() => dispatch(clearNotification()), TOAST_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [isVisible, message, dispatch]);
}

export function Toast() {
  useToastLifecycle();
  const { isVisible, message, status } = useAppSelector((state) => state.notification);
  if (!message || !status) return null;
  const isError = status === 'error';
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-24 z-50 mx-auto flex w-full max-w-lg justify-center px-4">
      <div
        role={isError ? 'alert' : 'status'}
        className={`pointer-events-auto w-full rounded-2xl px-4 py-3 text-sm font-medium text-white shadow-lg transition-all duration-500 ${
          isError ? 'bg-red-600' : 'bg-emerald-600'
        } ${isVisible ? 'translate-y-0 opacity-100' : 'translate-y-3 opacity-0'}`}
      >
        {message}
      </div>
    </div>
  );
}
