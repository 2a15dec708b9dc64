// The stories a shopper has opened, as kept in the browser: a JSON list of story ids, newest last.

/** At most this many ids are kept; the oldest go first. */
export const MAX_VIEWED_STORIES = 50;

/** The ids in a stored value; anything unreadable counts as none viewed. */
export function parseViewedStories(raw: string | null): ReadonlySet<string> {
  if (!raw) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The value to store once `id` is viewed, or null when it already is (nothing to write). */
export function withViewedStory(raw: string | null, id: string): string | null {
  const viewed = parseViewedStories(raw);
  if (viewed.has(id)) return null;
  return JSON.stringify([...viewed, id].slice(-MAX_VIEWED_STORIES));
}
