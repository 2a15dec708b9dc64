'use client';
// The stories row's only script: covers as buttons that open the viewer at their story, and the viewed marks.
// The viewer is a chunk of its own, fetched when a finger or pointer first comes down on a cover (or on the
// tap itself), so the home page's first load does not pay for it.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Story } from '@/services/server/views/stories';
import { markStoryViewed, useViewedStories } from './use-viewed-stories';

const loadStoryViewer = () => import('./StoryViewer');
const StoryViewer = lazy(loadStoryViewer);

const OpenStory = createContext<(index: number, opener: HTMLButtonElement) => void>(() => undefined);

type Opened = { open: boolean; index: number; key: number };

/** Holds the viewer for `stories`; a StoryCoverButton anywhere inside opens it. */
export function StoriesViewerRoot({ stories, children }: { stories: Story[]; children: ReactNode }) {
  // Each opening is a new viewer (its key), starting at the story tapped.
  const [opened, setOpened] = useState<Opened | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const openAt = useCallback((index: number, opener: HTMLButtonElement) => {
    openerRef.current = opener;
    setOpened((current) => ({ open: true, index, key: (current?.key ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => setOpened((current) => current && { ...current, open: false }), []);

  // Back to the cover that opened it: the dialog has closed by now (its effect runs first), so focus can land.
  useEffect(() => {
    if (opened && !opened.open) openerRef.current?.focus();
  }, [opened]);

  return (
    <OpenStory.Provider value={openAt}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <StoryViewer
            key={opened.key}
            stories={stories}
            open={opened.open}
            startAt={opened.index}
            onShow={markStoryViewed}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </OpenStory.Provider>
  );
}

/**
 * A round cover (the server-rendered picture inside) with the story's title under it; its ring greys once viewed.
 * `data-viewed` is there once the browser has read its marks (never in the server's HTML).
 */
export function StoryCoverButton({
  index,
  storyId,
  title,
  children,
}: {
  index: number;
  storyId: string;
  title: string;
  children: ReactNode;
}) {
  const openAt = useContext(OpenStory);
  const known = useViewedStories();
  const viewed = known?.has(storyId) ?? false;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-viewed={known ? viewed : undefined}
      onPointerDown={() => void loadStoryViewer()}
      onClick={(event) => openAt(index, event.currentTarget)}
      className="group flex w-[72px] flex-col items-center gap-1 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {/* Only the ring's colour changes with the mark: the same size either way, so nothing moves. */}
      <span
        className={`block size-[68px] rounded-full p-[2px] ${viewed ? 'bg-slate-300' : 'bg-gradient-to-tr from-amber-400 via-rose-500 to-brand-600'}`}
      >
        <span className="block size-16 overflow-hidden rounded-full bg-white p-[2px]">{children}</span>
      </span>
      <span className="block h-5 w-full truncate text-center text-xs leading-5 text-slate-700">{title}</span>
    </button>
  );
}
