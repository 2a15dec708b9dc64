// The CMS host, a Strapi 5 stand-in (docs/contracts/cms.md): pages, highlights, categories and contacts
// in the v5 flattened format, the qs query syntax, and Strapi's error shapes.
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { limitBody } from '../body-limit';
import type { Migration } from '../db/database';
import type { SandboxDeps } from '../deps';
import { contactsMigration, storeContact, validateContact } from './contacts';
import { buildCollections, type CmsCollections } from './documents';
import { pageEditsMigration, publishPageEdit, withPageEdits } from './edits';
import {
  listOf,
  matchFilters,
  paginate,
  parseQuery,
  populatedNames,
  readPagination,
  sortDocuments,
  StrapiValidationError,
  type CmsDocument,
  type QueryTree,
} from './query';

export const cmsMigrations: Migration[] = [contactsMigration, pageEditsMigration];

/** The CMS content is static seed data; only contact messages are written, and they need no seeding. */
export function seedCms(deps: SandboxDeps): void {
  void deps;
}

function strapiError(
  c: Context,
  status: ContentfulStatusCode,
  name: string,
  message: string,
  details: Record<string, unknown> = {},
) {
  return c.json({ data: null, error: { status, name, message, details } }, status);
}

const MAX_BODY_BYTES = 64 * 1024;

const notFound = (c: Context) => strapiError(c, 404, 'NotFoundError', 'Not Found');

function isCollection(collections: CmsCollections, plural: string): plural is keyof CmsCollections {
  return Object.hasOwn(collections, plural);
}

/** The document as the client sees it: selected scalars plus the populated attributes. */
function present(document: CmsDocument, query: QueryTree) {
  const fields = listOf(query.fields).flatMap((entry) => entry.split(','));
  for (const field of fields) {
    if (!(field in document.scalars)) {
      throw new StrapiValidationError(`Invalid key ${field}`, { key: field, source: 'query', path: field });
    }
  }
  const scalars =
    fields.length > 0
      ? Object.fromEntries(
          Object.entries(document.scalars).filter(
            ([key]) => key === 'id' || key === 'documentId' || fields.includes(key),
          ),
        )
      : document.scalars;
  const populated = populatedNames(query.populate, Object.keys(document.populatable));
  return { ...scalars, ...Object.fromEntries(populated.map((name) => [name, document.populatable[name]])) };
}

/** i18n: documents exist in 'fa'; another locale has no content, `all` or `*` means every locale. */
function inLocale(document: CmsDocument, locale: string | undefined): boolean {
  if (!locale || locale === 'all' || locale === '*') return true;
  return document.scalars.locale === locale;
}

/** An editor publishes a change to a page (the development endpoint POST /__sandbox/publish). */
export const publishCms = publishPageEdit;

export function createCmsApp(deps: SandboxDeps): Hono {
  const collections = buildCollections();
  const pageAsEdited = withPageEdits(deps);
  const edited = (plural: keyof CmsCollections, document: CmsDocument) =>
    plural === 'pages' ? pageAsEdited(document) : document;
  const app = new Hono();
  // A contact message is at most a few KiB; anything far larger is refused before it is read.
  app.use(
    '*',
    limitBody(MAX_BODY_BYTES, (c) => strapiError(c, 413, 'PayloadTooLargeError', 'Payload Too Large')),
  );

  app.onError((error, c) => {
    if (error instanceof StrapiValidationError)
      return strapiError(c, 400, 'ValidationError', error.message, error.details);
    console.error('[sandbox cms] unexpected error', error);
    return c.json(
      { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } },
      500,
    );
  });

  app.get('/api/:plural', (c) => {
    const plural = c.req.param('plural');
    if (!isCollection(collections, plural)) return notFound(c);
    const query = parseQuery(new URL(c.req.url).searchParams);
    const locale = typeof query.locale === 'string' ? query.locale : undefined;
    const pagination = readPagination(query.pagination);
    const matching = collections[plural].filter(
      (document) => inLocale(document, locale) && matchFilters(document, query.filters),
    );
    const page = paginate(sortDocuments(matching, query.sort), pagination);
    return c.json({
      data: page.items.map((document) => present(edited(plural, document), query)),
      meta: { pagination: page.meta },
    });
  });

  app.get('/api/:plural/:documentId', (c) => {
    const plural = c.req.param('plural');
    if (!isCollection(collections, plural)) return notFound(c);
    const query = parseQuery(new URL(c.req.url).searchParams);
    const document = collections[plural].find(
      (candidate) => candidate.scalars.documentId === c.req.param('documentId'),
    );
    return document ? c.json({ data: present(edited(plural, document), query), meta: {} }) : notFound(c);
  });

  app.post('/api/contacts', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const data =
      body && typeof body === 'object' && !Array.isArray(body) ? (body as { data?: unknown }).data : undefined;
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      return strapiError(c, 400, 'ValidationError', 'Missing "data" payload in the request body');
    }
    const result = validateContact(data as Record<string, unknown>);
    if (!result.ok) {
      const message = result.errors.length === 1 ? result.errors[0].message : `${result.errors.length} errors occurred`;
      return strapiError(c, 400, 'ValidationError', message, { errors: result.errors });
    }
    return c.json({ data: storeContact(deps.db, result.value), meta: {} }, 201);
  });

  // Strapi's other writes (create, update, delete) are not open to the public API token, as in a default role;
  // a method Strapi has no route for is a 404 like any unknown path.
  const forbidden = (c: Context) => {
    const plural = c.req.param('plural') ?? '';
    return isCollection(collections, plural) ? strapiError(c, 403, 'ForbiddenError', 'Forbidden') : notFound(c);
  };
  app.post('/api/:plural', forbidden);
  app.on(['PUT', 'DELETE'], '/api/:plural/:documentId', forbidden);

  app.notFound(notFound);
  return app;
}
