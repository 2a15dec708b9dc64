// contracts/usage.ts: the operations and schema members the shop uses, found in its sources by the compiler.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUsage, isSandboxRoute, type Usage } from '@/contracts/usage';

// Written as openapi-typescript writes contracts/generated/<host>.ts.
const GENERATED = `export type components = {
  schemas: {
    Base: { id: number; createdBy: string };
    Order: components['schemas']['Base'] & {
      number: string;
      status: 'Pending' | 'Paid';
      items: components['schemas']['Item'][];
      shipping: { city: string; street: string } | null;
      notes: string;
    };
    Item: { title: string; price: number; hidden: boolean; tags: { [key: string]: string } };
    Unused: { never: string };
  };
};
`;

const SERVICE = `import type { components } from './generated';
type Order = components['schemas']['Order'];
declare const client: { get<T>(url: string, options?: unknown): Promise<T>; post<T>(url: string): Promise<T> };
const API = '/wp-json/wp/v2';
export const getOrder = () => client.get<Order>('/api/services/app/Order/Get');
export const approve = () => client.post<null>('/api/services/app/Order/Approve');
export function terms(collection: 'categories' | 'tags', id: number) {
  return [client.get(\`\${API}/\${collection}\`), client.get(\`\${API}/posts/\${id}\`)];
}
export const bankPage = (base: string) => \`\${base}/fa/User/Payment/PaymentRequest?tokenId=1\`;
export const picture = '/files/products/x.svg';
`;

const PAGE = `import type { components } from './generated';
import { getOrder } from './service';
type Order = components['schemas']['Order'];
export async function render() {
  const order: Order | null = await getOrder();
  const { number, items } = order!;
  const first = items[0];
  return [order?.id, order?.['status'], order?.shipping?.city, number, first.title, first.tags['any']];
}
`;

let directory: string;
let usage: Usage;

beforeAll(() => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'contracts-usage-'));
  for (const [name, text] of [
    ['generated.ts', GENERATED],
    ['service.ts', SERVICE],
    ['page.ts', PAGE],
  ])
    writeFileSync(path.join(directory, name), text);
  usage = findUsage({
    sources: ['service.ts', 'page.ts'].map((name) => path.join(directory, name)),
    generated: { commerce: path.join(directory, 'generated.ts') },
    documented: {
      commerce: [
        { method: 'get', path: '/api/services/app/Order/Get' },
        { method: 'post', path: '/api/services/app/Order/Approve' },
        { method: 'get', path: '/api/services/app/Order/GetAll' },
        { method: 'get', path: '/fa/User/Payment/PaymentRequest' },
        { method: 'get', path: '/files/products/{file}' },
      ],
      blog: [
        { method: 'get', path: '/wp-json/wp/v2/categories' },
        { method: 'get', path: '/wp-json/wp/v2/tags' },
        { method: 'get', path: '/wp-json/wp/v2/users' },
        { method: 'get', path: '/wp-json/wp/v2/posts/{id}' },
      ],
    },
    compilerOptions: { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
});

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('contracts usage', () => {
  it('lists the operations the service modules name, with the method of the call', () => {
    expect(usage.commerce.operations).toEqual([
      'GET /api/services/app/Order/Get',
      'POST /api/services/app/Order/Approve',
    ]);
  });

  it('expands a template whose parts are constants or unions of literals, and lets any other part be one segment', () => {
    expect(usage.blog.operations).toEqual([
      'GET /wp-json/wp/v2/categories',
      'GET /wp-json/wp/v2/posts/{id}',
      'GET /wp-json/wp/v2/tags',
    ]);
  });

  it('never lists the sandbox’s own routes: its files and the bank page', () => {
    expect(usage.commerce.operations.some(isSandboxRoute)).toBe(false);
    expect(isSandboxRoute('/files/products/{file}')).toBe(true);
    expect(isSandboxRoute('/fa-IR/Reserves/Payment/PaymentRequest')).toBe(true);
    expect(isSandboxRoute('/__sandbox/reset')).toBe(true);
    expect(isSandboxRoute('/api/services/app/Order/Get')).toBe(false);
  });

  it('records members read by property access, optional chaining, element access and destructuring, per schema', () => {
    expect(usage.commerce.reads).toEqual({
      // id through the intersection lands on the schema that declares it.
      Base: ['id'],
      Item: ['tags', 'title'],
      Order: ['items', 'number', 'shipping', 'shipping.city', 'status'],
    });
  });

  it('leaves out what is never read: members, and schemas', () => {
    expect(usage.commerce.reads.Order).not.toContain('notes');
    expect(usage.commerce.reads.Unused).toBeUndefined();
  });
});
