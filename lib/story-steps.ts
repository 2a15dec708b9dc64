// Where the story viewer goes from a slide: on through a story's slides, then into the next story; back the same way.

export type StoryPosition = { story: number; slide: number };

/** The slide after `at`, given each story's slide count; null after the last slide of the last story (the viewer closes). */
export function nextStoryPosition(slideCounts: readonly number[], at: StoryPosition): StoryPosition | null {
  if (at.slide + 1 < slideCounts[at.story]) return { story: at.story, slide: at.slide + 1 };
  return at.story + 1 < slideCounts.length ? { story: at.story + 1, slide: 0 } : null;
}

/** The slide before `at`: the previous slide, else the previous story from its start; the very first slide stays. */
export function previousStoryPosition(at: StoryPosition): StoryPosition {
  if (at.slide > 0) return { story: at.story, slide: at.slide - 1 };
  return at.story > 0 ? { story: at.story - 1, slide: 0 } : at;
}
