// Posts: the list with WordPress's filters and orderings, one post by id, the shop's own
// best_category route, and the featured image of a post as a media item.
import type { Hono } from 'hono';
import { orderValues, postOrderbyValues } from '../../contracts/generated/blog';
import { blogPosts, type BlogPost } from '../seed/blog';
import { API, byOrder, pickFields, respondWithPage, searchable } from './lists';
import { WpError, WpParams, invalidParam } from './params';
import type { Shapes } from './shapes';

/** The post as served: view context, optional _embedded, optional _fields. */
function renderPost(shapes: Shapes, postSeed: BlogPost, params: WpParams) {
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
  if (status.some((value) => value !== 'publish'))
    throw invalidParam('status', 'Status is forbidden.', 'rest_forbidden_status', null);
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
    if (
      search &&
      !search.split(/\s+/).every((word) => searchable(`${post.title} ${post.excerpt} ${post.content}`).includes(word))
    ) {
      return false;
    }
    return true;
  });
}

function sortPosts(posts: BlogPost[], params: WpParams): BlogPost[] {
  const order = params.oneOf('order', orderValues, 'desc');
  const orderby = params.oneOf('orderby', postOrderbyValues, 'date');
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
        throw new WpError(
          400,
          'rest_no_search_term_defined',
          'You need to define a search term to order by relevance.',
        );
      }
      const words = searchable(params.string('search') ?? '').split(/\s+/);
      const score = (post: BlogPost) => words.filter((word) => searchable(post.title).includes(word)).length;
      return byOrder(
        byOrder(posts, (post) => post.date, 'desc'),
        score,
        'desc',
      );
    }
    default:
      return byOrder(posts, (post) => post.date, order);
  }
}

export function mountPostRoutes(app: Hono, shapes: Shapes, siteUrl: () => string) {
  app.get(`${API}/posts`, (c) => {
    const params = new WpParams(new URL(c.req.url).searchParams);
    const posts = sortPosts(filterPosts(params), params);
    const offset = params.integer('offset', 0, { min: 0 });
    return respondWithPage(c, params, posts, (post) => renderPost(shapes, post, params), {
      pageError: 'rest_post_invalid_page_number',
      siteUrl: siteUrl(),
      offset,
    });
  });

  app.get(`${API}/posts/:id{[0-9]+}`, (c) => {
    const params = new WpParams(new URL(c.req.url).searchParams);
    const post = blogPosts.find((candidate) => candidate.id === Number(c.req.param('id')));
    if (!post) throw new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
    return c.json(renderPost(shapes, post, params));
  });

  // Site-specific route the shop's client calls: the best posts of a category, sticky first, then newest.
  app.get(`${API}/best_category`, (c) => {
    const params = new WpParams(new URL(c.req.url).searchParams);
    const categories = params.integers('categories');
    if (categories.length === 0) {
      throw new WpError(400, 'rest_missing_callback_param', 'Missing parameter(s): categories', {
        params: ['categories'],
      });
    }
    const posts = byOrder(
      byOrder(filterPosts(params, { forcedCategories: categories }), (post) => post.date, 'desc'),
      (post) => (post.sticky ? 1 : 0),
      'desc',
    );
    return respondWithPage(c, params, posts, (post) => renderPost(shapes, post, params), {
      pageError: 'rest_post_invalid_page_number',
      siteUrl: siteUrl(),
    });
  });

  app.get(`${API}/media/:id{[0-9]+}`, (c) => {
    const post = blogPosts.find((candidate) => candidate.media.id === Number(c.req.param('id')));
    if (!post) throw new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
    return c.json(shapes.attachment(post));
  });
}
