// The blog host, a WordPress REST API v2 stand-in (docs/contracts/blog.md): posts, categories, tags, users
// and media from the blog seed, with WordPress's paging headers, _embed, _fields and error bodies.
import { Hono } from 'hono';
import { limitBody } from '../body-limit';
import type { Migration } from '../db/database';
import type { SandboxDeps } from '../deps';
import { WpError } from './params';
import { mountPostRoutes } from './posts';
import { postEditsMigration, publishPostEdit, withPostEdits } from './edits';
import { createShapes } from './shapes';
import { mountTermRoutes } from './terms';
import { mountUserRoutes } from './users';

/** The blog is seed data; only an editor's published changes are written (POST /__sandbox/publish). */
export const blogMigrations: Migration[] = [postEditsMigration];

export const publishBlog = publishPostEdit;

export function seedBlog(deps: SandboxDeps): void {
  void deps;
}

const MAX_BODY_BYTES = 64 * 1024;
const tooLarge = () => new WpError(413, 'rest_request_too_large', 'The request body is too large.');

const noRoute = () => new WpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

export function createBlogApp(deps: SandboxDeps): Hono {
  const siteUrl = () => `${deps.config.publicUrl}/blog`;
  const shapes = withPostEdits(createShapes(siteUrl), deps);
  // A trailing slash is ignored for every blog route, as WordPress does, by the platform's routing path
  // (sandbox/platform.ts), since a mounted app is matched by the platform's rules.
  const app = new Hono();
  // The blog takes no body at all; a large one is refused before it is read.
  app.use(
    '*',
    limitBody(MAX_BODY_BYTES, (c) => c.json(tooLarge().toBody(), 413)),
  );

  app.onError((error, c) => {
    if (error instanceof WpError) return c.json(error.toBody(), error.status);
    console.error('[sandbox blog] unexpected error', error);
    return c.json(
      {
        code: 'internal_server_error',
        message: 'There has been a critical error on this website.',
        data: { status: 500 },
      },
      500,
    );
  });

  mountPostRoutes(app, shapes, siteUrl);
  mountTermRoutes(app, shapes, siteUrl);
  mountUserRoutes(app, shapes, siteUrl);

  app.all('*', () => {
    throw noRoute();
  });
  app.notFound((c) => c.json(noRoute().toBody(), 404));
  return app;
}
