'use client';
// The full-screen story viewer: a modal dialog named after the story shown. Each slide lasts five seconds with its
// bar filling at the top; then the next slide, then the next story, and after the last story it closes. The right
// half ('استوری بعدی') and ArrowRight go on, the left half ('استوری قبلی') and ArrowLeft go back. Escape, 'بستن'
// or a swipe down closes it. Loaded on the first tap on a cover (StoriesIsland), never with the page.
import Image from 'next/image';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import { ViewerCloseButton, ViewerDialog } from '@/components/shared/ModalDialog';
import { toPersianDigits } from '@/lib/digits';
import { nextStoryPosition, previousStoryPosition, type StoryPosition } from '@/lib/story-steps';
import type { StoryLink, StorySlide, Story } from '@/services/server/views/stories';
import { useSlideTimer } from './use-slide-timer';

/** How far down a finger must travel for a swipe to close the viewer. */
export const SWIPE_CLOSE_PX = 80;

type StoryViewerProps = {
  stories: Story[];
  open: boolean;
  startAt: number;
  /** Called with each story's id as it comes on screen (it counts as viewed). */
  onShow: (storyId: string) => void;
  onClose: () => void;
};

export default function StoryViewer({ stories, open, startAt, onShow, onClose }: StoryViewerProps) {
  const titleId = useId();
  const barRef = useRef<HTMLSpanElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const [at, setAt] = useState<StoryPosition>({ story: startAt, slide: 0 });
  const story = stories[at.story];
  const slide = story.slides[at.slide];

  const goNext = () => {
    const next = nextStoryPosition(
      stories.map((candidate) => candidate.slides.length),
      at,
    );
    if (next) setAt(next);
    else onClose();
  };
  const goBack = () => setAt(previousStoryPosition(at));

  useSlideTimer(`${at.story}:${at.slide}`, open, barRef, goNext);

  useEffect(() => {
    if (open) onShow(story.id);
  }, [open, story.id, onShow]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const step = new Map([
      ['ArrowRight', goNext],
      ['ArrowLeft', goBack],
      ['Escape', onClose],
    ]).get(event.key);
    if (!step) return;
    event.preventDefault();
    step();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const down = event.clientY - start.y;
    if (down > SWIPE_CLOSE_PX && down > Math.abs(event.clientX - start.x)) {
      swiped.current = true;
      onClose();
    }
  };
  // A swipe that ends over the half it began on also clicks it; that click is not a tap.
  const tap = (step: () => void) => () => {
    if (swiped.current) swiped.current = false;
    else step();
  };

  const half =
    'absolute inset-y-0 w-1/2 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white';

  return (
    <ViewerDialog
      open={open}
      titleId={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      aria-modal="true"
      data-story={story.id}
      data-slide={at.slide}
    >
      <div className="mx-auto flex h-full max-w-md flex-col">
        <ol aria-hidden="true" className="flex h-4 shrink-0 items-center gap-1 px-3 pt-2">
          {story.slides.map((candidate, index) => (
            <li
              key={candidate.id}
              data-state={index < at.slide ? 'done' : index === at.slide ? 'current' : 'upcoming'}
              className="h-0.5 flex-1 overflow-hidden rounded-full bg-white/30"
            >
              {index < at.slide ? <span className="block size-full bg-white" /> : null}
              {index === at.slide ? (
                <span key={`${at.story}:${at.slide}`} ref={barRef} className="block size-full bg-white" />
              ) : null}
            </li>
          ))}
        </ol>
        <div className="flex h-14 shrink-0 items-center gap-2 px-3">
          <Image
            src={story.cover}
            alt=""
            width={32}
            height={32}
            className="size-8 shrink-0 rounded-full bg-white/10 object-cover"
          />
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-bold">
            {story.title}
          </h2>
          <p className="shrink-0 text-xs text-slate-300">
            <span className="sr-only">اسلاید </span>
            {toPersianDigits(at.slide + 1)} از {toPersianDigits(story.slides.length)}
          </p>
          <ViewerCloseButton onClose={onClose} />
        </div>
        {/* No browser panning here, so a finger drawn down reaches the pointer handlers instead of scrolling. */}
        <div
          className="relative min-h-0 flex-1 touch-none select-none"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          <SlideMedia key={`${at.story}:${at.slide}`} slide={slide} />
          <button type="button" onClick={tap(goNext)} className={`${half} start-0`}>
            <span className="sr-only">استوری بعدی</span>
          </button>
          <button type="button" onClick={tap(goBack)} className={`${half} end-0`}>
            <span className="sr-only">استوری قبلی</span>
          </button>
        </div>
        <div className="flex h-32 shrink-0 flex-col items-center justify-center gap-1 px-4 pb-4 text-center">
          <p className="line-clamp-1 text-base font-bold">{slide.header}</p>
          <p className="line-clamp-1 text-sm text-slate-300">{slide.subtitle}</p>
          {slide.link ? <SlideLink link={slide.link} onFollow={onClose} /> : null}
        </div>
      </div>
    </ViewerDialog>
  );
}

/** A video loops, so one shorter than its five seconds does not stop on a still frame. */
function SlideMedia({ slide }: { slide: StorySlide }) {
  if (slide.kind === 'video') {
    return (
      <video
        src={slide.src}
        aria-label={slide.alt}
        muted
        playsInline
        autoPlay
        loop
        preload="auto"
        className="absolute inset-0 size-full object-contain"
      />
    );
  }
  return (
    <Image src={slide.src} alt={slide.alt} fill sizes="(max-width: 448px) 100vw, 448px" className="object-contain" />
  );
}

const linkLook =
  'mt-2 inline-flex h-11 max-w-full items-center justify-center rounded-xl bg-white px-6 text-sm font-bold text-slate-900 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** A slide's link, already checked (services/server/views/stories.ts): a shop path, or an http(s) address in a new tab. */
function SlideLink({ link, onFollow }: { link: StoryLink; onFollow: () => void }) {
  const label = <span className="truncate">{link.label}</span>;
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkLook}>
        {label}
      </a>
    );
  }
  // Closed first, so the page it leads to is not left with its scrolling locked.
  return (
    <IntentLink href={link.href} onClick={onFollow} className={linkLook}>
      {label}
    </IntentLink>
  );
}
