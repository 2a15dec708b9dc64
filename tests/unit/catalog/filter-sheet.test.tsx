// The filter sheet opens plain, so the tap paints at once, and turns modal the frame after; Escape steps back
// in either phase (components/shared/modal-after-paint.ts).
import { act, fireEvent, screen } from '@testing-library/react';
import { FilterSheet } from '@/components/catalog/FilterSheet';
import { parseCatalogQuery } from '@/lib/catalog-query';
import type { Facet } from '@/services/types/commerce';
import { renderWithStore } from '../shell/render';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const facets = [
  { key: 'genres', label: 'ژانر', items: [{ title: 'ماجرایی', value: 'Adventure', count: 3 }] },
] as unknown as Facet[];

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

it('shows as a plain dialog on the tap and turns modal the frame after; Escape closes it either way', () => {
  const show = vi.spyOn(HTMLDialogElement.prototype, 'show');
  const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  try {
    renderWithStore(<FilterSheet query={parseCatalogQuery({})} facets={facets} />);
    const opener = screen.getByRole('button', { name: 'فیلتر' });
    fireEvent.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'فیلترها' });
    expect(show).toHaveBeenCalledTimes(1);
    expect(showModal).not.toHaveBeenCalled();
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(sheet).not.toHaveAttribute('open');
    act(() => vi.advanceTimersByTime(50));
    // Closed before its frame came: it does not turn modal later.
    expect(showModal).not.toHaveBeenCalled();

    fireEvent.click(opener);
    act(() => vi.advanceTimersByTime(50));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(sheet).toHaveAttribute('open');
    // Modal now: Escape arrives as the dialog's cancel.
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(sheet).toHaveAttribute('open');
    fireEvent(sheet, new Event('cancel', { cancelable: true }));
    expect(sheet).not.toHaveAttribute('open');
  } finally {
    show.mockRestore();
    showModal.mockRestore();
  }
});
