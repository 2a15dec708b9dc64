// The drift switch (POST /__sandbox/drift; docs/contracts/README.md, "Development endpoints"): until it is set again
// or the sandbox is reset, a service answers as a real one may one day: a field of an operation's answer renamed, or
// an operation withdrawn, answering as the host answers a route it does not know. How the shop is shown to survive
// drift and to count it (docs/contracts/drift.md).
import type { Context, MiddlewareHandler } from 'hono';
import { ABP_HOSTS, prefixOf, type HostName } from '../contracts/hosts';
import { OPERATIONS } from '../contracts/generated/operations';

export type DriftRule = { operation: string; field: string; to: string } | { operation: string; withdraw: true };

type Located = { service: HostName; method: string; pattern: RegExp };

/** `items[].name`, `pagedResult.items[].fileAltAttribute`, `[].title`: members, a list's items marked `[]`. */
const FIELD_PATH = /^(\[\]|[A-Za-z_$][\w$-]*(\[\])?)(\.[A-Za-z_$][\w$-]*(\[\])?)*$/;
const MEMBER = /^[A-Za-z_$][\w$-]*$/;
const MAX_RULES = 20;

function locate(operation: string): Located | null {
  for (const [service, operations] of Object.entries(OPERATIONS) as [HostName, (typeof OPERATIONS)[HostName]][]) {
    const found = operations.find((candidate) => candidate.id === operation);
    if (!found) continue;
    const escaped = found.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    // ASP.NET routes match ignoring case, as the ABP hosts route them.
    const pattern = new RegExp(`^${prefixOf(service)}${escaped}$`, ABP_HOSTS.includes(service) ? 'i' : '');
    return { service, method: found.method, pattern };
  }
  return null;
}

/** The rules of a request body, or a sentence saying what is wrong with it. */
export function driftRulesOf(body: Record<string, unknown>): DriftRule[] | string {
  const usage =
    'send { "drifts": [{ "operation": an operationId, "field": "a.b[].c", "to": "name" } or { "operation": an operationId, "withdraw": true }, ...] }; [] switches drift off';
  const { drifts } = body;
  if (!Array.isArray(drifts) || drifts.length > MAX_RULES) return usage;
  const rules: DriftRule[] = [];
  for (const entry of drifts as unknown[]) {
    if (entry === null || typeof entry !== 'object') return usage;
    const { operation, field, to, withdraw } = entry as Record<string, unknown>;
    if (typeof operation !== 'string' || !locate(operation)) return `${String(operation)} is no documented operationId`;
    if (withdraw === true && field === undefined && to === undefined) rules.push({ operation, withdraw: true });
    else if (
      withdraw === undefined &&
      typeof field === 'string' &&
      FIELD_PATH.test(field) &&
      !field.endsWith('[]') &&
      typeof to === 'string' &&
      MEMBER.test(to)
    )
      rules.push({ operation, field, to });
    else return usage;
  }
  return rules;
}

/** Renames `path`'s last member to `to` in every object the path reaches. */
function rename(value: unknown, segments: string[], to: string): void {
  if (value === null || typeof value !== 'object') return;
  const [segment, ...rest] = segments;
  const list = segment.endsWith('[]');
  const name = list ? segment.slice(0, -2) : segment;
  const inner = name === '' ? value : (value as Record<string, unknown>)[name];
  if (list) {
    if (Array.isArray(inner)) for (const item of inner) rename(item, rest, to);
    return;
  }
  if (rest.length > 0) {
    rename(inner, rest, to);
    return;
  }
  const object = value as Record<string, unknown>;
  if (!(name in object)) return;
  object[to] = object[name];
  delete object[name];
}

export type DriftSwitch = {
  rules(): (DriftRule & { service: HostName })[];
  set(rules: DriftRule[]): void;
  clear(): void;
  /** Mounted before the services: answers a withdrawn operation as `notFound`, rewrites a renamed field. */
  middleware(notFound: (c: Context) => Response | Promise<Response>): MiddlewareHandler;
};

export function createDriftSwitch(): DriftSwitch {
  let active: (DriftRule & Located)[] = [];
  return {
    rules: () =>
      active.map((rule) =>
        'withdraw' in rule
          ? { service: rule.service, operation: rule.operation, withdraw: true as const }
          : { service: rule.service, operation: rule.operation, field: rule.field, to: rule.to },
      ),
    set(rules) {
      active = rules.map((rule) => ({ ...rule, ...locate(rule.operation)! }));
    },
    clear() {
      active = [];
    },
    middleware: (notFound) => async (c, next) => {
      if (active.length === 0) return next();
      const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
      const path = c.req.path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
      const matching = active.filter((rule) => rule.method === method && rule.pattern.test(path));
      if (matching.length === 0) return next();
      if (matching.some((rule) => 'withdraw' in rule)) return notFound(c);
      await next();
      const type = c.res.headers.get('content-type') ?? '';
      if (c.res.status < 200 || c.res.status > 299 || !type.includes('json')) return;
      const body: unknown = await c.res.json();
      const abp = ABP_HOSTS.includes(matching[0].service);
      for (const rule of matching) {
        if (!('field' in rule)) continue;
        const target = abp ? (body as { result?: unknown } | null)?.result : body;
        rename(target, rule.field.split('.'), rule.to);
      }
      const headers = new Headers(c.res.headers);
      headers.delete('content-length');
      const status = c.res.status;
      // Hono copies the old answer's headers into a new one; emptied first, the old length does not follow.
      c.res = undefined as unknown as Response;
      c.res = new Response(JSON.stringify(body), { status, headers });
    },
  };
}
