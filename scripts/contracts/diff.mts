// `npm run contracts:diff -- <file or URL> [--host NAME]`: reads a service's published document (an ABP
// swagger.json, Swagger 2 or OpenAPI 3, JSON or YAML) against ours and says in plain words what would break the
// shop, counting only what the shop uses (contracts/generated/usage.json). Exits 0 when the shop works with it,
// 1 when it would break, 2 when the document cannot be read (one line on stderr). See docs/contracts/README.md,
// "Checking a real service".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bundleFromString, loadConfig } from '@redocly/openapi-core';
import { parse } from 'yaml';
// swagger2openapi ships no types; convertObj resolves to { openapi } (the converted document).
// @ts-expect-error no declaration file
import swagger2openapi from 'swagger2openapi';
import { compareDocuments, likelyHost, type Finding } from '../../contracts/compare';
import { CONTRACTS_DIRECTORY, readContract, readNamedContract, type OpenApiDocument } from '../../contracts/documents';
import { HOSTS, type HostName } from '../../contracts/hosts';
import type { Usage } from '../../contracts/usage';

const USAGE = `usage: npm run contracts:diff -- <file or URL> [--host ${HOSTS.join('|')}]

Compares a service's published document (Swagger 2 or OpenAPI 3, JSON or YAML) with ours, counting only the
operations the shop calls and the fields it reads (contracts/generated/usage.json).
Exit codes: 0 the shop works with it, 1 it would break the shop, 2 the document cannot be read.`;

/** A document that cannot be read: said in one line, exit 2. */
class Unreadable extends Error {}

function fail(message: string): never {
  console.error(`contracts:diff: ${message}`);
  process.exit(2);
}

const isUrl = (ref: string) => /^https?:\/\//i.test(ref);

async function textOf(ref: string): Promise<string> {
  if (!isUrl(ref)) {
    try {
      return readFileSync(ref, 'utf8');
    } catch (error) {
      throw new Unreadable(`cannot read ${ref}: ${(error as NodeJS.ErrnoException).code ?? 'unknown error'}`);
    }
  }
  let response: Response;
  try {
    response = await fetch(ref);
  } catch (error) {
    throw new Unreadable(
      `cannot fetch ${ref}: ${(error as Error & { cause?: Error }).cause?.message ?? (error as Error).message}`,
    );
  }
  if (!response.ok) throw new Unreadable(`${ref} answered HTTP ${response.status} ${response.statusText}`.trim());
  return response.text();
}

/** A published document bundled (its relative $refs resolved against its file or URL), as OpenAPI 3, dereferenced. */
async function readPublished(ref: string): Promise<OpenApiDocument> {
  const text = await textOf(ref);
  let parsed: unknown;
  try {
    parsed = parse(text);
  } catch (error) {
    throw new Unreadable(
      `${ref} is neither JSON nor YAML: ${(error as Error).message.split('\n')[0].replace(/:$/, '')}`,
    );
  }
  const root = parsed as Record<string, unknown> | null;
  const isSwagger = root?.swagger === '2.0';
  if (!root || typeof root !== 'object' || (!isSwagger && !/^3\./.test(String(root.openapi ?? ''))))
    throw new Unreadable(`${ref} is neither an OpenAPI 3 nor a Swagger 2 document`);
  const config = await loadConfig({ configPath: path.join(CONTRACTS_DIRECTORY, 'redocly.yaml') });
  const absoluteRef = isUrl(ref) ? ref : path.resolve(ref);
  const bundled = await bundleFromString({ source: text, absoluteRef, config });
  const dangling = bundled.problems.find((problem) => /resolve \$ref/i.test(problem.message));
  if (dangling) {
    const pointer = dangling.location[0]?.pointer ?? '';
    throw new Unreadable(`${ref}: ${dangling.message.replace(/\s+/g, ' ').trim()} at ${pointer}`);
  }
  let document = bundled.bundle.parsed as Record<string, unknown>;
  if (isSwagger) {
    try {
      document = (await swagger2openapi.convertObj(document, { patch: true, warnOnly: true })).openapi;
    } catch (error) {
      throw new Unreadable(`${ref} is not a Swagger 2 document it can convert: ${(error as Error).message}`);
    }
  }
  const dereferenced = await bundleFromString({
    source: JSON.stringify(document),
    absoluteRef,
    config,
    dereference: true,
  });
  return dereferenced.bundle.parsed as OpenApiDocument;
}

let options: { values: { host?: string; help?: boolean }; positionals: string[] };
try {
  options = parseArgs({
    options: { host: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (options.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [source] = options.positionals;
if (!source || options.positionals.length > 1) fail(`name one published document to compare\n${USAGE}`);
const hostArgument = options.values.host;
if (hostArgument !== undefined && !HOSTS.includes(hostArgument as HostName)) fail(`unknown host ${hostArgument}`);

let theirs: OpenApiDocument;
try {
  theirs = await readPublished(source);
} catch (error) {
  if (error instanceof Unreadable) fail(error.message);
  fail(`${source} cannot be read: ${(error as Error).message.split('\n')[0]}`);
}
let host = hostArgument as HostName | undefined;
if (!host) {
  const candidates = await Promise.all(HOSTS.map(async (name) => ({ name, document: await readContract(name) })));
  host = likelyHost(theirs, candidates) ?? fail('no host of ours shares a path with it: name one with --host');
}
const usage = JSON.parse(readFileSync(path.join(CONTRACTS_DIRECTORY, 'generated/usage.json'), 'utf8')) as Usage;
const findings = compareDocuments(await readNamedContract(host), theirs, usage[host]);

const sections: [Finding['kind'], string][] = [
  ['breaks', 'Would break the shop'],
  ['proposed', 'Proposed by us, not in the service yet'],
  ['note', 'Differences that do not break the shop'],
];
console.log(`${source} against contracts/${host}.openapi.yaml (what the shop uses of it)`);
for (const [kind, title] of sections) {
  const lines = findings.filter((finding) => finding.kind === kind);
  if (lines.length === 0) continue;
  console.log(`\n${title} (${lines.length}):`);
  for (const finding of lines) {
    const only = finding.operations.length === 1 && finding.where.startsWith(finding.operations[0]);
    console.log(`  - ${finding.where} ${finding.message}${only ? '' : ` (${finding.operations.join(', ')})`}`);
  }
}
const breaking = findings.filter((finding) => finding.kind === 'breaks').length;
console.log(
  breaking === 0 ? '\nThe shop works with this service.' : `\n${breaking} difference(s) would break the shop.`,
);
process.exit(breaking === 0 ? 0 : 1);
