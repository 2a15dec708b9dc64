// What `npm run contracts:diff` reports: a service's published document read against ours. Both arrive bundled
// and dereferenced (contracts/documents.ts), ours with each schema marked by its name. Only what the shop uses
// counts (contracts/usage.ts): the operations it calls and, in their answers, the members it reads; what it sends
// is compared whole. The shop breaks when an operation it calls is missing, a member it reads is missing or of
// another type, a value it may receive is one it does not know, or a value it sends is one the service does not
// take. What we proposed (`x-proposed`) is listed apart: we asked for it, it is not there yet, the shop copes.
import { METHODS, operationsOf, type OpenApiDocument, type Operation, type Schema } from './documents';
import {
  allowsNull,
  enumOf,
  isObject,
  isOnlyNull,
  itemsOf,
  mapValuesOf,
  namesOf,
  propertiesOf,
  SCHEMA_NAME,
  typesWithBranches,
  type Json,
} from './schema-shape';
import { isSandboxRoute, type HostUsage } from './usage';

export type FindingKind = 'breaks' | 'proposed' | 'note';
/** One problem at one place (a schema's member, or an operation's), with every operation of ours that meets it. */
export type Finding = { kind: FindingKind; where: string; message: string; operations: string[] };

type Direction = 'read' | 'sent';
/** A schema of ours the current place is in, and the member path from it (`a.b`); reads are keyed so. */
type Context = { schema: string; prefix: string };

type Walk = {
  direction: Direction;
  usage: HostUsage | undefined;
  /** Inside something we proposed: what is missing there is a proposal, not a break. */
  proposed: boolean;
  push: (finding: { kind: FindingKind; where: string; message: string }) => void;
};

/** The places a schema is read from: its own names, else the enclosing schema's with the member path. */
function contextsAt(schema: Json, inherited: Context[]): Context[] {
  const names = namesOf(schema);
  return names.length > 0 ? names.map((name) => ({ schema: name, prefix: '' })) : inherited;
}

/** Whether the shop reads a member at a place; everything counts when no usage or no schema name says otherwise. */
function isRead(member: string, contexts: Context[], usage: HostUsage | undefined): boolean {
  if (!usage || contexts.length === 0) return true;
  return contexts.some(({ schema, prefix }) =>
    (usage.reads[schema] ?? []).includes(prefix ? `${prefix}.${member}` : member),
  );
}

function memberContexts(contexts: Context[], member: string): Context[] {
  return contexts.map(({ schema, prefix }) => ({ schema, prefix: prefix ? `${prefix}.${member}` : member }));
}

/** The label of a place: a named schema of ours restarts it, so one schema's problem reads the same everywhere. */
function labelAt(schema: Json, label: string): string {
  const name = schema[SCHEMA_NAME];
  return typeof name === 'string' ? name : label;
}

/**
 * Compares what the shop reads (direction `read`: ours must be covered by theirs) or sends (`sent`: theirs
 * must accept ours) at one place of a body.
 */
