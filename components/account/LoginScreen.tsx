'use client';
// /login around the reusable form: a shopper who is (or becomes) logged in goes back where they came from.
// The page is one cached render for every visitor, so `returnUrl` is read from the address only when leaving.
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { useAppSelector } from '@/store/hooks';
import { LoginForm } from '@/components/shared/login/LoginForm';
import { afterLoginTarget } from '@/lib/return-url';

export function LoginScreen() {
  const router = useRouter();
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const left = useRef(false);

  const leave = useCallback(() => {
    if (left.current) return;
    left.current = true;
    router.replace(afterLoginTarget(window.location.search));
  }, [router]);

  useEffect(() => {
    if (isAuthenticated) leave();
  }, [isAuthenticated, leave]);

  return <LoginForm onLoggedIn={leave} />;
}
