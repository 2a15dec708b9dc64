// What `npm run contracts:diff` reports: a service's published document read against ours. Both arrive bundled
// and dereferenced (contracts/documents.ts). The shop breaks when an operation it calls is missing, a field it
// reads is missing or of another type, a value it may receive is one it does not know, or a value it sends
// is one the service does not take. `x-proposed` fields are listed apart: we asked for them, they are not
// there yet, and the shop copes without them.
import { METHODS, operationsOf, type OpenApiDocument, type Operation, type Schema } from './documents';
import { enumOf, isObject, itemsOf, propertiesOf, typesWithBranches, type Json } from './schema-shape';

export type FindingKind = 'breaks' | 'proposed' | 'note';
export type Finding = { kind: FindingKind; where: string; message: string };

type Direction = 'read' | 'sent';

/**
 * Compares what the shop reads (direction `read`: ours must be covered by theirs) or sends (`sent`: theirs
 * must accept ours) at one place of a body.
 */
function compareSchemas(
  ours: Json,
  theirs: Json,
  where: string,
  direction: Direction,
  findings: Finding[],
  depth = 0,
): void {
  if (depth > 12) return;
  const ourTypes = typesWithBranches(ours);
  const theirTypes = typesWithBranches(theirs);
  if (ourTypes.size > 0 && theirTypes.size > 0 && ![...ourTypes].some((type) => theirTypes.has(type))) {
    findings.push({
      kind: 'breaks',
      where,
      message: `is ${[...theirTypes].join(' or ')} there, ${[...ourTypes].join(' or ')} here`,
    });
    return;
  }
  const ourValues = enumOf(ours);
  const theirValues = enumOf(theirs);
  if (ourValues && theirValues) {
    const unknownToUs = theirValues.filter((value) => !ourValues.includes(value));
    const unknownToThem = ourValues.filter((value) => !theirValues.includes(value));
    if (direction === 'read' && unknownToUs.length > 0) {
      findings.push({
        kind: 'breaks',
        where,
        message: `may be ${unknownToUs.map(String).join(', ')} there, a value the shop does not know`,
      });
    }
    if (direction === 'sent' && unknownToThem.length > 0) {
      findings.push({
        kind: 'breaks',
        where,
        message: `the shop sends ${unknownToThem.map(String).join(', ')}, which the service does not take`,
      });
    }
    const quiet = direction === 'read' ? unknownToThem : unknownToUs;
    if (quiet.length > 0)
      findings.push({ kind: 'note', where, message: `values ${quiet.map(String).join(', ')} are on one side only` });
  }
  const ourItems = itemsOf(ours);
  const theirItems = itemsOf(theirs);
  if (ourItems && theirItems) compareSchemas(ourItems, theirItems, `${where}[]`, direction, findings, depth + 1);
  const ourMembers = propertiesOf(ours);
  const theirMembers = propertiesOf(theirs);
  const theirByName = new Map(Object.entries(theirMembers).map(([name, member]) => [name.toLowerCase(), member]));
  for (const [name, member] of Object.entries(ourMembers)) {
    const at = `${where}.${name}`;
    const match = theirByName.get(name.toLowerCase());
    if (!match) {
      if (member['x-proposed'])
        findings.push({
          kind: 'proposed',
          where: at,
          message: 'is a field we proposed; the service does not have it yet',
        });
      else if (direction === 'read')
        findings.push({ kind: 'breaks', where: at, message: 'is read by the shop and missing there' });
      else
        findings.push({
          kind: 'note',
          where: at,
          message: 'is sent by the shop and unknown there (ignored by the service)',
        });
      continue;
    }
    compareSchemas(member, match, at, direction, findings, depth + 1);
  }
  if (direction === 'sent') {
    const required = new Set<string>();
    const collect = (schema: Json) => {
      if (Array.isArray(schema.required)) for (const name of schema.required) required.add(String(name).toLowerCase());
      if (Array.isArray(schema.allOf)) for (const branch of schema.allOf) if (isObject(branch)) collect(branch);
    };
    collect(theirs);
    const ourNames = new Set(Object.keys(ourMembers).map((name) => name.toLowerCase()));
    for (const name of required) {
      if (!ourNames.has(name))
        findings.push({
          kind: 'breaks',
          where: `${where}.${name}`,
          message: 'is required there and the shop does not send it',
        });
    }
  }
}

/** The value of a 2xx answer: ABP's `result` when the schema is the envelope, else the schema itself. */
function answerOf(operation: Operation): Json | null {
  const status = Object.keys(operation.responses).find((code) => code.startsWith('2'));
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

export function compareDocuments(ours: OpenApiDocument, theirs: OpenApiDocument): Finding[] {
  const findings: Finding[] = [];
  for (const { method, path, operation, pathItem } of operationsOf(ours)) {
    if (operation['x-not-served']) continue;
    const name = `${method.toUpperCase()} ${path}`;
    const match = findOperation(theirs, method, path);
    if (!match) {
      if (operation['x-proposed'])
        findings.push({
          kind: 'proposed',
          where: name,
          message: 'is an operation we proposed; the service does not have it yet',
        });
      else findings.push({ kind: 'breaks', where: name, message: 'is called by the shop and missing there' });
      continue;
    }
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
          findings.push({
            kind: 'note',
            where: at,
            message: 'is sent by the shop and unknown there (ignored by the service)',
          });
        continue;
      }
      if (parameter.schema && found.schema)
        compareSchemas(parameter.schema as Json, found.schema as Json, at, 'sent', findings);
    }
    for (const parameter of theirParameters) {
      const sent = ourParameters.some(
        (candidate) => candidate.in === parameter.in && candidate.name.toLowerCase() === parameter.name.toLowerCase(),
      );
      if (parameter.required && !sent && parameter.in !== 'header') {
        findings.push({
          kind: 'breaks',
          where: `${name} ${parameter.in} ${parameter.name}`,
          message: 'is required there and the shop does not send it',
        });
      }
    }
    const ourBody = bodyOf(operation);
    const theirBody = bodyOf(match);
    if (ourBody && theirBody) compareSchemas(ourBody, theirBody, `${name} body`, 'sent', findings);
    const ourAnswer = answerOf(operation);
    const theirAnswer = answerOf(match);
    if (ourAnswer && theirAnswer) compareSchemas(ourAnswer, theirAnswer, `${name} result`, 'read', findings);
    else if (ourAnswer && !theirAnswer && Object.keys(propertiesOf(ourAnswer)).length > 0) {
      findings.push({
        kind: 'breaks',
        where: `${name} result`,
        message: 'is read by the shop and the service documents no answer',
      });
    }
  }
  return findings;
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
