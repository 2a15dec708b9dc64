'use client';
// The gallery's full-screen viewer: a modal dialog named after the game, opened at the picture tapped. Pictures sit
// side by side and snap one to the screen, so a swipe moves to the next; 'تصویر قبلی' and 'تصویر بعدی' (and the arrow
// keys, mirrored for right-to-left) move one at a time. Escape or 'بستن' closes it. Opened anew on each tap
// (GalleryStrip keys it), so it always starts at the picture tapped.
import Image from 'next/image';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ViewerCloseButton, ViewerDialog } from '@/components/shared/ModalDialog';
import { BackIcon } from '@/components/ui/icons';
import { toPersianDigits } from '@/lib/digits';
import type { GalleryPicture } from './GalleryStrip';

type GalleryViewerProps = {
  title: string;
  pictures: GalleryPicture[];
  open: boolean;
  startAt: number;
  onClose: () => void;
};

/** How much of a picture is on screen when it counts as the one shown (after a swipe). */
const SHOWN = 0.6;

const prefersLessMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export default function GalleryViewer({ title, pictures, open, startAt, onClose }: GalleryViewerProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const [index, setIndex] = useState(startAt);
  const last = pictures.length - 1;

  const bringIntoView = (at: number, behavior: ScrollBehavior) =>
    (trackRef.current?.children[at] as HTMLElement | undefined)?.scrollIntoView({
      behavior,
      block: 'nearest',
      inline: 'start',
    });

  useEffect(() => {
    bringIntoView(startAt, 'instant');
  }, [startAt]);

  // A swipe moves the track; the picture now mostly on screen is the one shown.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setIndex(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root: track, threshold: SHOWN },
    );
    for (const slide of Array.from(track.children)) observer.observe(slide);
    return () => observer.disconnect();
  }, [pictures]);

  const show = (at: number) => {
    const next = Math.min(Math.max(at, 0), last);
    setIndex(next);
    bringIntoView(next, prefersLessMotion() ? 'instant' : 'smooth');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Right to left: the next picture lies to the left.
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      show(index + (event.key === 'ArrowLeft' ? 1 : -1));
    }
  };

  const stepButton =
    'grid size-11 shrink-0 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white aria-disabled:opacity-40';

  return (
    <ViewerDialog open={open} titleId={titleId} onClose={onClose} onKeyDown={onKeyDown}>
      <div className="flex h-full flex-col">
        <div className="flex items-center gap-3 px-3 py-2">
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-bold">
            {title}
          </h2>
          <p className="shrink-0 text-sm text-slate-300" aria-live="polite">
            تصویر {toPersianDigits(index + 1)} از {toPersianDigits(pictures.length)}
          </p>
          <ViewerCloseButton onClose={onClose} />
        </div>
        {/* Focusable, so a keyboard can move it too (the arrow keys above). */}
        <ul
          ref={trackRef}
          aria-label="تصاویر"
          tabIndex={0}
          className="flex min-h-0 flex-1 snap-x snap-mandatory overflow-x-auto overscroll-x-contain focus-visible:outline-white focus-visible:-outline-offset-4"
        >
          {pictures.map((picture, at) => (
            <li key={picture.src} data-index={at} className="relative w-full shrink-0 snap-center snap-always">
              <Image src={picture.src} alt={picture.alt} fill sizes="100vw" className="object-contain" />
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-3 px-3 py-3">
          <button
            type="button"
            aria-label="تصویر قبلی"
            aria-disabled={index === 0}
            onClick={() => show(index - 1)}
            className={stepButton}
          >
            <BackIcon />
          </button>
          <p className="min-w-0 flex-1 text-center text-sm leading-6 text-slate-200">{pictures[index]?.alt}</p>
          <button
            type="button"
            aria-label="تصویر بعدی"
            aria-disabled={index === last}
            onClick={() => show(index + 1)}
            className={stepButton}
          >
            <BackIcon className="rotate-180" />
          </button>
        </div>
      </div>
    </ViewerDialog>
  );
}
