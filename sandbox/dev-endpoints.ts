// The /__sandbox development helpers (docs/contracts/README.md, "Development endpoints"); never part of the real
// contract. They reset data and call the shop's webhook with its secret, so no web page may reach them: a request
// that names a foreign Origin is refused, and a body must be JSON, which a page cannot send cross-site unasked.
import type { Context, Hono, Next } from 'hono';
import { HOSTS } from '../contracts/hosts';
import { limitBody } from './body-limit';
import type { SandboxConfig } from './config';
import type { SandboxDeps } from './deps';
import { driftRulesOf, type DriftSwitch } from './drift';
import { lastCodeSentTo } from './identity';
import type { SandboxModules, ServiceName } from './platform';
import { MAX_STOCK, restockInput } from './stocking';
import { normaliseMobile } from './text';

const MAX_BODY_BYTES = 16 * 1024;

export type DevEndpointSetup = {
  deps: SandboxDeps;
  modules: SandboxModules;
  /** The services switched off, shared with the platform's outage middleware. */
  outages: Set<ServiceName>;
  /** Answers renamed or withdrawn, shared with the platform's drift middleware. */
  drift: DriftSwitch;
  reseed: () => void;
};

function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return (length !== undefined && length.trim() !== '0') || c.req.header('transfer-encoding') !== undefined;
}

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

/** 403 for a page of another origin, 415 for a body that is not JSON, 413 for one over 16 KiB. */
function guard(config: SandboxConfig) {
  const limit = limitBody(MAX_BODY_BYTES, (c) => c.json({ error: `the body is over ${MAX_BODY_BYTES} bytes` }, 413));
  return async (c: Context, next: Next) => {
    const origin = c.req.header('origin');
    // Without Origin the caller is no browser page (curl, tests, Playwright's request context).
    if (origin !== undefined && !config.shopOrigins.includes(origin)) {
      return c.json({ error: `origin ${origin} may not use the development endpoints` }, 403);
    }
    if (hasBody(c) && !isJson(c.req.header('content-type'))) {
      return c.json({ error: 'send the body as application/json' }, 415);
    }
    return limit(c, next);
  };
}

/** What the shop's webhook answered (or why it was not called): the publisher's side of docs/contracts/README.md. */
async function callShopWebhook(
  config: SandboxConfig,
  tags: string[],
): Promise<{ status: number | null; body: unknown }> {
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

/** The JSON object of the body, or an empty one for anything else. */
async function jsonObject(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Any of the six services may be switched off, whether or not this sandbox runs it. */
const isServiceName = (value: unknown): value is ServiceName => HOSTS.some((host) => host === value);

/** Every page may show what drift changed: the catalog's, the CMS's and the blog's. */
const DRIFT_TAGS = ['catalog', 'cms', 'blog'];

export function mountDevEndpoints(app: Hono, { deps, modules, outages, drift, reseed }: DevEndpointSetup) {
  app.use('/__sandbox/*', guard(deps.config));

  app.get('/__sandbox/health', (c) => c.json({ ok: true }));

  app.get('/__sandbox/otp', (c) => {
    const phoneNumber = normaliseMobile(c.req.query('phoneNumber') ?? '');
    if (!phoneNumber) return c.json({ error: 'phoneNumber must be an Iranian mobile number' }, 400);
    const code = lastCodeSentTo(deps.db, phoneNumber);
    if (code === null) return c.json({ error: `no code has been sent to ${phoneNumber}` }, 404);
    return c.json({ code });
  });

  app.post('/__sandbox/reset', (c) => {
    reseed();
    outages.clear();
    drift.clear();
    return c.json({ ok: true });
  });

  app.get('/__sandbox/drift', (c) => c.json({ drifts: drift.rules() }));

  // The whole set at once; [] switches drift off. The shop's cached pages are then read again, as after a publish.
  app.post('/__sandbox/drift', async (c) => {
    const rules = driftRulesOf(await jsonObject(c));
    if (typeof rules === 'string') return c.json({ error: rules }, 400);
    drift.set(rules);
    return c.json({ drifts: drift.rules(), webhook: await callShopWebhook(deps.config, DRIFT_TAGS) });
  });

  app.get('/__sandbox/outage', (c) => c.json({ down: [...outages].sort() }));

  // An editor publishes: the content changes, then the shop's webhook is called as the real CMS or blog would.
  app.post('/__sandbox/publish', async (c) => {
    const change = await jsonObject(c);
    const service = modules.services.find((candidate) => candidate.name === change.service && candidate.publish);
    if (!service?.publish) return c.json({ error: 'send { "service": "cms" or "blog", ... }' }, 400);
    const published = service.publish(deps, change);
    if (!published.ok) return c.json({ error: published.error }, 400);
    return c.json({ published: true, webhook: await callShopWebhook(deps.config, [service.name]) });
  });

  // Stock comes back: the variant is in stock again, and the shop's catalog pages are refreshed as after a publish.
  app.post('/__sandbox/restock', async (c) => {
    const input = restockInput(await jsonObject(c));
    if (!input)
      return c.json(
        { error: `send { "variantId": a variant id, "stock": a whole number from 0 to ${MAX_STOCK} }` },
        400,
      );
    const service = modules.services.find((candidate) => candidate.restock);
    if (!service?.restock) return c.json({ error: 'no service keeps stock in this sandbox' }, 404);
    const restocked = service.restock(deps, input);
    if (!restocked.ok) return c.json({ error: restocked.error }, 404);
    const { variantId, productSlug, stock, status, sent } = restocked;
    return c.json({
      variantId,
      productSlug,
      stock,
      status,
      sent,
      webhook: await callShopWebhook(deps.config, ['catalog']),
    });
  });

  app.post('/__sandbox/outage', async (c) => {
    const { service, down } = await jsonObject(c);
    if (!isServiceName(service) || typeof down !== 'boolean') {
      return c.json({ error: `send { "service": one of ${HOSTS.join(', ')}, "down": true or false }` }, 400);
    }
    if (down) outages.add(service);
    else outages.delete(service);
    return c.json({ down: [...outages].sort() });
  });
}
