// Payment host over real HTTP: the wallet balance and its ledger
// (docs/contracts/payment.md, "Balance" and "Ledger").
import { DEMO_WALLET_BALANCE } from '@/sandbox/seed/demo';
import { request, sandboxForThisFile, type AbpBody } from './helpers';
import { paymentCalls, type Transaction, type Paged } from './payment-calls';

const sandbox = sandboxForThisFile();
const { app, newShopper, demoToken, balanceOf, chargeToken, decide, transactions } = paymentCalls(sandbox);
afterEach(() => {
  vi.useRealTimers();
});

describe('Deposit/GetBalance', () => {
  it('the demo wallet starts at DEMO_WALLET_BALANCE in IRR', async () => {
    const response = await request(app('Deposit/GetBalance'), { token: await demoToken() });
    expect(response.body.result).toEqual({ amount: DEMO_WALLET_BALANCE, currencyType: 'IRR' });
  });

  it.each(['Deposit/GetBalance', 'UserDepositBankGateway/GetAll?CurrencyType=IRR', 'TransactionDeposit/GetAll'])(
    '%s needs a login: 401',
    async (path) => {
      const response = await request(app(path));
      expect(response.status).toBe(401);
      expect(response.body.unAuthorizedRequest).toBe(true);
    },
  );
});

describe('TransactionDeposit/GetAll', () => {
  it('the demo ledger sums to the balance and is newest first', async () => {
    const token = await demoToken();
    const ledger = await transactions(token);
    expect(ledger.totalCount).toBeGreaterThanOrEqual(4);
    const times = ledger.items.map((item) => item.creationTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(ledger.items.reduce((sum, item) => sum + item.amount, 0)).toBe(await balanceOf(token));
  });

  it('items carry type, Persian typeStr, information, an offset-free creationTime and Jalali date strings', async () => {
    const token = await newShopper();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-14T15:33:45Z')); // 19:03:45 in Tehran
    await decide(await chargeToken(token, 500_000), 'pay');
    vi.useRealTimers();
    const [item] = (await transactions(token)).items;
    expect(item).toMatchObject({
      amount: 500_000,
      currencyType: 'IRR',
      type: 'IncreaseDeposit',
      typeStr: 'افزایش اعتبار',
      information: 'شارژ کیف پول از درگاه بانک سامان',
      creationTime: '2025-12-14T19:03:45',
      creationDateStr: '1404/09/23',
      creationTimeStr: '19:03',
    });
  });

  it('pages with SkipCount/MaxResultCount, newest first', async () => {
    const token = await newShopper();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const [day, amount] of [
      [1, 100_000],
      [2, 200_000],
      [3, 300_000],
    ] as const) {
      vi.setSystemTime(new Date(`2025-11-0${day}T08:00:00Z`));
      await decide(await chargeToken(token, amount), 'pay');
    }
    vi.useRealTimers();
    const first = await request<AbpBody<Paged<Transaction>>>(
      `${app('TransactionDeposit/GetAll')}?SkipCount=0&MaxResultCount=2`,
      { token },
    );
    const second = await request<AbpBody<Paged<Transaction>>>(
      `${app('TransactionDeposit/GetAll')}?skipcount=2&maxresultcount=2`,
      { token },
    );
    expect(first.body.result!.totalCount).toBe(3);
    expect(first.body.result!.items.map((item) => item.amount)).toEqual([300_000, 200_000]);
    expect(second.body.result!.items.map((item) => item.amount)).toEqual([100_000]);

    const window = await transactions(token, '&CreationTimeFrom=2025-11-02&CreationTimeTo=2025-11-02');
    expect(window.items.map((item) => item.amount)).toEqual([200_000]);
  });

  it('filters by Type in any array form', async () => {
    const ledger = await transactions(await demoToken(), '&Type[0]=DecreaseDeposit');
    expect(ledger.items.length).toBeGreaterThan(0);
    expect(
      ledger.items.every((item) => item.type === 'DecreaseDeposit' && item.typeStr === 'برداشت' && item.amount < 0),
    ).toBe(true);
  });

  it('MaxResultCount out of 1..1000 is a 400', async () => {
    const response = await request(`${app('TransactionDeposit/GetAll')}?MaxResultCount=0`, {
      token: await demoToken(),
    });
    expect(response.status).toBe(400);
    expect(response.body.error!.validationErrors![0].members).toEqual(['maxResultCount']);
  });
});
