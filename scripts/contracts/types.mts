// `npm run contracts:types`: the shop's wire types, generated from the contract documents by openapi-typescript
// into contracts/generated/ (committed). `--check` writes nothing and exits 1 when a committed file is not what
// its document gives today (run by `npm test`), so a document changed without its types fails the build.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { DOCUMENTS } from '../../contracts/hosts';

const directory = path.resolve(import.meta.dirname, '../../contracts');
const output = path.join(directory, 'generated');
const check = process.argv.includes('--check');

const header = (file: string) =>
  `// Generated from contracts/${file} by \`npm run contracts:types\` (openapi-typescript). Do not edit: change the document.\n\n`;

let stale = 0;
mkdirSync(output, { recursive: true });
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
  const text = header(document.file) + astToString(ast);
  const target = path.join(output, `${document.name}.ts`);
  if (check) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (current !== text) {
      stale += 1;
      console.error(
        `contracts/generated/${document.name}.ts is not what contracts/${document.file} gives: run npm run contracts:types`,
      );
    }
  } else {
    writeFileSync(target, text);
  }
}
if (check && stale === 0) console.log('contracts: generated types are current');
process.exit(stale === 0 ? 0 : 1);
