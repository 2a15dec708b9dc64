'use client';
// The tabs bar's scrolling strip, around its server-rendered links. Its behaviour (follow-sections.ts) is fetched
// once the page is idle, so the page's first load carries only this and the task after hydration adds no request
// (the links work without it).
import { useEffect, useRef, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';

export function SectionTabsFollower({ ids, children }: { ids: string[]; children: ReactNode }) {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(
      () =>
        void import('./follow-sections').then(({ followSections }) => {
          if (!cancelled && barRef.current) stop = followSections(barRef.current, ids);
        }),
    );
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [ids]);

  return (
    <div ref={barRef} className="h-full overflow-x-auto [scrollbar-width:none]">
      {children}
    </div>
  );
}
