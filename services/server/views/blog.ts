// Blog posts (WordPress REST, with _embed) turned into what the cards and the post page show, and the
// related posts. Pure: the data layer reads the posts, these helpers shape them.
import 'server-only';
import type { WpPost, WpTaxonomy } from '@/services/types/blog';
import { formatJalaliDate, parseBackendDate } from '@/lib/dates';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { htmlToText, truncateText } from '@/lib/sanitize';
import { blogTopicPath } from '@/lib/blog-paging';

/** Posts per page of /blogs: short enough for a phone, long enough that paging is rare. */
export const BLOG_PAGE_SIZE = 6;
/** Related posts under a post. */
export const RELATED_POSTS_LIMIT = 3;

// The sandbox's featured images are 16:9; used when WordPress does not say.
const FALLBACK_IMAGE = { width: 1200, height: 675 } as const;
const ABSOLUTE_HTTP = /^https?:\/\//i;

export type PostImage = { src: string; alt: string; width: number; height: number };
/** A category or tag of a post; `href` its topic page, null when only its name is known (nothing was embedded). */
export type PostTermView = { id: number; name: string; slug: string; href: string | null };
export type PostAuthor = { name: string; avatar: string | null };

export type PostSummary = {
  id: number;
  slug: string;
  href: string;
  title: string;
  excerpt: string;
  /** As served (ISO, site-local time), for <time dateTime>. */
  date: string;
  /** Jalali, Persian digits. */
  dateLabel: string;
  readTimeLabel: string | null;
  image: PostImage | null;
  categories: PostTermView[];
};

export function postHref(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** The post's date in Jalali with Persian digits; '' for a date that cannot be read (rather than a crash). */
export function postDateLabel(date: string | null | undefined): string {
  if (!date) return '';
  const parsed = parseBackendDate(date);
  return Number.isNaN(parsed.getTime()) ? '' : formatJalaliDate(parsed);
}

export function postTitle(post: WpPost): string {
  return htmlToText(post.title?.rendered);
}

/** The excerpt as text, without WordPress's trailing '[…]'. */
export function postExcerpt(post: WpPost): string {
  return htmlToText(post.excerpt?.rendered).replace(/\s*\[(…|\.\.\.)\]\s*$/, '…');
}

/** A meta description: the excerpt, cut to what search results show. */
export function postDescription(post: WpPost, maxLength = 160): string {
  return truncateText(postExcerpt(post) || postTitle(post), maxLength);
}

function positiveNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** The featured image from `_embed` (or Jetpack's URL), only when it is an absolute http(s) address. */
export function postImage(post: WpPost): PostImage | null {
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  const src = media?.source_url || post.jetpack_featured_media_url || '';
  if (!ABSOLUTE_HTTP.test(src)) return null;
  const width = positiveNumber(media?.media_details?.width);
  const height = positiveNumber(media?.media_details?.height);
  return {
    src,
    alt: media?.alt_text || postTitle(post),
    width: width && height ? width : FALLBACK_IMAGE.width,
    height: width && height ? height : FALLBACK_IMAGE.height,
  };
}

/**
 * Categories or tags from `_embed` (wp:term), each linking to its topic page; from the plain name lists (labels
 * only) when nothing was embedded. The shop's reads embed them, so the links cost no call of their own.
 */
export function postTerms(post: WpPost, taxonomy: WpTaxonomy): PostTermView[] {
  const embedded = (post._embedded?.['wp:term'] ?? []).flat().filter((term) => term?.taxonomy === taxonomy);
  const kind = taxonomy === 'category' ? 'category' : 'tag';
  if (embedded.length > 0) {
    return embedded.map(({ id, name, slug }) => ({
      id,
      name: htmlToText(name),
      slug,
      href: slug ? blogTopicPath(kind, slug) : null,
    }));
  }
  const names = taxonomy === 'category' ? post.categories_names : post.tags_names;
  const ids = taxonomy === 'category' ? post.categories : post.tags;
  return (names ?? []).map((name, index) => ({
    id: ids?.[index] ?? -(index + 1),
    name: htmlToText(name),
    slug: '',
    href: null,
  }));
}

/** WordPress files everything it cannot place under 'uncategorized'; that is not worth a chip. */
export function visibleCategories(post: WpPost): PostTermView[] {
  return postTerms(post, 'category').filter((term) => term.slug !== 'uncategorized');
}

export function postAuthor(post: WpPost): PostAuthor | null {
  const author = post._embedded?.author?.[0];
  if (!author?.name) return null;
  const avatar = author.avatar_urls?.['96'] || author.avatar_urls?.['48'] || null;
  return { name: author.name, avatar: avatar && ABSOLUTE_HTTP.test(avatar) ? avatar : null };
}

/** ACF's time_read (minutes) as 'n دقیقه مطالعه', or null when it is missing. */
export function readTimeLabel(post: WpPost): string | null {
  const minutes = Number(toLatinDigits(String(post.acf?.time_read ?? '')));
  if (!Number.isInteger(minutes) || minutes <= 0) return null;
  return `${toPersianDigits(minutes)} دقیقه مطالعه`;
}

export function toPostSummary(post: WpPost): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    href: postHref(post.slug),
    title: postTitle(post),
    excerpt: postExcerpt(post),
    date: post.date,
    dateLabel: postDateLabel(post.date),
    readTimeLabel: readTimeLabel(post),
    image: postImage(post),
    categories: visibleCategories(post),
  };
}

/**
 * Posts that share a category with `current`, itself excluded, the ones sharing more categories first
 * (otherwise in the order given, newest first from WordPress), at most `limit`.
 */
export function relatedPosts(current: WpPost, candidates: WpPost[], limit = RELATED_POSTS_LIMIT): WpPost[] {
  const own = new Set(current.categories ?? []);
  const seen = new Set<number>([current.id]);
  const scored: { post: WpPost; shared: number; index: number }[] = [];
  candidates.forEach((post, index) => {
    if (seen.has(post.id)) return;
    seen.add(post.id);
    const shared = (post.categories ?? []).filter((id) => own.has(id)).length;
    if (shared > 0) scored.push({ post, shared, index });
  });
  return scored
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, limit)
    .map(({ post }) => post);
}
