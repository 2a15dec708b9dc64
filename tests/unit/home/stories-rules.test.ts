// The rules behind the stories: which highlights become stories and what a slide's link may be (services/server/views/
// stories.ts), where the viewer goes next (lib/story-steps.ts) and how viewed stories are kept (lib/viewed-stories.ts).
import { MAX_VIEWED_STORIES, parseViewedStories, withViewedStory } from '@/lib/viewed-stories';
import { nextStoryPosition, previousStoryPosition } from '@/lib/story-steps';
import { storyLinkHref, toStories } from '@/services/server/views/stories';
import type { CmsHighlight, CmsMedia } from '@/services/types/cms';

const media = (url: string, mime: string, alternativeText: string | null = null) =>
  ({ url, mime, width: 720, height: 1280, alternativeText }) as CmsMedia;

const highlight = (
  documentId: string,
  items: { Url: string | null; Image: CmsMedia | null }[],
  cover: CmsMedia | null = media('/uploads/c.svg', 'image/svg+xml'),
) =>
  ({
    id: 1,
    documentId,
    Keyword: documentId,
    Item: {
      id: 1,
      Title: `استوری ${documentId}`,
      Image: cover,
      Items: items.map((item, index) => ({ id: index + 1, Title: 'عنوان', Header: 'سر', Subtitle: 'زیر', ...item })),
    },
  }) as CmsHighlight;

const absolute = (url: string) => `https://cms.example${url}`;

describe('highlights as stories', () => {
  it('a slide is a picture or, by its mime type, a video; media URLs resolve through the given resolver', () => {
    const [story] = toStories(
      [
        highlight('a', [
          { Url: null, Image: media('/uploads/p.svg', 'image/svg+xml', 'متن جایگزین') },
          { Url: '/products', Image: media('/uploads/v.mp4', 'video/mp4') },
        ]),
      ],
      absolute,
    );
    expect(story.cover).toBe('https://cms.example/uploads/c.svg');
    expect(story.slides.map((slide) => [slide.kind, slide.src, slide.alt])).toEqual([
      ['image', 'https://cms.example/uploads/p.svg', 'متن جایگزین'],
      ['video', 'https://cms.example/uploads/v.mp4', 'عنوان'],
    ]);
    expect(story.slides[1].link).toEqual({ href: '/products', external: false, label: 'عنوان' });
  });

  it('leaves out a highlight without a cover or without any slide with media, and a slide without media', () => {
    const stories = toStories(
      [
        highlight('no-cover', [{ Url: null, Image: media('/uploads/p.svg', 'image/svg+xml') }], null),
        highlight('no-media', [{ Url: null, Image: null }]),
        highlight('kept', [
          { Url: null, Image: null },
          { Url: null, Image: media('/uploads/p.svg', 'image/svg+xml') },
        ]),
      ],
      absolute,
    );
    expect(stories.map((story) => [story.id, story.slides.length])).toEqual([['kept', 1]]);
  });
});

describe("a slide's link", () => {
  it.each([
    ['/product/elden-ring', { href: '/product/elden-ring', external: false }],
    ['/products?variants=playstation-5', { href: '/products?variants=playstation-5', external: false }],
    ['https://www.aparat.com/gamino', { href: 'https://www.aparat.com/gamino', external: true }],
    ['HTTP://example.com/a', { href: 'http://example.com/a', external: true }],
  ])('%s is followed', (url, expected) => {
    expect(storyLinkHref(url)).toEqual(expected);
  });

  it.each([
    null,
    '',
    '   ',
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://example.com',
    'https://user:pass@evil.example',
    'product/x',
  ])('%s is not a link', (url) => {
    expect(storyLinkHref(url)).toBeNull();
  });
});

describe('where the viewer goes', () => {
  const counts = [2, 3];
  it('on through the slides, into the next story, and nowhere after the last (the viewer closes)', () => {
    expect(nextStoryPosition(counts, { story: 0, slide: 0 })).toEqual({ story: 0, slide: 1 });
    expect(nextStoryPosition(counts, { story: 0, slide: 1 })).toEqual({ story: 1, slide: 0 });
    expect(nextStoryPosition(counts, { story: 1, slide: 2 })).toBeNull();
  });

  it('back to the previous slide, else the previous story from its start; the very first slide stays', () => {
    expect(previousStoryPosition({ story: 1, slide: 2 })).toEqual({ story: 1, slide: 1 });
    expect(previousStoryPosition({ story: 1, slide: 0 })).toEqual({ story: 0, slide: 0 });
    expect(previousStoryPosition({ story: 0, slide: 0 })).toEqual({ story: 0, slide: 0 });
  });
});

describe('viewed stories in storage', () => {
  it('reads a JSON list of ids; anything else counts as none viewed', () => {
    expect([...parseViewedStories('["a","b"]')]).toEqual(['a', 'b']);
    expect([...parseViewedStories('["a",3,null]')]).toEqual(['a']);
    for (const raw of [null, '', 'not json', '{"a":1}', '42']) expect(parseViewedStories(raw).size).toBe(0);
  });

  it('adds an id once (nothing to write when it is already there) and keeps only the newest ids', () => {
    expect(withViewedStory(null, 'a')).toBe('["a"]');
    expect(withViewedStory('["a"]', 'a')).toBeNull();
    const full = JSON.stringify(Array.from({ length: MAX_VIEWED_STORIES }, (_, index) => `s${index}`));
    const next = JSON.parse(withViewedStory(full, 'new')!) as string[];
    expect(next).toHaveLength(MAX_VIEWED_STORIES);
    expect(next[0]).toBe('s1');
    expect(next.at(-1)).toBe('new');
  });
});
