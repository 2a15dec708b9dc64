'use client';
// Hands the heart's 401 to the shared session expiry (useSessionExpiry). A chunk of its own, fetched only when a
// session has expired: the expiry's module brings the service layer with it, which the product page does not load.
import { useEffect } from 'react';
import type { ServiceError } from '@/services/types/common';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';

export default function ExpireSession({ error }: { error: ServiceError }) {
  const expire = useSessionExpiry();
  useEffect(() => {
    expire(error);
  }, [expire, error]);
  return null;
}
