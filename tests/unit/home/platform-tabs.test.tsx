// The best-sellers tabs (WAI-ARIA tabs, automatic activation): one tab in the tab order, the arrows follow the
// reading direction (in RTL ArrowLeft is the next tab), Home/End, and panels switched in place: the first comes
// with the page, another is asked for once, when its tab is first chosen.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { PANEL_FAILED, PANEL_LOADING, PlatformTabs, targetTab } from '@/components/home/PlatformTabs';

const TABS = [
  { id: 'playstation-5', label: 'PlayStation 5' },
  { id: 'steam', label: 'Steam' },
  { id: 'nintendo-switch-2', label: 'Nintendo Switch 2' },
];

afterEach(() => vi.restoreAllMocks());

const panelOf = (id: string) => <p>بازی های {TABS.find((tab) => tab.id === id)!.label}</p>;

type LoadPanel = (id: string) => Promise<React.ReactNode>;

function renderTabs(dir: 'rtl' | 'ltr' = 'rtl', loadPanel: LoadPanel = vi.fn(async (id: string) => panelOf(id))) {
  render(
    <div dir={dir}>
      <PlatformTabs label="پرفروش ترین ها" tabs={TABS} firstPanel={panelOf(TABS[0].id)} loadPanel={loadPanel} />
    </div>,
  );
  return loadPanel;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () =>
  screen.getAllByRole('tab').find((candidate) => candidate.getAttribute('aria-selected') === 'true');

describe('PlatformTabs', () => {
  it('renders a named tablist whose tabs control their panels; only the first is selected and shown', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'پرفروش ترین ها' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((candidate) => candidate.textContent)).toEqual(['PlayStation 5', 'Steam', 'Nintendo Switch 2']);
    expect(tabs.map((candidate) => candidate.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((candidate) => candidate.tabIndex)).toEqual([0, -1, -1]);
    for (const candidate of tabs) {
      const panel = document.getElementById(candidate.getAttribute('aria-controls')!)!;
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', candidate.id);
    }
    expect(screen.getByRole('tabpanel')).toHaveTextContent('بازی های PlayStation 5');
    // The other panels exist (their tabs control them), empty and hidden until chosen.
    expect(document.getElementById(tabs[1].getAttribute('aria-controls')!)).toBeEmptyDOMElement();
    expect(document.getElementById(tabs[1].getAttribute('aria-controls')!)).not.toBeVisible();
  });

  it('asks for a panel when its tab is first chosen, says it is coming meanwhile, and asks only once', async () => {
    const user = userEvent.setup();
    let answer!: (content: React.ReactNode) => void;
    const loadPanel = vi.fn(() => new Promise<React.ReactNode>((resolve) => (answer = resolve)));
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(312);
    renderTabs('rtl', loadPanel);
    expect(loadPanel).not.toHaveBeenCalled();
    await user.click(tab('Steam'));
    expect(loadPanel).toHaveBeenCalledWith('steam');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(PANEL_LOADING);
    // It stands at the height of the panel it replaced, so nothing below moves while it comes.
    expect(screen.getByRole('tabpanel')).toHaveStyle({ minHeight: '312px' });
    answer(panelOf('steam'));
    expect(await screen.findByText('بازی های Steam')).toBeVisible();
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('aria-busy');
    await user.click(tab('PlayStation 5'));
    await user.click(tab('Steam'));
    expect(loadPanel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('بازی های Steam');
  });

  it('a panel that could not be read says so in Persian and is asked for again on تلاش دوباره', async () => {
    const user = userEvent.setup();
    const loadPanel = vi
      .fn<LoadPanel>()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementation(async (id) => panelOf(id));
    renderTabs('rtl', loadPanel);
    await user.click(tab('Nintendo Switch 2'));
    expect(await screen.findByRole('alert')).toHaveTextContent(PANEL_FAILED);
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('بازی های Nintendo Switch 2')).toBeVisible();
    expect(loadPanel).toHaveBeenCalledTimes(2);
  });

  it('in RTL, ArrowLeft moves to the next tab and ArrowRight back, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderTabs('rtl');
    await user.click(tab('PlayStation 5'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('Steam')).toHaveFocus();
    expect(selectedTab()).toBe(tab('Steam'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('بازی های Steam');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()).toBe(tab('Nintendo Switch 2'));
    expect(tab('Nintendo Switch 2').tabIndex).toBe(0);
    expect(tab('PlayStation 5').tabIndex).toBe(-1);
  });

  it('in LTR, ArrowRight moves to the next tab', async () => {
    const user = userEvent.setup();
    renderTabs('ltr');
    await user.click(tab('PlayStation 5'));
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe(tab('Steam'));
  });

  it('Home and End jump to the first and last tab; a click selects a tab', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab('Steam'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('بازی های Steam');
    await user.keyboard('{End}');
    expect(selectedTab()).toBe(tab('Nintendo Switch 2'));
    await user.keyboard('{Home}');
    expect(selectedTab()).toBe(tab('PlayStation 5'));
    expect(tab('PlayStation 5')).toHaveFocus();
  });

  it('targetTab: other keys do nothing', () => {
    expect(targetTab('Enter', 1, 3, true)).toBeNull();
    expect(targetTab('ArrowLeft', 0, 3, false)).toBe(2);
    expect(targetTab('ArrowLeft', 2, 3, true)).toBe(0);
  });
});
