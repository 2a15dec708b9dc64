// The wallet's answers as the observed production client types them (irangamecenter types/payment.ts): a gateway
// without its Persian name or logo, a ledger entry without typeStr or its Jalali strings, of a type or currency
// the document does not name. The wallet shows what it can and reports each member once.
import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { vi } from 'vitest';
import { chargeConfirmed } from '@/components/wallet/outcome';
import { TransactionItem } from '@/components/shared/wallet/TransactionItem';
import { getDepositGateways, getTransactions } from '@/services/payment';
import type { WalletTransaction } from '@/services/types/payment';
import { PAYMENT, abpOk, server, startMswServer } from '../services/msw';

const drift = vi.hoisted(() => vi.fn());
vi.mock('@/services/contract-drift', () => ({ reportContractDrift: drift }));

startMswServer();
beforeEach(() => drift.mockClear());

const entry = (overrides: Partial<WalletTransaction>): WalletTransaction => ({
  id: 41,
  amount: 2_000_000,
  currencyType: 'IRR',
  type: 'IncreaseDeposit',
  typeStr: 'افزایش اعتبار',
  information: 'شارژ کیف پول',
  reserveId: null,
  creationTime: '2025-12-14T19:03:45',
  creationDateStr: '1404/09/23',
  creationTimeStr: '19:03',
  ...overrides,
});

describe('the deposit gateways, read tolerantly', () => {
  it('offers a gateway without displayName or image under its own name, without a logo, and reports both', async () => {
    server.use(
      http.get(`${PAYMENT}/api/services/app/UserDepositBankGateway/GetAll`, () =>
        abpOk([
          {
            keyword: 'Pasargad',
            category: 'Group',
            title: 'درگاه بانک پاسارگاد',
            gateways: [{ id: 9, name: 'PEP', isEnabled: true, form: { elements: [] } }],
          },
          { keyword: 'Empty', category: 'Group' },
        ]),
      ),
    );
    const outcome = await getDepositGateways();
    expect(outcome.ok && outcome.data.gateways).toEqual([
      {
        id: 9,
        name: 'PEP',
        displayName: 'PEP',
        isEnabled: true,
        form: { elements: [] },
        image: { path: '', titleAttribute: null, altAttribute: null },
      },
    ]);
    const fields = drift.mock.calls.map(([note]) => note.field);
    expect(fields).toEqual(['[].gateways[].displayName', '[].gateways[].image', '[].gateways']);
    expect(drift).toHaveBeenCalledWith({
      service: 'payment',
      operation: 'UserDepositBankGateway_GetAll',
      field: '[].gateways[].image',
    });
  });
});

describe('the ledger, read tolerantly', () => {
  it('names an entry without typeStr by its type, an unknown type as a wallet entry, and reports them', async () => {
    server.use(
      http.get(`${PAYMENT}/api/services/app/TransactionDeposit/GetAll`, () =>
        abpOk({
          totalCount: 3,
          items: [
            entry({ id: 1, typeStr: undefined }),
            entry({ id: 2, type: 'GiftDeposit' as WalletTransaction['type'], typeStr: '' }),
            { id: 3, typeStr: 'بی‌مبلغ' },
          ],
        }),
      ),
    );
    const outcome = await getTransactions({ skipCount: 0, maxResultCount: 10 });
    if (!outcome.ok) throw new Error('read');
    expect(outcome.data.items.map((item) => [item.id, item.typeStr])).toEqual([
      [1, 'افزایش اعتبار'],
      [2, 'تراکنش کیف پول'],
    ]);
    expect(outcome.data.totalCount).toBe(3);
    const fields = new Set(drift.mock.calls.map(([note]) => note.field));
    expect(fields).toEqual(new Set(['items[].amount', 'items[].typeStr', 'items[].type']));
  });

  it("shows an entry without a readable creationTime by the service's Jalali strings, never failing the list", () => {
    render(
      <ul>
        <TransactionItem transaction={entry({ creationTime: 'not a date' })} />
      </ul>,
    );
    expect(screen.getByText('۱۴۰۴/۰۹/۲۳ ۱۹:۰۳')).toBeInTheDocument();
  });

  it("shows another currency's amount with its code, not as Toman", () => {
    render(
      <ul>
        <TransactionItem
          transaction={entry({ currencyType: 'USD' as WalletTransaction['currencyType'], amount: -25 })}
        />
      </ul>,
    );
    expect(screen.getByText('USD')).toBeInTheDocument();
    expect(screen.queryByText(/تومان/)).toBeNull();
  });
});

describe('a charge confirmed by the ledger', () => {
  it('takes the finer gateway type as well as the plain deposit, of the claimed amount only', () => {
    expect(chargeConfirmed([entry({ type: 'IncreaseDepositByPaymentGateway' })], 2_000_000)).toBe(true);
    expect(chargeConfirmed([entry({})], 2_000_000)).toBe(true);
    expect(chargeConfirmed([entry({ type: 'DecreaseDeposit' })], 2_000_000)).toBe(false);
    expect(chargeConfirmed([entry({})], 1_000_000)).toBe(false);
  });
});
