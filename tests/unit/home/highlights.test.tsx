import { render, screen } from '@testing-library/react';
import { HighlightsCarousel } from '@/components/home/HighlightsCarousel';
import type { CmsHighlight, CmsMedia } from '@/services/types/cms';

const media = (name: string): CmsMedia => ({
  id: 1,
  documentId: 'banner000000000000000000',
  name: `${name}.svg`,
  alternativeText: null,
  caption: null,
  width: 1200,
  height: 600,
  formats: null,
  hash: name,
  ext: '.svg',
  mime: 'image/svg+xml',
  size: 4.2,
  url: `/uploads/${name}.svg`,
  previewUrl: null,
  provider: 'local',
  provider_metadata: null,
  createdAt: '2026-01-12T08:30:00.000Z',
  updatedAt: '2026-01-12T08:30:00.000Z',
  publishedAt: '2026-01-12T08:30:00.000Z',
});

const highlight = (id: number, url: string): CmsHighlight => ({
  id,
  documentId: `highlight${id}`.padEnd(24, '0'),
  createdAt: '2026-01-12T08:30:00.000Z',
  updatedAt: '2026-01-12T08:30:00.000Z',
  publishedAt: '2026-01-12T08:30:00.000Z',
  locale: 'fa',
  Keyword: 'home',
  Item: {
    id,
    Title: `پیشنهاد ${id}`,
    Image: media('banner'),
    Items: [{ id, Url: url, Title: '', Header: '', Subtitle: '', Image: media('card') }],
  },
});

describe('highlights', () => {
  it('"a banner links within the shop": a shop path is kept; another site, however written, goes to /products', () => {
    render(<HighlightsCarousel highlights={[highlight(1, '/products?genres=RPG'), highlight(2, '//evil.example'), highlight(3, '/\\evil.example'), highlight(4, 'https://evil.example')]} />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/products?genres=RPG', '/products', '/products', '/products']);
  });
});
