// The sandbox is a package of its own, and the shop's production server runs without a TypeScript loader
// (docs/deployment.md, "What runs in production").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Manifest = { scripts: Record<string, string>; dependencies: Record<string, string>; workspaces?: string[] };
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;
const shop = read('package.json');
const sandbox = read('sandbox/package.json');

describe('packages', () => {
  it("keeps the sandbox's server, database and spreadsheet libraries out of the shop's production dependencies", () => {
    expect(shop.workspaces).toEqual(['sandbox']);
    for (const name of ['hono', '@hono/node-server', 'better-sqlite3', 'jose', 'exceljs']) {
      expect(sandbox.dependencies).toHaveProperty(name);
      expect(shop.dependencies).not.toHaveProperty(name);
    }
  });

  it('serves the shop with plain node: neither tsx nor concurrently is a production dependency', () => {
    expect(shop.scripts.serve).toBe('node .next/shop-server/main.mjs');
    expect(shop.dependencies).not.toHaveProperty('tsx');
    expect(shop.dependencies).not.toHaveProperty('concurrently');
  });
});
