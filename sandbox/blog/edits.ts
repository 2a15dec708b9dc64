// An editor's change to a post, as the development endpoint POST /__sandbox/publish makes it: a new title.
// Kept in the database, so a reset takes it away with everything else.
import type { Migration } from '../db/database';
import type { SandboxDeps } from '../deps';
import { publishableTitle, type Published } from '../publishing';
import { blogPosts, type BlogPost } from '../seed/blog';
import type { Shapes } from './shapes';

export const postEditsMigration: Migration = {
  id: 'blog-001-post-edits',
  up: (db) => {
    db.exec(`CREATE TABLE blog_post_edits (
      slug TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      modified TEXT NOT NULL
    )`);
  },
};

/** WordPress's `modified`: site-local time without an offset. */
const wordpressNow = () => new Date(Date.now() + 3.5 * 3600_000).toISOString().slice(0, 19);

/** `{ slug, title }`: the post gets the title. */
export function publishPostEdit(deps: SandboxDeps, change: Record<string, unknown>): Published {
  const { slug } = change;
  const title = publishableTitle(change.title);
  if (typeof slug !== 'string' || title === null) {
    return { ok: false, error: 'send { "service": "blog", "slug": <a post slug>, "title": <1 to 200 characters> }' };
  }
  if (!blogPosts.some((post) => post.slug === slug)) return { ok: false, error: `no post with the slug ${slug}` };
  deps.db
    .prepare('INSERT OR REPLACE INTO blog_post_edits (slug, title, modified) VALUES (?, ?, ?)')
    .run(slug, title, wordpressNow());
  return { ok: true };
}

/** Shapes that serve each post as edited. */
export function withPostEdits(shapes: Shapes, deps: SandboxDeps): Shapes {
  const read = deps.db.prepare('SELECT title, modified FROM blog_post_edits WHERE slug = ?');
  const edited = (post: BlogPost): BlogPost => {
    const edit = read.get(post.slug) as { title: string; modified: string } | undefined;
    return edit ? { ...post, title: edit.title, modified: edit.modified } : post;
  };
  return { ...shapes, post: (post) => shapes.post(edited(post)) };
}
