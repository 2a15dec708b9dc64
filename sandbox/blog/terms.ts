// Categories and tags: the lists with WordPress's filters and orderings, and one term by id.
import type { Hono } from 'hono';
import { orderValues, termOrderbyValues } from '../../contracts/generated/blog';
import { blogCategories, blogPosts, blogTags, type BlogTerm } from '../seed/blog';
import { API, byOrder, pickFields, respondWithPage, searchable } from './lists';
import { WpError, WpParams } from './params';
import type { Shapes, Taxonomy } from './shapes';

type TermContext = { shapes: Shapes; siteUrl: () => string };

export function mountTermRoutes(app: Hono, shapes: Shapes, siteUrl: () => string) {
  mountTaxonomyRoutes(app, { shapes, siteUrl }, 'categories', 'category', blogCategories);
  mountTaxonomyRoutes(app, { shapes, siteUrl }, 'tags', 'post_tag', blogTags);
}

function mountTaxonomyRoutes(
  app: Hono,
  { shapes, siteUrl }: TermContext,
  path: 'categories' | 'tags',
  taxonomy: Taxonomy,
  terms: BlogTerm[],
) {
  app.get(`${API}/${path}`, (c) => {
    const params = new WpParams(new URL(c.req.url).searchParams);
    const order = params.oneOf('order', orderValues, 'asc');
    const orderby = params.oneOf('orderby', termOrderbyValues, 'name');
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
        if (!posts.some((post) => (taxonomy === 'category' ? post.categoryIds : post.tagIds).includes(term.id)))
          return false;
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
    return respondWithPage(
      c,
      params,
      sorted,
      (term) => pickFields(shapes.term(term, taxonomy), params.values('_fields')),
      {
        pageError: 'rest_term_invalid_page_number',
        siteUrl: siteUrl(),
      },
    );
  });

  app.get(`${API}/${path}/:id{[0-9]+}`, (c) => {
    const term = terms.find((candidate) => candidate.id === Number(c.req.param('id')));
    if (!term) throw new WpError(404, 'rest_term_invalid', 'Term does not exist.');
    return c.json(shapes.term(term, taxonomy));
  });
}
