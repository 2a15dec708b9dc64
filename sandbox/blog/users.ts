// The blog's authors as WordPress users: the list and one user by id.
import type { Hono } from 'hono';
import { orderValues, userOrderbyValues } from '../../contracts/generated/blog';
import { blogAuthors } from '../seed/blog';
import { API, byOrder, pickFields, respondWithPage, searchable } from './lists';
import { WpError, WpParams } from './params';
import type { Shapes } from './shapes';

export function mountUserRoutes(app: Hono, shapes: Shapes, siteUrl: () => string) {
  app.get(`${API}/users`, (c) => {
    const params = new WpParams(new URL(c.req.url).searchParams);
    const order = params.oneOf('order', orderValues, 'asc');
    const orderby = params.oneOf('orderby', userOrderbyValues, 'name');
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
    const sorted = byOrder(
      users,
      orderby === 'name'
        ? (author) => author.name
        : orderby === 'slug'
          ? (author) => author.slug
          : (author) => author.id,
      order,
    );
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
}
