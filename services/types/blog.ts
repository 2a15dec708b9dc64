// The blog's shapes (WordPress REST v2): posts, terms, users (docs/contracts/blog.md).

export type WpRendered = { rendered: string };

export type WpTerm = {
  id: number;
  count?: number;
  description?: string;
  link: string;
  name: string;
  slug: string;
  taxonomy: 'category' | 'post_tag';
  parent?: number;
};

export type WpUser = {
  id: number;
  name: string;
  url: string;
  description: string;
  link: string;
  slug: string;
  avatar_urls: Record<string, string>;
};

export type WpPost = {
  id: number;
  date: string;
  date_gmt: string;
  modified: string;
  slug: string;
  status: string;
  link: string;
  title: WpRendered;
  content: WpRendered & { protected: boolean };
  excerpt: WpRendered & { protected: boolean };
  author: number;
  featured_media: number;
  categories: number[];
  tags: number[];
  jetpack_featured_media_url?: string | null;
  categories_names?: string[];
  tags_names?: string[];
  acf?: { time_read?: string | null };
  _embedded?: {
    author?: WpUser[];
    'wp:featuredmedia'?: { id: number; source_url: string; alt_text: string; media_details?: unknown }[];
    'wp:term'?: WpTerm[][];
  };
};

export type BlogPostsPage = { posts: WpPost[]; total: number; totalPages: number };
