// contracts:diff: what it says about a published document, and its exit code.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { compareDocuments } from '@/contracts/compare';
import { readContract, readDocument, readNamedContract, type OpenApiDocument } from '@/contracts/documents';
import type { HostUsage, Usage } from '@/contracts/usage';

const SWAGGER = 'tests/contracts/fixtures/discount.swagger.json';
const directories: string[] = [];

afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function temporaryDirectory(): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'contracts-test-'));
  directories.push(directory);
  return directory;
}

type EditableSchema = { properties: Record<string, unknown>; required: string[]; enum: unknown[] };
type EditableDocument = { paths: Record<string, unknown>; components: { schemas: Record<string, EditableSchema> } };

/** A copy of our discount document (with abp.yaml beside it, for its $refs) changed by `edit`. */
function editedDiscountDocument(edit: (document: EditableDocument) => void): string {
  const directory = temporaryDirectory();
  copyFileSync('contracts/abp.yaml', path.join(directory, 'abp.yaml'));
  const document = parse(readFileSync('contracts/discount.openapi.yaml', 'utf8'));
  edit(document);
  const file = path.join(directory, 'discount.openapi.yaml');
  writeFileSync(file, stringify(document));
  return file;
}

/** The tool run as `npm run contracts:diff` runs it; asynchronous, so a server of the test can answer it. */
function runDiff(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'scripts/contracts/diff.mts', ...args]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const lines = (findings: ReturnType<typeof compareDocuments>) =>
  findings.map((finding) => `${finding.kind}: ${finding.where} ${finding.message} [${finding.operations.join(', ')}]`);

/** A small dereferenced OpenAPI document: each path answers its schema (no envelope). */
function documentOf(answers: Record<string, Record<string, unknown>>, extra: Record<string, unknown> = {}) {
  return {
    openapi: '3.1.0',
    paths: Object.fromEntries(
      Object.entries(answers).map(([route, schema]) => [
        route,
        {
          get: {
            responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
            ...extra,
          },
        },
      ]),
    ),
  } as unknown as OpenApiDocument;
}

const usageOf = (operations: string[], reads: Record<string, string[]>): HostUsage => ({ operations, reads });

