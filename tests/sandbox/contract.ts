// Every answer the sandbox gives in its contract tests is checked against the contract documents: the
// operation must be documented, the status must be one of its responses, and a JSON body must match that
// response's schema, with no member the document does not name. startSandbox wraps the app's fetch with
// checkAnswer; sandboxForThisFile fails the test whose call broke the contract.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import { operationsOf, readContract, type OpenApiDocument, type Operation, type Schema } from '@/contracts/documents';
import { DOCUMENTS } from '@/contracts/hosts';

type KnownOperation = {
  document: string;
  method: string;
  template: string;
  pattern: RegExp;
  operation: Operation;
};

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const validators = new Map<Schema, ValidateFunction>();
let operations: KnownOperation[] | undefined;

const violations: string[] = [];
/** `document METHOD /template status`, for the coverage report. */
const seen = new Set<string>();

const OBJECT_KEYWORDS = ['properties', 'allOf'];
const CLOSED = ['additionalProperties', 'unevaluatedProperties'];

/**
 * A copy of the schema in which every object that names its members is closed to others
 * (`unevaluatedProperties: false`), so a member the sandbox adds or renames fails the check. A branch of an
 * allOf stays open: its siblings name the rest, and the allOf itself is closed.
 */
export function closeObjects(schema: unknown, insideAllOf = false, path: Set<unknown> = new Set()): unknown {
  if (Array.isArray(schema)) return schema.map((item) => closeObjects(item, false, path));
  if (schema === null || typeof schema !== 'object') return schema;
  // A recursive schema (dereferenced into a cycle) is checked to the depth where it repeats.
  if (path.has(schema)) return {};
  path.add(schema);
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'allOf' && Array.isArray(value)) copy.allOf = value.map((branch) => closeObjects(branch, true, path));
    else if (key === 'example' || key === 'examples') copy[key] = value;
    else copy[key] = closeObjects(value, false, path);
  }
  path.delete(schema);
  const namesMembers = OBJECT_KEYWORDS.some((keyword) => keyword in copy);
  if (namesMembers && !insideAllOf && !CLOSED.some((keyword) => keyword in copy)) copy.unevaluatedProperties = false;
  return copy;
}

function patternOf(prefix: string, template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${prefix}${escaped}$`);
}

/** Reads every document once per test file. */
export async function loadOperations(): Promise<void> {
  if (operations) return;
  const loaded: KnownOperation[] = [];
  for (const document of DOCUMENTS) {
    const parsed: OpenApiDocument = await readContract(document.name);
    for (const { method, path: template, operation } of operationsOf(parsed)) {
      loaded.push({
        document: document.name,
        method: method.toUpperCase(),
        template,
        pattern: patternOf(document.prefix, template),
        operation,
      });
    }
  }
  // Literal paths before templated ones: /posts/{id} must not take /posts/categories.
  operations = loaded.sort((a, b) => Number(a.template.includes('{')) - Number(b.template.includes('{')));
}

function validatorFor(schema: Schema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(closeObjects(schema) as object);
    validators.set(schema, validate);
  }
  return validate;
}

/** The path as the sandbox routes it: repeated slashes collapsed, a trailing slash ignored. */
function routedPath(url: URL): string {
  const collapsed = url.pathname.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/** Checks one answer; what breaks the contract is kept for takeViolations. */
export async function checkAnswer(request: Request, response: Response): Promise<void> {
  if (!operations) throw new Error('loadOperations() must run before the sandbox answers');
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  // A preflight is CORS, not an operation.
  if (method === 'OPTIONS') return;
  // An outage answers every path of a service with the proxy's plain 503 (docs/contracts/README.md).
  if (response.status === 503) return;
  const url = new URL(request.url);
  const pathname = routedPath(url);
  const known = operations.find((candidate) => candidate.method === method && candidate.pattern.test(pathname));
  const where = `${method} ${pathname}`;
  if (!known) {
    // A path no service has is a 404 in that service's own shape; anything else must be documented.
    if (response.status !== 404 && response.status !== 405)
      violations.push(`${where}: answered ${response.status} but no document has this operation`);
    return;
  }
  const name = `${known.document} ${known.method} ${known.template}`;
  const documented = known.operation.responses[String(response.status)] ?? known.operation.responses.default;
  if (!documented) {
    violations.push(`${name}: status ${response.status} is not documented`);
    return;
  }
  seen.add(`${name} ${response.status}`);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const media = documented.content ?? {};
  if (Object.keys(media).length === 0) return;
  const mediaType = Object.keys(media).find(
    (candidate) =>
      candidate === contentType ||
      candidate === '*/*' ||
      (candidate.endsWith('/*') && contentType.startsWith(candidate.slice(0, -1))),
  );
  if (!mediaType) {
    violations.push(
      `${name} ${response.status}: content type ${contentType || 'none'} is not one of ${Object.keys(media).join(', ')}`,
    );
    return;
  }
  const schema = media[mediaType].schema;
  if (!schema || !mediaType.includes('json')) return;
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    violations.push(`${name} ${response.status}: the body is not JSON`);
    return;
  }
  const validate = validatorFor(schema);
  if (!validate(body)) {
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (error) =>
          `${error.instancePath || '/'} ${error.message}${error.params && 'unevaluatedProperty' in error.params ? ` (${String(error.params.unevaluatedProperty)})` : ''}`,
      );
    violations.push(`${name} ${response.status} (${where}): ${errors.join('; ')}`);
  }
}

/** What broke the contract since the last call, emptied. */
export function takeViolations(): string[] {
  return violations.splice(0);
}

/** Writes the operations and statuses this file saw, for scripts/contracts/coverage.mts. */
export function writeSeen(file: string): void {
  const directory = path.resolve('test-results/contract-seen');
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, `${path.basename(file)}.json`), JSON.stringify([...seen].sort(), null, 1));
}
