'use client';
// Puts the shopper's look (their cookie) in the style slice when the shop starts, and paints it again where
// something else may have undone it: a page restored from the back-forward cache, the theme-color that Next
// writes again on each navigation, and `next dev`, which has no server to paint the first byte.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setColorScheme } from '@/store/slices/styleSlice';
import { chosenColorScheme, paintColorScheme } from '@/components/shared/color-scheme';

export function ColorSchemeSync() {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((state) => state.style.colorScheme);
  const pathname = usePathname();

  useEffect(() => {
    const readCookie = () => dispatch(setColorScheme(chosenColorScheme()));
    readCookie();
    window.addEventListener('pageshow', readCookie);
    return () => window.removeEventListener('pageshow', readCookie);
  }, [dispatch]);

  useEffect(() => {
    if (chosen) paintColorScheme(chosen);
  }, [chosen, pathname]);

  return null;
}
