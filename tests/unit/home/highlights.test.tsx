import { render, screen } from '@testing-library/react';
import { HighlightsCarousel } from '@/components/home/HighlightsCarousel';
import type { CmsHighlight } from '@/services/types/cms';

const highlight = (id: number, url: string): CmsHighlight => ({
  id,
  documentId: `h${id}`,
  Keyword: 'home',
  Item: {
    Title: `پیشنهاد ${id}`,
    Image: { url: '/uploads/banner.svg', width: 1200, height: 600 },
    Items: [{ id, Url: url, Title: null, Header: null, Subtitle: null, Image: null }],
  },
});

describe('highlights', () => {
  it('"a banner links within the shop": a shop path is kept; another site, however written, goes to /products', () => {
    render(<HighlightsCarousel highlights={[highlight(1, '/products?genres=RPG'), highlight(2, '//evil.example'), highlight(3, '/\\evil.example'), highlight(4, 'https://evil.example')]} />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/products?genres=RPG', '/products', '/products', '/products']);
  });
});
