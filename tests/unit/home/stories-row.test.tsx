// The stories row: the CMS highlights as round covers in the region 'استوری ها', each a button named after its
// story that opens the viewer there; viewed stories kept under 'viewedStories' and their rings greyed, without a
// hydration mismatch (the server's HTML carries no mark; the marks come once the browser reads its storage).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StoriesRow } from '@/components/home/stories/StoriesRow';
import type { CmsHighlight, CmsMedia } from '@/services/types/cms';
import { renderWithStore } from '../shell/render';

const media = (name: string, mime = 'image/svg+xml'): CmsMedia => ({
  id: 1,
  documentId: 'media0000000000000000000',
  name,
  alternativeText: null,
  caption: null,
  width: 240,
  height: 240,
  formats: null,
  hash: name,
  ext: mime === 'video/mp4' ? '.mp4' : '.svg',
  mime,
  size: 4.2,
  url: `/uploads/${name}`,
  previewUrl: null,
  provider: 'local',
  provider_metadata: null,
  createdAt: '2026-01-12T08:30:00.000Z',
  updatedAt: '2026-01-12T08:30:00.000Z',
  publishedAt: '2026-01-12T08:30:00.000Z',
});

const highlight = (key: string, title: string, slides = 2): CmsHighlight => ({
  id: 1,
  documentId: key.padEnd(24, '0'),
  createdAt: '2026-01-12T08:30:00.000Z',
  updatedAt: '2026-01-12T08:30:00.000Z',
  publishedAt: '2026-01-12T08:30:00.000Z',
  locale: 'fa',
  Keyword: key,
  Item: {
    id: 1,
    Title: title,
    Image: media(`${key}.svg`),
    Items: Array.from({ length: slides }, (_, index) => ({
      id: index + 1,
      Url: null,
      Title: `اسلاید ${index + 1}`,
      Header: '',
      Subtitle: '',
      Image: media(`${key}-${index}.svg`),
    })),
  },
});

const HIGHLIGHTS = [highlight('news', 'تازه‌ها'), highlight('deals', 'تخفیف‌ها'), highlight('empty', 'بی‌اسلاید', 0)];
const idOf = (key: string) => key.padEnd(24, '0');

const region = () => screen.getByRole('region', { name: 'استوری ها' });
const cover = (name: string) => within(region()).getByRole('button', { name });

describe('stories row', () => {
  it("shows one cover button per story, named after it, in the CMS's order; a highlight with no slide is left out", () => {
    renderWithStore(<StoriesRow highlights={HIGHLIGHTS} />);
    expect(
      within(region())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['تازه‌ها', 'تخفیف‌ها']);
    expect(within(region()).getAllByRole('listitem')).toHaveLength(2);
    expect(cover('تازه‌ها').querySelector('img')).toHaveAttribute('alt', '');
  });

  it('has a fixed height, and a viewed mark changes only the ring colour, never its size', () => {
    localStorage.setItem('viewedStories', JSON.stringify([idOf('news')]));
    renderWithStore(<StoriesRow highlights={HIGHLIGHTS} />);
    expect(region()).toHaveClass('h-[110px]');
    const ring = (name: string) => cover(name).firstElementChild!;
    expect(ring('تازه‌ها')).toHaveClass('size-[68px]', 'bg-slate-300');
    expect(ring('تخفیف‌ها')).toHaveClass('size-[68px]', 'bg-gradient-to-tr');
  });

  it("marks viewed stories from localStorage in the browser only: the server's HTML carries no mark and every ring unviewed, so hydration matches", () => {
    localStorage.setItem('viewedStories', JSON.stringify([idOf('deals')]));
    const html = renderToString(<StoriesRow highlights={HIGHLIGHTS} />);
    expect(html).not.toContain('data-viewed');
    expect(html).not.toContain('bg-slate-300');
    renderWithStore(<StoriesRow highlights={HIGHLIGHTS} />);
    expect(cover('تازه‌ها')).toHaveAttribute('data-viewed', 'false');
    expect(cover('تخفیف‌ها')).toHaveAttribute('data-viewed', 'true');
  });

  it('a mark made in another tab shows here too', () => {
    renderWithStore(<StoriesRow highlights={HIGHLIGHTS} />);
    localStorage.setItem('viewedStories', JSON.stringify([idOf('news')]));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'viewedStories' })));
    expect(cover('تازه‌ها')).toHaveAttribute('data-viewed', 'true');
  });

  it("a cover opens the viewer at its story (loaded then), marks it viewed under 'viewedStories', and focus comes back to it on close", async () => {
    renderWithStore(<StoriesRow highlights={HIGHLIGHTS} />);
    const deals = cover('تخفیف‌ها');
    expect(deals).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(deals);
    const viewer = await screen.findByRole('dialog', { name: 'تخفیف‌ها' });
    expect(deals).toHaveAttribute('data-viewed', 'true');
    expect(cover('تازه‌ها')).toHaveAttribute('data-viewed', 'false');
    expect(JSON.parse(localStorage.getItem('viewedStories')!)).toEqual([idOf('deals')]);
    expect(localStorage.getItem('root')).toBeNull();

    fireEvent.click(within(viewer).getByRole('button', { name: 'بستن' }));
    expect(viewer).not.toHaveAttribute('open');
    expect(deals).toHaveFocus();
  });
});
