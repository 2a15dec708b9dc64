// Every ABP route the shop's service modules name is an operation of that host's contract document.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationsOf, readContract } from '@/contracts/documents';
import { ABP_HOSTS } from '@/contracts/hosts';

const ROUTE = /['"`](\/api\/(?:services\/app|TokenAuth)\/[A-Za-z]+\/?[A-Za-z]*)/g;

describe.each(ABP_HOSTS)('services/%s.ts', (host) => {
  it(`calls only operations of contracts/${host}.openapi.yaml`, async () => {
    const source = readFileSync(`services/${host}.ts`, 'utf8');
    const called = [...new Set([...source.matchAll(ROUTE)].map((match) => match[1]))];
    const documented = new Set(operationsOf(await readContract(host)).map((operation) => operation.path));
    expect(called.length).toBeGreaterThan(0);
    expect(called.filter((route) => !documented.has(route))).toEqual([]);
  });
});
