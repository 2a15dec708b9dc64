// The blog host, a WordPress REST API v2 stand-in (CONTRACTS.md §6): posts, categories, tags, users
// and media from the blog seed, with WordPress's paging headers, _embed, _fields and error bodies.
import { Hono, type Context } from 'hono';
import { normalizeArabicLetters } from '@/lib/digits';
import type { Migration } from '../db/database';
import type { SandboxDeps } from '../deps';
import { blogAuthors, blogCategories, blogPosts, blogTags, type BlogPost, type BlogTerm } from '../seed/blog';
import { WpError, WpParams, invalidParam } from './params';
import { createShapes, type Taxonomy } from './shapes';

/** The blog is read-only seed data. */
export const blogMigrations: Migration[] = [];

export function seedBlog(deps: SandboxDeps): void {
  void deps;
}

const API = '/wp-json/wp/v2';

const noRoute = () => new WpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

/** Lower-case, Persian letters for Arabic ي/ك, tags stripped: what search compares. */
function searchable(text: string): string {
  return normalizeArabicLetters(text.replace(/<[^>]*>/g, ' ')).toLowerCase();
}

/** Keeps only the requested top-level fields (`_fields=id,title` or `_fields[]=id`); `title.rendered` keeps `title`. */
function pickFields(body: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  if (fields.length === 0) return body;
  const tops = new Set(fields.map((field) => field.split('.')[0]));
  return Object.fromEntries(Object.entries(body).filter(([key]) => tops.has(key)));
}

/** Pages a list as WordPress does: X-WP-Total, X-WP-TotalPages, a Link header, and 400 past the last page. */
function respondWithPage<T>(
  c: Context,
  params: WpParams,
  items: T[],
  render: (item: T) => unknown,
  options: { pageError: string; siteUrl: string; offset?: number },
) {
  const page = params.integer('page', 1, { min: 1 });
  const perPage = params.integer('per_page', 10, { min: 1, max: 100 });
  const offset = options.offset ?? 0;
  const total = Math.max(items.length - offset, 0);
  const totalPages = Math.ceil(total / perPage);
  if (total > 0 && page > totalPages) {
    throw new WpError(400, options.pageError, 'The page number requested is larger than the number of pages available.');
  }
  const start = offset + (page - 1) * perPage;
  const body = items.slice(start, start + perPage).map(render);
  c.header('X-WP-Total', String(total));
  c.header('X-WP-TotalPages', String(totalPages));
  const links: string[] = [];
  const linkTo = (target: number) => {
    const url = new URL(c.req.url);
    url.searchParams.set('page', String(target));
    return `${options.siteUrl}${API}${url.pathname.replace(/^.*\/wp-json\/wp\/v2/, '')}${url.search}`;
  };
  if (page > 1) links.push(`<${linkTo(Math.min(page - 1, Math.max(totalPages, 1)))}>; rel="prev"`);
  if (page < totalPages) links.push(`<${linkTo(page + 1)}>; rel="next"`);
  if (links.length > 0) c.header('Link', links.join(', '));
  return c.json(body);
}

function byOrder<T>(items: T[], key: (item: T) => string | number, order: 'asc' | 'desc'): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const left = key(a);
    const right = key(b);
    const compared = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right), 'fa');
    return compared * sign;
  });
}

