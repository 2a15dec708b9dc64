'use client';
// The tabs bar's scrolling strip, around its server-rendered links. Its behaviour (follow-sections.ts) is fetched
// once the page is interactive, so the page's first load carries only this.
import { useEffect, useRef, type ReactNode } from 'react';

export function SectionTabsFollower({ ids, children }: { ids: string[]; children: ReactNode }) {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./follow-sections').then(({ followSections }) => {
      if (!cancelled && barRef.current) stop = followSections(barRef.current, ids);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [ids]);

  return (
    <div ref={barRef} className="h-full overflow-x-auto [scrollbar-width:none]">
      {children}
    </div>
  );
}
