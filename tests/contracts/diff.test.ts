// contracts:diff: what it says about a published document, and its exit code.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { compareDocuments } from '@/contracts/compare';
import { readContract, readDocument } from '@/contracts/documents';

const SWAGGER = 'tests/contracts/fixtures/discount.swagger.json';
const directories: string[] = [];

afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

type EditableSchema = { properties: Record<string, unknown>; required: string[]; enum: unknown[] };
type EditableDocument = { paths: Record<string, unknown>; components: { schemas: Record<string, EditableSchema> } };

/** A copy of our discount document (with abp.yaml beside it, for its $refs) changed by `edit`. */
function editedDiscountDocument(edit: (document: EditableDocument) => void): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'contracts-test-'));
  directories.push(directory);
  copyFileSync('contracts/abp.yaml', path.join(directory, 'abp.yaml'));
  const document = parse(readFileSync('contracts/discount.openapi.yaml', 'utf8'));
  edit(document);
  const file = path.join(directory, 'discount.openapi.yaml');
  writeFileSync(file, stringify(document));
  return file;
}

function runDiff(...args: string[]) {
  const result = spawnSync('npx', ['tsx', 'scripts/contracts/diff.mts', ...args], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('contracts:diff', () => {
  it('finds nothing that breaks when a document is read against itself', async () => {
    const ours = await readContract('discount');
    expect(compareDocuments(ours, ours).filter((finding) => finding.kind === 'breaks')).toEqual([]);
  });

  it('reads an ABP swagger.json (Swagger 2, answers without the envelope) and finds the shop works with it', () => {
    const { status, output } = runDiff(SWAGGER, '--host', 'discount');
    expect(output).toContain('The shop works with this service.');
    expect(status).toBe(0);
  });

  it('names an operation the shop calls that is missing and a field it reads that was renamed, and exits 1', () => {
    const file = editedDiscountDocument((document) => {
      delete document.paths['/api/services/app/Discount/Remove'];
      const registered = document.components.schemas.RegisteredDiscount;
      registered.properties.amountPayable = registered.properties.payableAmount;
      delete registered.properties.payableAmount;
      registered.required = registered.required.map((name) => (name === 'payableAmount' ? 'amountPayable' : name));
    });
    const { status, output } = runDiff(file, '--host', 'discount');
    expect(output).toContain('DELETE /api/services/app/Discount/Remove is called by the shop and missing there');
    expect(output).toContain(
      'POST /api/services/app/Discount/Register result.payableAmount is read by the shop and missing there',
    );
    expect(output).toContain('2 difference(s) would break the shop.');
    expect(status).toBe(1);
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
    const result = proposedOurs.components!.schemas!.RegisteredDiscount as {
      properties: Record<string, Record<string, unknown>>;
    };
    result.properties.savedPercent = { type: 'integer', 'x-proposed': true };
    // The answer's schema holds its own copy after dereferencing: add the proposal there too.
    const answer = proposedOurs.paths['/api/services/app/Discount/Register'].post!.responses['200'].content![
      'application/json'
    ].schema as {
      allOf: { properties?: { result?: { properties: Record<string, unknown> } } }[];
    };
    answer.allOf[1].properties!.result!.properties.savedPercent = { type: 'integer', 'x-proposed': true };

    const findings = compareDocuments(proposedOurs, theirs).map(
      (finding) => `${finding.kind}: ${finding.where} ${finding.message}`,
    );
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
