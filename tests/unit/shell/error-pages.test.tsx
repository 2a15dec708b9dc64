import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorPage from '@/app/error';
import { NotFoundContent } from '@/components/shell/NotFoundContent';

describe('error and not-found pages', () => {
  it('a page that fails to render says so in Persian and retries on request', async () => {
    const reset = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ErrorPage error={new Error('connect ECONNREFUSED 127.0.0.1:4010')} reset={reset} />);
    expect(screen.getByRole('alert')).toHaveTextContent('مشکلی در نمایش این صفحه پیش آمد');
    expect(screen.queryByText(/ECONNREFUSED/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'صفحه اصلی' })).toHaveAttribute('href', '/');
    log.mockRestore();
  });

  it('the not-found message is Persian and leads home and to the catalog', () => {
    render(<NotFoundContent />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('صفحه مورد نظر پیدا نشد');
    expect(screen.getByRole('link', { name: 'مشاهده محصولات' })).toHaveAttribute('href', '/products');
  });
});
