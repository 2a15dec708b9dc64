// The filtered ledger: the address's filters go to TransactionDeposit/GetAll as the contract wants
// them, a chip removes one filter, paging restarts with new filters, and an empty filtered list says so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ledgerTypeValues } from '@/contracts/generated/payment';
import { LEDGER_TYPES, ledgerFiltersFrom, ledgerSearch } from '@/lib/ledger-filters';
import { setToken } from '@/services/session';
import { startMswServer } from '../services/msw';
import { addressBar, ledgerHandler, pairsOf, renderLedger, resetAddressBar } from './ledger-setup';

vi.mock('next/navigation', async () => (await import('./address-bar')).navigationModule());

startMswServer();
beforeEach(() => {
  setToken('good');
  resetAddressBar();
});

const list = () => screen.getByRole('list', { name: 'تراکنش‌های کیف پول' });
const chips = () => screen.getByRole('list', { name: 'فیلترهای فعال' });

describe('the filters in the address', () => {
  it('offer every ledger type of the payment contract, each once, credits first', () => {
    expect(LEDGER_TYPES.map((entry) => entry.type).sort()).toEqual([...ledgerTypeValues].sort());
    const credits = LEDGER_TYPES.filter((entry) => entry.credit).map((entry) => entry.type);
    expect(credits.every((type) => type.includes('Increase'))).toBe(true);
    expect(LEDGER_TYPES.slice(0, credits.length).every((entry) => entry.credit)).toBe(true);
  });

  it('are read back as written, and anything unknown or impossible is left out', () => {
    const search = 'from=1405-08-01&to=1405-08-30&type=DecreaseDeposit&type=IncreaseDeposit';
    expect(ledgerSearch(ledgerFiltersFrom(new URLSearchParams(search)))).toBe(
      'from=1405-08-01&to=1405-08-30&type=IncreaseDeposit&type=DecreaseDeposit',
    );
    expect(
      ledgerFiltersFrom(new URLSearchParams('from=1404-12-30&to=tomorrow&type=Gift&type=increasedeposit')),
    ).toEqual({
      from: null,
      to: null,
      types: ['IncreaseDeposit'],
    });
  });
});

describe('the filtered list', () => {
  it('sends the Gregorian dates of the Jalali days and the types, and the next page with the same filters', async () => {
    resetAddressBar('from=1404-12-29&to=1405-01-01&type=DecreaseDeposit&type=IncreaseDeposit');
    const queries = ledgerHandler(12);
    renderLedger();
    expect(
      await within(await screen.findByRole('list', { name: 'تراکنش‌های کیف پول' })).findAllByRole('listitem'),
    ).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(12));
    const filters = [
      ['CreationTimeFrom', '2026-03-20'],
      ['CreationTimeTo', '2026-03-21'],
      ['CurrencyType', 'IRR'],
    ];
    const types = [
      ['Type', 'IncreaseDeposit'],
      ['Type', 'DecreaseDeposit'],
    ];
    expect(queries.map(pairsOf)).toEqual([
      [...filters, ['MaxResultCount', '10'], ['SkipCount', '0'], ...types],
      [...filters, ['MaxResultCount', '10'], ['SkipCount', '10'], ...types],
    ]);
  });

  it('without filters sends none', async () => {
    const queries = ledgerHandler(2);
    renderLedger();
    await screen.findAllByRole('listitem');
    expect(pairsOf(queries[0])).toEqual([
      ['CurrencyType', 'IRR'],
      ['MaxResultCount', '10'],
      ['SkipCount', '0'],
    ]);
    expect(screen.queryByRole('list', { name: 'فیلترهای فعال' })).not.toBeInTheDocument();
  });

  it('shows a chip per filter; removing one keeps the others and reads the list again from its first page', async () => {
    resetAddressBar('from=1405-08-01&to=1405-08-30&type=IncreaseDeposit&type=DecreaseDeposit');
    const queries = ledgerHandler(12);
    const user = userEvent.setup();
    renderLedger();
    await within(await screen.findByRole('list', { name: 'تراکنش‌های کیف پول' })).findAllByRole('listitem');
    expect(
      within(chips())
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['از ۱ آبان ۱۴۰۵', 'تا ۳۰ آبان ۱۴۰۵', 'افزایش اعتبار', 'برداشت']);
    await user.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    await waitFor(() => expect(queries).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'حذف فیلتر افزایش اعتبار' }));
    expect(addressBar.replace).toHaveBeenLastCalledWith(
      '/profile/wallet/transactions?from=1405-08-01&to=1405-08-30&type=DecreaseDeposit',
      { scroll: false },
    );
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(queries[2].get('SkipCount')).toBe('0');
    expect(queries[2].getAll('Type')).toEqual(['DecreaseDeposit']);
    expect(queries[2].get('CreationTimeFrom')).toBe('2026-10-23');
    // Focus moves to the chip that took the removed one's place.
    expect(screen.getByRole('button', { name: 'حذف فیلتر برداشت' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'حذف فیلتر از ۱ آبان ۱۴۰۵' }));
    await waitFor(() => expect(queries).toHaveLength(4));
    expect(queries[3].get('CreationTimeFrom')).toBeNull();
    expect(queries[3].get('CreationTimeTo')).toBe('2026-11-21');
  });

  it('removing the last chip leaves no chips and hands focus to the filter button', async () => {
    resetAddressBar('type=DecreaseDeposit');
    ledgerHandler(1);
    const user = userEvent.setup();
    renderLedger();
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'حذف فیلتر برداشت' }));
    expect(addressBar.replace).toHaveBeenLastCalledWith('/profile/wallet/transactions', { scroll: false });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'فیلترهای فعال' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^فیلتر/ })).toHaveFocus();
  });

  it('an empty filtered list says so and offers to clear the filters', async () => {
    resetAddressBar('from=1405-08-01&type=ManualDecreaseDeposit');
    const queries = ledgerHandler(0);
    const user = userEvent.setup();
    renderLedger();
    expect(await screen.findByText('تراکنشی با این فیلترها پیدا نشد.')).toBeInTheDocument();
    expect(screen.queryByText('هنوز تراکنشی ندارید.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حذف فیلترها' }));
    expect(addressBar.replace).toHaveBeenLastCalledWith('/profile/wallet/transactions', { scroll: false });
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1].get('Type')).toBeNull();
    expect(await screen.findByText('هنوز تراکنشی ندارید.')).toBeInTheDocument();
  });
});
