'use client';
// The tabs bar's behaviour, around its server-rendered links: the link of the section in view gets
// aria-current="true" (an IntersectionObserver) and is scrolled into sight inside the bar; a tap scrolls to its
// section smoothly, or at once for those who prefer reduced motion, and moves focus there.
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

/** A section is "in view" once its top passes under the header and the bar (112 px), until the middle of the screen. */
const IN_VIEW_MARGIN = '-112px 0px -50% 0px';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function SectionTabsFollower({ ids, children }: { ids: string[]; children: ReactNode }) {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const mark = (id: string) => {
      for (const link of bar.querySelectorAll('a')) {
        const current = link.getAttribute('href') === `#${id}`;
        if (current === (link.getAttribute('aria-current') === 'true')) continue;
        if (current) {
          link.setAttribute('aria-current', 'true');
          // Centred in the bar by a relative scroll, which reads the same in a right-to-left bar.
          const [barBox, linkBox] = [bar.getBoundingClientRect(), link.getBoundingClientRect()];
          bar.scrollBy?.({ left: linkBox.left + linkBox.width / 2 - (barBox.left + barBox.width / 2), behavior: reducedMotion() ? 'auto' : 'smooth' });
        } else link.removeAttribute('aria-current');
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        // The first section in page order that is in view; between two, the last one marked stays.
        const first = ids.find((id) => visible.has(id));
        if (first) mark(first);
      },
      { rootMargin: IN_VIEW_MARGIN },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [ids]);

  const jump = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const id = link?.getAttribute('href')?.slice(1);
    const section = id ? document.getElementById(id) : null;
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
    history.replaceState(history.state, '', `#${id}`);
  };

  return (
    // The links inside are the controls (Enter on a link clicks it too); this only hears their clicks.
    <div ref={barRef} onClick={jump} className="h-full overflow-x-auto [scrollbar-width:none]">
      {children}
    </div>
  );
}
