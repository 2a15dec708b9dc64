// `npm run contracts:types`: the shop's wire types, generated from the contract documents by openapi-typescript
// into contracts/generated/ (committed). `--check` writes nothing and exits 1 when a committed file is not what
// its document gives today (run by `npm test`), so a document changed without its types fails the build.
// Beside them, for the server's check of every answer it reads (docs/contracts/drift.md): operations.ts (each
// host's operations by method, path and operationId) and answers.ts (their 2xx JSON schemas, loosened), so the
// shop never reads a YAML document at run time.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { answersOf, type ContractOperation, type HostAnswers } from '../../contracts/answer-schemas';
import { DOCUMENTS, HOSTS } from '../../contracts/hosts';

const directory = path.resolve(import.meta.dirname, '../../contracts');
const output = path.join(directory, 'generated');
const check = process.argv.includes('--check');

const header = (file: string) =>
  `// Generated from contracts/${file} by \`npm run contracts:types\` (openapi-typescript). Do not edit: change the document.\n\n`;

let stale = 0;
mkdirSync(output, { recursive: true });

function writeOrCheck(name: string, text: string, source: string): void {
  const target = path.join(output, name);
  if (!check) {
    writeFileSync(target, text);
    return;
  }
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== text) {
    stale += 1;
    console.error(`contracts/generated/${name} is not what ${source} gives: run npm run contracts:types`);
  }
}

for (const document of DOCUMENTS) {
  const source = path.join(directory, document.file);
  if (!existsSync(source)) continue;
  const ast = await openapiTS(pathToFileURL(source), {
    // Enum lists as values too (orderStatusValues…): the shop and the sandbox read the same sets from here.
    enumValues: true,
    rootTypes: true,
    exportType: true,
    alphabetize: false,
  });
  writeOrCheck(`${document.name}.ts`, header(document.file) + astToString(ast), `contracts/${document.file}`);
}

/** Where the check's schemas of a host live for ajv; never fetched. */
const ANSWERS_BASE = 'https://contracts.gamino.invalid/';
const config = await loadConfig({ configPath: path.join(directory, 'redocly.yaml') });
const operations: Record<string, ContractOperation[]> = {};
const answers: Record<string, HostAnswers> = {};
for (const host of HOSTS) {
  const bundled = await bundle({ ref: path.join(directory, `${host}.openapi.yaml`), config });
  const made = answersOf(bundled.bundle.parsed as Parameters<typeof answersOf>[0], `${ANSWERS_BASE}${host}`);
  operations[host] = made.operations;
  answers[host] = made.host;
}
const generatedHeader = (what: string) =>
  `// Generated from contracts/<host>.openapi.yaml by \`npm run contracts:types\` (contracts/answer-schemas.ts): ${what}. Do not edit: change the document.\n\n`;
writeOrCheck(
  'operations.ts',
  generatedHeader("each host's operations, by method and path template") +
    `export type ContractOperation = { id: string; method: string; path: string; notFound: boolean };\n\n` +
    `export const OPERATIONS = ${JSON.stringify(operations, null, 1)} as const satisfies Record<string, readonly ContractOperation[]>;\n`,
  'the host documents',
);
writeOrCheck(
  'answers.ts',
  generatedHeader("the JSON schemas of their 2xx answers, loosened for the server's check; server only") +
    `export const ANSWERS_BASE = ${JSON.stringify(ANSWERS_BASE)};\n\n` +
    `export const ANSWERS: Record<string, { defs: Record<string, unknown>; answers: Record<string, Record<string, unknown>> }> = ${JSON.stringify(answers)};\n`,
  'the host documents',
);
if (check && stale === 0) console.log('contracts: generated types are current');
process.exit(stale === 0 ? 0 : 1);
