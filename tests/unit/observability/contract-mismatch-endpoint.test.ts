// @vitest-environment node
// POST /api/contract-mismatch: a browser's notes of drift reach the server's observer only from a page of this site,
// within the bound, and exactly in the shape services/contract-drift.ts sends, naming a documented operation.
import { POST } from '@/app/api/contract-mismatch/route';
import { MAX_DRIFT_REPORT_BYTES, parseDriftReport } from '@/app/api/contract-mismatch/report';
import { MAX_DRIFTS_PER_REPORT } from '@/services/contract-drift';
import { installServerObserver } from '@/services/observer';

const contractDrift = vi.fn();
const note = { service: 'commerce', operation: 'Order_Get', field: 'items[].product' };

function send(body: BodyInit, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) {
  return POST(
    new Request('http://shop.test/api/contract-mismatch', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
  );
}

beforeEach(() => {
  contractDrift.mockReset();
  installServerObserver({ contractDrift, upstreamRead: vi.fn(), webVitals: vi.fn(), sharedCacheReady: vi.fn() });
});
afterEach(() => installServerObserver(undefined));

describe('POST /api/contract-mismatch', () => {
  it("hands each note of a page of this site to the observer as the browser's", async () => {
    const other = { service: 'payment', operation: 'Deposit_GetBalance', field: 'balance' };
    const response = await send(JSON.stringify({ drifts: [note, other] }));
    expect(response.status).toBe(204);
    expect(contractDrift.mock.calls).toEqual([
      [note, 'browser'],
      [other, 'browser'],
    ]);
  });

  it("refuses another site's page, and a body over the bound before reading it whole", async () => {
    expect((await send(JSON.stringify({ drifts: [note] }), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await send('x'.repeat(MAX_DRIFT_REPORT_BYTES + 1))).status).toBe(413);
    expect(contractDrift).not.toHaveBeenCalled();
  });

  it('refuses anything but the exact shape, so no one can add a label value to the metric', async () => {
    expect((await send(JSON.stringify({ drifts: [{ ...note, operation: 'Made_Up' }] }))).status).toBe(400);
    expect(contractDrift).not.toHaveBeenCalled();
  });
});

describe('the shape of a report', () => {
  it('takes the six services and their documented operationIds only', () => {
    expect(parseDriftReport(JSON.stringify({ drifts: [note] }))).toEqual([note]);
    expect(parseDriftReport(JSON.stringify({ drifts: [{ ...note, service: 'shop' }] }))).toBeNull();
    // An operation of another service is not this service's.
    expect(parseDriftReport(JSON.stringify({ drifts: [{ ...note, operation: 'Deposit_GetBalance' }] }))).toBeNull();
  });

  it('takes a field of 1 to 200 characters, and nothing beside the three members', () => {
    expect(parseDriftReport(JSON.stringify({ drifts: [{ ...note, field: 'x'.repeat(200) }] }))).not.toBeNull();
    expect(parseDriftReport(JSON.stringify({ drifts: [{ ...note, field: 'x'.repeat(201) }] }))).toBeNull();
    expect(parseDriftReport(JSON.stringify({ drifts: [{ ...note, field: '' }] }))).toBeNull();
    expect(parseDriftReport(JSON.stringify({ drifts: [{ ...note, page: '/cart' }] }))).toBeNull();
    expect(parseDriftReport(JSON.stringify({ drifts: [note], extra: 1 }))).toBeNull();
  });

  it(`takes 1 to ${MAX_DRIFTS_PER_REPORT} notes, in JSON`, () => {
    expect(parseDriftReport(JSON.stringify({ drifts: [] }))).toBeNull();
    expect(parseDriftReport(JSON.stringify({ drifts: Array(MAX_DRIFTS_PER_REPORT + 1).fill(note) }))).toBeNull();
    expect(parseDriftReport(JSON.stringify({ drifts: Array(MAX_DRIFTS_PER_REPORT).fill(note) }))).toHaveLength(20);
    expect(parseDriftReport('{"drifts":')).toBeNull();
  });

  it('a full report of the longest fields fits the bound', () => {
    const longest = {
      service: 'commerce',
      operation: 'OrderItemProviderField_GetByOrderItemId',
      field: 'x'.repeat(200),
    };
    const text = JSON.stringify({ drifts: Array(MAX_DRIFTS_PER_REPORT).fill(longest) });
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(MAX_DRIFT_REPORT_BYTES);
  });
});
