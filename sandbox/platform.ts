// How the sandbox is put together, for any set of services: one database migrated and seeded
// in a fixed order, one Hono app with CORS, the services under their prefixes and /__sandbox.
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { getPath } from 'hono/utils/url';
import { prefixOf, type HostName } from '../contracts/hosts';
import { sandboxConfig, type SandboxConfig } from './config';
import { openDatabase, type Db, type Migration } from './db/database';
import type { SandboxDeps } from './deps';
import { mountDevEndpoints } from './dev-endpoints';
import { createDriftSwitch } from './drift';
import type { Published } from './publishing';
import type { Restock, Restocked } from './stocking';
import { seedServices } from './seed';

/** The six services are the hosts of the contract documents, served under the same prefixes. */
export type ServiceName = HostName;

export type SandboxService = {
  name: ServiceName;
  migrations: Migration[];
  seed: (deps: SandboxDeps) => void;
  createApp: (deps: SandboxDeps) => Hono;
  /** An editor's change, for the services whose content is published (CMS, blog). */
  publish?: (deps: SandboxDeps, change: Record<string, unknown>) => Published;
  /** A variant's stock set by hand, for the service that keeps stock (commerce). */
  restock?: (deps: SandboxDeps, change: Restock) => Restocked;
};

export type SandboxModules = {
  services: SandboxService[];
  /** Serves the generated images; mounted at the root before the services. */
  createFilesApp?: (deps: SandboxDeps) => Hono;
};

const MIGRATION_ORDER: ServiceName[] = ['identity', 'payment', 'commerce', 'discount', 'cms', 'blog'];

const META_TABLE = '_sandbox_meta';

/** Opens (creating when missing) the database, applies every migration and seeds it when it is new. */
export function openSandboxDatabase(file: string, modules: SandboxModules, config: SandboxConfig = sandboxConfig): Db {
  const migrations = [...modules.services]
    .sort((a, b) => MIGRATION_ORDER.indexOf(a.name) - MIGRATION_ORDER.indexOf(b.name))
    .flatMap((service) => service.migrations);
  const db = openDatabase(file, migrations);
  db.exec(`CREATE TABLE IF NOT EXISTS ${META_TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  const seeded = db.prepare(`SELECT value FROM ${META_TABLE} WHERE key = 'seeded_at'`).get();
  if (!seeded) seedAll({ db, config }, modules);
  return db;
}

function seedAll(deps: SandboxDeps, modules: SandboxModules) {
  deps.db.transaction(() => {
    seedServices(deps, modules.services);
    deps.db
      .prepare(`INSERT OR REPLACE INTO ${META_TABLE} (key, value) VALUES ('seeded_at', ?)`)
      .run(new Date().toISOString());
  })();
}

/** Empties every data table (schema and migration records stay) and seeds again. */
export function reseed(deps: SandboxDeps, modules: SandboxModules): void {
  const { db } = deps;
  const tables = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string; sql: string }[];
  const virtualTables = tables.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql)).map((table) => table.name);
  // Full-text shadow tables belong to their virtual table; emptying that empties them.
  const isShadow = (name: string) => virtualTables.some((virtual) => name.startsWith(`${virtual}_`));
  const dataTables = tables
    .map((table) => table.name)
    .filter((name) => name !== '_migrations' && name !== META_TABLE && !isShadow(name));
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const name of dataTables) db.prepare(`DELETE FROM "${name}"`).run();
      const hasSequences = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get();
      if (hasSequences) db.prepare('DELETE FROM sqlite_sequence').run();
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
  seedAll(deps, modules);
}

/**
 * The path a request is routed on: repeated slashes collapsed (the blog client asks for //wp-json), and under
 * /blog a trailing slash dropped, since WordPress answers /wp-json/wp/v2/posts/?slug=x as /posts?slug=x
 * (CONTRACTS §12.9).
 */
export function routingPath(request: Request): string {
  const path = getPath(request).replace(/\/{2,}/g, '/');
  return path.startsWith('/blog/') && path.length > '/blog/'.length ? path.replace(/\/$/, '') : path;
}

function notFound(c: Context) {
  const path = c.req.path;
  if (path.startsWith('/blog/')) {
    return c.json(
      {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      },
      404,
    );
  }
  if (path.startsWith('/cms/')) {
    return c.json(
      { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } },
      404,
    );
  }
  return c.json(
    {
      result: null,
      targetUrl: null,
      success: false,
      error: { code: 0, message: `No route matches ${c.req.method} ${path}`, details: null, validationErrors: null },
      unAuthorizedRequest: false,
      __abp: true,
    },
    404,
  );
}

export function createSandboxApp(deps: SandboxDeps, modules: SandboxModules): Hono {
  const app = new Hono({ getPath: routingPath });

  app.use(
    '*',
    cors({
      origin: deps.config.shopOrigins,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'apikey',
        'tenantid',
        'Abp.TenantId',
        'Abp-TenantId',
        'Accept-Language',
        'Authorization',
        'Currency',
        'X-Device-Id',
        'Content-Type',
      ],
      credentials: true,
      // Content-Disposition: the name of a file a script downloads (payment's Excel export).
      exposeHeaders: ['X-WP-Total', 'X-WP-TotalPages', 'Link', 'Content-Disposition'],
      maxAge: 600,
    }),
  );

  // Services switched off through POST /__sandbox/outage answer every call with 503, as a host behind a
  // proxy does when the service behind it is down: how the shop's failure handling is tried end to end.
  const outages = new Set<ServiceName>();
  app.use('*', async (c, next) => {
    const path = c.req.path;
    for (const service of outages) {
      const prefix = prefixOf(service);
      if (path === prefix || path.startsWith(`${prefix}/`))
        return c.text(`${service} is down (sandbox outage switch)`, 503);
    }
    await next();
  });

  // Answers renamed or withdrawn by POST /__sandbox/drift, after the outage switch: a service down answers 503 still.
  const drift = createDriftSwitch();
  app.use('*', drift.middleware(notFound));

  mountDevEndpoints(app, { deps, modules, outages, drift, reseed: () => reseed(deps, modules) });
  if (modules.createFilesApp) app.route('/', modules.createFilesApp(deps));
  for (const service of modules.services) app.route(prefixOf(service.name), service.createApp(deps));
  app.notFound(notFound);
  app.onError((error, c) => {
    console.error('[sandbox] unexpected error', error);
    return c.json({ error: 'Internal Server Error' }, 500);
  });
  return app;
}
