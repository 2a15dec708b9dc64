import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundaryHandler } from 'next/dist/client/components/error-boundary';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import ErrorPage from '@/app/error';
import { NotFoundContent } from '@/components/shell/NotFoundContent';
import { ErrorScreen } from '@/components/shell/ErrorScreen';
import { readdirSync } from 'node:fs';

describe('error and not-found pages', () => {
  it("every route group catches its pages' failures inside its own layout, so its header, footer and bottom nav stay", () => {
    const groups = readdirSync('app').filter((name) => name.startsWith('('));
    const boundaries = import.meta.glob<{ default: unknown }>('/app/*/error.tsx', { eager: true });
    expect(groups.length).toBeGreaterThanOrEqual(8);
    for (const group of groups) expect(boundaries[`/app/${group}/error.tsx`]?.default, group).toBe(ErrorScreen);
    expect(ErrorPage).toBe(ErrorScreen);
  });

  it('a page that fails to render says so in Persian, without the technical message', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ErrorPage error={new Error('connect ECONNREFUSED 127.0.0.1:4010')} retry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('مشکلی در نمایش این صفحه پیش آمد');
    expect(screen.queryByText(/ECONNREFUSED/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'صفحه اصلی' })).toHaveAttribute('href', '/');
    log.mockRestore();
  });

  it('"تلاش دوباره" recovers the page once its service is back: the segment is fetched again, not only re-rendered', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The server's answer for the segment; a refresh of the router fetches it again.
    const server = { commerceUp: false, answer: false };
    function Segment() {
      if (!server.answer) throw new Error('commerce refused the connection');
      return <p>فهرست بازی‌ها</p>;
    }
    const router = { refresh: vi.fn(() => (server.answer = server.commerceUp)) } as unknown as AppRouterInstance;
    render(
      <AppRouterContext.Provider value={router}>
        <ErrorBoundaryHandler pathname="/products" errorComponent={ErrorPage} errorStyles={null} errorScripts={null}>
          <Segment />
        </ErrorBoundaryHandler>
      </AppRouterContext.Provider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('مشکلی در نمایش این صفحه پیش آمد');

    server.commerceUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('فهرست بازی‌ها')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('the not-found message is Persian and leads home and to the catalog', () => {
    render(<NotFoundContent />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('صفحه مورد نظر پیدا نشد');
    expect(screen.getByRole('link', { name: 'مشاهده محصولات' })).toHaveAttribute('href', '/products');
  });
});
