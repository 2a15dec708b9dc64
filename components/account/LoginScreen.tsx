'use client';
// /login around the reusable form: a shopper who is (or becomes) logged in goes back where they came from.
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { useAppSelector } from '@/store/hooks';
import { LoginForm } from '@/components/shared/login/LoginForm';

export function LoginScreen({ returnUrl }: { returnUrl: string | null }) {
  const router = useRouter();
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const target = returnUrl ?? '/profile';
  const left = useRef(false);

  const leave = useCallback(() => {
    if (left.current) return;
    left.current = true;
    router.replace(target);
  }, [router, target]);

  useEffect(() => {
    if (isAuthenticated) leave();
  }, [isAuthenticated, leave]);

  return <LoginForm onLoggedIn={leave} />;
}
