import sharp from 'sharp';
// The blog host over real HTTP (docs/contracts/blog.md): WordPress REST v2 posts, terms, users and media, its paging
// headers, _embed, _fields and errors, and the files it links to; every answer is checked against
// contracts/blog.openapi.yaml.
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
const API = '/wp-json/wp/v2';
/** The blog's own URLs (links, _links, Link headers) are absolute on the public URL. */
const site = () => `${sandbox.url}/blog`;

async function get(path: string) {
  const response = await fetch(`${site()}${API}${path}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

describe('blog posts (WordPress REST v2)', () => {
  it('has at least 14 posts, 5 categories, 8 tags and 3 authors', async () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(14);
    expect((await get('/categories?per_page=100')).body.length).toBeGreaterThanOrEqual(5);
    expect((await get('/tags?per_page=100')).body.length).toBeGreaterThanOrEqual(8);
    expect((await get('/users')).body.length).toBeGreaterThanOrEqual(3);
  });

  it('returns a bare array, newest first, with X-WP-Total, X-WP-TotalPages and a next Link', async () => {
    const { status, headers, body } = await get('/posts?per_page=5');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(5);
    expect(headers.get('X-WP-Total')).toBe(String(blogPosts.length));
    expect(headers.get('X-WP-TotalPages')).toBe(String(Math.ceil(blogPosts.length / 5)));
    expect(headers.get('Link')).toBe(`<${site()}/wp-json/wp/v2/posts?per_page=5&page=2>; rel="next"`);
    const dates = body.map((post: Json) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('links prev and next from a middle page', async () => {
    const { headers } = await get('/posts?per_page=5&page=2');
    expect(headers.get('Link')).toContain('page=1>; rel="prev"');
    expect(headers.get('Link')).toContain('page=3>; rel="next"');
  });

  it('shapes a post as WordPress does, with the site extras and absolute _links', async () => {
    const [post] = (await get('/posts?per_page=1')).body;
    expect(post).toMatchObject({
      id: expect.any(Number),
      status: 'publish',
      type: 'post',
      title: { rendered: expect.any(String) },
      content: { rendered: expect.any(String), protected: false },
      excerpt: { rendered: expect.any(String), protected: false },
      featured_media: expect.any(Number),
      categories: expect.any(Array),
      tags: expect.any(Array),
      categories_names: expect.any(Array),
      tags_names: expect.any(Array),
      acf: { time_read: expect.stringMatching(/^\d+$/) },
    });
    expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(post.date_gmt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(post.date.startsWith('2026')).toBe(true);
    expect(post.link).toBe(`${site()}/${post.slug}/`);
    expect(post.jetpack_featured_media_url).toMatch(/^http:\/\/.+\/blog\/wp-content\/uploads\/.+\.jpg$/);
    expect(post._links.self[0].href).toBe(`${site()}/wp-json/wp/v2/posts/${post.id}`);
    expect(post._links['wp:term'].map((link: Json) => link.taxonomy)).toEqual(['category', 'post_tag']);
    expect(post._embedded).toBeUndefined();
  });

  it('embeds author, featured media and terms as arrays, wp:term as an array of arrays', async () => {
    const [post] = (await get('/posts?per_page=1&_embed')).body;
    const embedded = post._embedded;
    expect(embedded.author).toHaveLength(1);
    expect(embedded.author[0]).toMatchObject({
      id: post.author,
      avatar_urls: { '24': expect.any(String), '48': expect.any(String), '96': expect.any(String) },
    });
    expect(embedded['wp:featuredmedia'][0]).toMatchObject({
      id: post.featured_media,
      media_type: 'image',
      source_url: expect.any(String),
    });
    expect(embedded['wp:term']).toHaveLength(2);
    expect(embedded['wp:term'][0].map((term: Json) => term.id)).toEqual(post.categories);
    expect(embedded['wp:term'][1].every((term: Json) => term.taxonomy === 'post_tag')).toBe(true);
  });

  it('limits _embed to the named relations and the body to _fields', async () => {
    const [post] = (await get('/posts?per_page=1&_embed=author&_fields=id,title,_embedded')).body;
    expect(Object.keys(post).sort()).toEqual(['_embedded', 'id', 'title']);
    expect(Object.keys(post._embedded)).toEqual(['author']);
  });

  it('answers a slug query with an array', async () => {
    const { body } = await get('/posts?slug=offline-account-guide&_embed');
    expect(body).toHaveLength(1);
    expect(body[0].slug).toBe('offline-account-guide');
    expect((await get('/posts?slug=no-such-post')).body).toEqual([]);
  });

  it('searches with Arabic ي and ك as Persian ی and ک', async () => {
    const persian = await get(`/posts?search=${encodeURIComponent('کیف پول')}`);
    const arabic = await get(`/posts?search=${encodeURIComponent('كيف پول')}`);
    expect(persian.body.length).toBeGreaterThan(0);
    expect(arabic.body.map((post: Json) => post.id)).toEqual(persian.body.map((post: Json) => post.id));
  });

  it('filters by categories, categories_exclude, tags, author, include and exclude', async () => {
    const inGuides = (await get('/posts?categories=2&per_page=100')).body;
    expect(inGuides.length).toBeGreaterThan(0);
    expect(inGuides.every((post: Json) => post.categories.includes(2))).toBe(true);
    const withoutGuides = (await get('/posts?categories_exclude=2&per_page=100')).body;
    expect(withoutGuides.every((post: Json) => !post.categories.includes(2))).toBe(true);
    expect(inGuides.length + withoutGuides.length).toBe(blogPosts.length);
    const tagged = (await get('/posts?tags[]=19&per_page=100')).body;
    expect(tagged.every((post: Json) => post.tags.includes(19))).toBe(true);
    const byAuthor = (await get('/posts?author=3&per_page=100')).body;
    expect(byAuthor.every((post: Json) => post.author === 3)).toBe(true);
    expect((await get('/posts?include=101,102&orderby=include')).body.map((post: Json) => post.id)).toEqual([101, 102]);
    expect((await get('/posts?exclude=101&per_page=100')).body.some((post: Json) => post.id === 101)).toBe(false);
  });

  it('orders ascending and skips by offset', async () => {
    const ascending = (await get('/posts?order=asc&per_page=3')).body.map((post: Json) => post.date);
    expect(ascending).toEqual([...ascending].sort());
    const all = (await get('/posts?per_page=100')).body;
    const offset = (await get('/posts?offset=2&per_page=2')).body;
    expect(offset.map((post: Json) => post.id)).toEqual(all.slice(2, 4).map((post: Json) => post.id));
  });

  it('carries the hostile post, whose content the shop must sanitise', async () => {
    const [post] = (await get('/posts?slug=account-security-tips')).body;
    const html = post.content.rendered;
    expect(html).toContain('<script>alert(1)</script>');
    expect(html).toContain('onerror=');
    expect(html).toContain('href="javascript:');
    expect(html).toContain('<iframe');
    expect(html).toContain('expression(');
    expect(html).toContain('onclick=');
  });
});

describe('blog single resources and errors', () => {
  it('serves posts/<id>, categories/<id>, tags/<id>, users/<id> and media/<id>', async () => {
    expect((await get('/posts/101')).body.slug).toBe('ps5-account-capacities-explained');
    expect((await get('/categories/2')).body).toMatchObject({
      id: 2,
      taxonomy: 'category',
      parent: 0,
      count: expect.any(Number),
    });
    const tag = (await get('/tags/11')).body;
    expect(tag).toMatchObject({ id: 11, taxonomy: 'post_tag' });
    expect(tag.parent).toBeUndefined();
    expect((await get('/users/1')).body).toMatchObject({ id: 1, slug: 'sara-ahmadi', avatar_urls: expect.any(Object) });
    expect((await get('/media/201')).body).toMatchObject({ id: 201, type: 'attachment', mime_type: 'image/jpeg' });
  });

  it('lists categories by name ascending, hides empty ones on request and finds terms by slug and post', async () => {
    const all = (await get('/categories')).body;
    expect(all.some((category: Json) => category.count === 0)).toBe(true);
    const nonEmpty = (await get('/categories?hide_empty=true')).body;
    expect(nonEmpty.every((category: Json) => category.count > 0)).toBe(true);
    expect((await get('/categories?slug=guides')).body.map((category: Json) => category.id)).toEqual([2]);
    expect((await get('/tags?post=101')).body.map((tag: Json) => tag.id).sort()).toEqual([11, 13, 17]);
  });

  it('answers best_category with the category posts and requires categories', async () => {
    const { status, body } = await get('/best_category?categories=5');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((post: Json) => post.categories.includes(5))).toBe(true);
    expect((await get('/best_category')).status).toBe(400);
  });

  it('answers unknown ids and routes with the WordPress error bodies', async () => {
    expect(await get('/posts/999')).toMatchObject({
      status: 404,
      body: { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } },
    });
    expect(await get('/categories/999')).toMatchObject({
      status: 404,
      body: { code: 'rest_term_invalid', message: 'Term does not exist.', data: { status: 404 } },
    });
    expect(await get('/tags/999')).toMatchObject({ status: 404, body: { code: 'rest_term_invalid' } });
    expect(await get('/users/999')).toMatchObject({
      status: 404,
      body: { code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } },
    });
    expect(await get('/media/999')).toMatchObject({
      status: 404,
      body: { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } },
    });
    expect(await get('/nothing')).toEqual({
      status: 404,
      headers: expect.anything(),
      body: {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      },
    });
  });

  it('rejects per_page outside 1–100 with rest_invalid_param', async () => {
    const { status, body } = await get('/posts?per_page=101');
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): per_page',
      data: {
        status: 400,
        params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' },
        details: {
          per_page: {
            code: 'rest_out_of_bounds',
            message: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
            data: null,
          },
        },
      },
    });
    expect((await get('/posts?per_page=0')).status).toBe(400);
    expect((await get('/posts?page=abc')).body.code).toBe('rest_invalid_param');
  });

  it('answers a page past the last with rest_post_invalid_page_number, and zero results with [] and 0 pages', async () => {
    const { status, body } = await get('/posts?page=99');
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
    const empty = await get('/posts?search=zzzznothing&page=3');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect(empty.headers.get('X-WP-TotalPages')).toBe('0');
  });
});

describe('blog routes the sandbox does not serve', () => {
  it.each(['/media?parent=101', '/comments?post=101', '/pages'])(
    '%s is rest_no_route, though a post links the first two',
    async (path) => {
      expect(await get(path)).toMatchObject({ status: 404, body: { code: 'rest_no_route', data: { status: 404 } } });
    },
  );

  it('a POST creates nothing: rest_no_route, and the post list is unchanged', async () => {
    const response = await fetch(`${site()}${API}/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"title":"x"}',
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as Json).code).toBe('rest_no_route');
    expect((await get('/posts?per_page=1')).headers.get('X-WP-Total')).toBe(String(blogPosts.length));
  });
});

describe('blog files', () => {
  it('serves the featured image a post links to and the avatars of its author, and 404s unknown names in plain text', async () => {
    const [post] = (await get('/posts?per_page=1&_embed=author')).body;
    const image = await fetch(post.jetpack_featured_media_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/jpeg');
    const featured = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(featured).toMatchObject({ format: 'jpeg', width: 1200, height: 675 });
    for (const [size, url] of Object.entries(post._embedded.author[0].avatar_urls as Record<string, string>)) {
      const avatar = await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata();
      expect(avatar, size).toMatchObject({ format: 'png', width: Number(size), height: Number(size) });
    }
    for (const path of ['/wp-content/uploads/no-such-image.jpg', '/wp-content/avatars/sara-ahmadi-50.png']) {
      const missing = await fetch(`${site()}${path}`);
      expect(missing.status, path).toBe(404);
      expect(await missing.text(), path).toBe('Not Found');
    }
  });
});
