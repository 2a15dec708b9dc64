// What a publishing webhook may ask to refresh: the three kinds of cached reads, or one product by its slug.
// The data layer tags its reads with these (services/server/cached/policy.ts); POST /api/revalidate reads the request.

export const REVALIDATION_KINDS = ['catalog', 'cms', 'blog'] as const;

/** The most tags one call may name: a publish touches a few, not the whole catalog one by one. */
export const MAX_TAGS_PER_CALL = 50;

const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,199}$/u;

/** The cache tag of one product's reads (its page and everything read for it). */
export function productTag(slug: string): string {
  return `product:${slug}`;
}

export type RevalidationRequest = { ok: true; tags: string[] } | { ok: false; message: string };

/** `{ "tags": ["catalog" | "cms" | "blog" | <product slug>, …] }` as cache tags, or why it is not one. */
export function tagsToRevalidate(body: unknown): RevalidationRequest {
  const tags =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { tags?: unknown }).tags : undefined;
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > MAX_TAGS_PER_CALL) {
    return {
      ok: false,
      message: `send { "tags": [...] } with 1 to ${MAX_TAGS_PER_CALL} of: ${REVALIDATION_KINDS.join(', ')}, or a product slug`,
    };
  }
  const resolved = new Set<string>();
  for (const tag of tags) {
    if (typeof tag !== 'string') return { ok: false, message: 'every tag is a string' };
    if ((REVALIDATION_KINDS as readonly string[]).includes(tag)) resolved.add(tag);
    else if (SLUG.test(tag)) resolved.add(productTag(tag));
    else
      return {
        ok: false,
        message: `"${tag.slice(0, 40)}" is neither ${REVALIDATION_KINDS.join(', ')} nor a product slug`,
      };
  }
  return { ok: true, tags: [...resolved] };
}
