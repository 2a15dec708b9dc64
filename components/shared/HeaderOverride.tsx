'use client';
// Lets a page set the header's back link and title through the header slice; the route's defaults return
// when it unmounts.
import { useEffect } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { resetHeaderOverride, setHeaderOverride } from '@/store/slices/headerSlice';

export function HeaderOverride({ backUrl, title }: { backUrl?: string | null; title?: string | null }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(setHeaderOverride({ backUrl, title }));
    return () => {
      dispatch(resetHeaderOverride());
    };
  }, [backUrl, title, dispatch]);
  return null;
}