export function createBlogApp(deps: SandboxDeps): Hono {
  const siteUrl = () => `${deps.config.publicUrl}/blog`;
  const shapes = createShapes(siteUrl);
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof WpError) return c.json(error.toBody(), error.status);
    console.error('[sandbox blog] unexpected error', error);
    return c.json({ code: 'internal_server_error', message: 'There has been a critical error on this website.', data: { status: 500 } }, 500);
  });

  /** The post as served: view context, optional _embedded, optional _fields. */
  function renderPost(postSeed: BlogPost, params: WpParams) {
    const body: Record<string, unknown> = shapes.post(postSeed);
    if (params.has('_embed')) {
      const value = params.string('_embed') ?? '';
      const only = value === '' || value === '1' || value === 'true' ? null : params.values('_embed');
      body._embedded = shapes.embedded(postSeed, only);
    }
    return pickFields(body, params.values('_fields'));
  }

  function filterPosts(params: WpParams, options: { forcedCategories?: number[] } = {}): BlogPost[] {
    const categories = options.forcedCategories ?? params.integers('categories');
    const categoriesExclude = params.integers('categories_exclude');
    const tags = params.integers('tags');
    const tagsExclude = params.integers('tags_exclude');
    const authors = params.integers('author');
    const authorsExclude = params.integers('author_exclude');
    const include = params.integers('include');
    const exclude = params.integers('exclude');
    const slugs = params.values('slug');
    const sticky = params.boolean('sticky');
    const status = params.values('status');
    if (status.some((value) => value !== 'publish')) throw invalidParam('status', 'Status is forbidden.', 'rest_forbidden_status', null);
    const after = params.string('after');
    const before = params.string('before');
    const search = searchable(params.string('search') ?? '').trim();

    return blogPosts.filter((post) => {
      if (categories.length && !post.categoryIds.some((id) => categories.includes(id))) return false;
      if (categoriesExclude.length && post.categoryIds.some((id) => categoriesExclude.includes(id))) return false;
      if (tags.length && !post.tagIds.some((id) => tags.includes(id))) return false;
      if (tagsExclude.length && post.tagIds.some((id) => tagsExclude.includes(id))) return false;
      if (authors.length && !authors.includes(post.authorId)) return false;
      if (authorsExclude.includes(post.authorId)) return false;
      if (include.length && !include.includes(post.id)) return false;
      if (exclude.includes(post.id)) return false;
      if (slugs.length && !slugs.includes(post.slug)) return false;
      if (sticky !== undefined && (post.sticky ?? false) !== sticky) return false;
      if (after && post.date <= after.slice(0, 19)) return false;
      if (before && post.date >= before.slice(0, 19)) return false;
      if (search && !search.split(/\s+/).every((word) => searchable(`${post.title} ${post.excerpt} ${post.content}`).includes(word))) {
        return false;
      }
      return true;
    });
  }

  function sortPosts(posts: BlogPost[], params: WpParams): BlogPost[] {
    const order = params.oneOf('order', ['asc', 'desc'] as const, 'desc');
    const orderby = params.oneOf(
      'orderby',
      ['author', 'date', 'id', 'include', 'modified', 'parent', 'relevance', 'slug', 'include_slugs', 'title'] as const,
      'date',
    );
    switch (orderby) {
      case 'author':
        return byOrder(posts, (post) => post.authorId, order);
      case 'id':
      case 'parent':
        return byOrder(posts, (post) => post.id, order);
      case 'include': {
        const include = params.integers('include');
        return byOrder(posts, (post) => include.indexOf(post.id), 'asc');
      }
      case 'include_slugs': {
        const slugs = params.values('slug');
        return byOrder(posts, (post) => slugs.indexOf(post.slug), 'asc');
      }
      case 'modified':
        return byOrder(posts, (post) => post.modified, order);
      case 'slug':
        return byOrder(posts, (post) => post.slug, order);
      case 'title':
        return byOrder(posts, (post) => post.title, order);
      case 'relevance': {
        if (!params.string('search')) {
          throw new WpError(400, 'rest_no_search_term_defined', 'You need to define a search term to order by relevance.');
        }
        const words = searchable(params.string('search') ?? '').split(/\s+/);
        const score = (post: BlogPost) => words.filter((word) => searchable(post.title).includes(word)).length;
        return byOrder(byOrder(posts, (post) => post.date, 'desc'), score, 'desc');
      }
      default:
        return byOrder(posts, (post) => post.date, order);
    }
  }

  app.get(`${API}/posts`, (c) => {
    const params = new WpParams(new URL(c.req.url).searchParams);
    const posts = sortPosts(filterPosts(params), params);
    const offset = params.integer('offset', 0, { min: 0 });
    return respondWithPage(c, params, posts, (post) => renderPost(post, params), { pageError: 'rest_post_invalid_page_number', siteUrl: siteUrl(), offset });
  });

  app.get(`${API}/posts/:id{[0-9]+}`, (c) => {
    const params = new WpParams(new URL(c.req.url).searchParams);
    const post = blogPosts.find((candidate) => candidate.id === Number(c.req.param('id')));
    if (!post) throw new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
    return c.json(renderPost(post, params));
  });

  // Site-specific route the shop's client calls: the best posts of a category, sticky first, then newest.
  app.get(`${API}/best_category`, (c) => {
    const params = new WpParams(new URL(c.req.url).searchParams);
    const categories = params.integers('categories');
    if (categories.length === 0) {
      throw new WpError(400, 'rest_missing_callback_param', 'Missing parameter(s): categories', { params: ['categories'] });
    }
    const posts = byOrder(
      byOrder(filterPosts(params, { forcedCategories: categories }), (post) => post.date, 'desc'),
      (post) => (post.sticky ? 1 : 0),
      'desc',
    );
    return respondWithPage(c, params, posts, (post) => renderPost(post, params), { pageError: 'rest_post_invalid_page_number', siteUrl: siteUrl() });
  });

  function termRoutes(path: 'categories' | 'tags', taxonomy: Taxonomy, terms: BlogTerm[]) {
    app.get(`${API}/${path}`, (c) => {
      const params = new WpParams(new URL(c.req.url).searchParams);
      const order = params.oneOf('order', ['asc', 'desc'] as const, 'asc');
      const orderby = params.oneOf(
        'orderby',
        ['id', 'include', 'name', 'slug', 'include_slugs', 'term_group', 'description', 'count'] as const,
        'name',
      );
      const include = params.integers('include');
      const exclude = params.integers('exclude');
      const slugs = params.values('slug');
      const hideEmpty = params.boolean('hide_empty') ?? false;
      const postIds = params.integers('post');
      const parent = path === 'categories' && params.has('parent') ? params.integer('parent', 0, { min: 0 }) : undefined;
      const search = searchable(params.string('search') ?? '').trim();
      const selected = terms.filter((term) => {
        if (include.length && !include.includes(term.id)) return false;
        if (exclude.includes(term.id)) return false;
        if (slugs.length && !slugs.includes(term.slug)) return false;
        if (hideEmpty && shapes.postCount(term, taxonomy) === 0) return false;
        if (parent !== undefined && parent !== 0) return false;
        if (search && !searchable(`${term.name} ${term.slug}`).includes(search)) return false;
        if (postIds.length) {
          const posts = blogPosts.filter((post) => postIds.includes(post.id));
          if (!posts.some((post) => (taxonomy === 'category' ? post.categoryIds : post.tagIds).includes(term.id))) return false;
        }
        return true;
      });
      const keyOf: Record<typeof orderby, (term: BlogTerm) => string | number> = {
        id: (term) => term.id,
        include: (term) => include.indexOf(term.id),
        name: (term) => term.name,
        slug: (term) => term.slug,
        include_slugs: (term) => slugs.indexOf(term.slug),
        term_group: (term) => term.id,
        description: (term) => term.description,
        count: (term) => shapes.postCount(term, taxonomy),
      };
      const sorted = byOrder(selected, keyOf[orderby], order);
      return respondWithPage(c, params, sorted, (term) => pickFields(shapes.term(term, taxonomy), params.values('_fields')), {
        pageError: 'rest_term_invalid_page_number',
        siteUrl: siteUrl(),
      });
    });

    app.get(`${API}/${path}/:id{[0-9]+}`, (c) => {
      const term = terms.find((candidate) => candidate.id === Number(c.req.param('id')));
      if (!term) throw new WpError(404, 'rest_term_invalid', 'Term does not exist.');
      return c.json(shapes.term(term, taxonomy));
    });
  }
  termRoutes('categories', 'category', blogCategories);
  termRoutes('tags', 'post_tag', blogTags);

  app.get(`${API}/users`, (c) => {
    const params = new WpParams(new URL(c.req.url).searchParams);
    const order = params.oneOf('order', ['asc', 'desc'] as const, 'asc');
    const orderby = params.oneOf('orderby', ['id', 'include', 'name', 'registered_date', 'slug', 'include_slugs', 'email', 'url'] as const, 'name');
    const include = params.integers('include');
    const exclude = params.integers('exclude');
    const slugs = params.values('slug');
    const search = searchable(params.string('search') ?? '').trim();
    const users = blogAuthors.filter(
      (author) =>
        (!include.length || include.includes(author.id)) &&
        !exclude.includes(author.id) &&
        (!slugs.length || slugs.includes(author.slug)) &&
        (!search || searchable(`${author.name} ${author.slug}`).includes(search)),
    );
    const sorted = byOrder(users, orderby === 'name' ? (author) => author.name : orderby === 'slug' ? (author) => author.slug : (author) => author.id, order);
    return respondWithPage(c, params, sorted, (author) => pickFields(shapes.user(author), params.values('_fields')), {
      pageError: 'rest_user_invalid_page_number',
      siteUrl: siteUrl(),
    });
  });

  app.get(`${API}/users/:id{[0-9]+}`, (c) => {
    const author = blogAuthors.find((candidate) => candidate.id === Number(c.req.param('id')));
    if (!author) throw new WpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
    return c.json(shapes.user(author));
  });

  app.get(`${API}/media/:id{[0-9]+}`, (c) => {
    const post = blogPosts.find((candidate) => candidate.media.id === Number(c.req.param('id')));
    if (!post) throw new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
    return c.json(shapes.attachment(post));
  });

  app.all('*', () => {
    throw noRoute();
  });
  app.notFound((c) => c.json(noRoute().toBody(), 404));
  return app;
}
