// 'فیلتر تراکنش ها': dates typed in any digits or picked from the Jalali calendar, checked in Persian,
// types as checkboxes, and the choice written to the address.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jalaliInputMessages } from '@/lib/jalali-range';
import { setToken } from '@/services/session';
import { startMswServer } from '../services/msw';
import { addressBar, ledgerHandler, renderLedger, resetAddressBar } from './ledger-setup';

vi.mock('next/navigation', async () => (await import('./address-bar')).navigationModule());

startMswServer();
beforeEach(() => {
  setToken('good');
  resetAddressBar();
  ledgerHandler(3);
});
afterEach(() => vi.useRealTimers());

const sheet = () => screen.getByRole('dialog', { name: 'فیلتر تراکنش ها' });
const field = (name: 'از تاریخ' | 'تا تاریخ') => within(sheet()).getByRole('textbox', { name });

async function openSheet() {
  const user = userEvent.setup();
  renderLedger();
  await screen.findAllByRole('listitem');
  await user.click(screen.getByRole('button', { name: /^فیلتر/ }));
  expect(sheet()).toHaveAttribute('open');
  return user;
}

describe('the filter sheet', () => {
  it('takes dates typed in Persian, Arabic or Latin digits and the checked types, and puts them in the address', async () => {
    const user = await openSheet();
    await user.type(field('از تاریخ'), '۱۴۰۵/۰۸/۰۱');
    await user.type(field('تا تاریخ'), '١٤٠٥-٨-٣٠');
    expect(field('از تاریخ')).toHaveValue('۱۴۰۵/۰۸/۰۱');
    await user.tab();
    // Left, a readable day is shown in the one spelling.
    expect(field('تا تاریخ')).toHaveValue('۱۴۰۵/۰۸/۳۰');
    await user.click(within(sheet()).getByRole('checkbox', { name: 'افزایش اعتبار' }));
    await user.click(within(sheet()).getByRole('checkbox', { name: 'برداشت' }));
    await user.click(within(sheet()).getByRole('button', { name: 'اعمال فیلتر' }));
    expect(addressBar.replace).toHaveBeenCalledWith(
      '/profile/wallet/transactions?from=1405-08-01&to=1405-08-30&type=IncreaseDeposit&type=DecreaseDeposit',
      { scroll: false },
    );
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
  });

  it('offers the ten types of the service by their Persian names, credits and debits apart', async () => {
    await openSheet();
    const credits = within(sheet()).getByRole('group', { name: 'واریز به کیف پول' });
    const debits = within(sheet()).getByRole('group', { name: 'برداشت از کیف پول' });
    expect(within(credits).getAllByRole('checkbox')).toHaveLength(6);
    expect(
      within(debits)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['برداشت', 'خرید', 'برداشت از کیف پول', 'کاهش دستی اعتبار']);
  });

  it('refuses a date it cannot read, a day the calendar lacks and an end before the start, in Persian, and sends nothing', async () => {
    const user = await openSheet();
    await user.type(field('از تاریخ'), '1405/8');
    await user.type(field('تا تاریخ'), '۱۴۰۴/۱۲/۳۰');
    await user.click(within(sheet()).getByRole('button', { name: 'اعمال فیلتر' }));
    expect(field('از تاریخ')).toHaveAccessibleDescription(expect.stringContaining(jalaliInputMessages.format));
    expect(field('از تاریخ')).toHaveAttribute('aria-invalid', 'true');
    expect(field('تا تاریخ')).toHaveAccessibleDescription(expect.stringContaining(jalaliInputMessages.noSuchDay));
    await waitFor(() => expect(field('از تاریخ')).toHaveFocus());

    await user.clear(field('از تاریخ'));
    await user.type(field('از تاریخ'), '1405/08/10');
    await user.clear(field('تا تاریخ'));
    await user.type(field('تا تاریخ'), '1405/08/09');
    expect(field('تا تاریخ')).not.toHaveAttribute('aria-invalid');
    await user.click(within(sheet()).getByRole('button', { name: 'اعمال فیلتر' }));
    expect(field('تا تاریخ')).toHaveAccessibleDescription(expect.stringContaining(jalaliInputMessages.order));
    expect(field('از تاریخ')).not.toHaveAttribute('aria-invalid');
    expect(addressBar.replace).not.toHaveBeenCalled();
    expect(sheet()).toHaveAttribute('open');
  });

  it('the same day for both ends is one day', async () => {
    const user = await openSheet();
    await user.type(field('از تاریخ'), '1405/08/01');
    await user.type(field('تا تاریخ'), '1405/08/01{Enter}');
    expect(addressBar.replace).toHaveBeenCalledWith('/profile/wallet/transactions?from=1405-08-01&to=1405-08-01', {
      scroll: false,
    });
  });

  it("picks a day from a Jalali month that opens on Tehran's today, with month navigation", async () => {
    // 21:00 UTC on 22 October 2026 is already 1 Aban 1405 in Tehran.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-22T21:00:00Z'));
    const user = await openSheet();
    const toggle = within(sheet()).getByRole('button', { name: 'انتخاب از تاریخ از تقویم' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const calendar = within(sheet()).getByRole('group', { name: 'تقویم از تاریخ' });
    expect(within(calendar).getByRole('table', { name: 'آبان ۱۴۰۵' })).toBeInTheDocument();
    const today = within(calendar).getByRole('button', { name: '۱ آبان ۱۴۰۵' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveFocus();
    const weekdays = within(calendar).getAllByRole('columnheader');
    ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'].forEach((name, column) =>
      expect(weekdays[column]).toHaveAccessibleName(name),
    );
    // 1 Aban 1405 is a Friday: the last column of the first week.
    expect(today.closest('td')?.cellIndex).toBe(6);

    await user.click(within(calendar).getByRole('button', { name: 'ماه قبل' }));
    expect(within(calendar).getByRole('table', { name: 'مهر ۱۴۰۵' })).toBeInTheDocument();
    expect(within(calendar).getAllByRole('button', { name: /مهر ۱۴۰۵$/ })).toHaveLength(30);
    await user.click(within(calendar).getByRole('button', { name: '۱۵ مهر ۱۴۰۵' }));
    expect(field('از تاریخ')).toHaveValue('۱۴۰۵/۰۷/۱۵');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    // Opened again, the calendar shows the chosen day, pressed.
    await user.click(toggle);
    expect(within(sheet()).getByRole('button', { name: '۱۵ مهر ۱۴۰۵' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(sheet()).getByRole('button', { name: 'ماه بعد' }));
    await user.click(within(sheet()).getByRole('button', { name: 'ماه بعد' }));
    expect(within(sheet()).getByRole('table', { name: 'آذر ۱۴۰۵' })).toBeInTheDocument();
    await user.click(within(sheet()).getByRole('button', { name: '۱۵ آذر ۱۴۰۵' }));
    await user.click(within(sheet()).getByRole('button', { name: 'اعمال فیلتر' }));
    expect(addressBar.replace).toHaveBeenCalledWith('/profile/wallet/transactions?from=1405-09-15', { scroll: false });
  });

  it('moves through the calendar with the keys: left is the next day, down the next week, PageUp the month before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-19T12:00:00Z'));
    const user = await openSheet();
    await user.click(within(sheet()).getByRole('button', { name: 'انتخاب تا تاریخ از تقویم' }));
    expect(within(sheet()).getByRole('button', { name: '۲۸ اسفند ۱۴۰۴' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(sheet()).getByRole('button', { name: '۲۹ اسفند ۱۴۰۴' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(sheet()).getByRole('table', { name: 'فروردین ۱۴۰۵' })).toBeInTheDocument();
    expect(within(sheet()).getByRole('button', { name: '۱ فروردین ۱۴۰۵' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(within(sheet()).getByRole('button', { name: '۷ فروردین ۱۴۰۵' })).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(within(sheet()).getByRole('button', { name: '۷ اسفند ۱۴۰۴' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field('تا تاریخ')).toHaveValue('۱۴۰۴/۱۲/۰۷');
  });

  it('Escape closes an open calendar first, then the sheet', async () => {
    const user = await openSheet();
    await user.click(within(sheet()).getByRole('button', { name: 'انتخاب از تاریخ از تقویم' }));
    fireEvent(sheet(), new Event('cancel', { cancelable: true }));
    expect(within(sheet()).queryByRole('group', { name: 'تقویم از تاریخ' })).not.toBeInTheDocument();
    expect(sheet()).toHaveAttribute('open');
    fireEvent(sheet(), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open'));
    expect(screen.getByRole('button', { name: /^فیلتر/ })).toHaveFocus();
    expect(addressBar.replace).not.toHaveBeenCalled();
  });

  it('opens on the filters in the address; حذف همه empties the sheet and applying it clears the address', async () => {
    resetAddressBar('from=1405-08-01&type=DecreaseDeposit');
    const user = await openSheet();
    expect(screen.getByRole('button', { name: /^فیلتر/ })).toHaveTextContent('۲');
    expect(field('از تاریخ')).toHaveValue('۱۴۰۵/۰۸/۰۱');
    expect(field('تا تاریخ')).toHaveValue('');
    expect(within(sheet()).getByRole('checkbox', { name: 'برداشت' })).toBeChecked();
    await user.click(within(sheet()).getByRole('button', { name: 'حذف همه' }));
    expect(field('از تاریخ')).toHaveValue('');
    expect(within(sheet()).getByRole('checkbox', { name: 'برداشت' })).not.toBeChecked();
    await user.click(within(sheet()).getByRole('button', { name: 'اعمال فیلتر' }));
    expect(addressBar.replace).toHaveBeenCalledWith('/profile/wallet/transactions', { scroll: false });
  });
});
