// What the shop's server checks a service's answer against at run time (docs/contracts/drift.md), made from a
// bundled document by `npm run contracts:types`: each operation's method, path and operationId, and the schema of
// each JSON answer it gives with a 2xx status, and whether it documents a 404. The schemas are loosened to what a real service may differ in
// without breaking a reader: objects are open (the real services send many more members than ours close for the
// sandbox's tests), oneOf is anyOf (open objects may match two branches), and the bounds of a value (pattern,
// lengths, ranges, formats) are left out; what stays is required members, types, enums and constants.

type Json = unknown;
type SchemaObject = Record<string, Json>;

/** `notFound`: the document lists a 404 (a record that does not exist), so not every 404 is the route gone. */
export type ContractOperation = { id: string; method: string; path: string; notFound: boolean };
export type HostAnswers = {
  /** The document's schemas, referred to as `<base>#/$defs/<name>`. */
  defs: Record<string, Json>;
  /** operationId → status → schema of the JSON body. */
  answers: Record<string, Record<string, Json>>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Keywords dropped: bounds of a value, closing of an object, and annotations. */
const DROPPED = new Set([
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'multipleOf',
  'uniqueItems',
  'format',
  'contentMediaType',
  'contentEncoding',
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'discriminator',
  'externalDocs',
  'xml',
  '$comment',
]);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_VALUES = new Set(['items', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);

/**
 * A schema as the runtime check reads it (see above); `ref` turns a document's `$ref` into the check's own, and
 * `proposed` names the members of a schema we proposed (`x-proposed`): a real service without them is expected,
 * not drift, so they are never required.
 */
export function loosen(
  schema: Json,
  ref: (pointer: string) => string,
  proposed: (schema: SchemaObject) => Set<string> = () => new Set(),
  selection: (branch: Json) => boolean = () => false,
): Json {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const result: SchemaObject = {};
  const again = (value: Json) => loosen(value, ref, proposed, selection);
  for (const [key, value] of Object.entries(schema as SchemaObject)) {
    if (key.startsWith('x-')) continue;
    if (key === 'required' && Array.isArray(value)) {
      const optional = proposed(schema as SchemaObject);
      result.required = value.filter((name) => !optional.has(String(name)));
      continue;
    }
    // A map of schemas (a dictionary of values) stays: its values are still checked.
    if (key === 'additionalProperties' && value !== null && typeof value === 'object') {
      result[key] = again(value);
      continue;
    }
    if (DROPPED.has(key)) continue;
    if (key === '$ref' && typeof value === 'string') result.$ref = ref(value);
    else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object')
      result[key] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, again(item)]));
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
      // The answer to a request that selects fields (`x-selected-by`) is never checked (services/upstream-timing.ts),
      // so a whole answer is held to the whole schema, not to a selection that requires nothing.
      const branches = key === 'allOf' ? value : value.filter((branch) => !selection(branch));
      result[key === 'oneOf' ? 'anyOf' : key] = (branches.length > 0 ? branches : value).map(again);
    } else if (SCHEMA_VALUES.has(key)) result[key] = again(value);
    else result[key] = value;
  }
  return result;
}

type Document = {
  paths?: Record<string, Record<string, { operationId?: string; responses?: Record<string, Json> }>>;
  components?: { schemas?: Record<string, Json>; responses?: Record<string, Json> };
};

/** Follows a local `#/components/…` reference of a bundled document. */
function resolved(document: Document, value: Json): Json {
  let current = value;
  while (current && typeof current === 'object' && typeof (current as SchemaObject).$ref === 'string') {
    const pointer = ((current as SchemaObject).$ref as string).replace(/^#\//, '').split('/');
    current = pointer.reduce<Json>((node, part) => (node as SchemaObject | undefined)?.[part], document);
  }
  return current;
}

/** The members a schema, or an allOf branch of it, marks `x-proposed` (on the member or on the schema it names). */
function proposedMembers(document: Document, schema: Json, seen = new Set<Json>()): Set<string> {
  const node = resolved(document, schema) as SchemaObject | undefined;
  const names = new Set<string>();
  if (!node || typeof node !== 'object' || seen.has(node)) return names;
  seen.add(node);
  for (const [name, member] of Object.entries((node.properties ?? {}) as Record<string, Json>)) {
    const target = resolved(document, member) as SchemaObject | undefined;
    if ((member as SchemaObject)?.['x-proposed'] === true || target?.['x-proposed'] === true) names.add(name);
  }
  for (const branch of Array.isArray(node.allOf) ? node.allOf : [])
    for (const name of proposedMembers(document, branch, seen)) names.add(name);
  return names;
}

/** Every operation of a bundled document, and its 2xx JSON answers loosened, with refs into `base`. */
export function answersOf(document: Document, base: string): { operations: ContractOperation[]; host: HostAnswers } {
  const ref = (pointer: string) => {
    const name = /^#\/components\/schemas\/(.+)$/.exec(pointer)?.[1];
    if (!name) throw new Error(`not a schema of the document: ${pointer}`);
    return `${base}#/$defs/${name}`;
  };
  const proposed = (schema: SchemaObject) => proposedMembers(document, schema);
  const selection = (branch: Json) =>
    typeof (resolved(document, branch) as SchemaObject)?.['x-selected-by'] === 'string';
  const operations: ContractOperation[] = [];
  const answers: HostAnswers['answers'] = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      operations.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        notFound: '404' in (operation.responses ?? {}),
      });
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^2\d\d$/.test(status)) continue;
        const content = (resolved(document, response) as { content?: Record<string, { schema?: Json }> })?.content;
        const json = Object.entries(content ?? {}).find(([type]) => type.includes('json'))?.[1].schema;
        if (json === undefined) continue;
        (answers[operation.operationId] ??= {})[status] = loosen(json, ref, proposed, selection);
      }
    }
  }
  const defs = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [
      name,
      loosen(schema, ref, proposed, selection),
    ]),
  );
  return { operations, host: { defs, answers } };
}
