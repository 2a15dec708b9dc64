// What the shop uses of each host's document, found in the shop's own sources with the TypeScript compiler: the
// operations its service modules call (the paths they name) and the schema members it reads (a property access,
// a destructured name or an element access with a literal, on a value whose type is a schema of
// contracts/generated/<host>.ts). contracts:diff compares only these; see docs/contracts/README.md, "Checking a
// real service".
import path from 'node:path';
import ts from 'typescript';
import { HOSTS, type HostName } from './hosts';

/** Per host: `METHOD /path` of each operation called, and per schema the members read (`a` or `a.b` inside it). */
export type HostUsage = { operations: string[]; reads: Record<string, string[]> };
export type Usage = Record<HostName, HostUsage>;

export type DocumentedOperation = { method: string; path: string };

/** The shop's folders whose sources count (tests, scripts and the sandbox do not). */
export const SHOP_FOLDERS = ['app', 'components', 'store', 'services', 'lib'] as const;

/**
 * Routes of the sandbox alone, never compared with a real service: its files, the bank page and its form (a page
 * the browser is sent to, not an API), and its development endpoints.
 */
export function isSandboxRoute(route: string): boolean {
  return /^\/files\//i.test(route) || /\/PaymentRequest\/?$/i.test(route) || /^\/__sandbox\//.test(route);
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
const ANY = '\u0000';

/**
 * The addresses a string or template may be: its literal parts, each `${…}` expanded when its type is a union of
 * string literals and otherwise any one segment; an expression before the first `/` is a base URL and dropped.
 */
function addressesOf(node: ts.StringLiteralLike | ts.TemplateExpression, checker: ts.TypeChecker): string[] {
  if (!ts.isTemplateExpression(node)) return [node.text];
  let results = [node.head.text];
  node.templateSpans.forEach((span, index) => {
    const type = checker.getTypeAtLocation(span.expression);
    const literals = (type.isUnion() ? type.types : [type]).map((part) =>
      part.isStringLiteral() || part.isNumberLiteral() ? String(part.value) : null,
    );
    const known = literals.every((value) => value !== null);
    const isBase = !known && index === 0 && node.head.text === '' && span.literal.text.startsWith('/');
    const values = known ? (literals as string[]) : isBase ? [''] : [ANY];
    results = results.flatMap((start) => values.map((value) => start + value + span.literal.text));
  });
  return results;
}

function matches(address: string, route: string): boolean {
  const ours = address.split(/[?#]/)[0].replace(/\/+$/, '').split('/');
  const theirs = route.replace(/\/+$/, '').split('/');
  if (ours.length !== theirs.length) return false;
  return theirs.every((segment, index) => {
    const mine = ours[index];
    if (/^\{[^}]+\}$/.test(segment)) return mine !== '';
    return mine !== ANY && mine.toLowerCase() === segment.toLowerCase();
  });
}

/** The HTTP method of a call whose first argument is the address (`client.post(address, …)`), when it is one. */
function methodOf(node: ts.Node): string | null {
  const call = node.parent;
  if (!ts.isCallExpression(call) || call.arguments[0] !== node) return null;
  if (!ts.isPropertyAccessExpression(call.expression)) return null;
  const name = call.expression.name.text.toLowerCase();
  return HTTP_METHODS.has(name) ? name : null;
}

/** The operations one address names: exact routes first, templated ones (`/posts/{id}`) only when none is. */
function operationsNamed(address: string, method: string | null, documented: DocumentedOperation[]) {
  const found = documented.filter(
    (operation) =>
      (!method || operation.method === method) && !isSandboxRoute(operation.path) && matches(address, operation.path),
  );
  const exact = found.filter((operation) => !operation.path.includes('{'));
  return exact.length > 0 ? exact : found;
}

/** Where a member declared in a generated file sits: its schema and the member path inside it, or null. */
function schemaMemberOf(declaration: ts.Declaration): { schema: string; member: string } | null {
  if (!ts.isPropertySignature(declaration)) return null;
  const names: string[] = [];
  let node: ts.Node = declaration;
  while (node.parent) {
    if (ts.isPropertySignature(node)) {
      const name = node.name.getText().replace(/^["']|["']$/g, '');
      const owner = node.parent?.parent;
      if (owner && ts.isPropertySignature(owner) && owner.name.getText() === 'schemas') {
        return names.length > 0 ? { schema: name, member: names.reverse().join('.') } : null;
      }
      names.push(name);
    }
    node = node.parent;
  }
  return null;
}

function emptyUsage(): Usage {
  return Object.fromEntries(HOSTS.map((host) => [host, { operations: [], reads: {} }])) as unknown as Usage;
}

/**
 * The usage of a set of sources. `generated` names the generated file of each host (`contracts/generated/<host>.ts`)
 * and `documented` each host's operations; `compilerOptions` are the shop's (its `@/` paths).
 */
export function findUsage(options: {
  sources: string[];
  generated: Partial<Record<HostName, string>>;
  documented: Partial<Record<HostName, DocumentedOperation[]>>;
  compilerOptions: ts.CompilerOptions;
}): Usage {
  const program = ts.createProgram(options.sources, { ...options.compilerOptions, noEmit: true, incremental: false });
  const checker = program.getTypeChecker();
  const hostOfFile = new Map(
    Object.entries(options.generated).map(([host, file]) => [path.resolve(file!), host as HostName]),
  );
  const operations = new Map<HostName, Set<string>>(HOSTS.map((host) => [host, new Set()]));
  const reads = new Map<HostName, Map<string, Set<string>>>(HOSTS.map((host) => [host, new Map()]));

  const recordSymbol = (symbol: ts.Symbol | undefined) => {
    for (const declaration of symbol?.declarations ?? []) {
      const host = hostOfFile.get(path.resolve(declaration.getSourceFile().fileName));
      if (!host) continue;
      const found = schemaMemberOf(declaration);
      if (!found) continue;
      const bySchema = reads.get(host)!;
      if (!bySchema.has(found.schema)) bySchema.set(found.schema, new Set());
      bySchema.get(found.schema)!.add(found.member);
    }
  };
  const recordMember = (objectType: ts.Type, name: string) => {
    const nonNull = checker.getNonNullableType(objectType);
    const parts = nonNull.isUnion() ? nonNull.types : [nonNull];
    for (const part of parts) recordSymbol(checker.getPropertyOfType(checker.getApparentType(part), name));
  };
  const recordAddress = (node: ts.StringLiteralLike | ts.TemplateExpression) => {
    const method = methodOf(node);
    for (const address of addressesOf(node, checker)) {
      if (!address.includes('/')) continue;
      for (const [host, documented] of Object.entries(options.documented)) {
        for (const operation of operationsNamed(address, method, documented ?? [])) {
          operations.get(host as HostName)!.add(`${operation.method.toUpperCase()} ${operation.path}`);
        }
      }
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node)) {
      recordSymbol(checker.getSymbolAtLocation(node.name));
    } else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
      recordMember(checker.getTypeAtLocation(node.expression), node.argumentExpression.text);
    } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) && !node.dotDotDotToken) {
      const key = node.propertyName ?? node.name;
      if (ts.isIdentifier(key) || ts.isStringLiteralLike(key))
        recordMember(checker.getTypeAtLocation(node.parent), key.text);
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) {
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) recordAddress(node);
    }
    ts.forEachChild(node, visit);
  };
  const sources = new Set(options.sources.map((file) => path.resolve(file)));
  for (const file of program.getSourceFiles()) if (sources.has(path.resolve(file.fileName))) visit(file);

  const usage = emptyUsage();
  for (const host of HOSTS) {
    usage[host].operations = [...operations.get(host)!].sort();
    const bySchema = [...reads.get(host)!.entries()].sort(([a], [b]) => a.localeCompare(b));
    usage[host].reads = Object.fromEntries(bySchema.map(([schema, members]) => [schema, [...members].sort()]));
  }
  return usage;
}

/** The members of a schema the shop reads, or null when nothing names them (read everything). */
export function readsOf(usage: HostUsage | undefined, schema: string): Set<string> | null {
  if (!usage) return null;
  return new Set(usage.reads[schema] ?? []);
}
