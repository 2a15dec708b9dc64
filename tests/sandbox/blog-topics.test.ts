// The blog host over real HTTP, as the shop's topic pages read it (docs/contracts/blog.md, "Categories and
// tags"): a term by its slug, then its posts, paged; every answer is checked against contracts/blog.openapi.yaml.
import { blogMigrations, createBlogApp, publishBlog, seedBlog } from '@/sandbox/blog';
import { createFilesApp } from '@/sandbox/files';
import { blogPosts } from '@/sandbox/seed/blog';
import { sandboxForThisFile } from './helpers';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const sandbox = sandboxForThisFile({
  modules: {
    services: [
      { name: 'blog', migrations: blogMigrations, seed: seedBlog, createApp: createBlogApp, publish: publishBlog },
    ],
    createFilesApp,
  },
});

async function get(path: string) {
  const response = await fetch(`${sandbox.url}/blog/wp-json/wp/v2${path}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

describe('categories and tags by slug, and their posts', () => {
  it('answers a term slug with an array of its term in full, and an unknown slug with an empty array, never a 404', async () => {
    for (const [collection, slug, taxonomy] of [
      ['categories', 'guides', 'category'],
      ['tags', 'ps5', 'post_tag'],
    ] as const) {
      const found = await get(`/${collection}?slug=${slug}`);
      expect(found.status).toBe(200);
      expect(found.body).toHaveLength(1);
      expect(found.body[0]).toMatchObject({
        slug,
        taxonomy,
        count: expect.any(Number),
        name: expect.any(String),
        link: expect.any(String),
        meta: expect.anything(),
      });
      expect('parent' in found.body[0]).toBe(collection === 'categories');
      const unknown = await get(`/${collection}?slug=no-such-${collection}`);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual([]);
      expect(unknown.headers.get('X-WP-Total')).toBe('0');
      expect(unknown.headers.get('X-WP-TotalPages')).toBe('0');
    }
  });

  it("pages a term's posts (what a topic page reads): its count is X-WP-Total, every post carries the term", async () => {
    const [guides] = (await get('/categories?slug=guides')).body;
    const first = await get(`/posts?categories=${guides.id}&page=1&per_page=6&_embed`);
    expect(first.headers.get('X-WP-Total')).toBe(String(guides.count));
    expect(first.headers.get('X-WP-TotalPages')).toBe(String(Math.ceil(guides.count / 6)));
    const second = await get(`/posts?categories=${guides.id}&page=2&per_page=6&_embed`);
    const posts = [...first.body, ...second.body];
    expect(posts).toHaveLength(guides.count);
    for (const post of posts) {
      expect(post.categories).toContain(guides.id);
      expect(post._embedded['wp:term'][0].map((term: Json) => term.slug)).toContain('guides');
    }
    expect((await get(`/posts?categories=${guides.id}&page=3&per_page=6`)).body.code).toBe(
      'rest_post_invalid_page_number',
    );
    const [ps5] = (await get('/tags?slug=ps5')).body;
    const tagged = await get(`/posts?tags=${ps5.id}&per_page=100`);
    expect(tagged.body).toHaveLength(ps5.count);
    expect(tagged.body.map((post: Json) => post.id).sort()).toEqual(
      blogPosts
        .filter((post) => post.tagIds.includes(ps5.id))
        .map((post) => post.id)
        .sort(),
    );
  });
});
