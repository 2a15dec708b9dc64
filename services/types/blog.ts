// The blog's shapes (WordPress REST v2), as contracts/blog.openapi.yaml gives them. Behaviour: docs/contracts/blog.md.
import type { components } from '@/contracts/generated/blog';

type Schemas = components['schemas'];

/** A published post in the view context; `_embedded` is there when the query asked for `_embed` (the shop does). */
export type WpPost = Schemas['Post'];
/** A post as `_fields` leaves it: only the fields named. */
export type WpPostFields = Schemas['PostFields'];
export type WpCategory = Schemas['Category'];
export type WpTag = Schemas['Tag'];
/** A category or a tag as `_embed` puts it in `wp:term`. */
export type WpEmbeddedTerm = Schemas['EmbeddedTerm'];
export type WpTaxonomy = Schemas['Taxonomy'];
export type WpUser = Schemas['User'];

/** A page of posts and the totals of its X-WP-Total and X-WP-TotalPages headers. */
export type BlogPostsPage = { posts: WpPost[]; total: number; totalPages: number };
