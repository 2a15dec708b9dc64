import { render } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { rememberCampaignFrom } from '@/components/shared/campaign';
import { CampaignLanding } from '@/components/shell/CampaignLanding';
import { CAMPAIGN_KEY } from '@/lib/campaign';
import { whenIdle } from '@/lib/when-idle';

vi.mock('next/navigation', () => ({ usePathname: vi.fn(() => '/') }));
// Idle at once, and counted: whether the page asked for idle time at all says whether it would fetch the code.
vi.mock('@/lib/when-idle', () => ({
  whenIdle: vi.fn((run: () => void) => {
    run();
    return () => undefined;
  }),
}));
vi.mock('@/components/shared/campaign', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/shared/campaign')>();
  return { ...actual, rememberCampaignFrom: vi.fn(actual.rememberCampaignFrom) };
});

const remembered = () =>
  JSON.parse(localStorage.getItem(CAMPAIGN_KEY) ?? 'null') as { source: string; campaign: string | null } | null;

beforeEach(() => {
  vi.mocked(whenIdle).mockClear();
  vi.mocked(rememberCampaignFrom).mockClear();
  vi.mocked(usePathname).mockReturnValue('/');
});
afterAll(() => window.history.replaceState(null, '', '/'));

describe('the landing campaign in the shell', () => {
  it('an address with utm_source is remembered once the page is idle', async () => {
    window.history.replaceState(null, '', '/?utm_source=instagram&utm_medium=social&utm_campaign=yalda');
    render(<CampaignLanding />);
    await vi.waitFor(() => expect(remembered()).toMatchObject({ source: 'instagram', campaign: 'yalda' }));
    expect(rememberCampaignFrom).toHaveBeenCalledWith('?utm_source=instagram&utm_medium=social&utm_campaign=yalda');
  });

  it('an address without utm_ asks for nothing: no idle work, no code fetched, nothing stored', () => {
    window.history.replaceState(null, '', '/products?sort=newest');
    render(<CampaignLanding />);
    expect(whenIdle).not.toHaveBeenCalled();
    expect(rememberCampaignFrom).not.toHaveBeenCalled();
    expect(localStorage.getItem(CAMPAIGN_KEY)).toBeNull();
  });

  it('a client-side navigation to an address with a new source counts too', async () => {
    window.history.replaceState(null, '', '/?utm_source=instagram&utm_campaign=yalda');
    const { rerender } = render(<CampaignLanding />);
    await vi.waitFor(() => expect(remembered()).toMatchObject({ source: 'instagram' }));

    window.history.pushState(null, '', '/product/elden-ring?utm_source=telegram');
    vi.mocked(usePathname).mockReturnValue('/product/elden-ring');
    rerender(<CampaignLanding />);
    await vi.waitFor(() => expect(remembered()).toMatchObject({ source: 'telegram', campaign: null }));

    // On to a page without a source: the last one stays.
    window.history.pushState(null, '', '/cart');
    vi.mocked(usePathname).mockReturnValue('/cart');
    rerender(<CampaignLanding />);
    expect(remembered()).toMatchObject({ source: 'telegram' });
  });
});
