// Payment host over real HTTP: TransactionDeposit/GetAll's filters, CreationTimeFrom, CreationTimeTo and Type
// (docs/contracts/payment.md, "Ledger"; CONTRACTS §12.8).
import { request, sandboxForThisFile, type AbpBody } from './helpers';
import { paymentCalls } from './payment-calls';

const sandbox = sandboxForThisFile();
const { app, newShopper, demoToken, chargeToken, decide, transactions } = paymentCalls(sandbox);

/** A shopper with four charges at known Tehran times, around the day boundary of 2025-11-02 (Tehran is UTC+3:30). */
let token: string;
beforeAll(async () => {
  token = await newShopper();
  vi.useFakeTimers({ toFake: ['Date'] });
  const charges = [
    ['2025-11-01T20:29:59Z', 100_000], // 2025-11-01 23:59:59 Tehran
    ['2025-11-01T20:30:00Z', 200_000], // 2025-11-02 00:00:00 Tehran
    ['2025-11-02T20:29:59Z', 300_000], // 2025-11-02 23:59:59 Tehran
    ['2025-11-02T20:30:00Z', 400_000], // 2025-11-03 00:00:00 Tehran
  ] as const;
  for (const [at, amount] of charges) {
    vi.setSystemTime(new Date(at));
    await decide(await chargeToken(token, amount), 'pay');
  }
  vi.useRealTimers();
});

const amounts = async (query: string) => (await transactions(token, query)).items.map((item) => item.amount);
const getAll = (query: string, who = token) =>
  request<AbpBody>(`${app('TransactionDeposit/GetAll')}?${query}`, { token: who });

describe('TransactionDeposit/GetAll filters', () => {
  it('a Gregorian date is a whole Tehran day: From from its first second, To through its last', async () => {
    expect(await amounts('&CreationTimeFrom=2025-11-02&CreationTimeTo=2025-11-02')).toEqual([300_000, 200_000]);
    expect(await amounts('&CreationTimeFrom=2025-11-02')).toEqual([400_000, 300_000, 200_000]);
    expect(await amounts('&CreationTimeTo=2025-11-01')).toEqual([100_000]);
  });

  it('a date-time without offset is Tehran time, one with an offset as written; a date-time To includes that moment', async () => {
    expect(await amounts('&CreationTimeFrom=2025-11-02T00:00:00&CreationTimeTo=2025-11-02T23:59:59')).toEqual([
      300_000, 200_000,
    ]);
    expect(await amounts('&CreationTimeFrom=2025-11-02 23:59:59')).toEqual([400_000, 300_000]);
    expect(await amounts('&CreationTimeFrom=2025-11-01T20:30:00Z&CreationTimeTo=2025-11-02T20:29:59.000Z')).toEqual([
      300_000, 200_000,
    ]);
    expect(await amounts('&CreationTimeTo=2025-11-02T00:00:00%2B03:30')).toEqual([200_000, 100_000]);
    expect(await amounts('&CreationTimeTo=2025-11-02T00:00:00%2B0330')).toEqual([200_000, 100_000]);
    expect(await amounts('&CreationTimeTo=2025-11-02T00:00:00.0000000')).toEqual([200_000, 100_000]);
    expect(await amounts('&CreationTimeFrom=')).toHaveLength(4);
  });

  it('From after To matches nothing', async () => {
    expect(await amounts('&CreationTimeFrom=2025-11-03&CreationTimeTo=2025-11-01')).toEqual([]);
  });

  it('a value that is not a Gregorian date is a 400 on its member, in Persian', async () => {
    const message = 'تاریخ باید میلادی و به شکل YYYY-MM-DD، یا تاریخ و ساعت ISO (مانند 2025-11-02T14:30:00) باشد.';
    for (const [query, member] of [
      ['CreationTimeFrom=1404/08/11', 'creationTimeFrom'],
      ['CreationTimeFrom=2025-02-30', 'creationTimeFrom'],
      ['CreationTimeTo=yesterday', 'creationTimeTo'],
      ['CreationTimeTo=2025-11-02T24:00:00', 'creationTimeTo'],
      ['CreationTimeTo=Sun Nov 02 2025', 'creationTimeTo'],
    ]) {
      const response = await getAll(query);
      expect(response.status).toBe(400);
      expect(response.body.error!.validationErrors).toEqual([{ message, members: [member] }]);
    }
  });

  it('Type takes any of the ten ledger types, in any case and any array form', async () => {
    const demo = await demoToken();
    const debits = await transactions(demo, '&Type[]=decreasedeposit');
    expect(debits.items.length).toBeGreaterThan(0);
    expect(debits.items.every((item) => item.type === 'DecreaseDeposit' && item.typeStr === 'برداشت')).toBe(true);
    const all = (await transactions(demo)).totalCount;
    for (const query of [
      '&Type=IncreaseDeposit&Type=DecreaseDeposit',
      '&Type[0]=IncreaseDeposit&Type[1]=DecreaseDeposit',
    ]) {
      expect((await transactions(demo, query)).totalCount).toBe(all);
    }
    // The sandbox writes only the two plain types; asking for a finer one is valid and matches nothing.
    expect(await transactions(demo, '&Type=DecreaseDepositBySale&Type=ManualIncreaseDepositByRefund')).toEqual({
      totalCount: 0,
      items: [],
    });
  });

  it('an unknown type is a 400 on type naming it, in Persian', async () => {
    const response = await getAll('Type=IncreaseDeposit&Type=Gift');
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors).toEqual([
      { message: 'نوع تراکنش «Gift» شناخته نیست.', members: ['type'] },
    ]);
  });

  it('dates and types combine, and with paging', async () => {
    const response = await getAll('CreationTimeFrom=2025-11-02&Type=IncreaseDeposit&SkipCount=1&MaxResultCount=1');
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ totalCount: 3, items: [{ amount: 300_000 }] });
  });
});
