// How the sandbox is put together, for any set of services: one database migrated and seeded
// in a fixed order, one Hono app with CORS, the services under their prefixes and /__sandbox.
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { getPath } from 'hono/utils/url';
import { sandboxConfig, type SandboxConfig } from './config';
import { openDatabase, type Db, type Migration } from './db/database';
import type { SandboxDeps } from './deps';
import type { Published } from './publishing';
import { MAX_STOCK, restockInput, type Restock, type Restocked } from './stocking';
import { lastCodeSentTo } from './identity';
import { seedServices } from './seed';
import { normaliseMobile } from './text';

export type ServiceName = 'identity' | 'payment' | 'commerce' | 'discount' | 'cms' | 'blog';

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

const PREFIXES: Record<ServiceName, string> = {
  identity: '/identity',
  payment: '/payment',
  commerce: '/commerce',
  discount: '/discount',
  cms: '/cms',
  blog: '/blog',
};

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
    return c.json({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }, 404);
  }
  if (path.startsWith('/cms/')) {
    return c.json({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } }, 404);
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
      const prefix = PREFIXES[service];
      if (path === prefix || path.startsWith(`${prefix}/`)) return c.text(`${service} is down (sandbox outage switch)`, 503);
    }
    await next();
  });

  mountDevEndpoints(app, deps, modules, outages);
  if (modules.createFilesApp) app.route('/', modules.createFilesApp(deps));
  for (const service of modules.services) app.route(PREFIXES[service.name], service.createApp(deps));
  app.notFound(notFound);
  app.onError((error, c) => {
    console.error('[sandbox] unexpected error', error);
    return c.json({ error: 'Internal Server Error' }, 500);
  });
  return app;
}

/** What the shop's webhook answered (or why it was not called): the publisher's side of docs/contracts/README.md. */
async function callShopWebhook(config: SandboxConfig, tags: string[]): Promise<{ status: number | null; body: unknown }> {
  if (!config.revalidateSecret) return { status: null, body: 'not called: REVALIDATE_SECRET is not set' };
  try {
    const response = await fetch(config.shopRevalidateUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': config.revalidateSecret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5_000),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    return { status: null, body: `the shop did not answer: ${(error as Error).message}` };
  }
}

/** Development-only helpers (docs/contracts/README.md, "Development endpoints"); never part of the real contract. */
function mountDevEndpoints(app: Hono, deps: SandboxDeps, modules: SandboxModules, outages: Set<ServiceName>) {
  app.get('/__sandbox/health', (c) => c.json({ ok: true }));

  app.get('/__sandbox/otp', (c) => {
    const phoneNumber = normaliseMobile(c.req.query('phoneNumber') ?? '');
    if (!phoneNumber) return c.json({ error: 'phoneNumber must be an Iranian mobile number' }, 400);
    const code = lastCodeSentTo(deps.db, phoneNumber);
    if (code === null) return c.json({ error: `no code has been sent to ${phoneNumber}` }, 404);
    return c.json({ code });
  });

  app.post('/__sandbox/reset', (c) => {
    reseed(deps, modules);
    outages.clear();
    return c.json({ ok: true });
  });

  app.get('/__sandbox/outage', (c) => c.json({ down: [...outages].sort() }));

  // An editor publishes: the content changes, then the shop's webhook is called as the real CMS or blog would.
  app.post('/__sandbox/publish', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const change = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const service = modules.services.find((candidate) => candidate.name === change.service && candidate.publish);
    if (!service?.publish) return c.json({ error: 'send { "service": "cms" or "blog", ... }' }, 400);
    const published = service.publish(deps, change);
    if (!published.ok) return c.json({ error: published.error }, 400);
    return c.json({ published: true, webhook: await callShopWebhook(deps.config, [service.name]) });
  });

  // Stock comes back: the variant is in stock again, and the shop's catalog pages are refreshed as after a publish.
  app.post('/__sandbox/restock', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const input = body && typeof body === 'object' && !Array.isArray(body) ? restockInput(body as Record<string, unknown>) : null;
    if (!input) return c.json({ error: `send { "variantId": a variant id, "stock": a whole number from 0 to ${MAX_STOCK} }` }, 400);
    const service = modules.services.find((candidate) => candidate.restock);
    if (!service?.restock) return c.json({ error: 'no service keeps stock in this sandbox' }, 404);
    const restocked = service.restock(deps, input);
    if (!restocked.ok) return c.json({ error: restocked.error }, 404);
    const { variantId, productSlug, stock, status, sent } = restocked;
    return c.json({ variantId, productSlug, stock, status, sent, webhook: await callShopWebhook(deps.config, ['catalog']) });
  });

  app.post('/__sandbox/outage', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const { service, down } = (body ?? {}) as { service?: unknown; down?: unknown };
    if (typeof service !== 'string' || !(service in PREFIXES) || typeof down !== 'boolean') {
      return c.json({ error: `send { "service": one of ${Object.keys(PREFIXES).join(', ')}, "down": true or false }` }, 400);
    }
    if (down) outages.add(service as ServiceName);
    else outages.delete(service as ServiceName);
    return c.json({ down: [...outages].sort() });
  });
}
