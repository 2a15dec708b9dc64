'use client';
// The one answer to a 401 from any service: forget the session, say so in the error modal with a way
// back to /login (and then here), and leave the page as it is so nothing typed is lost.
import { usePathname } from 'next/navigation';
import { useCallback } from 'react';
import { loginHref } from '@/lib/return-url';
import { SESSION_EXPIRED_MESSAGE } from '@/services/messages';
import type { ServiceError } from '@/services/types/common';
import { useAppDispatch } from '@/store/hooks';
import { logout } from '@/store/slices/authSlice';
import { openErrorModal } from '@/store/slices/errorModalSlice';

export const SESSION_EXPIRED_BUTTON_TEXT = 'ورود';

/** Returns a handler that deals with an 'unauthorized' error and reports whether it did. */
export function useSessionExpiry(): (error: ServiceError) => boolean {
  const dispatch = useAppDispatch();
  const pathname = usePathname();
  return useCallback(
    (error: ServiceError) => {
      if (error.kind !== 'unauthorized') return false;
      void dispatch(logout());
      dispatch(
        openErrorModal({
          message: SESSION_EXPIRED_MESSAGE,
          closeErrorLink: loginHref(pathname ?? '/profile'),
          closeButtonText: SESSION_EXPIRED_BUTTON_TEXT,
        }),
      );
      return true;
    },
    [dispatch, pathname],
  );
}
