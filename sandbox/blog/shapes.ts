// WordPress REST objects built from the blog seed: posts, terms, users and attachments in the view and embed
// contexts, with _links on absolute URLs of the blog host. Their shapes: contracts/blog.openapi.yaml (Post,
// Category, Tag, User, Attachment and their embedded forms); why they look so: docs/contracts/blog.md.
import type { components } from '../../contracts/generated/blog';
import { fileUrls, PICTURE_FORMATS, PICTURE_MIME_TYPES } from '../files/urls';
import {
  blogAuthors,
  blogCategories,
  blogPosts,
  blogTags,
  type BlogAuthor,
  type BlogPost,
  type BlogTerm,
} from '../seed/blog';

/** Tehran has kept +03:30 all year since 2022; `*_gmt` fields are local time minus that. */
const TEHRAN_OFFSET_MINUTES = 210;

export function toGmt(local: string): string {
  const time = Date.parse(`${local}Z`) - TEHRAN_OFFSET_MINUTES * 60_000;
  return new Date(time).toISOString().slice(0, 19);
}

export type Taxonomy = components['schemas']['Taxonomy'];

export function createShapes(siteUrl: () => string) {
  const rest = (path: string) => `${siteUrl()}/wp-json/wp/v2/${path}`;
  const curies = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];

  const termsOf = (post: BlogPost, taxonomy: Taxonomy) =>
    taxonomy === 'category'
      ? blogCategories.filter((term) => post.categoryIds.includes(term.id))
      : blogTags.filter((term) => post.tagIds.includes(term.id));

  function postCount(term: BlogTerm, taxonomy: Taxonomy): number {
    return blogPosts.filter((post) => (taxonomy === 'category' ? post.categoryIds : post.tagIds).includes(term.id))
      .length;
  }

  function term(termSeed: BlogTerm, taxonomy: Taxonomy, context: 'view' | 'embed' = 'view') {
    const base = taxonomy === 'category' ? 'categories' : 'tags';
    const link = `${siteUrl()}/${taxonomy === 'category' ? 'category' : 'tag'}/${termSeed.slug}/`;
    const links = {
      self: [{ href: rest(`${base}/${termSeed.id}`) }],
      collection: [{ href: rest(base) }],
      about: [{ href: rest(`taxonomies/${taxonomy}`) }],
      'wp:post_type': [{ href: rest(`posts?${base}=${termSeed.id}`) }],
      curies,
    };
    if (context === 'embed')
      return { id: termSeed.id, link, name: termSeed.name, slug: termSeed.slug, taxonomy, _links: links };
    return {
      id: termSeed.id,
      count: postCount(termSeed, taxonomy),
      description: termSeed.description,
      link,
      name: termSeed.name,
      slug: termSeed.slug,
      taxonomy,
      ...(taxonomy === 'category' ? { parent: 0 } : {}),
      meta: [],
      _links: links,
    };
  }

  function user(author: BlogAuthor, context: 'view' | 'embed' = 'view') {
    const body = {
      id: author.id,
      name: author.name,
      url: '',
      description: author.description,
      link: `${siteUrl()}/author/${author.slug}/`,
      slug: author.slug,
      avatar_urls: {
        '24': fileUrls.avatar(author.slug, 24),
        '48': fileUrls.avatar(author.slug, 48),
        '96': fileUrls.avatar(author.slug, 96),
      },
    };
    const links = { self: [{ href: rest(`users/${author.id}`) }], collection: [{ href: rest('users') }] };
    return context === 'embed' ? { ...body, _links: links } : { ...body, meta: [], _links: links };
  }

  function attachment(post: BlogPost, context: 'view' | 'embed' = 'view') {
    const { media } = post;
    const sourceUrl = fileUrls.blogMedia(media.slug);
    const file = `${post.date.slice(0, 4)}/${post.date.slice(5, 7)}/${media.slug}.${PICTURE_FORMATS.blogMedia}`;
    const mediaDetails = {
      width: 1200,
      height: 675,
      file,
      filesize: 4096,
      sizes: {
        full: {
          file: `${media.slug}.${PICTURE_FORMATS.blogMedia}`,
          width: 1200,
          height: 675,
          mime_type: PICTURE_MIME_TYPES[PICTURE_FORMATS.blogMedia],
          source_url: sourceUrl,
        },
      },
      image_meta: {},
    };
    const links = {
      self: [{ href: rest(`media/${media.id}`) }],
      collection: [{ href: rest('media') }],
      about: [{ href: rest('types/attachment') }],
      author: [{ embeddable: true, href: rest(`users/${post.authorId}`) }],
    };
    const common = {
      id: media.id,
      date: post.date,
      slug: media.slug,
      type: 'attachment',
      link: `${siteUrl()}/${post.slug}/${media.slug}/`,
      title: { rendered: media.title },
      author: post.authorId,
    };
    const tail = {
      caption: { rendered: '' },
      alt_text: media.title,
      media_type: 'image',
      mime_type: PICTURE_MIME_TYPES[PICTURE_FORMATS.blogMedia],
      media_details: mediaDetails,
      source_url: sourceUrl,
      _links: links,
    };
    if (context === 'embed') return { ...common, ...tail };
    return {
      ...common,
      date_gmt: toGmt(post.date),
      guid: { rendered: sourceUrl },
      modified: post.modified,
      modified_gmt: toGmt(post.modified),
      status: 'inherit',
      comment_status: 'open',
      ping_status: 'closed',
      template: '',
      meta: [],
      description: { rendered: `<p class="attachment"><img src="${sourceUrl}" alt="" /></p>\n` },
      post: post.id,
      ...tail,
    };
  }

  function post(postSeed: BlogPost) {
    return {
      id: postSeed.id,
      date: postSeed.date,
      date_gmt: toGmt(postSeed.date),
      guid: { rendered: `${siteUrl()}/?p=${postSeed.id}` },
      modified: postSeed.modified,
      modified_gmt: toGmt(postSeed.modified),
      slug: postSeed.slug,
      status: 'publish',
      type: 'post',
      link: `${siteUrl()}/${postSeed.slug}/`,
      title: { rendered: postSeed.title },
      content: { rendered: postSeed.content, protected: false },
      excerpt: { rendered: `<p>${postSeed.excerpt}</p>\n`, protected: false },
      author: postSeed.authorId,
      featured_media: postSeed.media.id,
      comment_status: 'open',
      ping_status: 'open',
      sticky: postSeed.sticky ?? false,
      template: '',
      format: 'standard',
      meta: { footnotes: '' },
      categories: postSeed.categoryIds,
      tags: postSeed.tagIds,
      jetpack_featured_media_url: fileUrls.blogMedia(postSeed.media.slug),
      categories_names: termsOf(postSeed, 'category').map((item) => item.name),
      tags_names: termsOf(postSeed, 'post_tag').map((item) => item.name),
      acf: { time_read: String(postSeed.timeRead) },
      _links: {
        self: [{ href: rest(`posts/${postSeed.id}`) }],
        collection: [{ href: rest('posts') }],
        about: [{ href: rest('types/post') }],
        author: [{ embeddable: true, href: rest(`users/${postSeed.authorId}`) }],
        replies: [{ embeddable: true, href: `${siteUrl()}/wp-json/wp/v2/comments?post=${postSeed.id}` }],
        'wp:featuredmedia': [{ embeddable: true, href: rest(`media/${postSeed.media.id}`) }],
        'wp:attachment': [{ href: rest(`media?parent=${postSeed.id}`) }],
        'wp:term': [
          { taxonomy: 'category', embeddable: true, href: rest(`categories?post=${postSeed.id}`) },
          { taxonomy: 'post_tag', embeddable: true, href: rest(`tags?post=${postSeed.id}`) },
        ],
        curies,
      },
    };
  }

  /** `_embedded` mirrors the embeddable links; every relation is an array, wp:term an array of arrays. */
  function embedded(postSeed: BlogPost, only: string[] | null) {
    const wanted = (rel: string) => only === null || only.includes(rel);
    const author = blogAuthors.find((candidate) => candidate.id === postSeed.authorId);
    const result: Record<string, unknown> = {};
    if (wanted('author') && author) result.author = [user(author, 'embed')];
    if (wanted('wp:featuredmedia')) result['wp:featuredmedia'] = [attachment(postSeed, 'embed')];
    if (wanted('wp:term')) {
      result['wp:term'] = [
        termsOf(postSeed, 'category').map((item) => term(item, 'category', 'embed')),
        termsOf(postSeed, 'post_tag').map((item) => term(item, 'post_tag', 'embed')),
      ];
    }
    return result;
  }

  return { post, embedded, term, user, attachment, postCount, rest };
}

export type Shapes = ReturnType<typeof createShapes>;
