// @vitest-environment node
// A difference from the document is counted once per answer or note, on upstream_contract_mismatch_total by
// service and operationId, and logged once per operation and field per window, not once per request.
import { Writable } from 'node:stream';
import { createDriftRecorder, DRIFT_LOG_WINDOW_MS } from '@/server/drift-recorder';
import { createLogger } from '@/server/logger';
import { createMetrics } from '@/server/metrics';
import type { UpstreamAnswer } from '@/services/observer';

let lines: Record<string, unknown>[];
let metrics: ReturnType<typeof createMetrics>;
let clock = 1_000;

function recorder(level = 'info') {
  lines = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  metrics = createMetrics({ processMetrics: false });
  return createDriftRecorder({
    metrics,
    logger: createLogger({ destination, level, format: 'json' }),
    defer: (task) => task(),
    now: () => clock,
  });
}

const renamed: UpstreamAnswer = {
  service: 'commerce',
  method: 'GET',
  path: '/api/services/app/Brand/GetBySlug',
  status: 200,
  body: { result: { id: 1 }, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true },
};

async function mismatches(): Promise<string[]> {
  const text = await metrics.registry.metrics();
  return text.split('\n').filter((line) => line.startsWith('upstream_contract_mismatch_total{'));
}

describe('counting and logging drift', () => {
  it('counts every answer that differs, and logs each field of an operation once per window', async () => {
    const drift = recorder();
    drift.answer(renamed);
    drift.answer(renamed);
    expect(await mismatches()).toEqual([
      'upstream_contract_mismatch_total{service="commerce",operation="Brand_GetBySlug"} 2',
    ]);
    const logged = lines.filter((line) => line.msg === 'a service answered what its document does not say');
    expect(logged.map((line) => line.field)).toEqual([
      'name',
      'slug',
      'isDefault',
      'fileUniqKey',
      'filePath',
      'fileTitleAttribute',
      'fileAltAttribute',
      'description',
    ]);
    expect(logged[0]).toMatchObject({
      level: 'warn',
      service: 'commerce',
      operation: 'Brand_GetBySlug',
      kind: 'shape',
    });
    clock += DRIFT_LOG_WINDOW_MS - 1;
    drift.answer(renamed);
    expect(lines.filter((line) => line.field === 'name')).toHaveLength(1);
    clock += 2;
    drift.answer(renamed);
    expect(lines.filter((line) => line.field === 'name')).toHaveLength(2);
  });

  it('counts a withdrawn operation under its operationId', async () => {
    const drift = recorder();
    const path = '/api/services/app/Product/GetSimilar';
    drift.answer({ service: 'commerce', method: 'GET', path, status: 404, body: '' });
    drift.answer({ service: 'commerce', method: 'GET', path, status: 404, body: '' });
    expect(await mismatches()).toEqual([
      'upstream_contract_mismatch_total{service="commerce",operation="Product_GetSimilar"} 2',
    ]);
    expect(lines).toEqual([expect.objectContaining({ field: '(operation)', kind: 'withdrawn' })]);
  });

  it("counts a reader's own notes the same way, and says where they came from", async () => {
    const drift = recorder();
    drift.drift({ service: 'commerce', operation: 'Order_Get', field: 'items[].product' }, 'browser');
    drift.drift({ service: 'commerce', operation: 'Order_Get', field: 'items[].product' }, 'server');
    expect(await mismatches()).toEqual([
      'upstream_contract_mismatch_total{service="commerce",operation="Order_Get"} 2',
    ]);
    expect(lines).toEqual([expect.objectContaining({ field: 'items[].product', kind: 'reader', from: 'browser' })]);
  });

  it('counts nothing for an answer as documented', async () => {
    const drift = recorder();
    drift.answer({ ...renamed, status: 500 });
    drift.answer({ ...renamed, path: '/api/services/app/Nothing/Here' });
    expect(await mismatches()).toEqual([]);
    expect(lines).toEqual([]);
  });
});
