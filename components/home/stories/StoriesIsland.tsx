'use client';
// The stories row's only script: covers as buttons that open the viewer at their story, and the viewed marks.
// The viewer is a chunk of its own and the stories' slides come from the server (`loadStories`), both asked for
// when a finger or pointer first comes down on a cover (or on the tap itself): the home page's first load carries
// neither, only the covers.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Story } from '@/services/views/stories';
import { markStoryViewed, useViewedStories } from './use-viewed-stories';

const loadStoryViewer = () => import('./StoryViewer');
const StoryViewer = lazy(loadStoryViewer);

type Covers = {
  /** Fetches the viewer and the stories, once. */
  prepare: () => void;
  openAt: (index: number, opener: HTMLButtonElement) => void;
};

const OpenStory = createContext<Covers>({ prepare: () => undefined, openAt: () => undefined });

type Opened = { open: boolean; index: number; key: number; stories: Story[] };

/** Holds the viewer for the stories `loadStories` reads; a StoryCoverButton anywhere inside opens it. */
export function StoriesViewerRoot({
  loadStories,
  children,
}: {
  loadStories: () => Promise<Story[]>;
  children: ReactNode;
}) {
  // Each opening is a new viewer (its key), starting at the story tapped.
  const [opened, setOpened] = useState<Opened | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const stories = useRef<Promise<Story[] | null> | null>(null);
  const storiesOnce = useCallback(() => {
    stories.current ??= loadStories().catch(() => {
      stories.current = null;
      return null;
    });
    return stories.current;
  }, [loadStories]);
  const prepare = useCallback(() => {
    void loadStoryViewer();
    void storiesOnce();
  }, [storiesOnce]);
  // The viewer opens once the stories have come (with its own chunk, fetched as the finger came down); when they
  // could not be read nothing opens, and the next tap asks again.
  const openAt = useCallback(
    (index: number, opener: HTMLButtonElement) => {
      openerRef.current = opener;
      void storiesOnce().then((stories) => {
        if (stories) setOpened((current) => ({ open: true, index, key: (current?.key ?? 0) + 1, stories }));
      });
    },
    [storiesOnce],
  );
  const covers = useMemo(() => ({ prepare, openAt }), [prepare, openAt]);
  const close = useCallback(() => setOpened((current) => current && { ...current, open: false }), []);

  // Back to the cover that opened it: the dialog has closed by now (its effect runs first), so focus can land.
  useEffect(() => {
    if (opened && !opened.open) openerRef.current?.focus();
  }, [opened]);

  return (
    <OpenStory.Provider value={covers}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <StoryViewer
            key={opened.key}
            stories={opened.stories}
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
  const { prepare, openAt } = useContext(OpenStory);
  const known = useViewedStories();
  const viewed = known?.has(storyId) ?? false;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-viewed={known ? viewed : undefined}
      onPointerDown={prepare}
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