function compareSchemas(ours: Json, theirs: Json, at: string, contexts: Context[], walk: Walk, depth = 0): void {
  if (depth > 16) return;
  const where = labelAt(ours, at);
  const here = contextsAt(ours, contexts);
  const state: Walk = ours['x-proposed'] ? { ...walk, proposed: true } : walk;
  const breaks = (message: string, place = where) =>
    state.push({ kind: state.proposed ? 'proposed' : 'breaks', where: place, message });

  if (isOnlyNull(theirs)) {
    if (state.direction === 'read' && !allowsNull(ours) && typesWithBranches(ours).size > 0)
      breaks(`is always null there, ${[...typesWithBranches(ours)].join(' or ')} here`);
    return;
  }
  const ourTypes = typesWithBranches(ours);
  const theirTypes = typesWithBranches(theirs);
  if (ourTypes.size > 0 && theirTypes.size > 0 && ![...ourTypes].some((type) => theirTypes.has(type))) {
    breaks(`is ${[...theirTypes].join(' or ')} there, ${[...ourTypes].join(' or ')} here`);
    return;
  }
  const ourValues = enumOf(ours);
  const theirValues = enumOf(theirs);
  if (ourValues && theirValues) {
    const unknownToUs = theirValues.filter((value) => !ourValues.includes(value));
    const unknownToThem = ourValues.filter((value) => !theirValues.includes(value));
    if (state.direction === 'read' && unknownToUs.length > 0)
      breaks(`may be ${unknownToUs.map(String).join(', ')} there, a value the shop does not know`);
    if (state.direction === 'sent' && unknownToThem.length > 0)
      breaks(`the shop sends ${unknownToThem.map(String).join(', ')}, which the service does not take`);
    const quiet = state.direction === 'read' ? unknownToThem : unknownToUs;
    if (quiet.length > 0)
      state.push({ kind: 'note', where, message: `values ${quiet.map(String).join(', ')} are on one side only` });
  }
  const ourItems = itemsOf(ours);
  const theirItems = itemsOf(theirs);
  if (ourItems && theirItems) compareSchemas(ourItems, theirItems, `${where}[]`, here, state, depth + 1);

  const ourMembers = propertiesOf(ours);
  const theirMembers = propertiesOf(theirs);
  const ourMap = mapValuesOf(ours);
  const theirMap = mapValuesOf(theirs);
  // A map's values: theirs against ours, or each member they name against the values we take.
  if (ourMap && Object.keys(ourMembers).length === 0) {
    if (theirMap) compareSchemas(ourMap, theirMap, `${where}{}`, here, state, depth + 1);
    for (const [name, member] of Object.entries(theirMembers))
      compareSchemas(ourMap, member, `${where}.${name}`, here, state, depth + 1);
  }
  const theirByName = new Map(Object.entries(theirMembers).map(([name, member]) => [name.toLowerCase(), member]));
  for (const [name, member] of Object.entries(ourMembers)) {
    if (state.direction === 'read' && !isRead(name, here, state.usage)) continue;
    const memberAt = `${where}.${name}`;
    const inner = memberContexts(here, name);
    const match = theirByName.get(name.toLowerCase()) ?? theirMap;
    if (!match) {
      if (member['x-proposed'])
        state.push({
          kind: 'proposed',
          where: memberAt,
          message: 'is a field we proposed; the service does not have it yet',
        });
      else if (state.direction === 'read') breaks('is read by the shop and missing there', memberAt);
      else
        state.push({
          kind: 'note',
          where: memberAt,
          message: 'is sent by the shop and unknown there (ignored by the service)',
        });
      continue;
    }
    compareSchemas(member, match, memberAt, inner, state, depth + 1);
  }
  if (state.direction === 'sent') {
    const required = new Set<string>();
    const collect = (schema: Json) => {
      if (Array.isArray(schema.required)) for (const name of schema.required) required.add(String(name).toLowerCase());
      if (Array.isArray(schema.allOf)) for (const branch of schema.allOf) if (isObject(branch)) collect(branch);
    };
    collect(theirs);
    const ourNames = new Set(Object.keys(ourMembers).map((name) => name.toLowerCase()));
    for (const name of required)
      if (!ourNames.has(name)) breaks('is required there and the shop does not send it', `${where}.${name}`);
  }
}

/** The value of a 2xx answer: ABP's `result` when the schema is the envelope, else the schema itself. */
function answerOf(operation: Operation): Json | null {
  const status = Object.keys(operation.responses ?? {}).find((code) => code.startsWith('2'));
  if (!status) return null;
  const content = operation.responses[status].content ?? {};
  const media =
    content['application/json'] ?? content['text/plain'] ?? Object.values(content).find((entry) => entry.schema);
  const schema = media?.schema as Json | undefined;
  if (!schema) return null;
  const members = propertiesOf(schema);
  return '__abp' in members || ('result' in members && 'success' in members) ? (members.result ?? null) : schema;
}

function bodyOf(operation: Operation): Json | null {
  const content = operation.requestBody?.content ?? {};
  const media =
    content['application/json'] ??
    content['application/json-patch+json'] ??
    content['text/json'] ??
    Object.values(content)[0];
  return (media?.schema as Json | undefined) ?? null;
}

/** Each of our operations found in theirs (paths and methods match ignoring case, as ASP.NET routes do). */
function findOperation(theirs: OpenApiDocument, method: string, route: string): Operation | null {
  const key = route.toLowerCase();
  for (const [path, item] of Object.entries(theirs.paths ?? {})) {
    if (path.toLowerCase() !== key) continue;
    const match = METHODS.find((candidate) => candidate === method && item[candidate]);
    return match ? item[match]! : null;
  }
  return null;
}

/** Whether the shop reads anything of an answer (a member of it or of what it holds); true without usage. */
function readsAnything(schema: Json, usage: HostUsage | undefined, depth = 0): boolean {
  if (!usage || depth > 4) return true;
  const names = namesOf(schema);
  if (names.some((name) => (usage.reads[name] ?? []).length > 0)) return true;
  if (names.length === 0 && Object.keys(propertiesOf(schema)).length > 0) return true;
  const items = itemsOf(schema);
  return items ? readsAnything(items, usage, depth + 1) : false;
}

/**
 * Our document of a host against theirs. With `usage` (contracts/generated/usage.json's entry for the host), only
 * the operations the shop calls and the members it reads count; without it, every operation and member does.
 */
