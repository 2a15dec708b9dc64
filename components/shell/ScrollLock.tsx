'use client';
// Applies the style slice's bodyScrollable to the page: locked, the body is pinned where it was; unlocked, the
// scroll position is restored (a modal must not send the shopper back to the top).
import { useEffect, useRef } from 'react';
import { useAppSelector } from '@/store/hooks';

export function ScrollLock() {
  const bodyScrollable = useAppSelector((state) => state.style.bodyScrollable);
  const lastScrollPosition = useAppSelector((state) => state.style.lastScrollPosition);
  const locked = useRef(false);

  useEffect(() => {
    const { style } = document.body;
    if (!bodyScrollable && !locked.current) {
      locked.current = true;
      style.position = 'fixed';
      style.insetInline = '0';
      style.top = `-${lastScrollPosition}px`;
      style.overflow = 'hidden';
    } else if (bodyScrollable && locked.current) {
      locked.current = false;
      style.position = '';
      style.insetInline = '';
      style.top = '';
      style.overflow = '';
      window.scrollTo(0, lastScrollPosition);
    }
  }, [bodyScrollable, lastScrollPosition]);

  return null;
}
