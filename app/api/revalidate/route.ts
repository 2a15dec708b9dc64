// The publishing webhook: the CMS, the blog (or the catalog's back office) calls it when an editor publishes,
// with the shared secret in `x-revalidate-secret` and the tags in `{ "tags": [...] }`. The next request for
// anything read under those tags renders afresh (lib/revalidation.ts says which tags there are).
import { revalidateTag } from 'next/cache';
import { tagsToRevalidate } from '@/lib/revalidation';
import { sameSecret } from '@/lib/same-secret';

export async function POST(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET;
  // Without a configured secret nobody may refresh anything.
  if (!secret || !sameSecret(request.headers.get('x-revalidate-secret'), secret)) {
    return Response.json({ error: 'wrong or missing x-revalidate-secret' }, { status: 401 });
  }
  const body: unknown = await request.json().catch(() => null);
  const parsed = tagsToRevalidate(body);
  if (!parsed.ok) return Response.json({ error: parsed.message }, { status: 400 });
  // Published content is wanted at once: the next request waits for a fresh render rather than seeing the old.
  for (const tag of parsed.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: parsed.tags });
}
