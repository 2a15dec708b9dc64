'use client';
// The shop's link: next/link that prefetches its page once the shopper reaches for it (a finger or pointer on it,
// keyboard focus) rather than as soon as it scrolls into view. A first visit to the home page otherwise fetched the
// flight data of every section's and chip's address (15 requests) on a phone that pays for its data and shares its
// slow line with the page's own images (docs/performance.md, "Prefetching on intent"). This is the pattern of Next's
// prefetching guide: once reached for, Next's default prefetch runs, so a touch starts the fetch before its tap ends.
// The bottom nav keeps Next's prefetch on view (components/shell/BottomNav.tsx says why).
import Link from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type PointerEvent } from 'react';

export function IntentLink({ prefetch, onPointerEnter, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [reachedFor, setReachedFor] = useState(false);
  return (
    <Link
      {...props}
      prefetch={reachedFor ? prefetch : false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        setReachedFor(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setReachedFor(true);
        onFocus?.(event);
      }}
    />
  );
}
