// The shell's notices for the installed app: a page read without a connection is marked as possibly old
// while the connection is down, and nothing is said while it is up.
import { act, render, screen } from '@testing-library/react';
import { ServiceWorker } from '@/components/shell/ServiceWorker';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => setOnline(true));

describe('offline notice', () => {
  it('shows while the connection is down, over the page, and goes when it is back', () => {
    render(<ServiceWorker />);
    expect(screen.queryByRole('status')).toBeNull();
    setOnline(false);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('بدون اینترنت؛ آنچه می‌بینید ممکن است به‌روز نباشد.');
    expect(notice.className).toContain('fixed');
    setOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows at once on a page opened without a connection', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    render(<ServiceWorker />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
