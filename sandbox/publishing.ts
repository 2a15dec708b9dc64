// What POST /__sandbox/publish asks of a service whose content editors publish (CMS, blog): the answer to an
// editor's change, and the one rule for a published title.

export type Published = { ok: true } | { ok: false; error: string };

/** A title an editor may publish: 1 to 200 characters once trimmed, or null. */
export function publishableTitle(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const title = value.trim();
  return title === '' ? null : title;
}
