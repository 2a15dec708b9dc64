// Every answer the server reads from a service, checked against its document (docs/contracts/drift.md): a member
// the document requires that is missing, a value of another type or outside its enum, or an operation the document
// has that answers as the host answers a route it does not know (withdrawn). Members the document does not name
// are no mismatch: the schemas (contracts/generated/answers.ts) are loosened for that at build time.
// Server only: ajv and the schemas never reach a browser bundle (the interceptor hands the answer to the observer).
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { ABP_HOSTS, type HostName } from '@/contracts/hosts';
import { ANSWERS, ANSWERS_BASE } from '@/contracts/generated/answers';
import { OPERATIONS } from '@/contracts/generated/operations';
import type { UpstreamAnswer } from '@/services/observer';

export type ContractMismatch =
  | { service: HostName; operation: string; kind: 'shape'; fields: string[] }
  | { service: HostName; operation: string; kind: 'withdrawn'; fields: [] };

/** At most this many fields are named for one answer; the count is one per answer whatever their number. */
const MAX_FIELDS = 10;
const MAX_FIELD_LENGTH = 200;

type Matcher = { id: string; method: string; pattern: RegExp; templated: boolean };

const matchers = new Map<HostName, Matcher[]>();

function matchersOf(service: HostName): Matcher[] {
  let list = matchers.get(service);
  if (list) return list;
  // ASP.NET routes match ignoring case; WordPress and Strapi do not.
  const flags = ABP_HOSTS.includes(service) ? 'i' : '';
  list = OPERATIONS[service]
    .map(({ id, method, path }) => ({
      id,
      method,
      templated: path.includes('{'),
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`, flags),
    }))
    // Literal paths before templated ones: /posts/{id} must not take /posts/categories.
    .sort((a, b) => Number(a.templated) - Number(b.templated));
  matchers.set(service, list);
  return list;
}

/** The operationId a call is, by method and the document's path templates; null for one the document lacks. */
export function operationOf(service: HostName, method: string, path: string): string | null {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const routed = path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  return (
    matchersOf(service).find((candidate) => candidate.method === verb && candidate.pattern.test(routed))?.id ?? null
  );
}

let ajv: Ajv2020 | null = null;
const hostsAdded = new Set<HostName>();
const validators = new Map<string, ValidateFunction | null>();

/** Compiled once per operation and status, on its first answer; null when the document gives no JSON schema. */
function validatorFor(service: HostName, operation: string, status: number): ValidateFunction | null {
  const key = `${service} ${operation} ${status}`;
  const known = validators.get(key);
  if (known !== undefined) return known;
  const schema = ANSWERS[service]?.answers[operation]?.[String(status)];
  let validate: ValidateFunction | null = null;
  if (schema !== undefined) {
    ajv ??= new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    if (!hostsAdded.has(service)) {
      ajv.addSchema({ $id: `${ANSWERS_BASE}${service}`, $defs: ANSWERS[service].defs });
      hostsAdded.add(service);
    }
    validate = ajv.compile(schema as object);
  }
  validators.set(key, validate);
  return validate;
}

/** `/result/pagedResult/items/3/name` → `pagedResult.items[].name` (an ABP answer is named from its result). */
function fieldOf(error: ErrorObject, abp: boolean): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required')
    segments.push(String((error.params as { missingProperty: string }).missingProperty));
  if (abp && segments[0] === 'result') segments.shift();
  let field = '';
  for (const segment of segments) field += /^\d+$/.test(segment) ? '[]' : field === '' ? segment : `.${segment}`;
  return (field || '(body)').slice(0, MAX_FIELD_LENGTH);
}

/** The reader-facing faults among ajv's errors: a branch `null` that did not match is no fault of its own. */
function isFault(error: ErrorObject): boolean {
  if (error.keyword === 'type') return (error.params as { type: unknown }).type !== 'null';
  return error.keyword === 'required' || error.keyword === 'enum' || error.keyword === 'const';
}

/**
 * A 404 that is the host's answer to a route it does not know: WordPress's `rest_no_route`; for an ABP host a body
 * that is not its error envelope (ASP.NET's bare 404) or the envelope of an unmatched route; for Strapi, which
 * answers a missing route and a missing document alike, any 404 of an operation that documents none.
 */
function isWithdrawn(service: HostName, operation: string, body: unknown): boolean {
  const object = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  if (service === 'blog') return object?.code === 'rest_no_route';
  const documents404 = OPERATIONS[service].some((candidate) => candidate.id === operation && candidate.notFound);
  if (!documents404) return true;
  if (service === 'cms') return false;
  const error = object?.error;
  if (error === null || typeof error !== 'object') return true;
  return /^No route matches /.test(String((error as { message?: unknown }).message ?? ''));
}

/** What in this answer differs from the document, or null when nothing does (or the call is not documented). */
export function checkAnswer({ service, method, path, status, body }: UpstreamAnswer): ContractMismatch | null {
  const operation = operationOf(service, method, path);
  if (!operation) return null;
  if (status === 404)
    return isWithdrawn(service, operation, body) ? { service, operation, kind: 'withdrawn', fields: [] } : null;
  if (status < 200 || status > 299) return null;
  const validate = validatorFor(service, operation, status);
  if (!validate || validate(body)) return null;
  const abp = ABP_HOSTS.includes(service);
  const fields = [...new Set((validate.errors ?? []).filter(isFault).map((error) => fieldOf(error, abp)))];
  if (fields.length === 0) fields.push('(body)');
  return { service, operation, kind: 'shape', fields: fields.slice(0, MAX_FIELDS) };
}
