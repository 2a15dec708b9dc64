'use client';
// A part of a page far below its first screen (a rail of cards), asked of the server only once the shopper has
// scrolled within a screen of it: the page's HTML and flight data do not carry it, so the phone has less to parse
// and hydrate before it answers a tap. Its box has a fixed height (`className`) in every state, so nothing moves
// when it arrives or fails. Once it has arrived it tells analytics that lists of cards were added.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { ITEM_LISTS_ADDED } from '@/lib/analytics/item-lists-added';
import { RetryNotice } from '@/components/ui/RetryNotice';

/** How far ahead of the screen a part is asked for: one screen's height. */
export const NEAR_MARGIN = '100% 0px';

export const PART_FAILED = 'این بخش بارگذاری نشد.';
const PART_FAILED_HINT = 'اتصال را بررسی کنید و دوباره امتحان کنید.';

type Part = { state: 'waiting' } | { state: 'ready'; content: ReactNode } | { state: 'failed' };

const WAITING: Part = { state: 'waiting' };

type Props = {
  /** Renders the part on the server (a server action). */
  load: () => Promise<ReactNode>;
  /** What holds its place until it comes: the server's HTML, and the first render's. */
  placeholder: ReactNode;
  /** The box's fixed height, and its margins. */
  className: string;
};

export function LoadWhenNear({ load, placeholder, className }: Props) {
  const [part, setPart] = useState<Part>(WAITING);
  const [partOf, setPartOf] = useState(() => load);
  const box = useRef<HTMLDivElement>(null);
  // A client navigation to another page of the same kind (one product to another) keeps this component and hands
  // it another part to load: what the last page loaded is not this one's, so it waits again to be near.
  if (partOf !== load) {
    setPartOf(() => load);
    setPart(WAITING);
  }

  useEffect(() => {
    const element = box.current;
    if (!element || part.state !== 'waiting') return;
    let cancelled = false;
    // The cards render as a transition: React yields between them, so a tap that comes while they arrive is
    // answered first instead of waiting behind the whole rail.
    const fetchPart = () =>
      load().then(
        (content) => !cancelled && startTransition(() => setPart({ state: 'ready', content })),
        () => !cancelled && setPart({ state: 'failed' }),
      );
    if (typeof IntersectionObserver === 'undefined') {
      void fetchPart();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void fetchPart();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [load, part.state]);

  useEffect(() => {
    if (part.state === 'ready') box.current?.dispatchEvent(new Event(ITEM_LISTS_ADDED, { bubbles: true }));
  }, [part]);

  return (
    <div ref={box} className={className} aria-busy={part.state === 'waiting' || undefined}>
      {part.state === 'ready' ? part.content : null}
      {part.state === 'waiting' ? placeholder : null}
      {part.state === 'failed' ? (
        <RetryNotice
          title={PART_FAILED}
          message={PART_FAILED_HINT}
          onRetry={() => setPart({ state: 'waiting' })}
          className="mx-4 h-full justify-center"
        />
      ) : null}
    </div>
  );
}