describe('contracts:diff, what it compares', () => {
  it('finds nothing that breaks when a document is read against itself', async () => {
    const ours = await readNamedContract('commerce');
    const usage = (JSON.parse(readFileSync('contracts/generated/usage.json', 'utf8')) as Usage).commerce;
    expect(compareDocuments(ours, ours, usage).filter((finding) => finding.kind === 'breaks')).toEqual([]);
  });

  it('counts only operations the shop calls and members it reads', () => {
    const order = {
      'x-schema-name': 'Order',
      type: 'object',
      properties: { id: { type: 'integer' }, note: { type: 'string' }, status: { type: 'string' } },
    };
    const ours = documentOf({ '/Order/Get': order, '/Order/Export': order });
    const theirs = documentOf({ '/order/get': { type: 'object', properties: { id: { type: 'string' } } } });
    const usage = usageOf(['GET /Order/Get'], { Order: ['id', 'status'] });
    expect(lines(compareDocuments(ours, theirs, usage))).toEqual([
      'breaks: Order.id is string there, integer or number here [GET /Order/Get]',
      'breaks: Order.status is read by the shop and missing there [GET /Order/Get]',
    ]);
    // Without usage every documented operation and member counts, as before.
    expect(compareDocuments(ours, theirs).filter((finding) => finding.kind === 'breaks')).toHaveLength(4);
  });

  it('reports one problem of one schema once, with every operation that meets it', () => {
    const step = {
      'x-schema-name': 'Step',
      type: 'object',
      properties: { isDone: { type: 'boolean' } },
    };
    const ours = documentOf({ '/Order/Get': step, '/Order/GetAll': { type: 'array', items: step } });
    const theirStep = { type: 'object', properties: { status: { type: 'string' } } };
    const theirs = documentOf({ '/Order/Get': theirStep, '/Order/GetAll': { type: 'array', items: theirStep } });
    const usage = usageOf(['GET /Order/Get', 'GET /Order/GetAll'], { Step: ['isDone'] });
    expect(lines(compareDocuments(ours, theirs, usage))).toEqual([
      'breaks: Step.isDone is read by the shop and missing there [GET /Order/Get, GET /Order/GetAll]',
    ]);
  });

  it('reads a member inside an inline object by its path from the schema', () => {
    const ours = documentOf({
      '/Item': {
        'x-schema-name': 'Item',
        type: 'object',
        properties: {
          variant: { type: 'object', properties: { product: { type: 'object' }, sku: { type: 'string' } } },
        },
      },
    });
    const theirs = documentOf({
      '/Item': { type: 'object', properties: { variant: { type: 'object', properties: {} } } },
    });
    expect(lines(compareDocuments(ours, theirs, usageOf(['GET /Item'], { Item: ['variant', 'variant.sku'] })))).toEqual(
      ['breaks: Item.variant.sku is read by the shop and missing there [GET /Item]'],
    );
  });

  it('understands maps: values compared with values, a member we read found among a map’s keys', () => {
    const ours = documentOf({
      '/Prices': { type: 'object', additionalProperties: { type: 'integer' } },
      '/Avatar': { 'x-schema-name': 'Avatar', type: 'object', properties: { '48': { type: 'string' } } },
    });
    const theirs = documentOf({
      '/Prices': { type: 'object', additionalProperties: { type: 'string' } },
      '/Avatar': { type: 'object', additionalProperties: { type: 'string' } },
    });
    expect(lines(compareDocuments(ours, theirs, usageOf(['GET /Prices', 'GET /Avatar'], { Avatar: ['48'] })))).toEqual([
      'breaks: GET /Prices result{} is string there, integer or number here [GET /Prices]',
    ]);
    const named = documentOf({ '/Prices': { type: 'object', properties: { irr: { type: 'boolean' } } } });
    expect(lines(compareDocuments(ours, named, usageOf(['GET /Prices'], {})))).toEqual([
      'breaks: GET /Prices result.irr is boolean there, integer or number here [GET /Prices]',
    ]);
  });

  it('takes a member that is only ever null there as no conflict when the shop reads it as nullable', () => {
    const ours = documentOf({
      '/User': {
        'x-schema-name': 'User',
        type: 'object',
        properties: { nickname: { type: ['string', 'null'] }, email: { type: 'string' } },
      },
    });
    const theirs = documentOf({
      '/User': {
        type: 'object',
        properties: { nickname: { type: 'null' }, email: { nullable: true, enum: [null] } },
      },
    });
    expect(lines(compareDocuments(ours, theirs, usageOf(['GET /User'], { User: ['email', 'nickname'] })))).toEqual([
      'breaks: User.email is always null there, string here [GET /User]',
    ]);
  });

  it('lists what differs in a result we marked x-proposed as proposed, not as a break', () => {
    const ours = documentOf({
      '/Approve': {
        'x-schema-name': 'Approved',
        'x-proposed': true,
        type: 'object',
        properties: { paidTime: { type: 'string' } },
      },
      '/Account': {
        'x-schema-name': 'Account',
        'x-proposed': true,
        type: 'object',
        properties: { id: { type: 'integer' } },
      },
    });
    const theirs = documentOf({ '/Approve': { type: 'object', properties: { success: { type: 'boolean' } } } });
    theirs.paths['/Account'] = { get: { responses: { '200': { description: 'ok' } } } };
    const findings = compareDocuments(
      ours,
      theirs,
      usageOf(['GET /Approve', 'GET /Account'], { Approved: ['paidTime'], Account: ['id'] }),
    );
    expect(lines(findings)).toEqual([
      'proposed: Approved.paidTime is read by the shop and missing there [GET /Approve]',
      'proposed: GET /Account result is read by the shop and the service documents no answer [GET /Account]',
    ]);
  });

  it('never compares the sandbox’s own routes: its files and the bank page', () => {
    const ours = documentOf({
      '/files/products/{file}': { type: 'string' },
      '/fa/User/Payment/PaymentRequest': { type: 'string' },
    });
    expect(compareDocuments(ours, documentOf({}))).toEqual([]);
  });

  it('tells a changed type, a value the shop does not know, a field the service requires, and a proposed field apart', async () => {
    const ours = await readContract('discount');
    const theirs = await readDocument(
      editedDiscountDocument((document) => {
        const schemas = document.components.schemas;
        schemas.RegisteredDiscount.properties.discountAmount = { type: 'string' };
        schemas.RegisterDiscountInput.properties.channel = { type: 'string' };
        schemas.RegisterDiscountInput.required.push('channel');
        schemas.DiscountErrorCode.enum.push(6106);
      }),
    );
    const proposedOurs = structuredClone(ours);
    // The answer's schema holds its own copy after dereferencing: add the proposal there.
    const answer = proposedOurs.paths['/api/services/app/Discount/Register'].post!.responses['200'].content![
      'application/json'
    ].schema as {
      allOf: { properties?: { result?: { properties: Record<string, unknown>; 'x-proposed'?: boolean } } }[];
    };
    // The answer we read, as if not proposed (ours is: the production client reads none of it), with one proposed field.
    const result = answer.allOf[1].properties!.result! as {
      properties: Record<string, unknown>;
      'x-proposed'?: boolean;
    };
    delete result['x-proposed'];
    result.properties.savedPercent = { type: 'integer', 'x-proposed': true };

    const findings = lines(compareDocuments(proposedOurs, theirs)).map((line) => line.replace(/ \[.*\]$/, ''));
    expect(findings).toContain(
      'breaks: POST /api/services/app/Discount/Register result.discountAmount is string there, integer or number here',
    );
    expect(findings).toContain(
      'breaks: POST /api/services/app/Discount/Register body.channel is required there and the shop does not send it',
    );
    expect(findings).toContain(
      'proposed: POST /api/services/app/Discount/Register result.savedPercent is a field we proposed; the service does not have it yet',
    );
  });
});

