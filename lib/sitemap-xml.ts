// The sitemaps protocol (sitemaps.org 0.9) with Google's image and video extensions, as text: a sitemap index and
// the sitemaps it lists. Every value is escaped for XML, since titles and descriptions come from the services.

/** The protocol's limit of URLs in one sitemap (and of sitemaps in one index). */
export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapVideo = {
  title: string;
  description: string;
  thumbnailLoc: string;
  contentLoc: string;
  /** Whole seconds (Google takes 1 to 28,800). */
  durationSeconds?: number | null;
  /** ISO 8601 with its offset. */
  publicationDate?: string;
};

export type SitemapEntry = {
  loc: string;
  /** ISO 8601 with its offset. */
  lastmod?: string;
  images?: string[];
  videos?: SitemapVideo[];
};

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NAMESPACE = 'http://www.google.com/schemas/sitemap-image/1.1';
const VIDEO_NAMESPACE = 'http://www.google.com/schemas/sitemap-video/1.1';
const VIDEO_DESCRIPTION_LIMIT = 2048;
const VIDEO_TITLE_LIMIT = 100;
const VIDEO_LONGEST_SECONDS = 28_800;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an XML element: the five special characters as entities, characters XML 1.0 forbids left out. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (char) => XML_ENTITIES[char]);
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

function videoXml(video: SitemapVideo): string {
  const seconds = video.durationSeconds ? Math.round(video.durationSeconds) : 0;
  return [
    '<video:video>',
    element('video:thumbnail_loc', video.thumbnailLoc),
    element('video:title', cut(video.title, VIDEO_TITLE_LIMIT)),
    element('video:description', cut(video.description, VIDEO_DESCRIPTION_LIMIT)),
    element('video:content_loc', video.contentLoc),
    seconds >= 1 && seconds <= VIDEO_LONGEST_SECONDS ? element('video:duration', String(seconds)) : '',
    video.publicationDate ? element('video:publication_date', video.publicationDate) : '',
    '</video:video>',
  ].join('');
}

function entryXml(entry: SitemapEntry): string {
  return [
    '<url>',
    element('loc', entry.loc),
    entry.lastmod ? element('lastmod', entry.lastmod) : '',
    ...(entry.images ?? []).map((image) => `<image:image>${element('image:loc', image)}</image:image>`),
    ...(entry.videos ?? []).map(videoXml),
    '</url>',
  ].join('');
}

/** A sitemap of at most SITEMAP_URL_LIMIT entries; the image and video namespaces only when an entry uses them. */
export function urlsetXml(entries: SitemapEntry[]): string {
  if (entries.length > SITEMAP_URL_LIMIT)
    throw new Error(`a sitemap holds at most ${SITEMAP_URL_LIMIT} URLs, not ${entries.length}`);
  const images = entries.some((entry) => entry.images?.length) ? ` xmlns:image="${IMAGE_NAMESPACE}"` : '';
  const videos = entries.some((entry) => entry.videos?.length) ? ` xmlns:video="${VIDEO_NAMESPACE}"` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${NAMESPACE}"${images}${videos}>`,
    ...entries.map(entryXml),
    '</urlset>',
    '',
  ].join('\n');
}

/** The index of the sitemaps, by their absolute URLs. */
export function sitemapIndexXml(sitemaps: { loc: string; lastmod?: string }[]): string {
  if (sitemaps.length > SITEMAP_URL_LIMIT)
    throw new Error(`a sitemap index lists at most ${SITEMAP_URL_LIMIT} sitemaps`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${NAMESPACE}">`,
    ...sitemaps.map(
      (sitemap) =>
        `<sitemap>${element('loc', sitemap.loc)}${sitemap.lastmod ? element('lastmod', sitemap.lastmod) : ''}</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}
