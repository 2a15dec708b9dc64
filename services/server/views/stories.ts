// The CMS highlights as stories: a round cover and timed slides, each a picture or a video with an optional
// link. Pure: the caller resolves media URLs (cmsMediaUrl lives with the service), and every link is checked here.
import 'server-only';
import { safeReturnUrl } from '@/lib/return-url';
import type { CmsHighlight, CmsMedia } from '@/services/types/cms';

/** Where a slide leads: a path in the shop, or an http(s) address elsewhere (opened in a new tab). */
export type StoryLink = { href: string; external: boolean; label: string };

export type StorySlide = {
  id: number;
  kind: 'image' | 'video';
  src: string;
  width: number;
  height: number;
  alt: string;
  header: string;
  subtitle: string;
  link: StoryLink | null;
};

/** `cover` is the round picture's address; the title beside it says what it shows. */
export type Story = { id: string; title: string; cover: string; slides: StorySlide[] };

type MediaUrl = (url: string) => string | null;

/** A slide's link as the shop may follow it, or null: a shop path as safeReturnUrl reads it, or http(s) only. */
export function storyLinkHref(url: string | null | undefined): { href: string; external: boolean } | null {
  const value = url?.trim();
  if (!value) return null;
  const internal = safeReturnUrl(value);
  if (internal) return { href: internal, external: false };
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const address = new URL(value);
    // Credentials in an address are a classic way to disguise where it leads.
    if (address.username || address.password) return null;
    return { href: address.href, external: true };
  } catch {
    return null;
  }
}

const isVideo = (media: CmsMedia) => media.mime.startsWith('video/');

/** The highlights that can be shown as stories: a cover and at least one slide with media; slides without media are left out. */
export function toStories(highlights: CmsHighlight[], mediaUrl: MediaUrl): Story[] {
  return highlights.flatMap((highlight) => {
    const item = highlight.Item;
    const coverSrc = item?.Image?.url ? mediaUrl(item.Image.url) : null;
    if (!item || !coverSrc) return [];
    const slides = (item.Items ?? []).flatMap((entry): StorySlide[] => {
      const src = entry.Image?.url ? mediaUrl(entry.Image.url) : null;
      if (!src) return [];
      const link = storyLinkHref(entry.Url);
      return [
        {
          id: entry.id,
          kind: isVideo(entry.Image) ? 'video' : 'image',
          src,
          width: entry.Image.width,
          height: entry.Image.height,
          alt: entry.Image.alternativeText || entry.Title || item.Title,
          header: entry.Header,
          subtitle: entry.Subtitle,
          link: link && { ...link, label: entry.Title || 'مشاهده' },
        },
      ];
    });
    if (slides.length === 0) return [];
    return [{ id: highlight.documentId, title: item.Title, cover: coverSrc, slides }];
  });
}
