// `npm run lint` (second half): every contract document is valid OpenAPI 3.1 and passes Redocly's recommended
// rules (contracts/redocly.yaml). Exits 1 on any error or warning.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core';
import { DOCUMENTS } from '../../contracts/hosts';

const directory = path.resolve(import.meta.dirname, '../../contracts');
const config = await loadConfig({ configPath: path.join(directory, 'redocly.yaml') });
let failed = 0;
for (const document of DOCUMENTS) {
  const ref = path.join(directory, document.file);
  if (!existsSync(ref)) {
    failed += 1;
    console.error(`contracts/${document.file} is missing`);
    continue;
  }
  const problems = await lint({ ref, config });
  const totals = getTotals(problems);
  if (totals.errors + totals.warnings > 0) {
    failed += 1;
    formatProblems(problems, { format: 'stylish', totals, version: 'contracts', maxProblems: 100 });
  }
}
console.log(
  failed === 0 ? `contracts: ${DOCUMENTS.length} documents valid` : `contracts: ${failed} document(s) with problems`,
);
process.exit(failed === 0 ? 0 : 1);