export function compareDocuments(ours: OpenApiDocument, theirs: OpenApiDocument, usage?: HostUsage): Finding[] {
  const raw: { kind: FindingKind; where: string; message: string; operation: string }[] = [];
  const called = usage ? new Set(usage.operations.map((name) => name.toLowerCase())) : null;
  for (const { method, path, operation, pathItem } of operationsOf(ours)) {
    if (operation['x-not-served'] || isSandboxRoute(path)) continue;
    const name = `${method.toUpperCase()} ${path}`;
    if (called && !called.has(name.toLowerCase())) continue;
    const push = (finding: { kind: FindingKind; where: string; message: string }) =>
      raw.push({ ...finding, operation: name });
    const proposed = Boolean(operation['x-proposed']);
    const match = findOperation(theirs, method, path);
    if (!match) {
      if (proposed)
        push({
          kind: 'proposed',
          where: name,
          message: 'is an operation we proposed; the service does not have it yet',
        });
      else push({ kind: 'breaks', where: name, message: 'is called by the shop and missing there' });
      continue;
    }
    const walk = (direction: Direction): Walk => ({ direction, usage, proposed, push });
    const theirPathItem = Object.entries(theirs.paths).find(
      ([route]) => route.toLowerCase() === path.toLowerCase(),
    )![1];
    const ourParameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
    const theirParameters = [...(theirPathItem.parameters ?? []), ...(match.parameters ?? [])];
    for (const parameter of ourParameters) {
      const found = theirParameters.find(
        (candidate) => candidate.in === parameter.in && candidate.name.toLowerCase() === parameter.name.toLowerCase(),
      );
      const at = `${name} ${parameter.in} ${parameter.name}`;
      if (!found) {
        if (parameter.in !== 'header')
          push({ kind: 'note', where: at, message: 'is sent by the shop and unknown there (ignored by the service)' });
        continue;
      }
      if (parameter.schema && found.schema)
        compareSchemas(parameter.schema as Json, found.schema as Json, at, [], walk('sent'));
    }
    for (const parameter of theirParameters) {
      const sent = ourParameters.some(
        (candidate) => candidate.in === parameter.in && candidate.name.toLowerCase() === parameter.name.toLowerCase(),
      );
      if (parameter.required && !sent && parameter.in !== 'header') {
        push({
          kind: proposed ? 'proposed' : 'breaks',
          where: `${name} ${parameter.in} ${parameter.name}`,
          message: 'is required there and the shop does not send it',
        });
      }
    }
    const ourBody = bodyOf(operation);
    const theirBody = bodyOf(match);
    if (ourBody && theirBody) compareSchemas(ourBody, theirBody, `${name} body`, [], walk('sent'));
    const ourAnswer = answerOf(operation);
    const theirAnswer = answerOf(match);
    if (ourAnswer && theirAnswer) compareSchemas(ourAnswer, theirAnswer, `${name} result`, [], walk('read'));
    else if (
      ourAnswer &&
      !theirAnswer &&
      Object.keys(propertiesOf(ourAnswer)).length + (itemsOf(ourAnswer) ? 1 : 0) > 0 &&
      readsAnything(ourAnswer, usage)
    ) {
      push({
        kind: proposed || ourAnswer['x-proposed'] ? 'proposed' : 'breaks',
        where: `${name} result`,
        message: 'is read by the shop and the service documents no answer',
      });
    }
  }
  // The same problem at the same place is one finding, naming every operation that meets it.
  const merged = new Map<string, Finding>();
  for (const finding of raw) {
    const key = `${finding.kind}\u0000${finding.where}\u0000${finding.message}`;
    const entry = merged.get(key);
    if (entry) {
      if (!entry.operations.includes(finding.operation)) entry.operations.push(finding.operation);
    } else
      merged.set(key, {
        kind: finding.kind,
        where: finding.where,
        message: finding.message,
        operations: [finding.operation],
      });
  }
  return [...merged.values()];
}

/** The host whose document shares the most operation paths with a published document. */
export function likelyHost<T extends string>(
  theirs: OpenApiDocument,
  candidates: { name: T; document: OpenApiDocument }[],
): T | null {
  const theirPaths = new Set(Object.keys(theirs.paths ?? {}).map((path) => path.toLowerCase()));
  let best: { name: T; shared: number } | null = null;
  for (const candidate of candidates) {
    const shared = Object.keys(candidate.document.paths ?? {}).filter((path) =>
      theirPaths.has(path.toLowerCase()),
    ).length;
    if (shared > 0 && (!best || shared > best.shared)) best = { name: candidate.name, shared };
  }
  return best?.name ?? null;
}

export type { Schema };
