// What an indexable build tells search engines about the blog's pages (docs/seo.md): the list, a category's or
// tag's posts, and a post. Pure, like services/server/views/seo.ts, whose builders these use.
import 'server-only';
import { blogPageHref, blogTopicPath, type BlogTopicKind } from '@/lib/blog-paging';
import { isoWithOffset } from '@/lib/dates';
import { toPersianDigits } from '@/lib/digits';
import { htmlToText, truncateText } from '@/lib/sanitize';
import { absoluteUrl } from '@/lib/site-indexing';
import { blogPosting, type StructuredData } from '@/lib/structured-data';
import type { WpCategory, WpPost, WpTag } from '@/services/types/blog';
import { postAuthor, postDescription, postHref, postImage, postTitle } from './blog';
import { crumbsOf, DESCRIPTION_LENGTH, HOME_CRUMB, SITE_LOGO_PATH, SITE_NAME, type PageSeo } from './seo';

export function blogListPath(page: number): string {
  return blogPageHref(page);
}

export const BLOG_TITLE = 'وبلاگ';

export function blogListSeo(page: number, description: string): PageSeo {
  return {
    title: page > 1 ? `${BLOG_TITLE}، صفحه‌ی ${toPersianDigits(page)}` : BLOG_TITLE,
    description,
    path: blogListPath(page),
  };
}

export function blogCrumbs(siteUrl: string, post?: WpPost): StructuredData {
  const trail: [string, string][] = [HOME_CRUMB, [BLOG_TITLE, '/blogs']];
  if (post) trail.push([postTitle(post), postHref(post.slug)]);
  return crumbsOf(siteUrl, trail);
}

/** A post's publication date: WordPress's UTC twin when it has one, else its site time in Tehran. */
function postDate(gmt: string | null | undefined, local: string | null | undefined): string | null {
  return (gmt ? isoWithOffset(gmt, 'Z') : null) ?? isoWithOffset(local);
}

export function postSeo(post: WpPost): PageSeo {
  const image = postImage(post);
  return {
    title: postTitle(post),
    description: postDescription(post, DESCRIPTION_LENGTH),
    path: postHref(post.slug),
    image: image ? { url: image.src, alt: image.alt } : null,
    article: {
      publishedTime: postDate(post.date_gmt, post.date),
      modifiedTime: postDate(post.modified_gmt, post.modified),
      author: postAuthor(post)?.name ?? null,
    },
  };
}

export function postStructuredData(post: WpPost, siteUrl: string): StructuredData[] {
  const image = postImage(post);
  const published = postDate(post.date_gmt, post.date);
  const posting = published
    ? [
        blogPosting({
          headline: postTitle(post),
          url: absoluteUrl(siteUrl, postHref(post.slug)),
          images: [image ? image.src : absoluteUrl(siteUrl, SITE_LOGO_PATH)],
          datePublished: published,
          dateModified: postDate(post.modified_gmt, post.modified) ?? undefined,
          description: postDescription(post, DESCRIPTION_LENGTH),
          author: postAuthor(post)?.name,
          publisher: { name: SITE_NAME, logo: absoluteUrl(siteUrl, SITE_LOGO_PATH) },
        }),
      ]
    : [];
  return [...posting, blogCrumbs(siteUrl, post)];
}

// ---------------------------------------------------------------- a category's or tag's posts

/** The heading of a topic's page: 'دسته: راهنمای خرید', 'برچسب: PS5'. */
export function blogTopicTitle(kind: BlogTopicKind, term: Pick<WpCategory | WpTag, 'name'>): string {
  return `${kind === 'category' ? 'دسته' : 'برچسب'}: ${htmlToText(term.name)}`;
}

/** The term's own description when WordPress has one, else how many posts it holds. */
export function blogTopicDescription(
  kind: BlogTopicKind,
  term: Pick<WpCategory | WpTag, 'name' | 'description'>,
  total: number,
): string {
  const own = htmlToText(term.description);
  if (own) return truncateText(own, DESCRIPTION_LENGTH);
  const of = kind === 'category' ? 'در دسته‌ی' : 'با برچسب';
  return `${toPersianDigits(total)} مطلب ${of} «${htmlToText(term.name)}» در وبلاگ ${SITE_NAME}.`;
}

/** A topic's page: its title (with the page number past the first), description and canonical. */
export function blogTopicSeo(
  kind: BlogTopicKind,
  term: Pick<WpCategory | WpTag, 'name' | 'slug' | 'description'>,
  page: number,
  total: number,
): PageSeo {
  const title = blogTopicTitle(kind, term);
  return {
    title: page > 1 ? `${title}، صفحه‌ی ${toPersianDigits(page)}` : title,
    description: blogTopicDescription(kind, term, total),
    path: blogPageHref(page, blogTopicPath(kind, term.slug)),
  };
}

/** Home › the blog › the topic. */
export function blogTopicCrumbs(
  siteUrl: string,
  kind: BlogTopicKind,
  term: Pick<WpCategory | WpTag, 'name' | 'slug'>,
): StructuredData {
  return crumbsOf(siteUrl, [
    HOME_CRUMB,
    [BLOG_TITLE, '/blogs'],
    [blogTopicTitle(kind, term), blogTopicPath(kind, term.slug)],
  ]);
}
