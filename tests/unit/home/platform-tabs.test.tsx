// The best-sellers tabs (WAI-ARIA tabs, automatic activation): one tab in the tab order, the arrows follow the
// reading direction (in RTL ArrowLeft is the next tab), Home/End, and panels switched in place.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformTabs, targetTab } from '@/components/home/PlatformTabs';

const TABS = [
  { id: 'playstation-5', label: 'PlayStation 5' },
  { id: 'steam', label: 'Steam' },
  { id: 'nintendo-switch-2', label: 'Nintendo Switch 2' },
];

function renderTabs(dir: 'rtl' | 'ltr' = 'rtl') {
  return render(
    <div dir={dir}>
      <PlatformTabs
        label="پرفروش ترین ها"
        tabs={TABS}
        panels={TABS.map((tab) => (
          <p key={tab.id}>بازی های {tab.label}</p>
        ))}
      />
    </div>,
  );
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
    expect(screen.getByText('بازی های Steam').closest('[role="tabpanel"]')).not.toBeVisible();
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
