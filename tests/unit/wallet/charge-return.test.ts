// The wallet charge's return from the bank (docs/contracts/payment.md, Bank simulator): `status` 1 or 0 as the
// production client reads it, the older words still understood, anything else no outcome and reported as drift.
import { chargeOutcomeOf, OUTCOME_MESSAGES } from '@/components/wallet/outcome';
import { reportContractDrift } from '@/services/contract-drift';

vi.mock('@/services/contract-drift', () => ({ reportContractDrift: vi.fn() }));

beforeEach(() => vi.mocked(reportContractDrift).mockClear());

describe("the wallet charge's return", () => {
  it('reads status 1 as paid and 0 as not paid', () => {
    expect(chargeOutcomeOf('1')).toBe('success');
    expect(chargeOutcomeOf('0')).toBe('failed');
    expect(OUTCOME_MESSAGES[chargeOutcomeOf('0')!]).toMatch(/^پرداخت انجام نشد/);
    expect(reportContractDrift).not.toHaveBeenCalled();
  });

  it('still understands success, failed and canceled', () => {
    expect(chargeOutcomeOf('success')).toBe('success');
    expect(chargeOutcomeOf('failed')).toBe('failed');
    expect(chargeOutcomeOf('canceled')).toBe('canceled');
    expect(reportContractDrift).not.toHaveBeenCalled();
  });

  it('no status, or one given twice, is no outcome and nothing to report', () => {
    expect(chargeOutcomeOf(undefined)).toBeNull();
    expect(chargeOutcomeOf(['1', '0'])).toBeNull();
    expect(chargeOutcomeOf(['1'])).toBe('success');
    expect(reportContractDrift).not.toHaveBeenCalled();
  });

  it('any other value is no outcome and is reported against GatewayReturn_Navigate', () => {
    for (const other of ['2', 'paid', 'OK', '']) expect(chargeOutcomeOf(other)).toBeNull();
    expect(reportContractDrift).toHaveBeenCalledWith({
      service: 'payment',
      operation: 'GatewayReturn_Navigate',
      field: 'status',
    });
  });
});
