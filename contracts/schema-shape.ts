// Reading one JSON schema as contracts/compare.ts needs it: the types, members, enum values and items it
// allows, looking through allOf, oneOf and anyOf as OpenAPI 3.0 and 3.1 documents write them.
export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Types named by a schema, without null: OpenAPI 3.1 lists (`[string, 'null']`), 3.0 `nullable` and `const`. */
function typesOf(schema: Json): Set<string> {
  const declared = schema.type;
  const list = Array.isArray(declared) ? declared : declared ? [declared] : [];
  const types = new Set(list.map(String).filter((type) => type !== 'null'));
  if ('const' in schema && schema.const !== null)
    types.add(typeof schema.const === 'number' ? 'number' : typeof schema.const);
  if (types.has('integer')) types.add('number');
  return types;
}

/** The members of an object schema, its allOf branches and the alternatives of oneOf/anyOf merged. */
export function propertiesOf(schema: Json): Record<string, Json> {
  const merged: Record<string, Json> = {};
  if (isObject(schema.properties)) Object.assign(merged, schema.properties);
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) {
      if (!isObject(branch)) continue;
      for (const [name, member] of Object.entries(propertiesOf(branch))) {
        // A narrowing in a later allOf branch (ours: `result` of an operation) wins over the base.
        merged[name] = keyword === 'allOf' && merged[name] && Object.keys(member).length === 0 ? merged[name] : member;
      }
    }
  }
  return merged;
}

/** The enum values a schema allows (its oneOf/anyOf alternatives included), or null when it is open. */
export function enumOf(schema: Json): unknown[] | null {
  if (Array.isArray(schema.enum)) return schema.enum.filter((value) => value !== null);
  for (const keyword of ['oneOf', 'anyOf', 'allOf']) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    const values = branches
      .filter(isObject)
      .map(enumOf)
      .filter((value): value is unknown[] => value !== null);
    if (values.length > 0) return values.flat();
  }
  return null;
}

/** The schema of an array's items, found in the array itself or in one of its branches. */
export function itemsOf(schema: Json): Json | null {
  if (isObject(schema.items)) return schema.items;
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) if (isObject(branch) && itemsOf(branch)) return itemsOf(branch);
  }
  return null;
}

/** The types a schema or any of its branches names; 'object' for one that only lists members. */
export function typesWithBranches(schema: Json): Set<string> {
  const types = typesOf(schema);
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    const branches = schema[keyword];
    if (Array.isArray(branches))
      for (const branch of branches)
        if (isObject(branch)) for (const type of typesWithBranches(branch)) types.add(type);
  }
  if (types.size === 0 && Object.keys(propertiesOf(schema)).length > 0) types.add('object');
  return types;
}

/** The name contracts/documents.ts marks each of our component schemas with, kept where it is inlined. */
export const SCHEMA_NAME = 'x-schema-name';

/** The component names of a schema and of its allOf, oneOf and anyOf branches. */
export function namesOf(schema: Json): string[] {
  const names: string[] = typeof schema[SCHEMA_NAME] === 'string' ? [schema[SCHEMA_NAME]] : [];
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) for (const branch of branches) if (isObject(branch)) names.push(...namesOf(branch));
  }
  return names;
}

/** True when a schema allows null: a `'null'` type, OpenAPI 3.0's `nullable`, a null in its enum or a branch's. */
export function allowsNull(schema: Json): boolean {
  const declared = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (declared.includes('null') || schema.nullable === true || schema['x-nullable'] === true) return true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) return true;
  if ('const' in schema && schema.const === null) return true;
  for (const keyword of ['oneOf', 'anyOf']) {
    const branches = schema[keyword];
    if (Array.isArray(branches) && branches.some((branch) => isObject(branch) && allowsNull(branch))) return true;
  }
  return false;
}

/** True when null is the only value a schema allows (a member always written as null). */
export function isOnlyNull(schema: Json): boolean {
  return allowsNull(schema) && typesWithBranches(schema).size === 0 && (enumOf(schema) ?? []).length === 0;
}

/** The schema of a map's values (`additionalProperties`): a schema, `{}` for `true`, null when it is no map. */
export function mapValuesOf(schema: Json): Json | null {
  const values = schema.additionalProperties;
  if (isObject(values)) return values;
  if (values === true) return {};
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) if (isObject(branch) && mapValuesOf(branch)) return mapValuesOf(branch);
  }
  return null;
}
