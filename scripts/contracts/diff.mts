// `npm run contracts:diff -- <file or URL> [--host NAME]`: reads a service's published document (an ABP
// swagger.json, Swagger 2 or OpenAPI 3, JSON or YAML) against ours and says in plain words what would break the
// shop. Exits 1 when something would, 0 otherwise. See docs/contracts/README.md, "Checking a real service".
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
// swagger2openapi ships no types; convertObj resolves to { openapi } (the converted document).
// @ts-expect-error no declaration file
import swagger2openapi from 'swagger2openapi';
import { compareDocuments, likelyHost, type Finding } from '../../contracts/compare';
import { readContract, readDocument, type OpenApiDocument } from '../../contracts/documents';
import { HOSTS, type HostName } from '../../contracts/hosts';

function usage(message: string): never {
  console.error(`${message}\nusage: npm run contracts:diff -- <file or URL> [--host ${HOSTS.join('|')}]`);
  process.exit(2);
}

const args = process.argv.slice(2);
const hostIndex = args.indexOf('--host');
const hostArgument = hostIndex >= 0 ? args[hostIndex + 1] : undefined;
const source = args.find((arg, index) => !arg.startsWith('--') && (hostIndex < 0 || index !== hostIndex + 1));
if (!source) usage('name the published document to compare');
if (hostArgument !== undefined && !HOSTS.includes(hostArgument as HostName)) usage(`unknown host ${hostArgument}`);

async function readPublished(ref: string): Promise<OpenApiDocument> {
  const text = /^https?:\/\//.test(ref) ? await (await fetch(ref)).text() : readFileSync(ref, 'utf8');
  let parsed = parse(text) as Record<string, unknown>;
  const remote = /^https?:\/\//.test(ref);
  // A file of OpenAPI 3 is read where it is, so its relative $refs resolve as ours do.
  if (!remote && parsed?.swagger !== '2.0') return readDocument(path.resolve(ref));
  if (parsed?.swagger === '2.0')
    parsed = (await swagger2openapi.convertObj(parsed, { patch: true, warnOnly: true })).openapi;
  const directory = mkdtempSync(path.join(os.tmpdir(), 'contracts-diff-'));
  try {
    const file = path.join(directory, 'published.json');
    writeFileSync(file, JSON.stringify(parsed));
    return await readDocument(file);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const theirs = await readPublished(source);
let host = hostArgument as HostName | undefined;
if (!host) {
  const candidates = await Promise.all(HOSTS.map(async (name) => ({ name, document: await readContract(name) })));
  host = likelyHost(theirs, candidates) ?? usage('no host of ours shares a path with it: name one with --host');
}
const findings = compareDocuments(await readContract(host), theirs);

const sections: [Finding['kind'], string][] = [
  ['breaks', 'Would break the shop'],
  ['proposed', 'Proposed by us, not in the service yet'],
  ['note', 'Differences that do not break the shop'],
];
console.log(`${source} against contracts/${host}.openapi.yaml`);
for (const [kind, title] of sections) {
  const lines = findings.filter((finding) => finding.kind === kind);
  if (lines.length === 0) continue;
  console.log(`\n${title} (${lines.length}):`);
  for (const finding of lines) console.log(`  - ${finding.where} ${finding.message}`);
}
const breaking = findings.filter((finding) => finding.kind === 'breaks').length;
console.log(
  breaking === 0 ? '\nThe shop works with this service.' : `\n${breaking} difference(s) would break the shop.`,
);
process.exit(breaking === 0 ? 0 : 1);
