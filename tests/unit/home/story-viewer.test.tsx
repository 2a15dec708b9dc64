// The story viewer: a modal dialog named after the story shown, five seconds a slide (not counting while the tab
// is hidden), right half / ArrowRight on, left half / ArrowLeft back, on into the next story and closed after the
// last; Escape, 'بستن' and a swipe down close it; videos muted and inline; a slide's link as checked.
import { act, fireEvent, screen, within } from '@testing-library/react';
import StoryViewer from '@/components/home/stories/StoryViewer';
import type { Story, StorySlide } from '@/services/server/views/stories';
import { renderWithStore } from '../shell/render';

const slide = (id: number, overrides: Partial<StorySlide> = {}): StorySlide => ({
  id,
  kind: 'image',
  src: `http://localhost:4010/cms/uploads/slide-${id}.svg`,
  width: 720,
  height: 1280,
  alt: `تصویر ${id}`,
  header: `سرتیتر ${id}`,
  subtitle: `زیرنویس ${id}`,
  link: null,
  ...overrides,
});

const STORIES: Story[] = [
  {
    id: 'story-one',
    title: 'تازه‌ها',
    cover: 'http://localhost:4010/cms/uploads/cover-1.svg',
    slides: [
      slide(1, { kind: 'video', src: 'http://localhost:4010/cms/uploads/trailer.mp4', alt: 'تریلر' }),
      slide(2, { link: { href: '/product/elden-ring', external: false, label: 'الدن رینگ' } }),
    ],
  },
  {
    id: 'story-two',
    title: 'تخفیف‌ها',
    cover: 'http://localhost:4010/cms/uploads/cover-2.svg',
    slides: [
      slide(3, { link: { href: 'https://example.com/deals', external: true, label: 'همه‌ی تخفیف‌ها' } }),
      slide(4),
    ],
  },
];

function renderViewer(startAt = 0) {
  const onClose = vi.fn();
  const onShow = vi.fn();
  const view = renderWithStore(
    <StoryViewer stories={STORIES} open startAt={startAt} onShow={onShow} onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { hidden: true });
  return { ...view, onClose, onShow, dialog };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('story viewer', () => {
  it('is a modal dialog named after the story, opened at the story tapped, with one bar per slide and the position in Persian digits', () => {
    const { dialog, onShow } = renderViewer(1);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('تخفیف‌ها');
    expect([...dialog.querySelectorAll('li[data-state]')].map((bar) => bar.getAttribute('data-state'))).toEqual([
      'current',
      'upcoming',
    ]);
    expect(dialog).toHaveTextContent('اسلاید ۱ از ۲');
    expect(onShow).toHaveBeenCalledWith('story-two');
  });

  it('moves to the next slide after 5 s, not before', () => {
    const { dialog } = renderViewer();
    advance(4999);
    expect(dialog).toHaveAttribute('data-slide', '0');
    advance(1);
    expect(dialog).toHaveAttribute('data-slide', '1');
    expect([...dialog.querySelectorAll('li[data-state]')].map((bar) => bar.getAttribute('data-state'))).toEqual([
      'done',
      'current',
    ]);
  });

  it('after the last slide of a story goes on to the next story, and closes after the last story', () => {
    const { dialog, onClose, onShow } = renderViewer();
    advance(5000);
    advance(5000);
    expect(dialog).toHaveAccessibleName('تخفیف‌ها');
    expect(dialog).toHaveAttribute('data-slide', '0');
    expect(onShow).toHaveBeenLastCalledWith('story-two');
    advance(5000);
    expect(onClose).not.toHaveBeenCalled();
    advance(5000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not count time while the tab is hidden, and goes on from where it was when it is back', () => {
    const { dialog } = renderViewer();
    advance(3000);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    advance(60_000);
    expect(dialog).toHaveAttribute('data-slide', '0');
    hidden.mockReturnValue(false);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    advance(1999);
    expect(dialog).toHaveAttribute('data-slide', '0');
    advance(1);
    expect(dialog).toHaveAttribute('data-slide', '1');
    hidden.mockRestore();
  });

  it("the right half ('استوری بعدی') goes on and the left half ('استوری قبلی') back, each restarting the 5 s", () => {
    const { dialog } = renderViewer();
    const next = within(dialog).getByRole('button', { name: 'استوری بعدی', hidden: true });
    const back = within(dialog).getByRole('button', { name: 'استوری قبلی', hidden: true });
    expect(next.className).toMatch(/\bstart-0\b/); // the right half in a right-to-left page
    expect(back.className).toMatch(/\bend-0\b/);
    advance(3000);
    fireEvent.click(next);
    expect(dialog).toHaveAttribute('data-slide', '1');
    advance(4999);
    expect(dialog).toHaveAttribute('data-slide', '1');
    fireEvent.click(back);
    expect(dialog).toHaveAttribute('data-slide', '0');
    fireEvent.click(next);
    fireEvent.click(next);
    expect(dialog).toHaveAccessibleName('تخفیف‌ها');
    fireEvent.click(back);
    expect(dialog).toHaveAccessibleName('تازه‌ها');
  });

  it('ArrowRight goes on and ArrowLeft back', () => {
    const { dialog } = renderViewer();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog).toHaveAttribute('data-slide', '1');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(dialog).toHaveAttribute('data-slide', '0');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(dialog).toHaveAttribute('data-slide', '0');
  });

  it("Escape, the browser's cancel and 'بستن' close it", () => {
    const { dialog, onClose } = renderViewer();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'بستن', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('a swipe down of more than 80 px closes it; a shorter or sideways one does not', () => {
    const { dialog, onClose } = renderViewer();
    const area = within(dialog).getByRole('button', { name: 'استوری بعدی', hidden: true });
    fireEvent.pointerDown(area, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(area, { clientX: 100, clientY: 170 });
    fireEvent.pointerDown(area, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(area, { clientX: 300, clientY: 190 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(area, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(area, { clientX: 110, clientY: 200 });
    expect(onClose).toHaveBeenCalledTimes(1);
    // The click the swipe ends with is not a tap on the half it ended over.
    fireEvent.click(area);
    expect(dialog).toHaveAttribute('data-slide', '0');
  });

  it('plays a video slide muted and inline, by itself', () => {
    const { dialog } = renderViewer();
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('src', 'http://localhost:4010/cms/uploads/trailer.mp4');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAccessibleName('تریلر');
  });

  it('shows a link into the shop as a link at the bottom; an outside one opens in a new tab; a slide without one shows none', () => {
    const { dialog } = renderViewer();
    expect(within(dialog).queryAllByRole('link', { hidden: true })).toEqual([]);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('link', { name: 'الدن رینگ', hidden: true })).toHaveAttribute(
      'href',
      '/product/elden-ring',
    );
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    const outside = within(dialog).getByRole('link', { name: 'همه‌ی تخفیف‌ها', hidden: true });
    expect(outside).toHaveAttribute('href', 'https://example.com/deals');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
