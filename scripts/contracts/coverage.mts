// After the sandbox's contract tests (`npm test` runs it after vitest): every operation of every document was
// called, and every status it documents was answered at least once. The framework's answers that are the same
// on every operation of a host (validation, sign-in, a body too large, throttling) count once per host.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { operationsOf, readContract } from '../../contracts/documents';
import { DOCUMENTS } from '../../contracts/hosts';

const HOST_WIDE_STATUSES = new Set(['400', '401', '403', '413', '429']);
const directory = path.resolve('test-results/contract-seen');
if (!existsSync(directory)) {
  console.error(
    'contracts: no test-results/contract-seen: run the sandbox tests first (npx vitest run --project sandbox)',
  );
  process.exit(1);
}
const seen = new Set<string>(
  readdirSync(directory).flatMap((file) => JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as string[]),
);
const seenByHost = new Map<string, Set<string>>();
for (const entry of seen) {
  const [host, , , status] = entry.split(' ');
  if (!seenByHost.has(host)) seenByHost.set(host, new Set());
  seenByHost.get(host)!.add(status);
}

const missing: string[] = [];
let total = 0;
for (const document of DOCUMENTS) {
  const parsed = await readContract(document.name);
  for (const { method, path: route, operation } of operationsOf(parsed)) {
    if (operation['x-not-served']) continue;
    const name = `${document.name} ${method.toUpperCase()} ${route}`;
    for (const status of Object.keys(operation.responses)) {
      total += 1;
      if (seen.has(`${name} ${status}`)) continue;
      if (HOST_WIDE_STATUSES.has(status) && seenByHost.get(document.name)?.has(status)) continue;
      missing.push(`${name} ${status}`);
    }
  }
}
if (missing.length > 0) {
  console.error(
    `contracts: ${missing.length} of ${total} documented answers never came from the sandbox in its tests:`,
  );
  for (const line of missing) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`contracts: all ${total} documented answers came from the sandbox in its tests`);
