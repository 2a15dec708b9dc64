'use client';
// The one clock of the story viewer: each slide lasts SLIDE_MS, its progress bar fills over the same time (the
// Web Animations API, run by the browser's compositor like a CSS animation), and both stop while the tab is
// hidden and go on from where they were when it is back.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export const SLIDE_MS = 5000;

/** Whether the document flows right to left, so the bar fills from the inline start either way. */
const isRtl = (element: HTMLElement) => getComputedStyle(element).direction === 'rtl';

function fillBar(bar: HTMLElement | null): Animation | null {
  if (!bar || typeof bar.animate !== 'function') return null; // jsdom and very old browsers: the bar stays still.
  const from = `translateX(${isRtl(bar) ? '' : '-'}100%)`;
  return bar.animate([{ transform: from }, { transform: 'translateX(0)' }], {
    duration: SLIDE_MS,
    easing: 'linear',
    fill: 'forwards',
  });
}

/**
 * Calls `onDone` SLIDE_MS after slide `slideKey` is shown, counting only time while the page is visible and
 * `running` holds; `barRef` is the slide's progress bar. A new key starts over.
 */
export function useSlideTimer(
  slideKey: string,
  running: boolean,
  barRef: RefObject<HTMLElement | null>,
  onDone: () => void,
) {
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  // Before paint, so the new bar never shows full for a frame before it starts filling.
  useLayoutEffect(() => {
    if (!running) return;
    let remaining = SLIDE_MS;
    let startedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bar = fillBar(barRef.current);

    const run = () => {
      if (timer !== undefined) return;
      startedAt = Date.now();
      timer = setTimeout(() => onDoneRef.current(), remaining);
      bar?.play();
    };
    const pause = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remaining -= Date.now() - startedAt;
      bar?.pause();
    };
    const onVisibility = () => (document.hidden ? pause() : run());

    if (document.hidden) bar?.pause();
    else run();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      pause();
      bar?.cancel();
    };
  }, [slideKey, running, barRef]);
}
