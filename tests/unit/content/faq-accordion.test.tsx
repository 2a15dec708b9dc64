import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from '@/components/content/FaqAccordion';
import { sanitizeRichText } from '@/lib/sanitize';
import type { FaqItemView } from '@/services/server/views/cms';

const items: FaqItemView[] = [
  {
    id: 'a',
    question: 'اکانت ظرفیتی چیست؟',
    answerHtml: sanitizeRichText('<p>حسابی که میان چند نفر تقسیم می‌شود.</p>'),
  },
  { id: 'b', question: 'کدام ظرفیت را بخرم؟', answerHtml: sanitizeRichText('<p>برای بازی آنلاین، ظرفیت ۱.</p>') },
  { id: 'c', question: 'آیا اکانت‌ها گارانتی دارند؟', answerHtml: sanitizeRichText('<p>بله.</p>') },
];

function setup() {
  const user = userEvent.setup();
  render(<FaqAccordion items={items} />);
  const buttons = screen.getAllByRole('button');
  return { user, buttons };
}

describe('FaqAccordion', () => {
  it('"buttons with aria-expanded": every question is a button in a heading, collapsed, its answer hidden', () => {
    const { buttons } = setup();
    expect(buttons.map((button) => button.textContent)).toEqual(items.map((item) => item.question));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
  });

  it('"a click opens the answer and sets aria-expanded; a second click closes it"', async () => {
    const { user, buttons } = setup();
    await user.click(buttons[1]);
    expect(buttons[1]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('برای بازی آنلاین، ظرفیت ۱.')).toBeVisible();
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    await user.click(buttons[1]);
    expect(buttons[1]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('برای بازی آنلاین، ظرفیت ۱.')).not.toBeVisible();
  });

  it('"keyboard": Tab reaches a question, Enter and Space toggle it', async () => {
    const { user, buttons } = setup();
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('"keyboard": ArrowDown/ArrowUp move between questions and wrap; Home/End jump to first/last', async () => {
    const { user, buttons } = setup();
    buttons[0].focus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[2]).toHaveFocus();
  });

  it('"several answers can be open at once"', async () => {
    const { user, buttons } = setup();
    await user.click(buttons[0]);
    await user.click(buttons[2]);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    expect(buttons[2]).toHaveAttribute('aria-expanded', 'true');
  });

  it('"question headings can be h2 when the section has no heading of its own"', () => {
    render(<FaqAccordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
