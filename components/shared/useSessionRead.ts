'use client';
// One read of the shopper api (store/api) for a screen, and its 401: the session expiry is told once, and the read
// is not asked for again (the logout resets the api, which would have it re-read, refused, and so on). Nor is it
// once the session has ended some other way ('خروج'), while the screen is still up:
//
//   const read = useSessionRead();
//   const balance = useBalanceQuery(undefined, { skip: read.stopped });
//   const failure = useReadFailure(read, balance.error);
import { useEffect, useRef, useState } from 'react';
import { getToken } from '@/services/session';
import type { ServiceError } from '@/services/types/common';
import { asServiceError } from './usePagedList';
import { useSessionExpiry } from './useSessionExpiry';

export type SessionRead = { stopped: boolean; stoppedBy: ServiceError | null; stop: (failure: ServiceError) => void };

export function useSessionRead(): SessionRead {
  const [stoppedBy, stop] = useState<ServiceError | null>(null);
  // The logout clears the token before it resets the api, so the render that would read again sees none.
  return { stopped: stoppedBy !== null || getToken() === null, stoppedBy, stop };
}

/**
 * The read's failure as the service module gave it (null while there is none). A 401 goes to the session expiry
 * once and stays the failure after the read has stopped.
 */
export function useReadFailure(read: SessionRead, error: unknown): ServiceError | null {
  const sessionExpiry = useSessionExpiry();
  const { stop } = read;
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (error === undefined || error === handled.current) return;
    handled.current = error;
    const failure = asServiceError(error);
    if (failure.kind !== 'unauthorized') return;
    stop(failure);
    sessionExpiry(failure);
  }, [error, stop, sessionExpiry]);
  if (read.stoppedBy) return read.stoppedBy;
  return error === undefined ? null : asServiceError(error);
}

/**
 * What the read last gave, kept on screen once the read has stopped: the logout that stops it forgets the api's
 * copy, and a page a 401 ends stays as it was (with whatever was typed into it) behind the error modal.
 */
export function useKeptData<T>(read: SessionRead, data: T | undefined): T | undefined {
  const [kept, setKept] = useState(data);
  if (data !== undefined && data !== kept) setKept(data);
  return read.stopped ? (data ?? kept) : data;
}