describe('contracts:diff, the command', () => {
  let server: Server;
  let base: string;
  const files: Record<string, string> = {};

  beforeAll(async () => {
    const swagger = JSON.parse(readFileSync(SWAGGER, 'utf8'));
    // The same document split in two: its definitions in a second file, named by a relative $ref.
    const { definitions } = swagger;
    files['/docs/split/swagger.json'] = JSON.stringify(swagger, (key, value) =>
      key === 'definitions'
        ? undefined
        : typeof value === 'string' && key === '$ref'
          ? value.replace('#/definitions/', './definitions.json#/')
          : value,
    );
    files['/docs/split/definitions.json'] = JSON.stringify(definitions, (key, value) =>
      key === '$ref' && typeof value === 'string' ? value.replace('#/definitions/', '#/') : value,
    );
    files['/docs/dangling/swagger.json'] = files['/docs/split/swagger.json'];
    server = createServer((request, response) => {
      const body = files[request.url ?? ''];
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      response.end(body ?? '{"error":"not found"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads an ABP swagger.json (Swagger 2, answers without the envelope) and finds the shop works with it', async () => {
    const { status, stdout } = await runDiff(SWAGGER, '--host', 'discount');
    expect(stdout).toContain('The shop works with this service.');
    expect(status).toBe(0);
  });

  it('resolves relative $refs against a URL as against a file', async () => {
    const { status, stdout, stderr } = await runDiff(`${base}/docs/split/swagger.json`, '--host', 'discount');
    expect(stderr).toBe('');
    expect(stdout).toContain('The shop works with this service.');
    expect(status).toBe(0);
  });

  it('names an operation the shop calls that is missing there, and exits 1', async () => {
    const file = editedDiscountDocument((document) => {
      delete document.paths['/api/services/app/Discount/Remove'];
    });
    const { status, stdout } = await runDiff(file, '--host', 'discount');
    expect(stdout).toContain('DELETE /api/services/app/Discount/Remove is called by the shop and missing there');
    expect(stdout).toContain('1 difference(s) would break the shop.');
    expect(status).toBe(1);
  });

  it.each([
    [
      'malformed JSON',
      () => writeTemporary('broken.json', '{"swagger": "2.0", "paths": {'),
      /is neither JSON nor YAML/,
    ],
    [
      'a document that is not OpenAPI',
      () => writeTemporary('other.json', '{"name": "shop", "version": "1.0.0"}'),
      /neither an OpenAPI 3 nor a Swagger 2 document/,
    ],
    ['a file that is not there', () => '/nonexistent/swagger.json', /cannot read \/nonexistent\/swagger.json: ENOENT/],
    ['a URL that answers 404', () => `${base}/docs/missing/swagger.json`, /answered HTTP 404 Not Found$/],
    [
      'a $ref that does not resolve',
      () => `${base}/docs/dangling/swagger.json`,
      /Can't resolve \$ref.*definitions\.json/,
    ],
  ])('exits 2 on %s, with one line and no stack trace', async (_, source, reason) => {
    const { status, stdout, stderr } = await runDiff(source(), '--host', 'discount');
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr.trim()).toMatch(/^contracts:diff: /);
    expect(stderr.trim()).toMatch(reason);
    expect(status).toBe(2);
  });

  it('prints its usage with --help and exits 0', async () => {
    const { status, stdout } = await runDiff('--help');
    expect(stdout).toMatch(/^usage: npm run contracts:diff -- <file or URL>/);
    expect(stdout).toContain('2 the document cannot be read');
    expect(status).toBe(0);
  });
});

function writeTemporary(name: string, text: string): string {
  const file = path.join(temporaryDirectory(), name);
  writeFileSync(file, text);
  return file;
}
