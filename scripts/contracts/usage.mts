// `npm run contracts:usage`: what the shop uses of each host's document (contracts/usage.ts), written to
// contracts/generated/usage.json (committed), which contracts:diff reads. `--check` writes nothing and exits 1 when
// the committed file is not what the sources give today (run by `npm test`).
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { operationsOf, readContract } from '../../contracts/documents';
import { HOSTS } from '../../contracts/hosts';
import { findUsage, SHOP_FOLDERS } from '../../contracts/usage';

const root = path.resolve(import.meta.dirname, '../..');
const target = path.join(root, 'contracts/generated/usage.json');
const check = process.argv.includes('--check');

function sourcesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

const started = performance.now();
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: () => {},
  },
);
const documented = Object.fromEntries(
  await Promise.all(
    HOSTS.map(async (host) => [
      host,
      // An operation the sandbox does not serve is one the shop does not call either.
      operationsOf(await readContract(host))
        .filter(({ operation }) => !operation['x-not-served'])
        .map(({ method, path: route }) => ({ method, path: route })),
    ]),
  ),
);
const usage = findUsage({
  sources: SHOP_FOLDERS.flatMap((folder) => sourcesUnder(path.join(root, folder))),
  generated: Object.fromEntries(HOSTS.map((host) => [host, path.join(root, `contracts/generated/${host}.ts`)])),
  documented,
  compilerOptions: config?.options ?? {},
});
const text = `${JSON.stringify(usage, null, 2)}\n`;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (check) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== text) {
    console.error('contracts/generated/usage.json is not what the shop uses today: run npm run contracts:usage');
    process.exit(1);
  }
  console.log(`contracts: usage.json is current (${seconds} s)`);
} else {
  writeFileSync(target, text);
  const counts = HOSTS.map((host) => `${host} ${usage[host].operations.length}`).join(', ');
  console.log(`contracts/generated/usage.json written in ${seconds} s: operations ${counts}`);
}
