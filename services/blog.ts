// Blog host (WordPress REST v2, docs/contracts/blog.md). No custom headers; failures throw a ServiceFailure.
import type { AxiosResponse } from 'axios';
import { ServiceFailure, toServiceError } from './errors';
import { createClient } from './http';
import type { BlogPostsPage, WpCategory, WpPost, WpPostFields, WpTag, WpUser } from './types/blog';

const API = '/wp-json/wp/v2';

async function request<T>(call: () => Promise<AxiosResponse<T>>): Promise<AxiosResponse<T>> {
  try {
    return await call();
  } catch (err) {
    throw new ServiceFailure(toServiceError(err));
  }
}

function headerNumber(response: AxiosResponse, name: string): number {
  const value = Number(response.headers[name]);
  return Number.isFinite(value) ? value : 0;
}

export type PostsQuery = {
  page?: number;
  perPage?: number;
  search?: string;
  categories?: number[];
  tags?: number[];
};

/** A page of posts (with authors, media and terms embedded) and the totals from X-WP-Total / X-WP-TotalPages. */
export async function getPosts(query: PostsQuery = {}): Promise<BlogPostsPage> {
  const params = new URLSearchParams({
    page: String(query.page ?? 1),
    per_page: String(query.perPage ?? 10),
    _embed: '',
  });
  if (query.search) params.set('search', query.search);
  if (query.categories?.length) params.set('categories', query.categories.join(','));
  if (query.tags?.length) params.set('tags', query.tags.join(','));
  const response = await request(() => createClient('blog').get<WpPost[]>(`${API}/posts`, { params }));
  return {
    posts: response.data ?? [],
    total: headerNumber(response, 'x-wp-total'),
    totalPages: headerNumber(response, 'x-wp-totalpages'),
  };
}

/** What `_fields=id,slug,title` leaves of a post. */
export type PostSearchHit = Required<Pick<WpPostFields, 'id' | 'slug' | 'title'>>;

/**
 * Posts matching a phrase, newest first, with only what a search result shows (`_fields`): the header search
 * reads them in the browser, where every byte of the embedded authors and media would be wasted. `signal`
 * cancels the request.
 */
export async function searchPosts(
  phrase: string,
  { perPage = 5, signal }: { perPage?: number; signal?: AbortSignal } = {},
): Promise<PostSearchHit[]> {
  const params = new URLSearchParams({ search: phrase, per_page: String(perPage), _fields: 'id,slug,title' });
  const response = await request(() => createClient('blog').get<PostSearchHit[]>(`${API}/posts`, { params, signal }));
  return response.data ?? [];
}

/** What `_fields` leaves of a post for the sitemap of posts. */
export type PostSitemapFields = Pick<
  WpPostFields,
  'slug' | 'date' | 'date_gmt' | 'modified' | 'modified_gmt' | 'jetpack_featured_media_url'
>;

const SITEMAP_FIELDS = 'slug,date,date_gmt,modified,modified_gmt,jetpack_featured_media_url';

/** A page of posts with only what a sitemap lists (`_fields`, nothing embedded), newest first, and the totals. */
export async function getPostsForSitemap(
  page: number,
  perPage: number,
): Promise<{ posts: PostSitemapFields[]; total: number; totalPages: number }> {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage), _fields: SITEMAP_FIELDS });
  const response = await request(() => createClient('blog').get<PostSitemapFields[]>(`${API}/posts`, { params }));
  return {
    posts: response.data ?? [],
    total: headerNumber(response, 'x-wp-total'),
    totalPages: headerNumber(response, 'x-wp-totalpages'),
  };
}

/** One post by its slug, or null. WordPress answers a slug query with an array. */
export async function getPostBySlug(slug: string): Promise<WpPost | null> {
  const params = new URLSearchParams({ slug, _embed: '' });
  const response = await request(() => createClient('blog').get<WpPost[]>(`${API}/posts`, { params }));
  return response.data?.[0] ?? null;
}

/** The blog's two taxonomies as their REST collections name them. */
export type TermCollection = 'categories' | 'tags';

/**
 * The category or tag a slug names, or null. WordPress answers `?slug=` with an array: empty for an unknown slug.
 * `hide_empty` is not sent: a term with no posts yet still has its (empty) page.
 */
export async function getTermBySlug(collection: TermCollection, slug: string): Promise<WpCategory | WpTag | null> {
  const params = new URLSearchParams({ slug });
  const response = await request(() =>
    createClient('blog').get<(WpCategory | WpTag)[]>(`${API}/${collection}`, { params }),
  );
  return response.data?.[0] ?? null;
}

export async function getCategories(): Promise<WpCategory[]> {
  const response = await request(() =>
    createClient('blog').get<WpCategory[]>(`${API}/categories`, { params: { per_page: 100 } }),
  );
  return response.data ?? [];
}

export async function getTags(): Promise<WpTag[]> {
  const response = await request(() => createClient('blog').get<WpTag[]>(`${API}/tags`, { params: { per_page: 100 } }));
  return response.data ?? [];
}

export async function getUsers(): Promise<WpUser[]> {
  const response = await request(() =>
    createClient('blog').get<WpUser[]>(`${API}/users`, { params: { per_page: 100 } }),
  );
  return response.data ?? [];
}
